import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf, persistLanguage, setLanguage, type Language } from '@wl/i18n';

/** The current platform language and a setter that stores `lang`/`hisLang` and re-renders all text. */
export function useLanguage(): [Language, (next: Language) => void] {
  const { i18n } = useTranslation();
  const change = useCallback(
    (next: Language) => {
      persistLanguage(next);
      void setLanguage(i18n, next);
    },
    [i18n],
  );
  return [languageOf(i18n), change];
}
