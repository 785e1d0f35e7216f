import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { withIdempotencyKey } from '@wl/api';
import {
  useAgentChangeDownlinePermissionMutation,
  useAgentCollectFromDownlineMutation,
  useAgentDownlineMobileQuery,
  useAgentDownlineNicknameMutation,
  useAgentDownlinePasswordMutation,
  useAgentPromoteDownlineMutation,
  useAgentSetDownlineMobileMutation,
  useAgentTransferDownlineMutation,
  useAgentTransferMultipleDownlineMutation,
} from '@wl/api/agent';
import { StyledDetails, useMoneyIntent } from '@wl/app-shell/records';
import { checkAmount, equalShares } from '@wl/domain';
import {
  Alert,
  AmountInput,
  Button,
  Checkbox,
  ConfirmDialog,
  FormField,
  Input,
  Modal,
  PasswordInput,
  RadioGroup,
  SkeletonGroup,
} from '@wl/ui';
import { refusedField, typeKey, useAgentText } from './useAgentText.ts';

/** A downline as agent.downlines answers it. */
export type DownlineRow = {
  id: string;
  account: string;
  nickname?: string | null | undefined;
  nickname2?: string | null | undefined;
  type: number;
  balance?: number | undefined;
  regDate: number;
  lastLoginTime?: number | null | undefined;
  online?: boolean | undefined;
  teamCount?: number | undefined;
  level?: number | undefined;
  parentAccount?: string | null | undefined;
  status?: string | undefined;
  /** A direct downline agent's permissions (what I, its upline, let it do). */
  permissions?: { createDownline: boolean; transferDownline: boolean } | undefined;
};

/** Longest label an upline gives a downline (the call's limit). */
export const NICKNAME_MAX = 32;
/** Longest remark of a transfer. */
export const REMARK_MAX = 200;
/** Most downlines one red envelope reaches (the platform's limit). */
export const ENVELOPE_MAX = 100;

/** How a downline is named on screen: the upline's label, else its own nickname, with the account. */
export function downlineName(row: Pick<DownlineRow, 'account' | 'nickname' | 'nickname2'>): string {
  const label = row.nickname2 || row.nickname;
  return label ? `${row.account} (${label})` : row.account;
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
`;

const StyledShares = styled.ol`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space['5']};
  max-height: 12rem;
  overflow-y: auto;
  font-variant-numeric: tabular-nums;
`;

type Mode = 'menu' | 'nickname' | 'mobile' | 'password' | 'transfer' | 'collect' | 'permissions';

export type ManageDialogProps = {
  row: DownlineRow;
  /** A trial account: money actions are refused before anything is sent. */
  trial: boolean;
  onClose: () => void;
};

/** One downline's details and what the agent may do with it: label, password, promotion, a transfer. */
export function ManageDialog({ row, trial, onClose }: ManageDialogProps) {
  const { t, money, dateTime } = useAgentText();
  const [mode, setMode] = useState<Mode>('menu');
  const [promoting, setPromoting] = useState(false);
  const [promote, promotion] = useAgentPromoteDownlineMutation();
  const [promoted, setPromoted] = useState(false);
  const { errorText } = useAgentText();
  const isMember = row.type === 0;
  const back = (
    <Button variant="ghost" onClick={() => setMode('menu')}>
      {t('manage.back')}
    </Button>
  );
  const runPromote = async () => {
    try {
      await promote({ customerId: row.id }).unwrap();
      setPromoted(true);
    } catch {
      // The error is shown from the mutation's state.
    }
    setPromoting(false);
  };
  return (
    <Modal
      open
      title={t('manage.title', { name: downlineName(row) })}
      onClose={onClose}
      closeLabel={t('manage.close')}
    >
      {mode === 'menu' && (
        <>
          <StyledDetails>
            <dt>{t('col.account')}</dt>
            <dd>{row.account}</dd>
            <dt>{t('col.nickname')}</dt>
            <dd>{row.nickname2 || row.nickname || t('manage.none')}</dd>
            <dt>{t('col.type')}</dt>
            <dd>{promoted ? t('type.agent') : t(`type.${typeKey(row.type)}`)}</dd>
            <dt>{t('col.level')}</dt>
            <dd>{row.level ?? 1}</dd>
            <dt>{t('col.balance')}</dt>
            <dd>{money(row.balance ?? 0)}</dd>
            <dt>{t('col.lastLogin')}</dt>
            <dd>{row.lastLoginTime ? dateTime(row.lastLoginTime) : t('manage.never')}</dd>
            <dt>{t('col.registered')}</dt>
            <dd>{dateTime(row.regDate)}</dd>
            <dt>{t('col.status')}</dt>
            <dd>
              {t(`status.${row.status ?? 'active'}`, { defaultValue: row.status ?? '' })}
              {row.online ? ` · ${t('status.online')}` : ''}
            </dd>
          </StyledDetails>
          {promoted && <Alert tone="success">{t('promote.done', { account: row.account })}</Alert>}
          {promotion.isError && <Alert tone="danger">{errorText(promotion.error)}</Alert>}
          <StyledActions>
            <Button variant="secondary" onClick={() => setMode('nickname')}>
              {t('manage.editNickname')}
            </Button>
            <Button variant="secondary" onClick={() => setMode('mobile')}>
              {t('manage.editMobile')}
            </Button>
            <Button variant="secondary" onClick={() => setMode('password')}>
              {t('manage.resetPassword')}
            </Button>
            {/* A trial account is refused money actions: no transfer or collect button, the reason in words below. */}
            {!trial && (
              <>
                <Button variant="secondary" onClick={() => setMode('transfer')}>
                  {t('manage.transfer')}
                </Button>
                <Button variant="secondary" onClick={() => setMode('collect')}>
                  {t('manage.collect')}
                </Button>
              </>
            )}
            {row.permissions && (
              <Button variant="secondary" onClick={() => setMode('permissions')}>
                {t('permissions.open')}
              </Button>
            )}
            {isMember && !promoted && (
              <Button variant="secondary" onClick={() => setPromoting(true)} loading={promotion.isLoading}>
                {t('manage.promote')}
              </Button>
            )}
          </StyledActions>
          {trial && <TrialRefusal />}
          <ConfirmDialog
            open={promoting}
            title={t('promote.title')}
            message={t('promote.message', { account: row.account })}
            confirmLabel={t('promote.confirm')}
            cancelLabel={t('confirm.cancel')}
            onConfirm={() => void runPromote()}
            onCancel={() => setPromoting(false)}
            loading={promotion.isLoading}
          />
        </>
      )}
      {mode === 'nickname' && <NicknameForm row={row} footer={back} />}
      {mode === 'password' && <PasswordForm row={row} footer={back} />}
      {mode === 'mobile' && <MobileForm row={row} footer={back} />}
      {mode === 'permissions' &&
        row.permissions &&
        (trial ? (
          <TrialRefusal footer={back} />
        ) : (
          <PermissionsForm row={row} current={row.permissions} footer={back} />
        ))}
      {mode === 'transfer' &&
        (trial ? <TrialRefusal footer={back} /> : <MoneyForm direction="send" row={row} footer={back} />)}
      {mode === 'collect' &&
        (trial ? <TrialRefusal footer={back} /> : <MoneyForm direction="collect" row={row} footer={back} />)}
    </Modal>
  );
}

/** The refusal a trial account gets for a money action (nothing is sent). */
export function TrialRefusal({ footer }: { footer?: React.ReactNode }) {
  const { t } = useAgentText();
  return (
    <>
      <Alert tone="warning" title={t('trial.title')}>
        {t('trial.money')}
      </Alert>
      {footer}
    </>
  );
}

function NicknameForm({ row, footer }: { row: DownlineRow; footer: React.ReactNode }) {
  const { t, errorText } = useAgentText();
  const [save, saving] = useAgentDownlineNicknameMutation();
  const [value, setValue] = useState(row.nickname2 ?? '');
  const [done, setDone] = useState(false);
  const tooLong = value.trim().length > NICKNAME_MAX;
  const bad = /[<>]/.test(value);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    if (tooLong || bad) return;
    try {
      await save({ customerId: row.id, nickname: value.trim() }).unwrap();
      setDone(true);
    } catch {
      // Shown from the mutation's state.
    }
  };
  return (
    <StyledForm noValidate onSubmit={submit} aria-label={t('nickname.title')}>
      <FormField
        label={t('nickname.label')}
        hint={t('nickname.hint', { max: NICKNAME_MAX })}
        error={
          tooLong ? t('nickname.tooLong', { max: NICKNAME_MAX }) : bad ? t('nickname.badChars') : undefined
        }
      >
        <Input value={value} onChange={(e) => setValue(e.target.value)} autoComplete="off" />
      </FormField>
      {saving.isError && <Alert tone="danger">{errorText(saving.error)}</Alert>}
      {done && <Alert tone="success">{t('nickname.done')}</Alert>}
      <StyledActions>
        <Button type="submit" loading={saving.isLoading}>
          {t('nickname.save')}
        </Button>
        {footer}
      </StyledActions>
    </StyledForm>
  );
}

const PERMISSIONS = ['createDownline', 'transferDownline'] as const;
type Permissions = Record<(typeof PERMISSIONS)[number], boolean>;

/**
 * What a direct downline agent may do (create downline accounts, transfer to its downline), set by its upline behind
 * the upline's payment password; the platform refuses what is taken away.
 */
function PermissionsForm({
  row,
  current,
  footer,
}: {
  row: DownlineRow;
  current: Permissions;
  footer: React.ReactNode;
}) {
  const { t, errorText } = useAgentText();
  const [save, saving] = useAgentChangeDownlinePermissionMutation();
  const [value, setValue] = useState<Permissions>(current);
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState(false);
  const passwordError = password === '' ? t('money.passwordRequired') : undefined;
  const refused =
    saving.isError && refusedField(saving.error) === 'paymentPassword' ? errorText(saving.error) : undefined;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setDone(false);
    if (passwordError) return;
    try {
      await save({ customerId: row.id, ...value, paymentPassword: password }).unwrap();
      setDone(true);
      setSubmitted(false);
      setPassword('');
    } catch {
      // Shown from the mutation's state.
    }
  };
  return (
    <StyledForm noValidate onSubmit={submit} aria-label={t('permissions.title', { account: row.account })}>
      <p>{t('permissions.intro', { account: row.account })}</p>
      {PERMISSIONS.map((key) => (
        <Checkbox
          key={key}
          label={t(`permissions.${key}`)}
          checked={value[key]}
          onChange={(on) => setValue((v) => ({ ...v, [key]: on }))}
        />
      ))}
      <PaymentPassword
        value={password}
        onChange={setPassword}
        error={(submitted ? passwordError : undefined) ?? refused}
      />
      {saving.isError && !refused && <Alert tone="danger">{errorText(saving.error)}</Alert>}
      {done && <Alert tone="success">{t('permissions.done', { account: row.account })}</Alert>}
      <StyledActions>
        <Button type="submit" loading={saving.isLoading}>
          {t('permissions.save')}
        </Button>
        {footer}
      </StyledActions>
    </StyledForm>
  );
}

/** Longest mobile number the call takes. */
export const MOBILE_MAX = 20;

function MobileForm({ row, footer }: { row: DownlineRow; footer: React.ReactNode }) {
  const { t, errorText } = useAgentText();
  const current = useAgentDownlineMobileQuery({ customerId: row.id });
  if (current.isLoading) return <SkeletonGroup lines={2} label={t('state.loading')} />;
  if (current.isError) {
    return (
      <>
        <Alert tone="danger" title={t('state.errorTitle')}>
          {errorText(current.error)}
        </Alert>
        {footer}
      </>
    );
  }
  return <MobileEdit row={row} footer={footer} current={current.data?.mobile ?? ''} />;
}

function MobileEdit({
  row,
  footer,
  current,
}: {
  row: DownlineRow;
  footer: React.ReactNode;
  current: string;
}) {
  const { t, errorText } = useAgentText();
  const [save, saving] = useAgentSetDownlineMobileMutation();
  const [value, setValue] = useState(current);
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState(false);
  const plain = value.replace(/[\s-]/g, '');
  const problem =
    plain === '' ? t('mobile.required') : !/^\d{6,15}$/.test(plain) ? t('mobile.invalid') : undefined;
  const serverField = saving.isError ? refusedField(saving.error) : undefined;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setDone(false);
    if (problem) return;
    try {
      await save({ customerId: row.id, mobile: plain }).unwrap();
      setDone(true);
      setSubmitted(false);
    } catch {
      // Shown from the mutation's state.
    }
  };
  return (
    <StyledForm noValidate onSubmit={submit} aria-label={t('mobile.title')}>
      <FormField
        label={t('mobile.label')}
        required
        hint={current ? t('mobile.current', { mobile: current }) : t('mobile.none')}
        error={
          (submitted ? problem : undefined) ??
          (serverField === 'mobile' ? errorText(saving.error) : undefined)
        }
      >
        <Input
          type="tel"
          inputMode="tel"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoComplete="off"
          maxLength={MOBILE_MAX}
        />
      </FormField>
      {saving.isError && serverField !== 'mobile' && <Alert tone="danger">{errorText(saving.error)}</Alert>}
      {done && <Alert tone="success">{t('mobile.done')}</Alert>}
      <StyledActions>
        <Button type="submit" loading={saving.isLoading}>
          {t('mobile.save')}
        </Button>
        {footer}
      </StyledActions>
    </StyledForm>
  );
}

function PasswordForm({ row, footer }: { row: DownlineRow; footer: React.ReactNode }) {
  const { t, errorText } = useAgentText();
  const [save, saving] = useAgentDownlinePasswordMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  const passwordError = password === '' ? t('password.required') : undefined;
  const confirmError = confirm !== password ? t('password.mismatch') : undefined;
  const serverField = saving.isError ? refusedField(saving.error) : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setDone(false);
    if (!passwordError && !confirmError) setAsking(true);
  };
  const send = async () => {
    setAsking(false);
    try {
      await save({ customerId: row.id, password }).unwrap();
      setDone(true);
      setPassword('');
      setConfirm('');
      setSubmitted(false);
    } catch {
      // Shown from the mutation's state.
    }
  };
  return (
    <StyledForm noValidate onSubmit={submit} aria-label={t('password.title')}>
      <FormField
        label={t('password.new')}
        required
        error={
          (submitted ? passwordError : undefined) ??
          (serverField === 'password' ? errorText(saving.error) : undefined)
        }
      >
        <PasswordInput
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="new-password"
        />
      </FormField>
      <FormField label={t('password.confirm')} required error={submitted ? confirmError : undefined}>
        <PasswordInput
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          autoComplete="new-password"
        />
      </FormField>
      {saving.isError && serverField !== 'password' && <Alert tone="danger">{errorText(saving.error)}</Alert>}
      {done && <Alert tone="success">{t('password.done', { account: row.account })}</Alert>}
      <StyledActions>
        <Button type="submit" loading={saving.isLoading}>
          {t('password.save')}
        </Button>
        {footer}
      </StyledActions>
      <ConfirmDialog
        open={asking}
        title={t('password.confirmTitle')}
        message={t('password.confirmMessage', { account: row.account })}
        confirmLabel={t('password.save')}
        cancelLabel={t('confirm.cancel')}
        destructive
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      />
    </StyledForm>
  );
}

/** The payment password field the money forms share, with the platform's refusal of it under it. */
function PaymentPassword({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useAgentText();
  return (
    <FormField label={t('money.paymentPassword')} required error={error}>
      <PasswordInput
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
        disabled={disabled}
      />
    </FormField>
  );
}

/**
 * Money between the agent and one downline, behind the agent's payment password, asked for once more before it
 * goes, one idempotency key per intent: `send` from the agent's balance (transfer), `collect` from the downline's.
 */
function MoneyForm({
  direction,
  row,
  footer,
}: {
  direction: 'send' | 'collect';
  row: DownlineRow;
  footer: React.ReactNode;
}) {
  const { t, money, errorText, amountProblem, currencySymbol, available: mine } = useAgentText();
  const [transfer] = useAgentTransferDownlineMutation();
  const [collect] = useAgentCollectFromDownlineMutation();
  const { run, pending } = useMoneyIntent();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [remark, setRemark] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const available = direction === 'send' ? mine : row.balance;
  const check = checkAmount(amount, { available });
  const amountError = check.ok
    ? undefined
    : direction === 'collect' && check.problem.key === 'amount.overAvailable'
      ? t('amount.overDownline', { account: row.account, limit: money(available ?? 0) })
      : amountProblem(check.problem);
  const passwordError = password === '' ? t('money.passwordRequired') : undefined;
  const remarkError = remark.length > REMARK_MAX ? t('money.remarkTooLong', { max: REMARK_MAX }) : undefined;
  const field = error ? refusedField(error) : undefined;
  const words = direction === 'send' ? 'transfer' : 'collect';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setDone(null);
    setError(null);
    if (check.ok && !passwordError && !remarkError) setAsking(true);
  };
  const go = async () => {
    setAsking(false);
    if (!check.ok) return;
    const request = {
      customerId: row.id,
      amount: check.amount,
      paymentPassword: password,
      ...(remark.trim() ? { remark: remark.trim() } : {}),
    };
    const send = direction === 'send' ? transfer : collect;
    const result = await run(`${direction}:${JSON.stringify(request)}`, (key) =>
      send(withIdempotencyKey(request, key)).unwrap(),
    );
    if (!result) return;
    if (result.ok) {
      setDone(t(`${words}.done`, { amount: money(check.amount), account: row.account }));
      setAmount('');
      setPassword('');
      setRemark('');
      setSubmitted(false);
    } else setError(result.error);
  };
  return (
    <StyledForm noValidate onSubmit={submit} aria-label={t(`${words}.title`, { account: row.account })}>
      <FormField
        label={t('money.amount')}
        required
        hint={
          available === undefined
            ? undefined
            : t(direction === 'send' ? 'money.available' : 'money.downlineHolds', {
                amount: money(available),
                account: row.account,
              })
        }
        error={(submitted ? amountError : undefined) ?? (field === 'amount' ? errorText(error) : undefined)}
      >
        <AmountInput value={amount} onChange={setAmount} currencySymbol={currencySymbol} disabled={pending} />
      </FormField>
      <PaymentPassword
        value={password}
        onChange={(v) => {
          setPassword(v);
          if (field === 'paymentPassword') setError(null);
        }}
        error={
          (submitted ? passwordError : undefined) ??
          (field === 'paymentPassword' ? errorText(error) : undefined)
        }
        disabled={pending}
      />
      <FormField label={t('money.remark')} error={remarkError}>
        <Input
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          autoComplete="off"
          disabled={pending}
        />
      </FormField>
      {error !== null && field !== 'amount' && field !== 'paymentPassword' && (
        <Alert tone="danger">{errorText(error)}</Alert>
      )}
      {done && <Alert tone="success">{done}</Alert>}
      <StyledActions>
        <Button type="submit" loading={pending}>
          {t(`${words}.submit`)}
        </Button>
        {footer}
      </StyledActions>
      <ConfirmDialog
        open={asking}
        title={t(`${words}.confirmTitle`)}
        message={
          check.ok ? t(`${words}.confirmMessage`, { amount: money(check.amount), account: row.account }) : ''
        }
        confirmLabel={t(`${words}.submit`)}
        cancelLabel={t('confirm.cancel')}
        onConfirm={() => void go()}
        onCancel={() => setAsking(false)}
      />
    </StyledForm>
  );
}

type Split = 'equal' | 'random';
type EnvelopeResult = {
  total: number;
  count: number;
  transfers?: { customerId: string; amount: number }[] | undefined;
};

export type RedEnvelopeDialogProps = {
  /** The chosen downlines, id -> account. */
  recipients: ReadonlyMap<string, string>;
  trial: boolean;
  onRemove: (id: string) => void;
  /** After the envelope went out (the selection is cleared by the page). */
  onSent: () => void;
  onClose: () => void;
};

/**
 * The red envelope: one total shared among the chosen downlines, equally (to the cent, the odd cents to the first)
 * or at random (every share at least 0.01), behind the payment password, asked for once more before it goes.
 */
export function RedEnvelopeDialog({ recipients, trial, onRemove, onSent, onClose }: RedEnvelopeDialogProps) {
  const { t, money, errorText, amountProblem, currencySymbol, available } = useAgentText();
  const [send] = useAgentTransferMultipleDownlineMutation();
  const { run, pending } = useMoneyIntent();
  const [split, setSplit] = useState<Split>('equal');
  const [total, setTotal] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sent, setSent] = useState<{
    result: EnvelopeResult;
    names: Map<string, string>;
    split: Split;
  } | null>(null);
  const ids = [...recipients.keys()];
  const n = ids.length;
  const check = checkAmount(total, { available });
  const tooSmall = check.ok && check.cents < n;
  const amountError = !check.ok
    ? amountProblem(check.problem)
    : tooSmall
      ? t('envelope.tooSmall', { count: n, amount: money(n / 100) })
      : undefined;
  const passwordError = password === '' ? t('money.passwordRequired') : undefined;
  const field = error ? refusedField(error) : undefined;
  const shares = check.ok && !tooSmall && split === 'equal' ? equalShares(check.cents, n) : [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setError(null);
    if (n > 0 && n <= ENVELOPE_MAX && !amountError && !passwordError) setAsking(true);
  };
  const go = async () => {
    setAsking(false);
    if (!check.ok) return;
    const request = {
      transfers: ids.map((customerId) => ({ customerId })),
      split,
      totalAmount: check.amount,
      paymentPassword: password,
    };
    const result = await run(JSON.stringify(request), (key) =>
      send(withIdempotencyKey(request, key)).unwrap(),
    );
    if (!result) return;
    if (result.ok) {
      setSent({ result: result.value, names: new Map(recipients), split });
      onSent();
    } else setError(result.error);
  };

  if (trial) {
    return (
      <Modal open title={t('envelope.title')} onClose={onClose} closeLabel={t('manage.close')}>
        <TrialRefusal />
      </Modal>
    );
  }
  if (sent) {
    const list = sent.result.transfers ?? [];
    return (
      <Modal
        open
        title={t('envelope.title')}
        onClose={onClose}
        closeLabel={t('manage.close')}
        footer={<Button onClick={onClose}>{t('manage.close')}</Button>}
      >
        <Alert tone="success">
          {t('envelope.done', { amount: money(sent.result.total), count: sent.result.count })}
        </Alert>
        {list.length > 0 && (
          <StyledShares aria-label={t('envelope.sharesLabel')}>
            {list.map((s) => (
              <li key={s.customerId}>
                {t('envelope.share', {
                  account: sent.names.get(s.customerId) ?? s.customerId,
                  amount: money(s.amount),
                })}
              </li>
            ))}
          </StyledShares>
        )}
      </Modal>
    );
  }
  return (
    <Modal open title={t('envelope.title')} onClose={onClose} closeLabel={t('manage.close')}>
      <StyledForm noValidate onSubmit={submit} aria-label={t('envelope.title')}>
        <p>{t('envelope.intro', { count: n })}</p>
        {n === 0 && <Alert tone="warning">{t('envelope.none')}</Alert>}
        {n > ENVELOPE_MAX && <Alert tone="danger">{t('envelope.tooMany', { max: ENVELOPE_MAX })}</Alert>}
        {n > 0 && (
          <StyledShares aria-label={t('envelope.recipients')}>
            {ids.map((id) => (
              <li key={id}>
                {recipients.get(id)}{' '}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onRemove(id)}
                  aria-label={t('envelope.remove', { account: recipients.get(id) })}
                  disabled={pending}
                >
                  {t('envelope.removeShort')}
                </Button>
              </li>
            ))}
          </StyledShares>
        )}
        <RadioGroup
          legend={t('envelope.split')}
          value={split}
          onChange={(v) => setSplit(v as Split)}
          options={[
            { value: 'equal', label: t('envelope.equal') },
            { value: 'random', label: t('envelope.random') },
          ]}
          disabled={pending}
        />
        <FormField
          label={t('envelope.total')}
          required
          hint={available === undefined ? undefined : t('money.available', { amount: money(available) })}
          error={
            (submitted ? amountError : undefined) ?? (field === 'totalAmount' ? errorText(error) : undefined)
          }
        >
          <AmountInput value={total} onChange={setTotal} currencySymbol={currencySymbol} disabled={pending} />
        </FormField>
        <p role="status">
          {shares.length > 0
            ? shares[0] === shares[n - 1]
              ? t('envelope.previewEqual', { amount: money(shares[0]! / 100), count: n })
              : t('envelope.previewUneven', {
                  high: money(shares[0]! / 100),
                  low: money(shares[n - 1]! / 100),
                  count: shares.filter((s) => s === shares[0]).length,
                })
            : split === 'random' && check.ok && !tooSmall
              ? t('envelope.previewRandom', { count: n })
              : ''}
        </p>
        <PaymentPassword
          value={password}
          onChange={(v) => {
            setPassword(v);
            if (field === 'paymentPassword') setError(null);
          }}
          error={
            (submitted ? passwordError : undefined) ??
            (field === 'paymentPassword' ? errorText(error) : undefined)
          }
          disabled={pending}
        />
        {error !== null && field !== 'totalAmount' && field !== 'paymentPassword' && (
          <Alert tone="danger">{errorText(error)}</Alert>
        )}
        <StyledActions>
          <Button type="submit" loading={pending} disabled={n === 0}>
            {t('envelope.submit')}
          </Button>
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            {t('confirm.cancel')}
          </Button>
        </StyledActions>
        <ConfirmDialog
          open={asking}
          title={t('envelope.confirmTitle')}
          message={check.ok ? t(`envelope.confirm.${split}`, { amount: money(check.amount), count: n }) : ''}
          confirmLabel={t('envelope.submit')}
          cancelLabel={t('confirm.cancel')}
          onConfirm={() => void go()}
          onCancel={() => setAsking(false)}
        />
      </StyledForm>
    </Modal>
  );
}
