import { DEFAULT_LANGUAGE, HTML_LANG, isLanguage, type Language } from './languages.ts';

/** Storage keys named by the spec: the choice is kept under `lang`, the previous one under `hisLang`. */
export const LANG_KEY = 'lang';
export const HIS_LANG_KEY = 'hisLang';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The language to start in: the stored choice when the tenant supports it, else the tenant's default.
 */
export function initialLanguage(
  supported: readonly Language[],
  tenantDefault: Language = DEFAULT_LANGUAGE,
  storage: StorageLike | undefined = globalThis.localStorage,
): Language {
  const stored = storage?.getItem(LANG_KEY);
  if (isLanguage(stored) && supported.includes(stored)) return stored;
  return supported.includes(tenantDefault) ? tenantDefault : (supported[0] ?? DEFAULT_LANGUAGE);
}

/**
 * Stores a new choice (keeping the previous one under `hisLang`) and updates `<html lang>`. `shown` is the language the
 * page was in, for a choice made before any was stored (a prerendered page's select, before the app started).
 */
export function persistLanguage(
  next: Language,
  storage: StorageLike | undefined = globalThis.localStorage,
  shown?: Language,
): void {
  const previous = storage?.getItem(LANG_KEY) ?? shown;
  if (previous && previous !== next) storage?.setItem(HIS_LANG_KEY, previous);
  storage?.setItem(LANG_KEY, next);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[next];
}
