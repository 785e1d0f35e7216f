import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { usePageSearchParams } from '../pageSearchParams.tsx';
import { withIdempotencyKey } from '@wl/api';
import type { DepositChannel, DepositOrder } from '@wl/api/contract';
import {
  useCashierDepositChannelsQuery,
  useCashierDepositMethodsQuery,
  useCashierDepositMutation,
  useCashierDepositPromotionsQuery,
} from '@wl/api/cashier';
import { Alert, Button, ErrorState, QuickAmounts, RadioGroup, SkeletonGroup } from '@wl/ui';
import { AmountField, StyledForm, StyledHeading, StyledRow, StyledSection, StyledText } from './parts.tsx';
import { useAmountProblemText, useCashierText, useWallets } from './useCashier.ts';
import { useMoneyIntent } from '@wl/app-shell/records';
import { amountText, checkAmount } from '@wl/domain';

const NO_PROMOTION = 'none';

/** Is this method paid by scanning a QR code (the order carries a QR payload)? */
export const isQrMethod = (method: string | undefined) => /qr/i.test(method ?? '');

/**
 * The deposit form: a method, a channel of it, an amount within the channel's min/max (or one of its fixed
 * amounts), a promotion or none. Creating the order shows how to pay it (`onCreated`).
 */
export function DepositForm({ onCreated }: { onCreated: (order: DepositOrder) => void }) {
  const { t, errorText } = useCashierText();
  const { money, currencySymbol } = useWallets();
  const problemText = useAmountProblemText(money);
  const methods = useCashierDepositMethodsQuery();
  const channels = useCashierDepositChannelsQuery({});
  const [deposit] = useCashierDepositMutation();
  const { run, pending } = useMoneyIntent();

  const [method, setMethod] = useState<string | undefined>();
  const [channelId, setChannelId] = useState<string | undefined>();
  const [amount, setAmount] = useState('');
  // The reward centre's 'join with a deposit' opens the form with its promotion chosen (`?promotion=<id>`).
  const [search] = usePageSearchParams();
  const [promotion, setPromotion] = useState(() => search.get('promotion') ?? NO_PROMOTION);
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const allChannels = useMemo(() => channels.data?.list ?? [], [channels.data]);
  const methodList = useMemo(() => {
    const listed = methods.data?.list ?? [];
    if (listed.length)
      return listed.filter((m) => allChannels.some((c) => c.method === m.method) || !allChannels.length);
    // Without the methods call, the methods are those of the channels.
    const seen = new Map<string, { method: string; methodName: string }>();
    for (const c of allChannels)
      if (c.method && !seen.has(c.method))
        seen.set(c.method, { method: c.method, methodName: c.methodName ?? c.method });
    return [...seen.values()];
  }, [methods.data, allChannels]);
  const currentMethod = method ?? methodList[0]?.method;
  const methodChannels = allChannels.filter((c) => !currentMethod || !c.method || c.method === currentMethod);
  const channel: DepositChannel | undefined =
    methodChannels.find((c) => c.channelId === channelId) ?? methodChannels[0];
  const promotions = useCashierDepositPromotionsQuery(channel ? { channelId: channel.channelId } : {}, {
    skip: !channel,
  });
  const promotionList = promotions.data?.list ?? [];
  const chosenPromotion = promotionList.find((p) => p.promotionId === promotion);

  // A promotion no longer offered (another channel) is not kept.
  useEffect(() => {
    if (promotion !== NO_PROMOTION && promotions.data && !chosenPromotion) setPromotion(NO_PROMOTION);
  }, [promotion, promotions.data, chosenPromotion]);

  const fixed = channel?.fixedAmounts ?? [];
  const fixedOnly = channel?.fixedAmountsOnly === true && fixed.length > 0;
  const check = checkAmount(amount, { min: channel?.minAmount, max: channel?.maxAmount });
  let amountError = check.ok ? undefined : problemText(check.problem);
  if (check.ok && fixedOnly && !fixed.some((f) => Math.round(f * 100) === check.cents))
    amountError = t('cashier:deposit.fixedOnly');
  const showAmountError = touched || submitted;
  const promotionError =
    check.ok && chosenPromotion?.minDeposit !== undefined && check.amount < chosenPromotion.minDeposit
      ? t('cashier:deposit.promotionMin', { amount: money(chosenPromotion.minDeposit) })
      : undefined;

  if (channels.isLoading || methods.isLoading)
    return <SkeletonGroup lines={4} label={t('cashier:loading')} />;
  if (!channels.data) {
    return (
      <ErrorState
        headingLevel="h2"
        title={t('cashier:deposit.loadFailed')}
        description={channels.error ? errorText(channels.error) : undefined}
        onRetry={() => void channels.refetch()}
        retrying={channels.isFetching}
      />
    );
  }
  if (!allChannels.length) {
    return (
      <StyledSection aria-labelledby="deposit-title">
        <StyledHeading id="deposit-title">{t('cashier:deposit.title')}</StyledHeading>
        <StyledText>{t('cashier:deposit.noChannels')}</StyledText>
      </StyledSection>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (!channel || !check.ok || amountError || promotionError) return;
    const request = {
      channelId: channel.channelId,
      amount: check.amount,
      ...(chosenPromotion ? { promotionId: chosenPromotion.promotionId } : {}),
    };
    const result = await run(JSON.stringify(request), (key) =>
      deposit(withIdempotencyKey(request, key)).unwrap(),
    );
    if (!result) return;
    if (result.ok) onCreated(result.value);
    else setServerError(errorText(result.error));
  };

  const limits = channel
    ? t('cashier:deposit.limits', { min: money(channel.minAmount), max: money(channel.maxAmount) })
    : undefined;

  return (
    <StyledSection aria-labelledby="deposit-title">
      <StyledHeading id="deposit-title">{t('cashier:deposit.title')}</StyledHeading>
      <StyledForm noValidate onSubmit={(e) => void submit(e)} aria-labelledby="deposit-title">
        {methodList.length > 1 && (
          <RadioGroup
            legend={t('cashier:deposit.method')}
            options={methodList.map((m) => ({
              value: m.method,
              label: t(`cashier:methods.${m.method}`, { defaultValue: m.methodName }),
            }))}
            value={currentMethod}
            onChange={(v) => {
              setMethod(v);
              setChannelId(undefined);
            }}
            disabled={pending}
          />
        )}
        <RadioGroup
          legend={t('cashier:deposit.channel')}
          direction="column"
          options={methodChannels.map((c) => ({
            value: c.channelId,
            label: `${c.channelName} · ${t('cashier:deposit.limits', { min: money(c.minAmount), max: money(c.maxAmount) })}`,
          }))}
          value={channel?.channelId}
          onChange={(v) => setChannelId(v)}
          disabled={pending}
        />
        {fixed.length > 0 && (
          <QuickAmounts
            label={t('cashier:deposit.fixedAmounts')}
            amounts={fixed}
            value={check.ok ? fixed.find((f) => Math.round(f * 100) === check.cents) : undefined}
            onPick={(f) => {
              setAmount(amountText(f));
              setTouched(true);
            }}
            format={money}
            disabled={pending}
          />
        )}
        <AmountField
          label={t('cashier:amount.label')}
          value={amount}
          onChange={setAmount}
          onBlur={() => setTouched(true)}
          error={showAmountError ? amountError : undefined}
          hint={fixedOnly ? t('cashier:deposit.fixedOnlyHint') : limits}
          currencySymbol={currencySymbol}
          disabled={pending}
        />
        {promotionList.length > 0 && (
          <>
            <RadioGroup
              legend={t('cashier:deposit.promotion')}
              direction="column"
              options={[
                { value: NO_PROMOTION, label: t('cashier:deposit.noPromotion') },
                ...promotionList.map((p) => ({
                  value: p.promotionId,
                  label: [
                    p.title,
                    p.bonusRate !== undefined
                      ? t('cashier:deposit.bonusRate', { rate: percentOf(p.bonusRate) })
                      : null,
                    p.maxBonus !== undefined
                      ? t('cashier:deposit.maxBonus', { amount: money(p.maxBonus) })
                      : null,
                    p.minDeposit !== undefined
                      ? t('cashier:deposit.minDeposit', { amount: money(p.minDeposit) })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · '),
                })),
              ]}
              value={promotion}
              onChange={setPromotion}
              disabled={pending}
            />
            {submitted && promotionError && <Alert tone="danger">{promotionError}</Alert>}
          </>
        )}
        {serverError && <Alert tone="danger">{serverError}</Alert>}
        <StyledRow>
          <Button type="submit" loading={pending}>
            {t('cashier:deposit.submit')}
          </Button>
        </StyledRow>
      </StyledForm>
    </StyledSection>
  );
}

/** The wire's bonus rate is a fraction of the deposit (0.1 is 10 %); shown as a percentage with at most 2 decimals. */
function percentOf(rate: number): number {
  return Math.round(rate * 10_000) / 100;
}
