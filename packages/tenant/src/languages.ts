/**
 * Languages a tenant may offer. The platform speaks these codes (TY = Thai). Kept here and not
 * imported from @wl/i18n because tenant sits below i18n; a test checks that both lists agree.
 */
export const SUPPORTED_LANGUAGES = ['EN', 'TY'] as const;
export type TenantLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** BCP 47 tag for `<html lang>` of each language. */
export const HTML_LANG_OF: Record<TenantLanguage, string> = { EN: 'en', TY: 'th' };
