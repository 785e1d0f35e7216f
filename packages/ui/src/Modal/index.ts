export * from './Modal.tsx';
