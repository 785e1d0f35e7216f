import { useId, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isApiError } from '@wl/api';
import { useAgentDownlinesQuery } from '@wl/api/agent';
import { useSession } from '@wl/app-shell';
import * as contracts from '@wl/api/contracts';
import {
  FRESH,
  RecordsFilters,
  RecordsReport,
  StyledRecords,
  StyledScroll,
  StyledStatus,
  StyledTable,
  useRecordsText,
  type RecordColumn,
} from '@wl/app-shell/records';
import { AGENT_MEMBER_TYPES, computeContractPay, type ContractKind } from '@wl/domain';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  FormField,
  Input,
  Select,
  SkeletonGroup,
} from '@wl/ui';
import { useTeamReport } from '../pages/parts/teamReport.tsx';
import { Simulator } from './Simulator.tsx';
import { useContractText } from './useContractText.ts';
import {
  allowedActions,
  contractState,
  endedByAccepting,
  headlineRate,
  MAX_TIERS,
  tierProblems,
  tiersOf,
  type ContractAction,
  type ContractPageKind,
  type TierDraft,
  type TierInput,
} from './rules.ts';

/** A contract as the `*Info` calls answer it. */
export type ContractView = {
  id: string;
  kind: string;
  uplineAccount: string;
  downlineId: string;
  downlineAccount: string;
  period: string;
  status: string;
  tiers: TierInput[];
  terminationRequestedBy?: 'upline' | 'downline' | null | undefined;
  createdAt: number;
  updatedAt: number;
};
type InfoData = {
  mine: ContractView | null;
  downlines: ContractView[];
  offers?: ContractView[];
  maxRate?: number | null;
};
type QueryLike<T> = {
  data?: T | undefined;
  error?: unknown;
  isError: boolean;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};
type MutationHook = () => readonly [
  (arg: never) => { unwrap: () => Promise<unknown> },
  { isLoading: boolean },
];

/** The calls of each kind. */
const CALLS = {
  dailySalary: {
    info: contracts.useContractsDailySalaryInfoQuery,
    offer: contracts.useContractsApplyDailySalaryMutation,
    process: contracts.useContractsProcessDailySalaryMutation,
    records: contracts.useContractsDailySalaryRecordsQuery,
    lazyRecords: contracts.useLazyContractsDailySalaryRecordsQuery,
  },
  hourSalary: {
    info: contracts.useContractsHourSalaryInfoQuery,
    offer: contracts.useContractsApplyHourSalaryMutation,
    process: contracts.useContractsProcessHourSalaryMutation,
    records: contracts.useContractsHourSalaryRecordsQuery,
    lazyRecords: contracts.useLazyContractsHourSalaryRecordsQuery,
  },
  realtimeSalary: {
    info: contracts.useContractsRealtimeSalaryInfoQuery,
    offer: contracts.useContractsAssignRealtimeSalaryMutation,
    process: contracts.useContractsProcessRealtimeSalaryMutation,
    records: contracts.useContractsRealtimeSalaryRecordsQuery,
    lazyRecords: contracts.useLazyContractsRealtimeSalaryRecordsQuery,
  },
  dividend: {
    info: contracts.useContractsDividendInfoQuery,
    offer: contracts.useContractsApplyDividendMutation,
    process: contracts.useContractsProcessDividendMutation,
    records: contracts.useContractsDividendRecordsQuery,
    lazyRecords: contracts.useLazyContractsDividendRecordsQuery,
  },
} as const;

/** Settlement periods an upline may choose: a dividend has its own; salaries are settled per day, hour or 5 minutes (`DAILY`). */
const PERIODS: Readonly<Record<ContractPageKind, readonly string[]>> = {
  dividend: ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'],
  dailySalary: ['DAILY'],
  hourSalary: ['DAILY'],
  realtimeSalary: ['DAILY'],
};

/** Whether the platform says this kind is not offered here (501, FUNCTION_NOT_AVAILABLE). */
export const notOffered = (error: unknown) =>
  isApiError(error) && (error.status === 501 || error.code === 'FUNCTION_NOT_AVAILABLE');

const StyledPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['8']};
  min-width: 0;
  & h2,
  & h3,
  & p {
    margin: 0;
  }
  & dl {
    display: grid;
    grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
    align-items: center;
    gap: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
    margin: 0;
  }
  & dt {
    color: ${({ theme }) => theme.color.fg.muted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
/** A part of the page: its heading, then its cards, spaced. */
const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
  min-width: 0;
  & > h2 {
    padding-bottom: ${({ theme }) => theme.space['2']};
    border-bottom: ${({ theme }) => theme.measure.stroke.hairline} solid
      ${({ theme }) => theme.color.border.subtle};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-family: ${({ theme }) => theme.font.family.heading};
  }
`;
/** One contract, or the offer form: a card. */
const StyledCard = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
  min-width: 0;
  padding: ${({ theme }) => theme.space['3']};
  border: ${({ theme }) => theme.measure.stroke.hairline} solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space['4']};
  }
  & > h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;
/** The status: a badge that may wrap on a phone. */
const StyledBadge = styled(Badge)`
  white-space: normal;
  min-height: ${({ theme }) => theme.space['6']};
`;
const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['3']};
`;
/** The history's heading: an h2 of its own, or an h3 under the payouts. */
const StyledSubHeading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.md};
`;
const StyledFormActions = styled(StyledActions)`
  margin-top: ${({ theme }) => theme.space['2']};
`;
const StyledMuted = styled.p`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
/** A tier's fields (or the preview's figures): side by side, one column on a phone. */
const StyledTierRow = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space['3']};
  margin: 0;
  padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']}
    ${({ theme }) => theme.space['3']};
  border: ${({ theme }) => theme.measure.stroke.hairline} solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['4']}
      ${({ theme }) => theme.space['4']};
  }
  & > legend {
    padding: 0 ${({ theme }) => theme.space['1']};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
/** The pay preview: set apart from the offer's tiers, on a sunken ground. */
const StyledPreview = styled(StyledTierRow)`
  margin-top: ${({ theme }) => theme.space['2']};
  background: ${({ theme }) => theme.color.bg.sunken};
  border-style: dashed;
  & > p {
    grid-column: 1 / -1;
  }
`;

/** The badge tone of a contract's status. */
const STATUS_TONE: Readonly<Record<string, 'neutral' | 'success' | 'warning' | 'danger'>> = {
  OFFERED: 'warning',
  ACTIVE: 'success',
  REJECTED: 'danger',
  TERMINATION_REQUESTED: 'warning',
  TERMINATED: 'neutral',
};

/**
 * A contract page (daily, hourly, real-time salary or dividend): my contract, my downlines' contracts and an offer,
 * their payouts and history. `records: false` leaves the payouts out (the dividend page has its own records table).
 */
export function ContractPage({ kind, records = true }: { kind: ContractPageKind; records?: boolean }) {
  const { t, errorText } = useContractText();
  const calls = CALLS[kind];
  const info = calls.info({}, FRESH) as QueryLike<InfoData>;
  const title = t(`kind.${kind}`);
  let body;
  if (info.isError && !info.isFetching) {
    body = notOffered(info.error) ? (
      <EmptyState title={t('state.notOfferedTitle')} description={t('state.notOffered', { kind: title })} />
    ) : (
      <ErrorState
        title={t('state.errorTitle')}
        description={errorText(info.error)}
        onRetry={() => void info.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  } else if (info.isLoading || !info.data) {
    body = <SkeletonGroup lines={4} label={t('state.loading')} />;
  } else {
    body = <Contracts kind={kind} info={info.data} records={records} />;
  }
  // The shell's page heading (h1) names the page: the sections below are its h2s.
  return <StyledPage>{body}</StyledPage>;
}

function Contracts({ kind, info, records }: { kind: ContractPageKind; info: InfoData; records: boolean }) {
  const { t } = useContractText();
  const mine = info.mine;
  const offers = (info.offers ?? []).filter((o) => o.id !== mine?.id);
  const inForce =
    mine && (mine.status === 'ACTIVE' || mine.status === 'TERMINATION_REQUESTED') ? mine : undefined;
  // What I may offer at most (percent): my own contract's best tier, else the platform's cap; null: nothing to share.
  const cap: number | null | undefined = inForce ? headlineRate(inForce.tiers) : info.maxRate;
  // Whose rate caps the offer: my own contract's, or (a top agent) the site's.
  const capFrom = inForce ? 'mine' : 'site';
  const mineId = useId();
  const downId = useId();
  // What the last action did, said in its section: an ended or rejected contract leaves the list with its card, and the
  // confirmation must not go with it.
  const [done, setDone] = useState<Done | null>(null);
  const doneAlert = (side: 'upline' | 'downline') =>
    done?.side === side ? <Alert tone="success">{t(`done.${done.action}`)}</Alert> : null;
  const onDone =
    (side: 'upline' | 'downline') =>
    (action: ContractAction, ended: readonly string[] = []) =>
      setDone({ side, action, ended });
  // A trial account reads the page but is refused every contract action (the platform refuses them too).
  const { isTrial } = useSession();
  return (
    <>
      <StyledSection aria-labelledby={mineId}>
        <h2 id={mineId}>{t('mine.title')}</h2>
        {doneAlert('downline')}
        {isTrial && <TrialNotice />}
        {mine ? (
          <ContractCard
            kind={kind}
            contract={mine}
            side="downline"
            given={info.downlines}
            readOnly={isTrial}
            onDone={onDone('downline')}
          />
        ) : (
          <StyledMuted>{t('mine.none')}</StyledMuted>
        )}
        {offers.map((o) => (
          <ContractCard
            key={o.id}
            kind={kind}
            contract={o}
            side="downline"
            given={info.downlines}
            readOnly={isTrial}
            onDone={onDone('downline')}
          />
        ))}
      </StyledSection>
      <StyledSection aria-labelledby={downId}>
        <h2 id={downId}>{t('downlines.title')}</h2>
        {doneAlert('upline')}
        {done && done.ended.length > 0 && (
          <Alert tone="warning" title={t('done.endedTitle')}>
            {t('done.ended', { count: done.ended.length, accounts: done.ended.join(', ') })}
          </Alert>
        )}
        {info.downlines.length === 0 ? (
          <StyledMuted>{t('downlines.none')}</StyledMuted>
        ) : (
          info.downlines.map((c) => (
            <ContractCard
              key={c.id}
              kind={kind}
              contract={c}
              side="upline"
              readOnly={isTrial}
              onDone={onDone('upline')}
            />
          ))
        )}
        {isTrial ? null : cap === null ? (
          <StyledMuted>{t('offer.nothingToShare')}</StyledMuted>
        ) : (
          <OfferForm kind={kind} cap={cap} capFrom={capFrom} />
        )}
      </StyledSection>
      {records ? <Payouts kind={kind} /> : <History kind={kind} />}
    </>
  );
}

/** What the last action did: its side, the action, and (an accept) the downline contracts the lower-rate rule ended. */
type Done = { side: 'upline' | 'downline'; action: ContractAction; ended: readonly string[] };

/** A trial account is told in words why it has no contract actions: a real account is needed. */
function TrialNotice() {
  const { t } = useContractText();
  return (
    <Alert tone="warning" title={t('agentCentre:trial.title')}>
      {t('trial')}
    </Alert>
  );
}

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

function ContractCard({ kind, contract, side, given = [], readOnly = false, onDone }: ContractCardProps) {
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
          {t(`period.${kind === 'dividend' ? contract.period : kind}`, { defaultValue: contract.period })}
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

function TierTable({
  kind,
  tiers,
  money,
  caption,
}: {
  kind: ContractPageKind;
  tiers: readonly TierInput[];
  money: (v: unknown) => string;
  caption: string;
}) {
  const { t } = useContractText();
  return (
    <StyledScroll tabIndex={0} role="region" aria-label={caption}>
      <StyledTable>
        <caption className="wl-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tiers.tier')}</th>
            <th scope="col" data-align="end">
              {t('tiers.activeMembers')}
            </th>
            <th scope="col" data-align="end">
              {t(`tiers.betAmount.${kind}`)}
            </th>
            <th scope="col" data-align="end">
              {t('tiers.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, i) => (
            <tr key={i}>
              <th scope="row">{i + 1}</th>
              <td data-align="end">{tier.activeMembers}</td>
              <td data-align="end">{money(tier.betAmount)}</td>
              <td data-align="end">{t('tiers.percent', { rate: tier.rate })}</td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}

const EMPTY_TIER: TierDraft = { activeMembers: '', betAmount: '', rate: '' };

function OfferForm({
  kind,
  cap,
  capFrom,
}: {
  kind: ContractPageKind;
  cap: number | undefined;
  capFrom: 'mine' | 'site';
}) {
  const { t, errorText } = useContractText();
  const downlines = useAgentDownlinesQuery({ type: 'agent', pageSize: 100 }, FRESH);
  const [offer, state] = (CALLS[kind].offer as unknown as MutationHook)();
  const [downlineId, setDownlineId] = useState('');
  const [period, setPeriod] = useState(PERIODS[kind][0]!);
  const [rows, setRows] = useState<TierDraft[]>([{ ...EMPTY_TIER }]);
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const headingId = useId();
  const direct = useMemo(
    () =>
      (downlines.data?.list ?? []).filter((d) => (d.level ?? 1) === 1 && AGENT_MEMBER_TYPES.includes(d.type)),
    [downlines.data],
  );
  const problems = tierProblems(rows, cap);
  const downlineMissing = downlineId === '';
  const problemOf = (row: number, field: keyof TierDraft) => {
    if (!submitted) return undefined;
    const p = problems.find((x) => x.row === row && x.field === field);
    if (!p) return undefined;
    // A top agent's cap is the site's, not a rate of its own.
    return t(
      p.key === 'tiers.rateOverMine' && capFrom === 'site' ? 'tiers.rateOverSite' : p.key,
      p.values ?? {},
    );
  };
  const edit = (row: number, field: keyof TierDraft, value: string) =>
    setRows((all) => all.map((r, i) => (i === row ? { ...r, [field]: value } : r)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setDone(null);
    if (problems.length === 0 && !downlineMissing) setConfirming(true);
  };
  const account = direct.find((d) => String(d.id) === downlineId)?.account ?? '';
  const send = async () => {
    setError(null);
    try {
      await offer({ downlineId, period, tiers: tiersOf(rows) } as never).unwrap();
      setConfirming(false);
      setDone(account);
      setSubmitted(false);
      setRows([{ ...EMPTY_TIER }]);
      setDownlineId('');
    } catch (err) {
      setConfirming(false);
      setError(err);
    }
  };
  let picker;
  if (downlines.isError) picker = <Alert tone="danger">{errorText(downlines.error)}</Alert>;
  else if (downlines.isLoading) picker = <SkeletonGroup lines={1} label={t('state.loading')} />;
  else if (direct.length === 0) picker = <p>{t('offer.noDownlines')}</p>;
  else
    picker = (
      <FormField
        label={t('offer.downline')}
        required
        error={submitted && downlineMissing ? t('offer.downlineRequired') : undefined}
      >
        <Select
          value={downlineId}
          placeholder={t('offer.choose')}
          options={direct.map((d) => ({
            value: String(d.id),
            label: d.nickname ? `${d.account} (${d.nickname})` : d.account,
          }))}
          onChange={(v) => setDownlineId(v)}
        />
      </FormField>
    );
  return (
    <StyledCard as="form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId}>{t('offer.title')}</h3>
      <StyledMuted>
        {cap === undefined
          ? t('offer.capTop')
          : t(capFrom === 'mine' ? 'offer.cap' : 'offer.capSite', { max: cap })}
      </StyledMuted>
      {picker}
      {PERIODS[kind].length > 1 && (
        <FormField label={t('offer.period')}>
          <Select
            value={period}
            options={PERIODS[kind].map((p) => ({ value: p, label: t(`period.${p}`) }))}
            onChange={(v) => setPeriod(v)}
          />
        </FormField>
      )}
      {rows.map((r, i) => (
        <StyledTierRow key={i}>
          <legend>{t('tiers.row', { n: i + 1 })}</legend>
          <FormField label={t('tiers.activeMembers')} error={problemOf(i, 'activeMembers')}>
            <Input
              inputMode="numeric"
              value={r.activeMembers}
              onChange={(e) => edit(i, 'activeMembers', e.target.value)}
              autoComplete="off"
            />
          </FormField>
          <FormField label={t(`tiers.betAmount.${kind}`)} error={problemOf(i, 'betAmount')}>
            <Input
              inputMode="decimal"
              value={r.betAmount}
              onChange={(e) => edit(i, 'betAmount', e.target.value)}
              autoComplete="off"
            />
          </FormField>
          <FormField label={t('tiers.ratePercent')} error={problemOf(i, 'rate')}>
            <Input
              inputMode="decimal"
              value={r.rate}
              onChange={(e) => edit(i, 'rate', e.target.value)}
              autoComplete="off"
            />
          </FormField>
          {rows.length > 1 && (
            <Button
              type="button"
              variant="secondary"
              onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
            >
              {t('tiers.remove', { n: i + 1 })}
            </Button>
          )}
        </StyledTierRow>
      ))}
      <StyledFormActions>
        <Button
          type="button"
          variant="secondary"
          disabled={rows.length >= MAX_TIERS}
          onClick={() => setRows((all) => [...all, { ...EMPTY_TIER }])}
        >
          {t('tiers.add')}
        </Button>
        <Button type="submit" disabled={direct.length === 0}>
          {t('offer.submit')}
        </Button>
      </StyledFormActions>
      {rows.length >= MAX_TIERS && <StyledMuted>{t('tiers.max', { max: MAX_TIERS })}</StyledMuted>}
      <PayPreview kind={kind} tiers={problems.length === 0 ? tiersOf(rows) : undefined} />
      <Simulator
        kind={kind}
        tiers={problems.length === 0 ? tiersOf(rows) : undefined}
        period={period}
        downline={downlineId && account ? { id: downlineId, account } : undefined}
      />
      {done !== null && <Alert tone="success">{t('offer.done', { account: done })}</Alert>}
      {error !== null && <Alert tone="danger">{errorText(error)}</Alert>}
      <ConfirmDialog
        open={confirming}
        title={t('offer.confirmTitle')}
        message={t('offer.confirmText', { account, kind: t(`kind.${kind}`), count: rows.length })}
        confirmLabel={t('offer.submit')}
        cancelLabel={t('confirm.cancel')}
        loading={state.isLoading}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      />
    </StyledCard>
  );
}

/** The domain's kind of a page's kind (the domain names the hourly salary `hourlySalary`). */
const DOMAIN_KIND: Readonly<Record<ContractPageKind, ContractKind>> = {
  dailySalary: 'dailySalary',
  hourSalary: 'hourlySalary',
  realtimeSalary: 'realtimeSalary',
  dividend: 'dividend',
};

/** What the tiers being offered would pay for one period of given figures, by the domain's pay rule (before the downline's own share). */
function PayPreview({ kind, tiers }: { kind: ContractPageKind; tiers: TierInput[] | undefined }) {
  const { t, money } = useContractText();
  const [members, setMembers] = useState('');
  const [bet, setBet] = useState('');
  const [pnl, setPnl] = useState('');
  const figures = {
    activeMembers: Number(members),
    validBet: Number(bet),
    profitAndLoss: kind === 'dividend' ? Number(pnl) : 0,
  };
  const filled = members.trim() !== '' && bet.trim() !== '' && (kind !== 'dividend' || pnl.trim() !== '');
  const domainTiers = tiers?.map((x) => ({
    rate: x.rate / 100,
    minActiveMembers: x.activeMembers,
    minValidBet: x.betAmount,
  }));
  const pay = filled && domainTiers ? computeContractPay(DOMAIN_KIND[kind], domainTiers, figures) : undefined;
  let text = t('preview.fill');
  if (filled && !domainTiers) text = t('preview.fixTiers');
  else if (pay && !pay.ok) text = t('preview.badFigures');
  else if (pay?.ok)
    text = pay.tier
      ? t('preview.pays', { amount: money(pay.net), rate: pay.tier.rate * 100 })
      : t('preview.noTier');
  return (
    <StyledPreview>
      <legend>{t('preview.title')}</legend>
      <FormField label={t('preview.members')}>
        <Input
          inputMode="numeric"
          value={members}
          onChange={(e) => setMembers(e.target.value)}
          autoComplete="off"
        />
      </FormField>
      <FormField label={t('preview.validBet')}>
        <Input inputMode="decimal" value={bet} onChange={(e) => setBet(e.target.value)} autoComplete="off" />
      </FormField>
      {kind === 'dividend' && (
        <FormField label={t('preview.profitLoss')}>
          <Input
            inputMode="decimal"
            value={pnl}
            onChange={(e) => setPnl(e.target.value)}
            autoComplete="off"
          />
        </FormField>
      )}
      <p role="status">{text}</p>
    </StyledPreview>
  );
}

/** A settled period paid to me or to a downline I gave a contract. */
type PayoutRow = {
  id: string;
  account: string;
  periodStart: number;
  periodEnd: number;
  activeMembers: number;
  validBet: number;
  profitLoss?: number | undefined;
  rate: number;
  amount: number;
  status: string;
};

function Payouts({ kind }: { kind: ContractPageKind }) {
  const { t } = useContractText();
  const { money, dateTime } = useRecordsText();
  const report = useTeamReport();
  const { account: _account, ...args } = report.args;
  const result = CALLS[kind].records(args, FRESH);
  const [load] = CALLS[kind].lazyRecords();
  const headingId = useId();
  const columns = useMemo<RecordColumn<PayoutRow>[]>(
    () => [
      {
        key: 'period',
        header: t('records.period'),
        value: (r) => `${dateTime(r.periodStart)} – ${dateTime(r.periodEnd)}`,
      },
      { key: 'account', header: t('records.account'), value: (r) => r.account },
      { key: 'activeMembers', header: t('tiers.activeMembers'), value: (r) => r.activeMembers, align: 'end' },
      {
        key: 'validBet',
        header: t('records.validBet'),
        value: (r) => r.validBet,
        render: (r) => money(r.validBet),
        align: 'end',
      },
      ...(kind === 'dividend'
        ? [
            {
              key: 'profitLoss',
              header: t('records.profitLoss'),
              value: (r: PayoutRow) => r.profitLoss ?? '',
              render: (r: PayoutRow) => (r.profitLoss === undefined ? '' : money(r.profitLoss)),
              align: 'end' as const,
            },
          ]
        : []),
      {
        key: 'rate',
        header: t('tiers.rate'),
        value: (r) => r.rate,
        render: (r) => t('tiers.percent', { rate: r.rate }),
        align: 'end',
      },
      {
        key: 'amount',
        header: t('records.amount'),
        value: (r) => r.amount,
        render: (r) => money(r.amount),
        align: 'end',
      },
      {
        key: 'status',
        header: t('records.status'),
        value: (r) => t(`records.state.${r.status.toLowerCase()}`, { defaultValue: r.status }),
      },
    ],
    [t, money, dateTime, kind],
  );
  return (
    <StyledSection aria-labelledby={headingId}>
      <h2 id={headingId}>{t('records.title')}</h2>
      <StyledRecords>
        <RecordsFilters range={report.range} />
        <RecordsReport<PayoutRow>
          caption={t('records.caption', { kind: t(`kind.${kind}`) })}
          fileName={`${kind}-payouts-${args.startDate}-${args.endDate}.csv`}
          columns={columns}
          rowKey={(r) => r.id}
          result={result as never}
          page={report.page}
          onPageChange={report.setPage}
          fetchPage={(pageNo, pageSize) => load({ ...args, pageNo, pageSize }, true).unwrap() as never}
          detailTitle={(r) => t('records.detailTitle', { account: r.account })}
        />
      </StyledRecords>
      <History kind={kind} level="h3" />
    </StyledSection>
  );
}

type HistoryEntry = {
  id: string;
  contractId: string;
  kind?: string;
  action: string;
  by: string;
  at: number;
  detail?: string;
};
const HISTORY_PAGE = 10;

/** The actions on my contracts of this kind (contracts.dividendHistory lists every kind: this page's only), newest first, in pages. */
function History({ kind, level = 'h2' }: { kind: ContractPageKind; level?: 'h2' | 'h3' }) {
  const { t, dateTime, errorText } = useContractText();
  const result = contracts.useContractsDividendHistoryQuery({}, FRESH) as QueryLike<{ list: HistoryEntry[] }>;
  const [page, setPage] = useState(1);
  const headingId = useId();
  const list = (result.data?.list ?? []).filter((e) => e.kind === undefined || e.kind === kind);
  const pages = Math.max(1, Math.ceil(list.length / HISTORY_PAGE));
  const shown = list.slice((page - 1) * HISTORY_PAGE, page * HISTORY_PAGE);
  let body;
  if (result.isError && !result.isFetching) {
    body = notOffered(result.error) ? (
      <p>{t('state.historyNotOffered')}</p>
    ) : (
      <ErrorState
        headingLevel={level === 'h2' ? 'h3' : 'h4'}
        title={t('state.errorTitle')}
        description={errorText(result.error)}
        onRetry={() => void result.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  } else if (result.isLoading || !result.data) {
    body = <SkeletonGroup lines={3} label={t('state.loading')} />;
  } else if (list.length === 0) {
    body = (
      <EmptyState
        headingLevel={level === 'h2' ? 'h3' : 'h4'}
        title={t('history.emptyTitle')}
        description={t('history.emptyText')}
      />
    );
  } else {
    body = (
      <>
        <StyledStatus role="status">{t('history.count', { count: list.length })}</StyledStatus>
        <StyledScroll tabIndex={0} role="region" aria-label={t('history.title')}>
          <StyledTable>
            <caption className="wl-visually-hidden">{t('history.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('history.at')}</th>
                <th scope="col">{t('history.contract')}</th>
                <th scope="col">{t('history.action')}</th>
                <th scope="col">{t('history.by')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((e) => (
                <tr key={e.id}>
                  <td>{dateTime(e.at)}</td>
                  <td>{e.contractId}</td>
                  <td>
                    {t(`history.actions.${e.action}`, { defaultValue: e.action })}
                    {e.detail ? ` (${e.detail})` : ''}
                  </td>
                  <td>{e.by === 'system' ? t('history.system') : e.by}</td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledScroll>
        {pages > 1 && (
          <StyledActions role="navigation" aria-label={t('history.pages')}>
            <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('history.previous')}
            </Button>
            <span>{t('history.page', { page, pages })}</span>
            <Button
              type="button"
              variant="secondary"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              {t('history.next')}
            </Button>
          </StyledActions>
        )}
      </>
    );
  }
  return (
    <StyledSection aria-labelledby={headingId}>
      <StyledSubHeading as={level} id={headingId}>
        {t('history.title')}
      </StyledSubHeading>
      {body}
    </StyledSection>
  );
}
