export * from './Clock.tsx';
