export * from './Footer.tsx';
