/** The platform's language code (EN, TY) of an i18next language (en, th). */
export function platformLanguage(i18nLanguage: string): 'EN' | 'TY' {
  return i18nLanguage.toLowerCase().startsWith('th') || i18nLanguage.toUpperCase() === 'TY' ? 'TY' : 'EN';
}
