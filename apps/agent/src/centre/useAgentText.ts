import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, isApiError } from '@wl/api';
import { clockText } from '@wl/domain';
import type { PlatformErrorKey } from '@wl/i18n';

/** `yyyy-MM-dd HH:mm` in the device's time zone. */
function localDateTime(ms: number): string {
  return clockText(ms, -new Date(ms).getTimezoneOffset()).slice(0, 16);
}

/** Words and formats of the agent pages: strings, refusals and failures in words, dates. */
export function useAgentText() {
  const { t } = useTranslation(['agent', 'errors', 'common']);
  const errorText = useCallback(
    (error: unknown) =>
      isApiError(error) ? apiErrorText(error, (key) => t(key as PlatformErrorKey)) : t('errors:server'),
    [t],
  );
  return { t, errorText, dateTime: localDateTime };
}
