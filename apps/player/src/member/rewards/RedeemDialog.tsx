import { useEffect, useRef, useState, type FormEvent } from 'react';
import { withIdempotencyKey } from '@wl/api';
import { useMemberHasWithdrawalPasswordQuery } from '@wl/api/member';
import { usePointsRedeemMutation } from '@wl/api/points';
import { useMoneyIntent } from '@wl/app-shell/records';
import { checkRedemption } from '@wl/domain';
import { Alert, Button, FormField, Input, Modal, SkeletonGroup } from '@wl/ui';
import { Facts, StyledForm, StyledRow, StyledText } from '../cashier/parts.tsx';
import { PaymentPasswordField } from './PaymentPasswordField.tsx';
import { refusedField, useRewardsText } from './useRewardsText.ts';

/** A reward of the catalogue as the platform sends it (the contract's fields plus what the platform adds). */
export type Reward = {
  rewardId: string;
  name: string;
  imageUrl?: string | undefined;
  pointsRequired: number;
  amountRequired?: number | undefined;
  /** Units in stock. */
  quantity: number;
  type?: string | undefined;
  cashAmount?: number | undefined;
  maxQuantity?: number | undefined;
};

export const isGoods = (reward: Pick<Reward, 'type'>) => (reward.type ?? '').toUpperCase() !== 'CASH';
const ADDRESS_MAX = 300;

/**
 * Redeem one reward: quantity (within stock and the per-redemption limit), the points it costs, the receiving
 * address for goods, the payment password; then a confirmation of the points to spend. The call is encrypted and
 * payment-password checked as the registry marks it, and sent once per intent (idempotency key).
 */
export function RedeemDialog({
  reward,
  pointsBalance,
  onClose,
  onDone,
}: {
  reward: Reward;
  pointsBalance: number;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t, money, points, errorText, validationText } = useRewardsText();
  const hasPassword = useMemberHasWithdrawalPasswordQuery();
  const [redeem] = usePointsRedeemMutation();
  const { run, pending } = useMoneyIntent();
  const [quantity, setQuantity] = useState('1');
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [serverError, setServerError] = useState<{ text: string; field?: string | undefined } | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // The confirmation replaces the form: focus moves to its button (keyboard and screen-reader users land on it).
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const goods = isGoods(reward);
  const count = /^\d+$/.test(quantity.trim()) ? Number(quantity.trim()) : Number.NaN;
  const check = checkRedemption({
    item: {
      pointsRequired: reward.pointsRequired,
      stock: reward.quantity,
      ...(reward.maxQuantity !== undefined ? { maxQuantity: reward.maxQuantity } : {}),
    },
    quantity: count,
    pointsBalance,
  });
  const errors = check.ok ? {} : check.errors;
  const quantityError = validationText(errors.quantity) ?? validationText(errors.points);
  const addressError =
    goods && address.trim() === ''
      ? t('rewards:redeem.addressRequired')
      : address.length > ADDRESS_MAX
        ? t('rewards:redeem.addressTooLong', { max: ADDRESS_MAX })
        : undefined;
  const passwordError = password === '' ? t('rewards:redeem.passwordRequired') : undefined;
  const total = Number.isFinite(count) ? count * reward.pointsRequired : 0;
  const serverFor = (field: string) => (serverError?.field === field ? serverError.text : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (!check.ok || addressError || passwordError || hasPassword.data === false) return;
    setConfirming(true);
  };

  const confirm = async () => {
    const request = {
      rewardId: reward.rewardId,
      quantity: count,
      paymentPassword: password,
      ...(goods ? { receivingAddress: address.trim() } : {}),
    };
    const result = await run(JSON.stringify(request), (key) =>
      redeem(withIdempotencyKey(request, key)).unwrap(),
    );
    if (!result) return;
    if (result.ok) {
      onDone(t('rewards:redeem.done', { count, name: reward.name, points: points(total) }));
      return;
    }
    setConfirming(false);
    setServerError({ text: errorText(result.error), field: refusedField(result.error) });
    if (refusedField(result.error) === 'paymentPassword') setPassword('');
  };

  const facts = [
    {
      key: 'points',
      term: t('rewards:reward.points'),
      value: t('rewards:pointsValue', { points: points(reward.pointsRequired) }),
    },
    ...(reward.cashAmount !== undefined
      ? [{ key: 'cash', term: t('rewards:reward.cash'), value: money(reward.cashAmount) }]
      : []),
    ...(reward.amountRequired !== undefined
      ? [{ key: 'amount', term: t('rewards:reward.amountRequired'), value: money(reward.amountRequired) }]
      : []),
    { key: 'stock', term: t('rewards:reward.stock'), value: points(reward.quantity) },
    {
      key: 'balance',
      term: t('rewards:redeem.yourPoints'),
      value: t('rewards:pointsValue', { points: points(pointsBalance) }),
    },
  ];

  return (
    <Modal
      open
      title={t('rewards:redeem.title', { name: reward.name })}
      onClose={onClose}
      dismissible={!pending}
      closeLabel={t('rewards:close')}
    >
      {hasPassword.isLoading ? (
        <SkeletonGroup lines={3} label={t('rewards:loading')} />
      ) : confirming ? (
        <div role="group" aria-labelledby="redeem-confirm-text">
          <StyledText id="redeem-confirm-text">
            {t('rewards:redeem.confirmText', {
              count,
              name: reward.name,
              points: points(total),
              left: points(pointsBalance - total),
            })}
          </StyledText>
          <StyledRow>
            <Button ref={confirmRef} onClick={() => void confirm()} loading={pending}>
              {t('rewards:redeem.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={pending}>
              {t('rewards:back')}
            </Button>
          </StyledRow>
        </div>
      ) : (
        <StyledForm
          noValidate
          onSubmit={submit}
          aria-label={t('rewards:redeem.formLabel', { name: reward.name })}
        >
          <Facts items={facts} label={t('rewards:redeem.factsLabel')} />
          <FormField
            label={t('rewards:redeem.quantity')}
            required
            hint={t('rewards:redeem.total', { points: points(total) })}
            error={(submitted ? quantityError : undefined) ?? serverFor('quantity') ?? serverFor('points')}
          >
            <Input
              value={quantity}
              inputMode="numeric"
              autoComplete="off"
              onChange={(e) => {
                setQuantity(e.target.value);
                setServerError(null);
              }}
              disabled={pending}
            />
          </FormField>
          {goods && (
            <FormField
              label={t('rewards:redeem.address')}
              required
              error={(submitted ? addressError : undefined) ?? serverFor('receivingAddress')}
            >
              <Input
                value={address}
                onChange={(e) => setAddress(e.target.value)}
                autoComplete="street-address"
                disabled={pending}
              />
            </FormField>
          )}
          <PaymentPasswordField
            hasPassword={hasPassword.data}
            value={password}
            onChange={(next) => {
              setPassword(next);
              if (serverError?.field === 'paymentPassword') setServerError(null);
            }}
            error={serverFor('paymentPassword') ?? (submitted ? passwordError : undefined)}
            disabled={pending}
          />
          {serverError &&
            !['quantity', 'points', 'receivingAddress', 'paymentPassword'].includes(
              serverError.field ?? '',
            ) && <Alert tone="danger">{serverError.text}</Alert>}
          <StyledRow>
            <Button type="submit">{t('rewards:redeem.submit')}</Button>
            <Button variant="secondary" onClick={onClose}>
              {t('rewards:cancel')}
            </Button>
          </StyledRow>
        </StyledForm>
      )}
    </Modal>
  );
}
