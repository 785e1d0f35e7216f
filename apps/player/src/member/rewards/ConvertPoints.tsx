import { useState, type FormEvent } from 'react';
import { withIdempotencyKey } from '@wl/api';
import { useMemberHasWithdrawalPasswordQuery } from '@wl/api/member';
import { usePointsConvertMutation, usePointsConversionTypesQuery } from '@wl/api/points';
import { useMoneyIntent } from '@wl/app-shell/records';
import { Alert, Button, ConfirmDialog, ErrorState, FormField, Input, SkeletonGroup } from '@wl/ui';
import { StyledForm, StyledRow, StyledText } from '../cashier/parts.tsx';
import { PaymentPasswordField } from './PaymentPasswordField.tsx';
import { refusedField, useRewardsText } from './useRewardsText.ts';

export type Rate = { type: string; pointsRatio: number; amountRatio: number; kind?: string };

/** A rate that turns points into money (not one that earns points): the platform's CONVERT rows, e.g. MAIN. */
export const isConversion = (rate: Rate) =>
  rate.kind ? rate.kind === 'CONVERT' : !rate.type.startsWith('EARN_');

/**
 * Convert points to the main wallet at the site's rate: whole multiples of the rate's points, no more than held;
 * what it pays is shown before the payment password, and asked again in a confirmation before points are spent.
 */
export function ConvertPoints({
  pointsBalance,
  onDone,
}: {
  pointsBalance: number;
  onDone: (text: string) => void;
}) {
  const { t, money, points, errorText } = useRewardsText();
  const rates = usePointsConversionTypesQuery({});
  const hasPassword = useMemberHasWithdrawalPasswordQuery();
  const [convert] = usePointsConvertMutation();
  const { run, pending } = useMoneyIntent();
  const [value, setValue] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [serverError, setServerError] = useState<{ text: string; field?: string | undefined } | null>(null);

  if (rates.isLoading || hasPassword.isLoading)
    return <SkeletonGroup lines={3} label={t('rewards:loading')} />;
  if (rates.isError)
    return (
      <ErrorState
        headingLevel="h3"
        title={t('rewards:convert.failed')}
        description={errorText(rates.error)}
        onRetry={() => void rates.refetch()}
        retryLabel={t('rewards:retry')}
      />
    );
  const rate = ((rates.data?.list ?? []) as Rate[]).find(isConversion);
  if (!rate || rate.pointsRatio <= 0) return <StyledText>{t('rewards:convert.none')}</StyledText>;

  const n = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  const pointsError =
    value.trim() === ''
      ? t('rewards:convert.required')
      : !Number.isInteger(n) || n <= 0 || n % rate.pointsRatio !== 0
        ? t('rewards:convert.multiple', { step: points(rate.pointsRatio) })
        : n > pointsBalance
          ? t('validation:points_insufficient', { required: points(n), available: points(pointsBalance) })
          : undefined;
  const amount = Number.isInteger(n) && n > 0 ? Math.floor(n / rate.pointsRatio) * rate.amountRatio : 0;
  const passwordError = password === '' ? t('rewards:redeem.passwordRequired') : undefined;
  const most = Math.floor(pointsBalance / rate.pointsRatio) * rate.pointsRatio;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (pointsError || passwordError || hasPassword.data === false) return;
    setConfirming(true);
  };
  const confirm = async () => {
    const request = { points: n, type: rate.type, paymentPassword: password };
    const result = await run(JSON.stringify(request), (key) =>
      convert(withIdempotencyKey(request, key)).unwrap(),
    );
    if (!result) return;
    setConfirming(false);
    if (result.ok) {
      onDone(
        t('rewards:convert.done', {
          points: points(result.value.points),
          amount: money(result.value.amount),
        }),
      );
      setValue('');
      setPassword('');
      setSubmitted(false);
    } else {
      setServerError({ text: errorText(result.error), field: refusedField(result.error) });
      if (refusedField(result.error) === 'paymentPassword') setPassword('');
    }
  };

  return (
    <>
      <StyledText>
        {t('rewards:convert.rate', { points: points(rate.pointsRatio), amount: money(rate.amountRatio) })}
      </StyledText>
      <StyledForm noValidate onSubmit={submit} aria-label={t('rewards:convert.title')}>
        <FormField
          label={t('rewards:convert.points')}
          required
          hint={t('rewards:convert.hint', { amount: money(amount), most: points(most) })}
          error={
            (submitted ? pointsError : undefined) ??
            (serverError?.field === 'points' ? serverError.text : undefined)
          }
        >
          <Input
            value={value}
            inputMode="numeric"
            autoComplete="off"
            onChange={(e) => setValue(e.target.value)}
            disabled={pending}
          />
        </FormField>
        <PaymentPasswordField
          hasPassword={hasPassword.data}
          value={password}
          onChange={(next) => {
            setPassword(next);
            if (serverError?.field === 'paymentPassword') setServerError(null);
          }}
          error={
            (serverError?.field === 'paymentPassword' ? serverError.text : undefined) ??
            (submitted ? passwordError : undefined)
          }
          disabled={pending}
        />
        {serverError && serverError.field !== 'points' && serverError.field !== 'paymentPassword' && (
          <Alert tone="danger">{serverError.text}</Alert>
        )}
        <StyledRow>
          <Button type="submit" loading={pending}>
            {t('rewards:convert.submit')}
          </Button>
        </StyledRow>
      </StyledForm>
      <ConfirmDialog
        open={confirming}
        title={t('rewards:convert.confirmTitle')}
        message={t('rewards:convert.confirmText', { points: points(n), amount: money(amount) })}
        confirmLabel={t('rewards:convert.confirm')}
        cancelLabel={t('rewards:back')}
        loading={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
