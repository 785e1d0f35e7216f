export * from './UploadField.tsx';
