import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, isApiError } from '@wl/api';
import { useWalletBalanceQuery } from '@wl/api/wallet';
import { localDateTime } from '@wl/app-shell/records';
import { AGENT_MEMBER_TYPES, TRIAL_MEMBER_TYPE, formatBalance, type AmountProblem } from '@wl/domain';
import type { PlatformErrorKey } from '@wl/i18n';

/** The wallet the agent's transfers come from (protocol-notes §1.6: accountTypeId 1). */
const MAIN_WALLET_ID = 1;

/** The word for an account type: member, agent or trial. */
export const typeKey = (type: number) =>
  AGENT_MEMBER_TYPES.includes(type) ? 'agent' : type === TRIAL_MEMBER_TYPE ? 'trial' : 'member';

/** Which field a refusal of the platform names (`details.field`), if any. */
export function refusedField(error: unknown): string | undefined {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return undefined;
  const field = (error.details as { field?: unknown }).field;
  return typeof field === 'string' ? field : undefined;
}

/**
 * Words and formats of the agent centre's pages: its strings, refusals of the platform in words, amounts in the
 * tenant's currency format, the agent's main balance, dates in the device's time zone.
 */
export function useAgentText() {
  const { t } = useTranslation(['agentCentre', 'errors']);
  const balance = useWalletBalanceQuery({});
  const currencySymbol = balance.data?.currencySymbol ?? '';
  const money = useCallback((amount: unknown) => formatBalance(amount, { currencySymbol }), [currencySymbol]);
  const errorText = useCallback(
    (error: unknown) =>
      !isApiError(error)
        ? t('errors:server')
        : error.kind === 'server' && error.code === 'ACCOUNT_ON_BREAK'
          ? // Here it is a downline's break (a transfer to it), not the agent's own: the agent centre's words.
            t('agentCentre:money.onBreak')
          : apiErrorText(error, (key) => t(key as PlatformErrorKey)),
    [t],
  );
  const amountProblem = useCallback(
    (p: AmountProblem) => t(`agentCentre:${p.key}`, { limit: p.limit === undefined ? '' : money(p.limit) }),
    [t, money],
  );
  const wallets = balance.data?.balance ?? [];
  const main = wallets.find((w) => w.accountTypeId === MAIN_WALLET_ID) ?? wallets[0];
  return {
    t,
    money,
    errorText,
    amountProblem,
    dateTime: localDateTime,
    currencySymbol,
    available: main?.availBalance,
  };
}
