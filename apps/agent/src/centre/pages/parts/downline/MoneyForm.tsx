import { useState, type FormEvent } from 'react';
import { withIdempotencyKey } from '@wl/api';
import { useAgentCollectFromDownlineMutation, useAgentTransferDownlineMutation } from '@wl/api/agent';
import { useMoneyIntent } from '@wl/app-shell/records';
import { checkAmount } from '@wl/domain';
import { Alert, AmountInput, Button, ConfirmDialog, FormField, Input } from '@wl/ui';
import { refusedField, useAgentText } from '../useAgentText.ts';
import { StyledActions, StyledForm } from './downlineForms.styles.ts';
import { REMARK_MAX, type DownlineRow } from './downlineRow.ts';
import { PaymentPassword } from './PaymentPassword.tsx';

/**
 * Money between the agent and one downline, behind the agent's payment password, asked for once more before it
 * goes, one idempotency key per intent: `send` from the agent's balance (transfer), `collect` from the downline's.
 */
export function MoneyForm({
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
