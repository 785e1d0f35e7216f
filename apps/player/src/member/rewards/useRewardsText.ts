import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, isApiError } from '@wl/api';
import { useSitePermissionQuery } from '@wl/api/site';
import { useWalletBalanceQuery } from '@wl/api/wallet';
import { useSession } from '@wl/app-shell';
import { localDateTime } from '@wl/app-shell/records';
import { formatBalance, renderMessage, type ValidationMessage } from '@wl/domain';
import type { DomainValidationKey, PlatformErrorKey, TranslationKey } from '@wl/i18n';

/**
 * Words and formats of the rewards screens (points mall, reward centre, missions, VIP, referral): their strings
 * (`rewards` namespace), validation messages, refusals in words, amounts in the tenant's currency format (the
 * header's balance call for a member, the site permission's symbol for a guest) and points as whole numbers.
 */
export function useRewardsText() {
  const { t, i18n } = useTranslation(['rewards', 'validation', 'errors']);
  const { isLogin } = useSession();
  const balance = useWalletBalanceQuery({}, { skip: !isLogin });
  const permission = useSitePermissionQuery();
  const symbol =
    balance.data?.currencySymbol ??
    (permission.data as { currencySymbol?: string } | undefined)?.currencySymbol ??
    '';
  const money = useCallback((amount: unknown) => formatBalance(amount, { currencySymbol: symbol }), [symbol]);
  const points = useCallback(
    (value: number) => {
      try {
        return new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(value);
      } catch {
        return String(Math.round(value));
      }
    },
    [i18n.language],
  );
  /** A refusal in words: the rewards screens' own codes first (POINTS_NOT_ENOUGH...), then the shared catalogue. */
  const errorText = useCallback(
    (error: unknown) => {
      if (!isApiError(error)) return t('errors:server');
      if (error.kind === 'server' && error.code && i18n.exists(`rewards:code.${error.code}`))
        // The code is the platform's; the rewards namespace has words for it (asked just above).
        return t(`rewards:code.${error.code}` as TranslationKey<'rewards'>);
      return apiErrorText(error, (key) => t(key as PlatformErrorKey));
    },
    [t, i18n],
  );
  const validationText = useCallback(
    (message: ValidationMessage | undefined) =>
      message
        ? renderMessage(message, (key, values) => t(key as DomainValidationKey, values ?? {}))
        : undefined,
    [t],
  );
  return { t, money, points, errorText, validationText, dateTime: localDateTime, currencySymbol: symbol };
}

/** Whether a failed call means "not offered here" (501, FUNCTION_NOT_AVAILABLE): said as such, not as a failure. */
export function notOffered(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 501 || error.code === 'FUNCTION_NOT_AVAILABLE' || error.code === 'NOT_IMPLEMENTED';
}

/** The field a refusal names (`value.field` of the platform's answer), if any. */
export function refusedField(error: unknown): string | undefined {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return undefined;
  const field = (error.details as { field?: unknown }).field;
  return typeof field === 'string' ? field : undefined;
}

/** Text lines of a rules answer (plain lines, or the platform's HTML) for the Html component or a list. */
export function ruleLines(text: string | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
