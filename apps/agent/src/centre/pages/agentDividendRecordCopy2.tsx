import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractsDividendRecordsQuery, useLazyContractsDividendRecordsQuery } from '@wl/api/contracts';
import { useSiteConsolidatedSettingsQuery } from '@wl/api/site';
import {
  FRESH,
  RecordsFilters,
  RecordsReport,
  StyledRecords,
  useRecordsText,
  type RecordColumn,
} from '@wl/app-shell/records';
import { EmptyState, ErrorState, SkeletonGroup } from '@wl/ui';
import { ContractPage } from '../contracts/ContractPage.tsx';
import { useTeamReport } from './parts/teamReport.tsx';

/** One dividend settlement of contracts.dividendRecords. */
export type DividendRow = {
  id: string;
  account: string;
  periodStart: number;
  periodEnd: number;
  activeMembers: number;
  validBet: number;
  profitLoss?: number | undefined;
  rate: number;
  amount: number;
  status: string;
};

/** Is a consolidated-settings flag on ('1', 1, true, 'true')? */
export const flagOn = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/**
 * Dividends (`agentDividendRecordCopy2`), shown only when the merchant has dividends on: the dividend contracts (mine,
 * my downlines', an offer, their history) and the dividend records.
 */
export default function DividendRecords() {
  const { t } = useTranslation('agentCentre');
  const settings = useSiteConsolidatedSettingsQuery({});
  if (settings.isLoading) return <SkeletonGroup lines={3} label={t('state.loading')} />;
  if (settings.isError)
    return (
      <ErrorState
        title={t('state.errorTitle')}
        description={t('dividend.settingsFailed')}
        onRetry={() => void settings.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  if (!flagOn(settings.data?.divtypereq) && !flagOn(settings.data?.divtypeinfo)) {
    return <EmptyState title={t('dividend.offTitle')} description={t('dividend.offText')} />;
  }
  return (
    <>
      <ContractPage kind="dividend" records={false} />
      <DividendList />
    </>
  );
}

function DividendList() {
  const { t } = useTranslation('agentCentre');
  const { money, dateTime } = useRecordsText();
  const report = useTeamReport();
  const { account: _account, ...args } = report.args;
  const result = useContractsDividendRecordsQuery(args, FRESH);
  const [load] = useLazyContractsDividendRecordsQuery();
  const columns = useMemo<RecordColumn<DividendRow>[]>(
    () => [
      {
        key: 'period',
        header: t('dividend.col.period'),
        value: (r) =>
          t('dividend.period', {
            from: dateTime(r.periodStart).slice(0, 10),
            to: dateTime(r.periodEnd).slice(0, 10),
          }),
      },
      { key: 'account', header: t('col.account'), value: (r) => r.account },
      {
        key: 'activeMembers',
        header: t('dividend.col.activeMembers'),
        value: (r) => r.activeMembers,
        align: 'end',
      },
      {
        key: 'validBet',
        header: t('dividend.col.validBet'),
        value: (r) => r.validBet,
        render: (r) => money(r.validBet),
        align: 'end',
      },
      {
        key: 'profitLoss',
        header: t('dividend.col.profitLoss'),
        value: (r) => r.profitLoss ?? '',
        render: (r) => (r.profitLoss === undefined ? '' : money(r.profitLoss)),
        align: 'end',
      },
      {
        key: 'rate',
        header: t('dividend.col.rate'),
        value: (r) => r.rate,
        render: (r) => t('dividend.rate', { rate: r.rate }),
        align: 'end',
      },
      {
        key: 'amount',
        header: t('dividend.col.amount'),
        value: (r) => r.amount,
        render: (r) => money(r.amount),
        align: 'end',
      },
      {
        key: 'status',
        header: t('col.status'),
        value: (r) => t(`dividend.status.${r.status.toLowerCase()}`, { defaultValue: r.status }),
      },
    ],
    [t, money, dateTime],
  );
  // The call has no summary: the total is summed here, and only when every record is on this one page.
  const list = result.data?.list;
  const whole = list && (result.data?.totalPages ?? 1) <= 1;
  const totalCents = whole ? list.reduce((s, r) => s + Math.round(r.amount * 100), 0) : undefined;
  return (
    <StyledRecords>
      <RecordsFilters range={report.range} />
      <RecordsReport<DividendRow>
        caption={t('dividend.caption')}
        fileName={`dividends-${args.startDate}-${args.endDate}.csv`}
        columns={columns}
        rowKey={(r) => r.id}
        result={result}
        page={report.page}
        onPageChange={report.setPage}
        totals={totalCents === undefined ? undefined : { amount: money(totalCents / 100) }}
        fetchPage={(pageNo, pageSize) => load({ ...args, pageNo, pageSize }, true).unwrap()}
        detailTitle={(r) => t('dividend.detailTitle', { account: r.account })}
      />
    </StyledRecords>
  );
}
