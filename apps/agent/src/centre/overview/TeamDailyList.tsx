import { useMemo, useState } from 'react';
import type { useAgentTeamDailyQuery } from '@wl/api/agent';
import {
  RECORDS_PAGE_SIZE,
  RecordsReport,
  useRecordsText,
  type RecordColumn,
  type ReportResult,
} from '@wl/app-shell/records';
import { useAgentText } from '../useAgentText.ts';
import type { KpiRow } from './teamKpis.ts';
import { StyledSection } from './TeamOverview.styles.ts';

export function DailyList({
  days,
  result,
  from,
  to,
}: {
  days: readonly KpiRow[];
  result: ReturnType<typeof useAgentTeamDailyQuery>;
  from: string;
  to: string;
}) {
  const { t } = useAgentText();
  const { money } = useRecordsText();
  const [page, setPage] = useState(1);
  // Newest day first; every day of the range came in one answer, so the pages are cut here.
  const newest = useMemo(() => [...days].reverse(), [days]);
  const totalPages = Math.max(1, Math.ceil(newest.length / RECORDS_PAGE_SIZE));
  const shown = Math.min(page, totalPages);
  const report: ReportResult<KpiRow> = {
    isLoading: result.isLoading,
    isFetching: result.isFetching,
    isError: result.isError,
    error: result.error,
    refetch: result.refetch,
    data: result.data && {
      list: newest.slice((shown - 1) * RECORDS_PAGE_SIZE, shown * RECORDS_PAGE_SIZE),
      total: newest.length,
      totalPages,
    },
  };
  const amount = (key: keyof KpiRow, header: string, signed = false): RecordColumn<KpiRow> => ({
    key,
    header,
    value: (r) => Number(r[key] ?? 0),
    render: (r) => money(r[key] ?? 0),
    align: 'end',
    ...(signed
      ? {
          tone: (r: KpiRow) =>
            Number(r[key]) > 0 ? 'positive' : Number(r[key]) < 0 ? 'negative' : undefined,
        }
      : {}),
  });
  const counted = (key: keyof KpiRow, header: string): RecordColumn<KpiRow> => ({
    key,
    header,
    value: (r) => Number(r[key] ?? 0),
    align: 'end',
  });
  const columns: RecordColumn<KpiRow>[] = [
    { key: 'balanceDate', header: t('overview.col.date'), value: (r) => r.balanceDate },
    amount('teamDeposit', t('overview.kpi.deposit')),
    amount('teamWithdraw', t('overview.kpi.withdraw')),
    amount('teamTotalBet', t('overview.kpi.bet')),
    amount('teamTotalWin', t('overview.kpi.win')),
    amount('teamTotalPnl', t('overview.kpi.pnl'), true),
    counted('teamRegisterMemberCount', t('overview.kpi.register')),
    counted('teamFirstDepositCount', t('overview.kpi.firstDeposit')),
    counted('teamLoginMemberCount', t('overview.kpi.login')),
    { ...amount('teamValidBet', t('overview.kpi.validBet')), detailOnly: true },
    { ...counted('teamOnlineCount', t('overview.kpi.online')), detailOnly: true },
  ];
  return (
    <StyledSection aria-labelledby="team-daily">
      <h2 id="team-daily">{t('overview.dailyTitle')}</h2>
      <RecordsReport<KpiRow>
        caption={t('overview.dailyCaption', { from, to })}
        fileName={`team-daily-${from}-${to}.csv`}
        columns={columns}
        rowKey={(r) => r.balanceDate}
        result={report}
        page={shown}
        onPageChange={setPage}
        fetchPage={async () => ({ list: newest, total: newest.length, totalPages: 1 })}
        detailTitle={(r) => r.balanceDate}
        headingLevel="h3"
      />
    </StyledSection>
  );
}
