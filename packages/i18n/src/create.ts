import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, HTML_LANG, LANGUAGES, type Language } from './languages.ts';
import { areaBackend, ensureLanguage, type LanguageBundle } from './bundles.ts';

/**
 * i18next keys languages by BCP 47 tag ('EN'/'TY' would be canonicalised to 'en'/'ty', Tahitian), so the
 * platform's codes are mapped at this boundary: EN -> en, TY -> th. Use `setLanguage` and `languageOf`
 * rather than i18next's own calls with platform codes.
 */
export type CreateI18nOptions = {
  language?: Language;
  supported?: readonly Language[];
  /**
   * The strings the instance starts with, by language. Apps pass only the start language (`loadLanguage`) and
   * the others are fetched when chosen; `createI18n` from `./all.ts` passes every language (tests, Storybook).
   */
  resources: Partial<Record<Language, LanguageBundle>>;
};

/** A fresh i18next instance. Keys are `namespace:key`, default namespace `common`. */
export function createI18nWith(options: CreateI18nOptions): I18n {
  const instance = i18next.createInstance();
  const byTag = Object.fromEntries(
    Object.entries(options.resources).map(([lang, bundle]) => [HTML_LANG[lang as Language], bundle]),
  );
  void instance
    .use(areaBackend)
    .use(initReactI18next)
    .init({
      resources: byTag,
      // The core namespaces are in each bundle (languages not given are added by `setLanguage` before switching);
      // area namespaces missing from it are fetched by `areaBackend` when a page asks for them.
      partialBundledLanguages: true,
      ns: Object.keys(Object.values(options.resources)[0] ?? { common: {} }),
      defaultNS: 'common',
      lng: HTML_LANG[options.language ?? DEFAULT_LANGUAGE],
      fallbackLng: HTML_LANG[DEFAULT_LANGUAGE],
      supportedLngs: (options.supported ?? LANGUAGES).map((lang) => HTML_LANG[lang]),
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  return instance;
}

/** Switches the instance to a platform language code, fetching its strings first when it has not got them. */
export async function setLanguage(instance: I18n, language: Language): Promise<unknown> {
  await ensureLanguage(instance, language);
  return instance.changeLanguage(HTML_LANG[language]);
}

/** The platform language code of the instance's current language. */
export function languageOf(instance: Pick<I18n, 'language'>): Language {
  const found = LANGUAGES.find((lang) => HTML_LANG[lang] === instance.language);
  return found ?? DEFAULT_LANGUAGE;
}
