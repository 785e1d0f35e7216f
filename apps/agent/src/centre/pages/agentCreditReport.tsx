import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { withIdempotencyKey } from '@wl/api';
import {
  useAgentCreateDownlineCreditLimitMutation,
  useAgentDownlineCreditLimitQuery,
  useAgentResetDownlineCreditMutation,
} from '@wl/api/agent';
import {
  FRESH,
  RECORDS_PAGE_SIZE,
  StyledRecords,
  StyledScroll,
  StyledStatus,
  StyledTable,
  useMoneyIntent,
} from '@wl/app-shell/records';
import {
  Alert,
  AmountInput,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  FormField,
  Modal,
  Pagination,
  Select,
  SkeletonGroup,
} from '@wl/ui';
import { AccountSearch } from './parts/teamReport.tsx';
import { refusedField, typeKey, useAgentText } from './parts/useAgentText.ts';
import { StyledActions, StyledForm } from './parts/downline/downlineForms.styles.ts';
import { TrialRefusal } from './parts/downline/TrialRefusal.tsx';
import { useSession } from '@wl/app-shell';

/** The credit types of the platform (docs/platform/credit.md): fixed until reset, or counting the last 24 hours. */
const CREDIT_TYPES = ['fixed', 'daily'] as const;
type CreditType = (typeof CREDIT_TYPES)[number];
/** The platform's largest credit limit. */
const LIMIT_MAX = 1_000_000_000;

/** One direct downline's line as agent.downlineCreditLimit answers it. */
export type CreditLine = {
  customerId: string;
  account: string;
  type: number;
  creditLimit: number | null;
  creditType: CreditType | null;
  used: number;
  available: number | null;
  since: number | null;
};

/** A limit as typed: a number from 0 up, at most 2 decimals; the reason in words otherwise (a key of `credit.*`). */
type LimitProblem = 'credit.limitRequired' | 'credit.limitInvalid' | 'credit.limitTooHigh';
export function parseLimit(text: string): { ok: true; value: number } | { ok: false; key: LimitProblem } {
  const s = text.trim().replace(/,/g, '');
  if (s === '') return { ok: false, key: 'credit.limitRequired' };
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return { ok: false, key: 'credit.limitInvalid' };
  const value = Number(s);
  if (value > LIMIT_MAX) return { ok: false, key: 'credit.limitTooHigh' };
  return { ok: true, value };
}

const StyledSummary = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space['3']};
  margin: 0;
  div {
    display: grid;
    gap: ${({ theme }) => theme.space['1']};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
`;

const StyledRowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
`;

/** The limit and type of one downline's line, set by its upline (the platform keeps the period going). */
function CreditForm({ line, onClose }: { line: CreditLine; onClose: () => void }) {
  const { t, errorText, currencySymbol, money } = useAgentText();
  const [save, saving] = useAgentCreateDownlineCreditLimitMutation();
  const [limit, setLimit] = useState(line.creditLimit === null ? '' : String(line.creditLimit));
  const [type, setType] = useState<CreditType>(line.creditType ?? 'fixed');
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const parsed = parseLimit(limit);
  const field = saving.isError ? refusedField(saving.error) : undefined;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setDone(null);
    if (!parsed.ok) return;
    try {
      const r = await save({
        customerId: line.customerId,
        creditLimit: parsed.value,
        creditType: type,
      }).unwrap();
      setDone(t('credit.saved', { account: line.account, limit: money(r.creditLimit ?? 0) }));
      setSubmitted(false);
    } catch {
      // Shown from the mutation's state.
    }
  };
  return (
    <Modal
      open
      title={t('credit.editTitle', { account: line.account })}
      onClose={onClose}
      closeLabel={t('manage.close')}
    >
      <StyledForm
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label={t('credit.editTitle', { account: line.account })}
      >
        <p>{t('credit.editIntro', { account: line.account })}</p>
        <FormField
          label={t('credit.limit')}
          required
          hint={t('credit.limitHint')}
          error={
            (submitted && !parsed.ok ? t(parsed.key, { max: money(LIMIT_MAX) }) : undefined) ??
            (field === 'creditLimit' ? errorText(saving.error) : undefined)
          }
        >
          <AmountInput
            value={limit}
            onChange={setLimit}
            currencySymbol={currencySymbol}
            disabled={saving.isLoading}
          />
        </FormField>
        <FormField label={t('credit.type')} hint={t(`credit.typeHint.${type}`)}>
          <Select
            value={type}
            onChange={(v) => setType(v as CreditType)}
            options={CREDIT_TYPES.map((id) => ({ value: id, label: t(`credit.types.${id}`) }))}
          />
        </FormField>
        {saving.isError && field !== 'creditLimit' && <Alert tone="danger">{errorText(saving.error)}</Alert>}
        {done && <Alert tone="success">{done}</Alert>}
        <StyledActions>
          <Button type="submit" loading={saving.isLoading}>
            {t('credit.save')}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('manage.close')}
          </Button>
        </StyledActions>
      </StyledForm>
    </Modal>
  );
}

/**
 * The credit report (credit mode, CREDITMAR3): each direct downline's credit limit, type, used and available credit,
 * with the totals; the upline sets a downline's limit and type, and resets its credit (a new period: the whole limit
 * available again) after a confirmation. The platform refuses a downline's bet or transfer over what is left.
 */
export default function AgentCreditReport() {
  const { t, money, dateTime, errorText } = useAgentText();
  const session = useSession();
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<CreditLine | null>(null);
  const [resetting, setResetting] = useState<CreditLine | null>(null);
  const [resetDone, setResetDone] = useState<string | null>(null);
  const [resetError, setResetError] = useState<unknown>(null);
  const [reset] = useAgentResetDownlineCreditMutation();
  const { run, pending } = useMoneyIntent();
  const args = { pageNo: page, pageSize: RECORDS_PAGE_SIZE, ...(account ? { account } : {}) };
  const result = useAgentDownlineCreditLimitQuery(args, FRESH);
  const rows = (result.data?.list ?? []) as CreditLine[];
  const summary = result.data?.summary;
  const caption = t('credit.caption');

  const doReset = async () => {
    const line = resetting;
    setResetting(null);
    if (!line) return;
    setResetDone(null);
    setResetError(null);
    const request = { customerId: line.customerId };
    const r = await run(`reset:${line.customerId}`, (key) =>
      reset(withIdempotencyKey(request, key)).unwrap(),
    );
    if (!r) return;
    if (r.ok)
      setResetDone(t('credit.resetDone', { account: line.account, amount: money(r.value.available ?? 0) }));
    else setResetError(r.error);
  };

  let body;
  if (result.isError && !result.isFetching) {
    body = (
      <ErrorState
        headingLevel="h3"
        title={t('state.errorTitle')}
        description={errorText(result.error)}
        onRetry={() => void result.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  } else if (result.isLoading || (!result.data && result.isFetching)) {
    body = <SkeletonGroup lines={4} label={t('credit.loading')} />;
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        headingLevel="h3"
        title={t('credit.emptyTitle')}
        description={account ? t('credit.emptyFiltered') : t('credit.emptyText')}
      />
    );
  } else {
    body = (
      <>
        <StyledStatus role="status">
          {result.isFetching
            ? t('state.updating')
            : t('credit.count', { count: result.data?.total ?? rows.length })}
        </StyledStatus>
        <StyledScroll tabIndex={0} role="region" aria-label={caption}>
          <StyledTable aria-busy={result.isFetching || undefined}>
            <caption className="wl-visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col.account')}</th>
                <th scope="col">{t('col.type')}</th>
                <th scope="col" data-align="end">
                  {t('credit.limit')}
                </th>
                <th scope="col">{t('credit.type')}</th>
                <th scope="col" data-align="end">
                  {t('credit.used')}
                </th>
                <th scope="col" data-align="end">
                  {t('credit.available')}
                </th>
                <th scope="col">{t('credit.since')}</th>
                <th scope="col">{t('col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.customerId}>
                  <th scope="row">{row.account}</th>
                  <td>{t(`type.${typeKey(row.type)}`)}</td>
                  <td data-align="end">
                    {row.creditLimit === null ? t('credit.none') : money(row.creditLimit)}
                  </td>
                  <td>{row.creditType === null ? t('credit.none') : t(`credit.types.${row.creditType}`)}</td>
                  <td data-align="end">{money(row.used)}</td>
                  <td data-align="end">{row.available === null ? t('credit.none') : money(row.available)}</td>
                  <td>{row.since === null ? t('credit.none') : dateTime(row.since)}</td>
                  <td>
                    {!session.isTrial && (
                      <StyledRowActions>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-haspopup="dialog"
                          onClick={() => setEditing(row)}
                          aria-label={
                            row.creditLimit === null
                              ? t('credit.setFor', { account: row.account })
                              : t('credit.editFor', { account: row.account })
                          }
                        >
                          {row.creditLimit === null ? t('credit.setShort') : t('credit.editShort')}
                        </Button>
                        {row.creditLimit !== null && (
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-haspopup="dialog"
                            disabled={pending}
                            onClick={() => setResetting(row)}
                            aria-label={t('credit.reset', { account: row.account })}
                          >
                            {t('credit.resetShort')}
                          </Button>
                        )}
                      </StyledRowActions>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledScroll>
        <Pagination
          page={page}
          totalPages={result.data?.totalPages ?? 1}
          onChange={setPage}
          label={t('credit.pages')}
        />
      </>
    );
  }

  return (
    <StyledRecords>
      <p>{t('credit.intro')}</p>
      {session.isTrial && <TrialRefusal />}
      {summary && (
        <section aria-label={t('credit.summary')}>
          <StyledSummary>
            <div>
              <dt>{t('credit.totalLimit')}</dt>
              <dd>{money(summary.creditLimit)}</dd>
            </div>
            <div>
              <dt>{t('credit.totalUsed')}</dt>
              <dd>{money(summary.used)}</dd>
            </div>
            <div>
              <dt>{t('credit.totalAvailable')}</dt>
              <dd>{money(summary.available)}</dd>
            </div>
            <div>
              <dt>{t('credit.lines')}</dt>
              <dd>{summary.count}</dd>
            </div>
          </StyledSummary>
        </section>
      )}
      <AccountSearch
        value={account}
        onSearch={(a) => {
          setAccount(a);
          setPage(1);
        }}
      />
      {resetDone && <Alert tone="success">{resetDone}</Alert>}
      {resetError !== null && <Alert tone="danger">{errorText(resetError)}</Alert>}
      {body}
      {editing && <CreditForm key={editing.customerId} line={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={resetting !== null}
        title={t('credit.resetTitle')}
        message={
          resetting
            ? t('credit.resetMessage', {
                account: resetting.account,
                amount: money(resetting.creditLimit ?? 0),
              })
            : ''
        }
        confirmLabel={t('credit.resetShort')}
        cancelLabel={t('confirm.cancel')}
        onConfirm={() => void doReset()}
        onCancel={() => setResetting(null)}
      />
    </StyledRecords>
  );
}
