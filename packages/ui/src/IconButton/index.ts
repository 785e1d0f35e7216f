export * from './IconButton.tsx';
