import { useState } from 'react';
import type { DepositOrder } from '@wl/api/contract';
import { useCashierDepositSettingsQuery } from '@wl/api/cashier';
import { Alert, ErrorState, SkeletonGroup } from '@wl/ui';
import { DepositForm } from './DepositForm.tsx';
import { DepositOrderView } from './DepositOrderView.tsx';
import { PendingDeposits } from './PendingDeposits.tsx';
import { StyledPage } from './parts.tsx';
import { useCashierText } from './useCashier.ts';

/** depositv2: the deposit form or the order being paid, and the deposits waiting for their payment. */
export function Deposit() {
  const { t, errorText } = useCashierText();
  const settings = useCashierDepositSettingsQuery();
  const [order, setOrder] = useState<DepositOrder | null>(null);

  if (settings.isLoading) return <SkeletonGroup lines={4} label={t('cashier:loading')} />;
  if (!settings.data) {
    return (
      <ErrorState
        headingLevel="h2"
        title={t('cashier:deposit.loadFailed')}
        description={settings.error ? errorText(settings.error) : undefined}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  const { allowDeposit, pendingCount, maxPendingDeposits } = settings.data;
  const full =
    maxPendingDeposits !== undefined && pendingCount !== undefined && pendingCount >= maxPendingDeposits;

  return (
    <StyledPage>
      {!allowDeposit ? (
        <Alert tone="warning">{t('cashier:deposit.notAllowed')}</Alert>
      ) : order ? (
        <DepositOrderView order={order} onClose={() => setOrder(null)} />
      ) : (
        <>
          {full && (
            <Alert tone="warning">{t('cashier:deposit.tooManyPending', { count: pendingCount })}</Alert>
          )}
          <DepositForm onCreated={setOrder} />
        </>
      )}
      <PendingDeposits
        onOpen={setOrder}
        onCancelled={(id) => setOrder((open) => (open?.transactionId === id ? null : open))}
      />
    </StyledPage>
  );
}
