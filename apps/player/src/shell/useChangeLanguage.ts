import { useCallback } from 'react';
import { useMemberChangeLanguageMutation } from '@wl/api/member';
import { useLanguage, useSession } from '@wl/app-shell';
import type { Language } from '@wl/i18n';

/** Language change: stores lang and hisLang, re-renders every text, and tells the platform (logged in). */
export function useChangeLanguage() {
  const [, setLanguage] = useLanguage();
  const { token } = useSession();
  const [notify] = useMemberChangeLanguageMutation();
  return useCallback(
    (next: Language) => {
      setLanguage(next);
      if (token) void notify({ language: next });
    },
    [setLanguage, token, notify],
  );
}
