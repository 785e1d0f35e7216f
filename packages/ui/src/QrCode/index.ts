export * from './QrCode.tsx';
