export * from './FormField.tsx';
