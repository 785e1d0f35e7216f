export * from './FloatingButtons.tsx';
