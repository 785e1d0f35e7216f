import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyReportsAgentIncomeQuery, useReportsAgentIncomeQuery } from '@wl/api/reports';
import {
  FRESH,
  RecordsFilters,
  RecordsReport,
  StyledRecords,
  useRecordsText,
  type RecordColumn,
} from '@wl/app-shell/records';
import { summaryNumber, toneOf, useTeamReport } from './parts/teamReport.tsx';

/** One income entry of reports.agentIncome: a day, the kind of income (rebate, dividend, salary...), the amount. */
export type IncomeRow = { date: string; type: string; amount: number };

/** My income (`agentRevenueReport`): the agent's own earnings per day and kind, with the total and CSV. */
export default function AgentRevenueReport() {
  const { t } = useTranslation('agentCentre');
  const { money } = useRecordsText();
  const report = useTeamReport();
  // The income is the agent's own: no account to search.
  const { account: _account, ...args } = report.args;
  const result = useReportsAgentIncomeQuery(args, FRESH);
  const [load] = useLazyReportsAgentIncomeQuery();

  const columns = useMemo<RecordColumn<IncomeRow>[]>(
    () => [
      { key: 'date', header: t('income.col.date'), value: (r) => r.date },
      {
        key: 'type',
        header: t('income.col.type'),
        value: (r) => t(`income.type.${r.type.toLowerCase()}`, { defaultValue: r.type }),
      },
      {
        key: 'amount',
        header: t('income.col.amount'),
        value: (r) => r.amount,
        render: (r) => money(r.amount),
        tone: (r) => toneOf(r.amount),
        align: 'end',
      },
    ],
    [t, money],
  );
  const total = summaryNumber(result.data?.summary, 'amount', 'total');

  return (
    <StyledRecords>
      <RecordsFilters range={report.range} />
      <RecordsReport<IncomeRow>
        caption={t('income.caption')}
        fileName={`my-income-${args.startDate}-${args.endDate}.csv`}
        columns={columns}
        rowKey={(r) => `${r.date}-${r.type}`}
        result={result}
        page={report.page}
        onPageChange={report.setPage}
        totals={total === undefined ? undefined : { amount: money(total) }}
        fetchPage={(pageNo, pageSize) => load({ ...args, pageNo, pageSize }, true).unwrap()}
        detailTitle={(r) => t('income.detailTitle', { date: r.date })}
      />
    </StyledRecords>
  );
}
