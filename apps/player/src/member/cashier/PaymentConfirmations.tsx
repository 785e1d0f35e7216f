import { useState, type FormEvent } from 'react';
import { withIdempotencyKey } from '@wl/api';
import { useCashierConfirmPaymentMutation, useCashierPaymentConfirmationsQuery } from '@wl/api/cashier';
import { validateWithdrawalConfirmation, normaliseAmountText } from '@wl/domain';
import { Alert, AmountInput, Button, ErrorState, FormField, Modal, SkeletonGroup, UploadField } from '@wl/ui';
import { readAllAsDataUrls } from './files.ts';
import {
  Facts,
  StyledCard,
  StyledForm,
  StyledHeading,
  StyledList,
  StyledRow,
  StyledSection,
  StyledText,
} from './parts.tsx';
import { useCashierText, useWallets } from './useCashier.ts';
import { useMoneyIntent } from '@wl/app-shell/records';

type Confirmation = {
  id: string;
  amount: number;
  payerName?: string | undefined;
  status: string;
  createTime: number;
  autoConfirmAt?: number | undefined;
  reference?: string | undefined;
};
type Answer = { item: Confirmation; received: boolean };

const WAITING = new Set(['WAITING', 'PENDING']);

/**
 * Withdrawal confirmation (spec §4): each payment made to the player by another member waits for the payee's
 * answer: received (with the amount received, optionally) or not received (with proof). Unanswered, it counts
 * as received at the time shown, and a forced receipt means the deposit is not refunded.
 */
export function PaymentConfirmations() {
  const { t, errorText, dateTime } = useCashierText();
  const { money } = useWallets();
  const list = useCashierPaymentConfirmationsQuery({});
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  let body;
  if (list.isLoading) body = <SkeletonGroup lines={2} label={t('cashier:loading')} />;
  else if (!list.data) {
    body = (
      <ErrorState
        headingLevel="h3"
        title={t('cashier:confirm.loadFailed')}
        description={list.error ? errorText(list.error) : undefined}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (!list.data.list.length) body = <StyledText>{t('cashier:confirm.none')}</StyledText>;
  else {
    body = (
      <StyledList aria-labelledby="confirm-title">
        {list.data.list.map((item) => {
          const waiting = WAITING.has(item.status);
          const name = item.reference ?? item.id;
          return (
            <StyledCard
              key={item.id}
              aria-label={t('cashier:confirm.item', { amount: money(item.amount), reference: name })}
            >
              <Facts
                items={[
                  { key: 'amount', term: t('cashier:order.amount'), value: money(item.amount) },
                  ...(item.reference
                    ? [{ key: 'reference', term: t('cashier:order.reference'), value: item.reference }]
                    : []),
                  ...(item.payerName
                    ? [{ key: 'payer', term: t('cashier:confirm.payer'), value: item.payerName }]
                    : []),
                  { key: 'time', term: t('cashier:order.time'), value: dateTime(item.createTime) },
                  {
                    key: 'status',
                    term: t('cashier:order.status'),
                    value: t(`cashier:confirmStatus.${item.status}`, { defaultValue: item.status }),
                  },
                  ...(waiting && item.autoConfirmAt
                    ? [
                        {
                          key: 'auto',
                          term: t('cashier:confirm.autoAt'),
                          value: dateTime(item.autoConfirmAt),
                        },
                      ]
                    : []),
                ]}
              />
              {waiting && (
                <>
                  {item.autoConfirmAt && (
                    <StyledText>
                      {t('cashier:confirm.autoText', { time: dateTime(item.autoConfirmAt) })}
                    </StyledText>
                  )}
                  <StyledRow>
                    <Button
                      size="sm"
                      onClick={() => {
                        setMessage(null);
                        setAnswer({ item, received: true });
                      }}
                      aria-label={t('cashier:confirm.receivedNamed', { reference: name })}
                    >
                      {t('cashier:confirm.received')}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => {
                        setMessage(null);
                        setAnswer({ item, received: false });
                      }}
                      aria-label={t('cashier:confirm.notReceivedNamed', { reference: name })}
                    >
                      {t('cashier:confirm.notReceived')}
                    </Button>
                  </StyledRow>
                </>
              )}
            </StyledCard>
          );
        })}
      </StyledList>
    );
  }

  return (
    <StyledSection aria-labelledby="confirm-title">
      <StyledHeading id="confirm-title">{t('cashier:confirm.title')}</StyledHeading>
      <StyledText>{t('cashier:confirm.intro')}</StyledText>
      {message && <Alert tone="success">{message}</Alert>}
      {body}
      {answer && (
        <ConfirmationDialog
          key={`${answer.item.id}-${String(answer.received)}`}
          answer={answer}
          onClose={() => setAnswer(null)}
          onDone={(text) => {
            setAnswer(null);
            setMessage(text);
          }}
        />
      )}
    </StyledSection>
  );
}

/** The answer's dialog: an optional received amount, proof when not received, and what the answer means. */
function ConfirmationDialog({
  answer,
  onClose,
  onDone,
}: {
  answer: Answer;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t, errorText, validationText } = useCashierText();
  const { money, currencySymbol } = useWallets();
  const [confirm] = useCashierConfirmPaymentMutation();
  const { run, pending } = useMoneyIntent();
  const [amount, setAmount] = useState('');
  const [proofs, setProofs] = useState<File[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { item, received } = answer;

  const receivedAmount = normaliseAmountText(amount);
  const check = validateWithdrawalConfirmation(
    { received, receivedAmount, ...(received ? {} : { proofs }) },
    item.amount,
  );
  const errorOf = (field: 'receivedAmount' | 'proofs') => {
    const m = check.errors[field];
    if (!m) return undefined;
    // The limit is money: in the tenant's format.
    return validationText(
      m.values && 'max' in m.values ? { ...m, values: { ...m.values, max: money(m.values.max) } } : m,
    );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (!check.ok) return;
    const result = await run(
      `confirm:${item.id}:${String(received)}:${receivedAmount}:${proofs.map((f) => `${f.name}/${f.size}`).join('|')}`,
      async (key) => {
        const proofImages = received ? undefined : await readAllAsDataUrls(proofs);
        const request = {
          id: item.id,
          received,
          ...(receivedAmount !== '' ? { receivedAmount: Number(receivedAmount) } : {}),
          ...(proofImages ? { proofImages } : {}),
        };
        return confirm(withIdempotencyKey(request, key)).unwrap();
      },
    );
    if (!result) return;
    if (result.ok)
      onDone(
        received
          ? t('cashier:confirm.doneReceived', { amount: money(item.amount) })
          : t('cashier:confirm.doneNotReceived'),
      );
    else setServerError(errorText(result.error));
  };

  const formId = `confirm-form-${item.id}`;
  return (
    <Modal
      open
      onClose={pending ? undefined : onClose}
      title={received ? t('cashier:confirm.receivedTitle') : t('cashier:confirm.notReceivedTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('cashier:confirm.back')}
          </Button>
          <Button type="submit" form={formId} variant={received ? 'primary' : 'danger'} loading={pending}>
            {received ? t('cashier:confirm.confirmReceived') : t('cashier:confirm.confirmNotReceived')}
          </Button>
        </>
      }
    >
      <StyledForm id={formId} noValidate onSubmit={(e) => void submit(e)}>
        <StyledText>
          {received
            ? t('cashier:confirm.receivedText', { amount: money(item.amount) })
            : t('cashier:confirm.notReceivedText', { amount: money(item.amount) })}
        </StyledText>
        <FormField
          label={t('cashier:confirm.receivedAmount')}
          hint={t('cashier:confirm.receivedAmountHint', { amount: money(item.amount) })}
          error={submitted ? errorOf('receivedAmount') : undefined}
        >
          <AmountInput
            value={amount}
            onChange={setAmount}
            disabled={pending}
            currencySymbol={currencySymbol}
          />
        </FormField>
        {!received && (
          <div>
            <UploadField
              label={t('cashier:confirm.proof')}
              files={proofs}
              onChange={setProofs}
              disabled={pending}
            />
            {submitted && errorOf('proofs') && <Alert tone="danger">{errorOf('proofs')}</Alert>}
          </div>
        )}
        {serverError && <Alert tone="danger">{serverError}</Alert>}
      </StyledForm>
    </Modal>
  );
}
