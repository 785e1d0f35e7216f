export * from './Radio.tsx';
