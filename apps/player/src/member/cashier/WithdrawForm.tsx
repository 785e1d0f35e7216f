import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { withIdempotencyKey } from '@wl/api';
import {
  useCashierBankCardsQuery,
  useCashierTurnoverInfoQuery,
  useCashierWithdrawChargesQuery,
  useCashierWithdrawMutation,
  useCashierWithdrawSettingsQuery,
} from '@wl/api/cashier';
import { useMemberHasWithdrawalPasswordQuery } from '@wl/api/member';
import { Alert, Button, ErrorState, FormField, PasswordInput, RadioGroup, SkeletonGroup } from '@wl/ui';
import { AmountField, Facts, StyledForm, StyledHeading, StyledRow, StyledSection } from './parts.tsx';
import {
  refusedField,
  SECURITY_CENTER,
  useAmountProblemText,
  useCashierText,
  useWallets,
} from './useCashier.ts';
import { useMoneyIntent } from '@wl/app-shell/records';
import { checkAmount } from '@wl/domain';

/** How long the amount must rest before its charges are asked for (each keystroke would be a call otherwise). */
const CHARGES_DEBOUNCE_MS = 400;

const StyledMeter = styled.progress`
  width: 100%;
  accent-color: ${({ theme }) => theme.color.bg.brand};
`;

/**
 * The withdrawal form: the limits and today's count, the turnover still to play (refused until met), the
 * amount (from the main wallet, within min/max) with its charges calculated as it is typed, a bound bank card
 * and the payment password. The amount is held as soon as the request is accepted.
 */
export function WithdrawForm() {
  const { t, errorText } = useCashierText();
  const { balance, main, money, currencySymbol } = useWallets();
  const problemText = useAmountProblemText(money);
  const settings = useCashierWithdrawSettingsQuery();
  const turnover = useCashierTurnoverInfoQuery();
  const cards = useCashierBankCardsQuery();
  const hasPassword = useMemberHasWithdrawalPasswordQuery();
  const [withdraw] = useCashierWithdrawMutation();
  const { run, pending } = useMoneyIntent();

  const [amount, setAmount] = useState('');
  const [cardId, setCardId] = useState<string | undefined>();
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState<{ amount?: boolean; password?: boolean }>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ text: string; field?: string | undefined } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const check = checkAmount(amount, {
    min: settings.data?.minimumAmount,
    max: settings.data?.maximumAmount,
    available: main?.availBalance,
  });
  const valid = check.ok ? check.amount : undefined;
  const [debounced, setDebounced] = useState<number | undefined>();
  useEffect(() => {
    const id = setTimeout(() => setDebounced(valid), CHARGES_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [valid]);
  const charges = useCashierWithdrawChargesQuery(
    { amount: debounced ?? 0 },
    { skip: debounced === undefined },
  );

  if (
    balance.isLoading ||
    settings.isLoading ||
    turnover.isLoading ||
    cards.isLoading ||
    hasPassword.isLoading
  )
    return <SkeletonGroup lines={5} label={t('cashier:loading')} />;
  const failed = [settings, turnover, cards, hasPassword].find((q) => !q.data && q.data !== false);
  if (!settings.data || !turnover.data || !cards.data || hasPassword.data === undefined) {
    return (
      <ErrorState
        headingLevel="h2"
        title={t('cashier:withdraw.loadFailed')}
        description={failed?.error ? errorText(failed.error) : undefined}
        onRetry={() => {
          for (const q of [settings, turnover, cards, hasPassword]) if (q.isError) void q.refetch();
        }}
      />
    );
  }

  const s = settings.data;
  const required = turnover.data.requiredTurnover;
  const current = turnover.data.currentTurnover;
  const remaining = turnover.data.remainingTurnover ?? Math.max(0, required - current);
  const turnoverMet = turnover.data.met ?? remaining <= 0;
  const noCountLeft = s.dailyCountLeft !== undefined && s.dailyCountLeft <= 0;
  const cardList = cards.data.list;
  const card = cardList.find((c) => c.id === cardId) ?? cardList.find((c) => c.isDefault) ?? cardList[0];
  const passwordSet = hasPassword.data;

  const amountError = !check.ok ? problemText(check.problem) : undefined;
  const passwordError = password === '' ? t('cashier:withdraw.passwordRequired') : undefined;
  const serverPasswordError = serverError?.field === 'paymentPassword' ? serverError.text : undefined;
  const serverAmountError = serverError?.field === 'amount' ? serverError.text : undefined;
  const chargesShown =
    valid !== undefined &&
    debounced === valid &&
    charges.data &&
    !charges.isFetching &&
    charges.originalArgs?.amount === valid;
  // Until the charges for the typed amount are in: a dash with no amount, an ellipsis while they are asked for (read
  // once, in the first cell, as 'calculating').
  const calculating = valid !== undefined;
  const placeholder = (announce: boolean) =>
    calculating ? (
      <>
        <span aria-hidden="true">…</span>
        {announce && <span className="wl-visually-hidden">{t('cashier:withdraw.calculating')}</span>}
      </>
    ) : (
      '—'
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setDone(null);
    setServerError(null);
    setRefusal(null);
    if (!s.allowWithdraw) return setRefusal(t('cashier:withdraw.notAllowed'));
    if (!turnoverMet) return setRefusal(t('cashier:withdraw.turnoverRefused', { amount: money(remaining) }));
    if (noCountLeft) return setRefusal(t('cashier:withdraw.noCountLeft'));
    if (!card) return setRefusal(t('cashier:withdraw.noCard'));
    if (!passwordSet) return setRefusal(t('cashier:withdraw.noPassword'));
    if (!check.ok || passwordError) return;
    const request = { amount: check.amount, bankCardId: card.id, paymentPassword: password };
    const result = await run(JSON.stringify(request), (key) =>
      withdraw(withIdempotencyKey(request, key)).unwrap(),
    );
    if (!result) return;
    if (result.ok) {
      setDone(t('cashier:withdraw.done', { amount: money(check.amount) }));
      setAmount('');
      setPassword('');
      setTouched({});
      setSubmitted(false);
    } else setServerError({ text: errorText(result.error), field: refusedField(result.error) });
  };

  const shown = (field: 'amount' | 'password') => submitted || touched[field] === true;

  return (
    <StyledSection aria-labelledby="withdraw-title">
      <StyledHeading id="withdraw-title">{t('cashier:withdraw.title')}</StyledHeading>
      <Facts
        label={t('cashier:withdraw.rules')}
        items={[
          { key: 'available', term: t('cashier:withdraw.available'), value: money(main?.availBalance ?? 0) },
          {
            key: 'limits',
            term: t('cashier:withdraw.limits'),
            value: t('cashier:deposit.limits', { min: money(s.minimumAmount), max: money(s.maximumAmount) }),
          },
          ...(s.dailyCountLeft !== undefined
            ? [
                {
                  key: 'count',
                  term: t('cashier:withdraw.countLeft'),
                  value: String(s.dailyCountLeft) + (s.dailyCount !== undefined ? ` / ${s.dailyCount}` : ''),
                },
              ]
            : []),
          ...(s.heldAmount
            ? [{ key: 'held', term: t('cashier:withdraw.held'), value: money(s.heldAmount) }]
            : []),
        ]}
      />
      {!s.allowWithdraw && <Alert tone="warning">{t('cashier:withdraw.notAllowed')}</Alert>}
      {required > 0 && (
        <div>
          <Alert tone={turnoverMet ? 'success' : 'warning'} title={t('cashier:turnover.title')}>
            {turnoverMet
              ? t('cashier:turnover.met', { required: money(required) })
              : t('cashier:turnover.unmet', {
                  remaining: money(remaining),
                  current: money(current),
                  required: money(required),
                })}
          </Alert>
          <StyledMeter
            max={required}
            value={Math.min(current, required)}
            aria-label={t('cashier:turnover.progress', {
              current: money(current),
              required: money(required),
            })}
          />
        </div>
      )}
      {noCountLeft && <Alert tone="warning">{t('cashier:withdraw.noCountLeft')}</Alert>}
      <StyledForm noValidate onSubmit={(e) => void submit(e)} aria-labelledby="withdraw-title">
        {cardList.length ? (
          <RadioGroup
            legend={t('cashier:withdraw.card')}
            direction="column"
            options={cardList.map((c) => ({
              value: c.id,
              label: `${c.bankName} ${c.accountNo} · ${c.accountName}`,
            }))}
            value={card?.id}
            onChange={setCardId}
            disabled={pending}
          />
        ) : (
          <Alert tone="warning" title={t('cashier:withdraw.noCardTitle')}>
            {t('cashier:withdraw.noCard')}{' '}
            <Link to={`${SECURITY_CENTER}#bankCards`}>{t('cashier:withdraw.bindCard')}</Link>
          </Alert>
        )}
        <AmountField
          label={t('cashier:amount.label')}
          value={amount}
          onChange={(v) => {
            setAmount(v);
            setDone(null);
            if (serverError?.field === 'amount') setServerError(null);
          }}
          onBlur={() => setTouched((x) => ({ ...x, amount: true }))}
          error={shown('amount') ? (amountError ?? serverAmountError) : serverAmountError}
          hint={t('cashier:deposit.limits', { min: money(s.minimumAmount), max: money(s.maximumAmount) })}
          currencySymbol={currencySymbol}
          disabled={pending}
        />
        {/* The charges keep their place while the amount is typed and while they are calculated: the block is there
            from the start ('—' until there is an amount), so the submit button below never moves under a pointer. */}
        <div aria-live="polite">
          {valid !== undefined && charges.isError && debounced === valid ? (
            <Alert tone="warning">{t('cashier:withdraw.chargesFailed')}</Alert>
          ) : (
            <Facts
              label={t('cashier:withdraw.charges')}
              items={[
                {
                  key: 'charge',
                  term: t('cashier:withdraw.charge'),
                  value: chargesShown && charges.data ? money(charges.data.charge) : placeholder(true),
                },
                {
                  key: 'receivable',
                  term: t('cashier:withdraw.receivable'),
                  value: chargesShown && charges.data ? money(charges.data.receivable) : placeholder(false),
                },
              ]}
            />
          )}
        </div>
        {passwordSet ? (
          <FormField
            label={t('cashier:password.label')}
            required
            error={(shown('password') ? passwordError : undefined) ?? serverPasswordError}
          >
            <PasswordInput
              value={password}
              autoComplete="off"
              onChange={(e) => {
                setPassword(e.target.value);
                if (serverError?.field === 'paymentPassword') setServerError(null);
              }}
              onBlur={() => setTouched((x) => ({ ...x, password: true }))}
              disabled={pending}
            />
          </FormField>
        ) : (
          <Alert tone="warning" title={t('cashier:password.noneTitle')}>
            {t('cashier:withdraw.noPassword')}{' '}
            <Link to={`${SECURITY_CENTER}#paymentPassword`}>{t('cashier:password.set')}</Link>
          </Alert>
        )}
        {refusal && <Alert tone="danger">{refusal}</Alert>}
        {serverError && !serverError.field && <Alert tone="danger">{serverError.text}</Alert>}
        {serverError?.field && serverError.field !== 'paymentPassword' && serverError.field !== 'amount' && (
          <Alert tone="danger">{serverError.text}</Alert>
        )}
        {done && <Alert tone="success">{done}</Alert>}
        <StyledRow>
          <Button type="submit" loading={pending}>
            {t('cashier:withdraw.submit')}
          </Button>
        </StyledRow>
      </StyledForm>
    </StyledSection>
  );
}
