import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf, persistLanguage, setLanguage, type Language } from '@wl/i18n';
import { afterHydration } from './hydration.ts';

/** The current platform language and a setter that stores `lang`/`hisLang` and re-renders all text. */
export function useLanguage(): [Language, (next: Language) => void] {
  const { i18n } = useTranslation();
  const change = useCallback(
    (next: Language) => {
      persistLanguage(next);
      // Every text reads the language from i18n, outside React: a part of a prerendered page hydrated after the
      // switch would not match its HTML, so the switch waits until the page is hydrated (at once after that).
      void afterHydration().then(() => setLanguage(i18n, next));
    },
    [i18n],
  );
  return [languageOf(i18n), change];
}
