export * from './ConsentBanner.tsx';
