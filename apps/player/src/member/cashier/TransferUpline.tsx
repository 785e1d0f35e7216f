import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { withIdempotencyKey } from '@wl/api';
import { useMemberHasWithdrawalPasswordQuery } from '@wl/api/member';
import { useWalletTransferUplineMutation } from '@wl/api/wallet';
import { Alert, Button, FormField, Input, PasswordInput, SkeletonGroup } from '@wl/ui';
import {
  AmountField,
  StyledForm,
  StyledHeading,
  StyledPage,
  StyledRow,
  StyledSection,
  StyledText,
} from './parts.tsx';
import {
  refusedField,
  SECURITY_CENTER,
  useAmountProblemText,
  useCashierText,
  useWallets,
} from './useCashier.ts';
import { useMoneyIntent } from '@wl/app-shell/records';
import { checkAmount } from '@wl/domain';

const REMARK_MAX = 200;

/**
 * transferUpline: money from the main wallet to the upline agent, with the payment password. The call is
 * encrypted as the registry marks it (the client's encryption adapter does it).
 */
export function TransferUpline() {
  const { t, errorText } = useCashierText();
  const { balance, main, money, currencySymbol } = useWallets();
  const problemText = useAmountProblemText(money);
  const hasPassword = useMemberHasWithdrawalPasswordQuery();
  const [send] = useWalletTransferUplineMutation();
  const { run, pending } = useMoneyIntent();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [remark, setRemark] = useState('');
  const [touched, setTouched] = useState<{ amount?: boolean; password?: boolean }>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ text: string; field?: string | undefined } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (balance.isLoading || hasPassword.isLoading)
    return <SkeletonGroup lines={3} label={t('cashier:loading')} />;

  const check = checkAmount(amount, { available: main?.availBalance });
  const amountError = check.ok ? undefined : problemText(check.problem);
  const passwordError = password === '' ? t('cashier:withdraw.passwordRequired') : undefined;
  const remarkError =
    remark.length > REMARK_MAX ? t('cashier:upline.remarkTooLong', { max: REMARK_MAX }) : undefined;
  const shown = (field: 'amount' | 'password') => submitted || touched[field] === true;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setDone(null);
    setServerError(null);
    if (!check.ok || passwordError || remarkError || hasPassword.data === false) return;
    const request = {
      amount: check.amount,
      paymentPassword: password,
      ...(remark.trim() ? { remark: remark.trim() } : {}),
    };
    const result = await run(JSON.stringify(request), (key) =>
      send(withIdempotencyKey(request, key)).unwrap(),
    );
    if (!result) return;
    if (result.ok) {
      setDone(t('cashier:upline.done', { amount: money(check.amount) }));
      setAmount('');
      setPassword('');
      setRemark('');
      setTouched({});
      setSubmitted(false);
    } else setServerError({ text: errorText(result.error), field: refusedField(result.error) });
  };

  return (
    <StyledPage>
      <StyledSection aria-labelledby="upline-title">
        <StyledHeading id="upline-title">{t('cashier:upline.title')}</StyledHeading>
        <StyledText>{t('cashier:upline.intro')}</StyledText>
        <StyledForm noValidate onSubmit={(e) => void submit(e)} aria-labelledby="upline-title">
          <AmountField
            label={t('cashier:amount.label')}
            value={amount}
            onChange={(v) => {
              setAmount(v);
              setDone(null);
            }}
            onBlur={() => setTouched((x) => ({ ...x, amount: true }))}
            error={
              (shown('amount') ? amountError : undefined) ??
              (serverError?.field === 'amount' ? serverError.text : undefined)
            }
            hint={t('cashier:transfer.available', { amount: money(main?.availBalance ?? 0) })}
            currencySymbol={currencySymbol}
            disabled={pending}
          />
          {hasPassword.data === false ? (
            <Alert tone="warning" title={t('cashier:password.noneTitle')}>
              {t('cashier:upline.noPassword')}{' '}
              <Link to={`${SECURITY_CENTER}#paymentPassword`}>{t('cashier:password.set')}</Link>
            </Alert>
          ) : (
            <FormField
              label={t('cashier:password.label')}
              required
              error={
                (shown('password') ? passwordError : undefined) ??
                (serverError?.field === 'paymentPassword' ? serverError.text : undefined)
              }
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
          )}
          <FormField
            label={t('cashier:upline.remark')}
            error={remarkError}
            hint={t('cashier:upline.remarkHint', { count: remark.length, max: REMARK_MAX })}
          >
            <Input
              value={remark}
              onChange={(e) => setRemark(e.target.value)}
              disabled={pending}
              autoComplete="off"
            />
          </FormField>
          {serverError && serverError.field !== 'paymentPassword' && serverError.field !== 'amount' && (
            <Alert tone="danger">{serverError.text}</Alert>
          )}
          {done && <Alert tone="success">{done}</Alert>}
          <StyledRow>
            <Button type="submit" loading={pending}>
              {t('cashier:upline.submit')}
            </Button>
          </StyledRow>
        </StyledForm>
      </StyledSection>
    </StyledPage>
  );
}
