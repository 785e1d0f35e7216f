import { useState } from 'react';
import { useReportsWithdrawalsQuery } from '@wl/api/reports';
import { localDate, presetRange } from '@wl/domain';
import { ErrorState, Table } from '@wl/ui';
import { StyledHeading, StyledSection } from './parts.tsx';
import { useCashierText, useWallets } from './useCashier.ts';

type Row = {
  id: string;
  amount: number;
  status: string;
  createTime: number;
  remark?: string | null | undefined;
};

/** The withdrawals of the last 30 days (the latest 10) and where each stands (pending, paid, rejected and returned, ...). */
export function WithdrawalStatus() {
  const { t, errorText, dateTime } = useCashierText();
  const { money } = useWallets();
  // The last 30 days, fixed when the page opens (a new range each render would ask again each render).
  const [query] = useState(() => {
    const range = presetRange('last30', localDate(Date.now(), -new Date().getTimezoneOffset()));
    return { startDate: range.from, endDate: range.to, pageNo: 1, pageSize: 10 };
  });
  const report = useReportsWithdrawalsQuery(query);

  return (
    <StyledSection aria-labelledby="withdrawals-title">
      <StyledHeading id="withdrawals-title">{t('cashier:withdrawals.title')}</StyledHeading>
      {report.isError && !report.data ? (
        <ErrorState
          headingLevel="h3"
          title={t('cashier:withdrawals.loadFailed')}
          description={errorText(report.error)}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        <Table<Row>
          caption={t('cashier:withdrawals.title')}
          hideCaption
          loading={report.isLoading}
          rows={report.data?.list ?? []}
          rowKey={(r) => r.id}
          emptyText={t('cashier:withdrawals.none')}
          columns={[
            { key: 'createTime', header: t('cashier:order.time'), render: (r) => dateTime(r.createTime) },
            {
              key: 'amount',
              header: t('cashier:order.amount'),
              align: 'end',
              render: (r) => money(r.amount),
            },
            {
              key: 'status',
              header: t('cashier:order.status'),
              render: (r) => t(`cashier:withdrawStatus.${r.status}`, { defaultValue: r.status }),
            },
            { key: 'remark', header: t('cashier:withdrawals.remark'), render: (r) => r.remark ?? '' },
          ]}
        />
      )}
    </StyledSection>
  );
}
