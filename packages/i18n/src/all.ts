import type { i18n as I18n } from 'i18next';
import { createI18nWith } from './create.ts';
import type { Language } from './languages.ts';
import { resources } from './resources.ts';

/**
 * An instance with every language bundled, for tests and Storybook (no network, switch at once). Apps use
 * `createI18nWith({ resources: { [lang]: await loadLanguage(lang) } })` so a visit downloads one language.
 */
export function createI18n(options: { language?: Language; supported?: readonly Language[] } = {}): I18n {
  return createI18nWith({ ...options, resources });
}
