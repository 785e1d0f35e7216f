export * from './LanguageSelect.tsx';
