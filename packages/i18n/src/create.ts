import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';
import { namespaces, resources } from './resources.ts';

/**
 * A fresh i18next instance with every resource bundled (the strings are small; no network round trip
 * before first paint). Keys are `namespace:key`, default namespace `common`.
 */
export function createI18n(options: { language?: Language; supported?: readonly Language[] } = {}): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    ns: namespaces,
    defaultNS: 'common',
    lng: options.language ?? DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...(options.supported ?? ['EN', 'TY'])],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
