import { useId, useState } from 'react';
import { Alert, Button, ConfirmDialog } from '@wl/ui';
import { CALLS, DOMAIN_KIND, PERIODS, type ContractView, type MutationHook } from './contractCalls.ts';
import { StyledActions, StyledBadge, StyledCard } from './ContractPage.styles.ts';
import { TierTable } from './TierTable.tsx';
import { useContractText } from './useContractText.ts';
import {
  allowedActions,
  contractState,
  endedByAccepting,
  headlineRate,
  type ContractAction,
  type ContractPageKind,
} from './rules.ts';

/** The badge tone of a contract's status. */
const STATUS_TONE: Readonly<Record<string, 'neutral' | 'success' | 'warning' | 'danger'>> = {
  OFFERED: 'warning',
  ACTIVE: 'success',
  REJECTED: 'danger',
  TERMINATION_REQUESTED: 'warning',
  TERMINATED: 'neutral',
};

const ACTION_TONE: Readonly<Record<ContractAction, 'primary' | 'secondary' | 'danger'>> = {
  accept: 'primary',
  reject: 'danger',
  requestTermination: 'danger',
  agreeTermination: 'primary',
  refuseTermination: 'secondary',
};

type ContractCardProps = {
  kind: ContractPageKind;
  contract: ContractView;
  side: 'upline' | 'downline';
  /** The open contracts I gave my downlines of this kind: accepting a lower rate ends those above it. */
  given?: readonly ContractView[];
  /** No actions (a trial account). */
  readOnly?: boolean;
  onDone: (action: ContractAction, ended?: readonly string[]) => void;
};

export function ContractCard({
  kind,
  contract,
  side,
  given = [],
  readOnly = false,
  onDone,
}: ContractCardProps) {
  const { t, money, dateTime, errorText } = useContractText();
  const [process, state] = (CALLS[kind].process as unknown as MutationHook)();
  const [asked, setAsked] = useState<ContractAction | null>(null);
  const [error, setError] = useState<unknown>(null);
  const actions = readOnly ? [] : allowedActions(contractState(contract), side);
  // The lower-rate rule: the downline contracts that accepting this one ends, named in the confirmation.
  const ending = side === 'downline' ? endedByAccepting(DOMAIN_KIND[kind], contract, given) : [];
  const endingAccounts = ending.map((e) => e.contract.downlineAccount);
  const counterpart = side === 'upline' ? contract.downlineAccount : contract.uplineAccount;
  const headingId = useId();
  const status =
    contract.status === 'TERMINATION_REQUESTED' && contract.terminationRequestedBy
      ? t(`status.TERMINATION_REQUESTED_${contract.terminationRequestedBy === side ? 'me' : 'other'}`)
      : t(`status.${contract.status}`, { defaultValue: contract.status });
  const run = async () => {
    if (!asked) return;
    const action = asked;
    setError(null);
    try {
      await process({ contractId: contract.id, action } as never).unwrap();
      onDone(action, action === 'accept' ? endingAccounts : []);
      setAsked(null);
    } catch (e) {
      setError(e);
      setAsked(null);
    }
  };
  const confirmText = (action: ContractAction) => {
    const values = { account: counterpart, kind: t(`kind.${kind}`), rate: headlineRate(contract.tiers) };
    const text = t(`confirm.${action}.text`, values);
    if (action !== 'accept' || ending.length === 0) return text;
    const ends = t('confirm.accept.ends', {
      ...values,
      count: ending.length,
      accounts: ending
        .map((e) => t('confirm.accept.endsOne', { account: e.contract.downlineAccount, rate: e.rate }))
        .join(', '),
    });
    return `${text} ${ends}`;
  };
  return (
    <StyledCard aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t(side === 'upline' ? 'card.withDownline' : 'card.withUpline', { account: counterpart })}
      </h3>
      <dl>
        <dt>{t('card.status')}</dt>
        <dd>
          <StyledBadge tone={STATUS_TONE[contract.status] ?? 'neutral'}>{status}</StyledBadge>
        </dd>
        <dt>{t('card.period')}</dt>
        <dd>
          {t(`period.${PERIODS[kind].length > 1 ? contract.period : kind}`, {
            defaultValue: contract.period,
          })}
        </dd>
        <dt>{t('card.since')}</dt>
        <dd>{dateTime(contract.createdAt)}</dd>
      </dl>
      <TierTable
        kind={kind}
        tiers={contract.tiers}
        money={money}
        caption={t('card.tiers', { account: counterpart })}
      />
      {error !== null && <Alert tone="danger">{errorText(error)}</Alert>}
      {actions.length > 0 && (
        <StyledActions>
          {actions.map((a) => (
            <Button
              key={a}
              variant={ACTION_TONE[a]}
              onClick={() => setAsked(a)}
              loading={state.isLoading && asked === a}
            >
              {t(`action.${a}`)}
            </Button>
          ))}
        </StyledActions>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={asked ? t(`confirm.${asked}.title`) : ''}
        message={asked ? confirmText(asked) : ''}
        confirmLabel={asked ? t(`action.${asked}`) : undefined}
        cancelLabel={t('confirm.cancel')}
        destructive={asked === 'reject' || asked === 'requestTermination'}
        loading={state.isLoading}
        onConfirm={() => void run()}
        onCancel={() => setAsked(null)}
      />
    </StyledCard>
  );
}
