export * from './languages.ts';
export { resources, coreResources, namespaces, areaNamespaces } from './resources.ts';
export { createI18nWith, setLanguage, languageOf, type CreateI18nOptions } from './create.ts';
export { createI18n } from './all.ts';
export { loadLanguage, ensureLanguage, type LanguageBundle } from './bundles.ts';
export { initialLanguage, persistLanguage, LANG_KEY, HIS_LANG_KEY } from './language-storage.ts';
export type { Namespace, KeyOf, TranslationKey, PlatformErrorKey, DomainValidationKey } from './keys.ts';
export type { EnglishResources } from './typed-resources.ts';
