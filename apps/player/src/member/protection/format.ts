import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance, LIMITS, type LimitKind } from '@wl/domain';

/** How the protection screens write money, minutes and moments, in the page's language. */
export function useProtectionFormat() {
  const { t, i18n } = useTranslation('protection');
  const dates = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  const dateTime = useCallback((ms: number) => dates.format(new Date(ms)), [dates]);
  const money = useCallback((amount: number) => formatBalance(amount), []);
  /** A limit's amount in its unit: money, or minutes in words. */
  const amount = useCallback(
    (kind: LimitKind, value: number) =>
      LIMITS[kind].unit === 'minutes' ? t('limits.minutes', { count: value }) : formatBalance(value),
    [t],
  );
  return { dateTime, money, amount };
}

/** A typed amount: a positive number (spaces and thousands commas allowed), or null when it is not one. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[\s,]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value > 0 && value <= 1e9 ? value : null;
}
