import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, isApiError } from '@wl/api';
import { useWalletBalanceQuery } from '@wl/api/wallet';
import { clockText, formatBalance } from '@wl/domain';
import type { PlatformErrorKey } from '@wl/i18n';

/** `yyyy-MM-dd HH:mm:ss` in the device's time zone (the same text on screen and in the CSV file). */
export function localDateTime(ms: number): string {
  return clockText(ms, -new Date(ms).getTimezoneOffset());
}

/** Words and formats of the records pages: strings, refusals in words, amounts in the tenant's currency format. */
export function useRecordsText() {
  const { t } = useTranslation(['records', 'errors']);
  // The header already holds the balance; its currency symbol is the tenant's.
  const balance = useWalletBalanceQuery({});
  const symbol = balance.data?.currencySymbol ?? '';
  const money = useCallback((amount: unknown) => formatBalance(amount, { currencySymbol: symbol }), [symbol]);
  const errorText = useCallback(
    (error: unknown) =>
      isApiError(error) ? apiErrorText(error, (key) => t(key as PlatformErrorKey)) : t('errors:server'),
    [t],
  );
  return { t, money, errorText, dateTime: localDateTime };
}
