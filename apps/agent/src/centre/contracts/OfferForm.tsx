import { useId, useMemo, useState, type FormEvent } from 'react';
import { useAgentDownlinesQuery } from '@wl/api/agent';
import { FRESH } from '@wl/app-shell/records';
import { AGENT_MEMBER_TYPES } from '@wl/domain';
import { Alert, Button, ConfirmDialog, FormField, Input, Select, SkeletonGroup } from '@wl/ui';
import { CALLS, PERIODS, type MutationHook } from './contractCalls.ts';
import { StyledCard, StyledFormActions, StyledMuted, StyledTierRow } from './ContractPage.styles.ts';
import { PayPreview } from './PayPreview.tsx';
import { Simulator } from './Simulator.tsx';
import { useContractText } from './useContractText.ts';
import { MAX_TIERS, tierProblems, tiersOf, type ContractPageKind, type TierDraft } from './rules.ts';

const EMPTY_TIER: TierDraft = { activeMembers: '', betAmount: '', rate: '' };

export function OfferForm({
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
  const [period, setPeriod] = useState<string>(PERIODS[kind][0]!);
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
