import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyReportsTeamTransactionsQuery, useReportsTeamTransactionsQuery } from '@wl/api/reports';
import {
  FRESH,
  RecordsReport,
  StyledRecords,
  useRecordsText,
  type RecordColumn,
} from '@wl/app-shell/records';
import { TeamFilters, summaryNumber, toneOf, useTeamReport } from './parts/teamReport.tsx';

/** A downline's deposit or withdrawal as reports.teamTransactions answers it. */
export type TeamTransactionRow = {
  id: string;
  account: string;
  type: string;
  amount: number;
  balanceAfter?: number | undefined;
  status: string;
  createTime: number;
  remark?: string | null | undefined;
};

/** Downline transaction details (`agentDownlineTransactionDetailsCopy`): the team's deposits and withdrawals. */
export default function DownlineTransactionDetails() {
  const { t } = useTranslation('agentCentre');
  const { money, dateTime } = useRecordsText();
  const report = useTeamReport();
  const result = useReportsTeamTransactionsQuery(report.args, FRESH);
  const [load] = useLazyReportsTeamTransactionsQuery();

  const columns = useMemo<RecordColumn<TeamTransactionRow>[]>(
    () => [
      { key: 'id', header: t('tx.col.id'), value: (r) => r.id, clip: true },
      { key: 'account', header: t('col.account'), value: (r) => r.account },
      { key: 'createTime', header: t('tx.col.time'), value: (r) => dateTime(r.createTime) },
      {
        key: 'type',
        header: t('tx.col.type'),
        value: (r) => t(`tx.type.${r.type.toLowerCase()}`, { defaultValue: r.type }),
      },
      {
        key: 'amount',
        header: t('tx.col.amount'),
        value: (r) => r.amount,
        render: (r) => money(r.amount),
        tone: (r) => toneOf(r.amount),
        align: 'end',
      },
      {
        key: 'status',
        header: t('col.status'),
        value: (r) => t(`tx.status.${r.status.toLowerCase()}`, { defaultValue: r.status }),
      },
      { key: 'remark', header: t('tx.col.remark'), value: (r) => r.remark ?? '', detailOnly: true },
    ],
    [t, money, dateTime],
  );
  const summary = result.data?.summary;
  const deposit = summaryNumber(summary, 'deposit', 'totalDeposit');
  const withdraw = summaryNumber(summary, 'withdraw', 'totalWithdraw', 'withdrawal');
  const amount = summaryNumber(summary, 'amount');
  const totals =
    deposit !== undefined || withdraw !== undefined
      ? { amount: t('tx.totals', { deposit: money(deposit ?? 0), withdraw: money(withdraw ?? 0) }) }
      : amount !== undefined
        ? { amount: money(amount) }
        : undefined;

  return (
    <StyledRecords>
      <TeamFilters report={report} />
      <RecordsReport<TeamTransactionRow>
        caption={t('tx.caption')}
        fileName={`team-transactions-${report.args.startDate}-${report.args.endDate}.csv`}
        columns={columns}
        rowKey={(r) => r.id}
        result={result}
        page={report.page}
        onPageChange={report.setPage}
        totals={totals}
        fetchPage={(pageNo, pageSize) => load({ ...report.args, pageNo, pageSize }, true).unwrap()}
        detailTitle={(r) => t('tx.detailTitle', { id: r.id })}
      />
    </StyledRecords>
  );
}
