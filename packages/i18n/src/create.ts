import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, HTML_LANG, LANGUAGES, type Language } from './languages.ts';
import { namespaces, resources } from './resources.ts';

/**
 * i18next keys languages by BCP 47 tag ('EN'/'TY' would be canonicalised to 'en'/'ty', Tahitian), so the
 * platform's codes are mapped at this boundary: EN -> en, TY -> th. Use `setLanguage` and `languageOf`
 * rather than i18next's own calls with platform codes.
 */
const byTag = Object.fromEntries(LANGUAGES.map((lang) => [HTML_LANG[lang], resources[lang]]));

/**
 * A fresh i18next instance with every resource bundled (the strings are small; no network round trip before
 * first paint). Keys are `namespace:key`, default namespace `common`.
 */
export function createI18n(options: { language?: Language; supported?: readonly Language[] } = {}): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: byTag,
    ns: namespaces,
    defaultNS: 'common',
    lng: HTML_LANG[options.language ?? DEFAULT_LANGUAGE],
    fallbackLng: HTML_LANG[DEFAULT_LANGUAGE],
    supportedLngs: (options.supported ?? LANGUAGES).map((lang) => HTML_LANG[lang]),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Switches the instance to a platform language code. */
export function setLanguage(instance: I18n, language: Language): Promise<unknown> {
  return instance.changeLanguage(HTML_LANG[language]);
}

/** The platform language code of the instance's current language. */
export function languageOf(instance: Pick<I18n, 'language'>): Language {
  const found = LANGUAGES.find((lang) => HTML_LANG[lang] === instance.language);
  return found ?? DEFAULT_LANGUAGE;
}
