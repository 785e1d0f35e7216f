import { useState } from 'react';
import { withIdempotencyKey } from '@wl/api';
import type { DepositOrder } from '@wl/api/contract';
import { useCashierCancelDepositMutation, useCashierPendingDepositsQuery } from '@wl/api/cashier';
import { Alert, Button, ConfirmDialog, ErrorState, SkeletonGroup } from '@wl/ui';
import {
  Facts,
  StyledCard,
  StyledHeading,
  StyledList,
  StyledRow,
  StyledSection,
  StyledText,
} from './parts.tsx';
import { useCashierText, useWallets } from './useCashier.ts';
import { useMoneyIntent } from '@wl/app-shell/records';

/** Deposits waiting for their payment: open one to see how to pay it, or cancel it (after a confirmation). */
export function PendingDeposits({
  onOpen,
  onCancelled,
}: {
  onOpen: (order: DepositOrder) => void;
  onCancelled?: (transactionId: string) => void;
}) {
  const { t, errorText, dateTime } = useCashierText();
  const { money } = useWallets();
  const pendingList = useCashierPendingDepositsQuery();
  const [cancel] = useCashierCancelDepositMutation();
  const { run, pending } = useMoneyIntent();
  const [asking, setAsking] = useState<DepositOrder | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const confirmCancel = async () => {
    if (!asking) return;
    const order = asking;
    const result = await run(`cancel:${order.transactionId}`, (key) =>
      cancel(withIdempotencyKey({ transactionId: order.transactionId }, key)).unwrap(),
    );
    if (!result) return;
    setAsking(null);
    if (result.ok) onCancelled?.(order.transactionId);
    setMessage(
      result.ok
        ? {
            tone: 'success',
            text: t('cashier:pending.cancelled', { reference: order.reference ?? order.transactionId }),
          }
        : { tone: 'danger', text: errorText(result.error) },
    );
  };

  let body;
  if (pendingList.isLoading) body = <SkeletonGroup lines={2} label={t('cashier:loading')} />;
  else if (!pendingList.data) {
    body = (
      <ErrorState
        headingLevel="h3"
        title={t('cashier:pending.loadFailed')}
        description={pendingList.error ? errorText(pendingList.error) : undefined}
        onRetry={() => void pendingList.refetch()}
        retrying={pendingList.isFetching}
      />
    );
  } else if (!pendingList.data.list.length) body = <StyledText>{t('cashier:pending.none')}</StyledText>;
  else {
    body = (
      <StyledList aria-labelledby="pending-title">
        {pendingList.data.list.map((order) => {
          const reference = order.reference ?? order.transactionId;
          return (
            <StyledCard
              key={order.transactionId}
              aria-label={t('cashier:pending.item', { amount: money(order.amount), reference })}
            >
              <Facts
                items={[
                  { key: 'amount', term: t('cashier:order.amount'), value: money(order.amount) },
                  { key: 'reference', term: t('cashier:order.reference'), value: reference },
                  ...(order.channelName
                    ? [{ key: 'channel', term: t('cashier:order.channel'), value: order.channelName }]
                    : []),
                  ...(order.createTime
                    ? [{ key: 'time', term: t('cashier:order.time'), value: dateTime(order.createTime) }]
                    : []),
                  {
                    key: 'status',
                    term: t('cashier:order.status'),
                    value: t(`cashier:depositStatus.${order.status}`, { defaultValue: order.status }),
                  },
                ]}
              />
              <StyledRow>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onOpen(order)}
                  aria-label={t('cashier:pending.openNamed', { reference })}
                >
                  {t('cashier:pending.open')}
                </Button>
                {order.cancellable !== false && (
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => {
                      setMessage(null);
                      setAsking(order);
                    }}
                    aria-label={t('cashier:pending.cancelNamed', { reference })}
                  >
                    {t('cashier:pending.cancel')}
                  </Button>
                )}
              </StyledRow>
            </StyledCard>
          );
        })}
      </StyledList>
    );
  }

  return (
    <StyledSection aria-labelledby="pending-title">
      <StyledHeading id="pending-title">{t('cashier:pending.title')}</StyledHeading>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {body}
      <ConfirmDialog
        open={asking !== null}
        destructive
        title={t('cashier:pending.confirmTitle')}
        message={
          asking
            ? t('cashier:pending.confirmText', {
                amount: money(asking.amount),
                reference: asking.reference ?? asking.transactionId,
              })
            : ''
        }
        confirmLabel={t('cashier:pending.confirmCancel')}
        cancelLabel={t('cashier:pending.keep')}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setAsking(null)}
        loading={pending}
      />
    </StyledSection>
  );
}
