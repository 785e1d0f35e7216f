export * from './PlatformUnavailablePage.tsx';
