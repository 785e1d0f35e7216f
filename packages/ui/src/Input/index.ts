export * from './Input.tsx';
