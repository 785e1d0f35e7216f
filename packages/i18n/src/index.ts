export * from './languages.ts';
export { resources, namespaces } from './resources.ts';
export { createI18n, setLanguage, languageOf } from './create.ts';
export { initialLanguage, persistLanguage, LANG_KEY, HIS_LANG_KEY } from './language-storage.ts';
