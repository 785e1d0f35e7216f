import { useState, type FormEvent } from 'react';
import { withIdempotencyKey } from '@wl/api';
import { useAgentTransferMultipleDownlineMutation } from '@wl/api/agent';
import { useMoneyIntent } from '@wl/app-shell/records';
import { checkAmount, equalShares } from '@wl/domain';
import { Alert, AmountInput, Button, ConfirmDialog, FormField, Modal, RadioGroup } from '@wl/ui';
import { refusedField, useAgentText } from '../useAgentText.ts';
import { StyledActions, StyledForm, StyledShares } from './downlineForms.styles.ts';
import { ENVELOPE_MAX } from './downlineRow.ts';
import { PaymentPassword } from './PaymentPassword.tsx';
import { TrialRefusal } from './TrialRefusal.tsx';

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
