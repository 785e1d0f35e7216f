/** Language codes as the platform speaks them (spec: default EN, supported EN and TY = Thai). */
export const LANGUAGES = ['EN', 'TY'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'EN';

/** BCP 47 tag for `<html lang>`, Intl formatting and screen readers. */
export const HTML_LANG: Record<Language, string> = { EN: 'en', TY: 'th' };

/** Name of each language in itself, for the language select. */
export const LANGUAGE_NAMES: Record<Language, string> = { EN: 'English', TY: 'ไทย' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
