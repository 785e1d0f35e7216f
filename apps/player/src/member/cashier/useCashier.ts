import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, isApiError } from '@wl/api';
import { useWalletBalanceQuery } from '@wl/api/wallet';
import { formatBalance, renderMessage, type ValidationMessage, type AmountProblem } from '@wl/domain';
import type { DomainValidationKey, PlatformErrorKey } from '@wl/i18n';

/** Where bank cards and the payment password are set up. */
export const SECURITY_CENTER = '/member/securityCenter';

/** The main wallet's account type (the platform's wallet 1; the notes' 0 and 9 are not money wallets). */
export const MAIN_WALLET_ID = 1;

/**
 * The balances, as the header reads them (same query argument, so one cache entry: a transfer's tags refresh
 * both), with the tenant's currency format: 2 decimals, thousands separators, the currency symbol.
 */
export function useWallets() {
  const balance = useWalletBalanceQuery({});
  const symbol = balance.data?.currencySymbol ?? '';
  const money = useCallback((amount: unknown) => formatBalance(amount, { currencySymbol: symbol }), [symbol]);
  const wallets = balance.data?.balance ?? [];
  const main = wallets.find((w) => w.accountTypeId === MAIN_WALLET_ID) ?? wallets[0];
  return { balance, wallets, main, money, currencySymbol: symbol };
}

/** Words of the cashier: its own strings, validation messages, the platform's refusals (errors namespace). */
export function useCashierText() {
  const { t, i18n } = useTranslation(['cashier', 'validation', 'errors']);
  const errorText = useCallback(
    (error: unknown) =>
      isApiError(error) ? apiErrorText(error, (key) => t(key as PlatformErrorKey)) : t('errors:server'),
    [t],
  );
  const validationText = useCallback(
    (message: ValidationMessage | undefined) =>
      message
        ? renderMessage(message, (key, values) => t(key as DomainValidationKey, values ?? {}))
        : undefined,
    [t],
  );
  const dateTime = useCallback(
    (ms: number) => {
      try {
        return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(ms),
        );
      } catch {
        return new Date(ms).toISOString();
      }
    },
    [i18n.language],
  );
  return { t, errorText, validationText, dateTime };
}

/** An amount problem in words, its limit in the currency format. */
export function useAmountProblemText(money: (amount: unknown) => string) {
  const { t } = useTranslation('cashier');
  return useCallback(
    (problem: AmountProblem | undefined) =>
      problem
        ? t(problem.key, { limit: problem.limit === undefined ? '' : money(problem.limit) })
        : undefined,
    [t, money],
  );
}

/** The field a refusal names (`value.field` of the platform's answer), if any. */
export function refusedField(error: unknown): string | undefined {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return undefined;
  const field = (error.details as { field?: unknown }).field;
  return typeof field === 'string' ? field : undefined;
}
