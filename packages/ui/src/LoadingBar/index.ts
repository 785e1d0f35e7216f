export * from './LoadingBar.tsx';
