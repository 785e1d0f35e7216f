import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, isApiError } from '@wl/api';
import type { PlatformErrorKey } from '@wl/i18n';
import { localDateTime } from '@wl/app-shell/records';

/** Words of the messages page: its strings, refusals in words, dates in the device's time zone. */
export function useMessagesText() {
  const { t } = useTranslation(['messages', 'errors']);
  const errorText = useCallback(
    (error: unknown) =>
      isApiError(error) ? apiErrorText(error, (key) => t(key as PlatformErrorKey)) : t('errors:server'),
    [t],
  );
  return { t, errorText, dateTime: localDateTime };
}
