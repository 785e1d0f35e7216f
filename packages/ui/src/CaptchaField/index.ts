export * from './CaptchaField.tsx';
