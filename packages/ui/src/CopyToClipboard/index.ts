export * from './CopyToClipboard.tsx';
