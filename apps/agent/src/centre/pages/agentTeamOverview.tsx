import { lazy, Suspense, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useAgentTeamDailyQuery, useAgentTeamOverviewQuery } from '@wl/api/agent';
import {
  FRESH,
  RECORDS_PAGE_SIZE,
  RecordsFilters,
  RecordsReport,
  StyledRecords,
  useDayRange,
  useRecordsText,
  type RecordColumn,
  type ReportResult,
} from '@wl/app-shell/records';
import { ErrorState, FormField, Select, Skeleton, SkeletonGroup } from '@wl/ui';
import { useAgentText } from '../useAgentText.ts';

// The chart's code is fetched by this page only, when it first draws.
const TeamChart = lazy(() => import('../overview/TeamChart.tsx'));

/** A day of team figures (protocol-notes §1.6, the team KPI row). */
type KpiRow = {
  balanceDate: string;
  teamDeposit: number;
  teamWithdraw: number;
  teamTotalBet: number;
  teamValidBet?: number;
  teamTotalWin: number;
  teamTotalPnl: number;
  teamRegisterMemberCount: number;
  teamFirstDepositCount: number;
  teamOnlineCount?: number;
  teamLoginMemberCount?: number;
};

type Summary = Record<string, number | undefined>;

export const VERTICALS = ['Rng', 'Live', 'Sports', 'Lott', 'Fish', 'Pvp'] as const;

/** The figures the chart can show, each a field of the daily row; amounts are money, the others counts. */
const METRICS = {
  pnl: { field: 'teamTotalPnl', money: true },
  deposit: { field: 'teamDeposit', money: true },
  withdraw: { field: 'teamWithdraw', money: true },
  bet: { field: 'teamTotalBet', money: true },
  win: { field: 'teamTotalWin', money: true },
  register: { field: 'teamRegisterMemberCount', money: false },
  firstDeposit: { field: 'teamFirstDepositCount', money: false },
  login: { field: 'teamLoginMemberCount', money: false },
} as const satisfies Record<string, { field: keyof KpiRow; money: boolean }>;
type Metric = keyof typeof METRICS;

const StyledKpis = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space['3']};
  margin: 0;
  div {
    display: grid;
    gap: ${({ theme }) => theme.space['1']};
    padding: ${({ theme }) => theme.space['3']};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bg.raised};
  }
  dt {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  min-width: 0;
  h2,
  h3 {
    margin: 0;
  }
`;

/**
 * agentTeamOverview (the default page): the team's figures over a date range (`agent.teamOverview`: deposits,
 * withdrawals, bets, wins, P&L, registrations, first deposits, online and login counts, P&L per vertical), a chart of
 * one figure per day and the daily list (`agent.teamDaily`, every day of the range in one answer). The team is the
 * agent's whole downline, not the agent.
 */
export default function AgentTeamOverview() {
  const range = useDayRange();
  const args = { startDate: range.applied.from, endDate: range.applied.to };
  const summary = useAgentTeamOverviewQuery(args, FRESH);
  const daily = useAgentTeamDailyQuery(args, FRESH);
  const days = useMemo(
    () =>
      [...((daily.data?.list ?? []) as KpiRow[])].sort((a, b) => a.balanceDate.localeCompare(b.balanceDate)),
    [daily.data],
  );
  return (
    <StyledRecords>
      <RecordsFilters range={range} />
      <TeamFigures result={summary} />
      <TeamChartSection days={days} loading={daily.isLoading} from={args.startDate} to={args.endDate} />
      <DailyList days={days} result={daily} from={args.startDate} to={args.endDate} />
    </StyledRecords>
  );
}

function TeamFigures({ result }: { result: ReturnType<typeof useAgentTeamOverviewQuery> }) {
  const { t, errorText } = useAgentText();
  const { money } = useRecordsText();
  let body;
  if (result.isLoading) body = <SkeletonGroup lines={3} label={t('loading')} />;
  else if (result.isError || !result.data) {
    body = (
      <ErrorState
        headingLevel="h3"
        title={t('overview.summaryFailed')}
        description={errorText(result.error)}
        onRetry={() => void result.refetch()}
        retryLabel={t('retry')}
        retrying={result.isFetching}
      />
    );
  } else {
    const s = result.data as Summary;
    const count = (v: number | undefined) => (v === undefined ? '–' : String(v));
    const items: [string, string][] = [
      [t('overview.kpi.deposit'), money(s.totalDeposit)],
      [t('overview.kpi.withdraw'), money(s.totalWithdrawal)],
      [t('overview.kpi.bet'), money(s.totalBet)],
      [t('overview.kpi.validBet'), money(s.totalValidBet)],
      [t('overview.kpi.win'), money(s.totalWin)],
      [t('overview.kpi.pnl'), money(s.totalPNL)],
      [t('overview.kpi.register'), count(s.registerCount)],
      [t('overview.kpi.firstDeposit'), count(s.firstDepositCount)],
      [t('overview.kpi.online'), count(s.onlineCount)],
      [t('overview.kpi.login'), count(s.loginCount)],
      [t('overview.kpi.teamCount'), count(s.teamCount)],
    ];
    body = (
      <>
        <Kpis items={items} />
        <StyledNote>{t('overview.pnlNote')}</StyledNote>
        <h3 id="team-verticals">{t('overview.verticalTitle')}</h3>
        <Kpis
          labelledBy="team-verticals"
          items={VERTICALS.map((v) => [t(`overview.vertical.${v}`), money(s[`total${v}PNL`] ?? 0)])}
        />
      </>
    );
  }
  return (
    <StyledSection aria-labelledby="team-figures" aria-busy={result.isFetching}>
      <h2 id="team-figures">{t('overview.summaryTitle')}</h2>
      {body}
    </StyledSection>
  );
}

function Kpis({ items, labelledBy }: { items: readonly [string, string][]; labelledBy?: string }) {
  return (
    <StyledKpis aria-labelledby={labelledBy}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </StyledKpis>
  );
}

function TeamChartSection({
  days,
  loading,
  from,
  to,
}: {
  days: readonly KpiRow[];
  loading: boolean;
  from: string;
  to: string;
}) {
  const { t } = useAgentText();
  const { money } = useRecordsText();
  const [metric, setMetric] = useState<Metric>('pnl');
  const { field, money: isMoney } = METRICS[metric];
  const name = t(`overview.kpi.${metric}`);
  const points = days.map((d) => {
    const value = Number(d[field] ?? 0);
    return { key: d.balanceDate, label: d.balanceDate, value, text: isMoney ? money(value) : String(value) };
  });
  // Without days there is nothing to draw: the daily list below says why (loading, none, or failed).
  if (!loading && days.length === 0) return null;
  return (
    <StyledSection aria-labelledby="team-chart">
      <h2 id="team-chart">{t('overview.chartTitle')}</h2>
      <FormField label={t('overview.chartMetric')}>
        <Select
          value={metric}
          onChange={(v) => setMetric(v as Metric)}
          options={(Object.keys(METRICS) as Metric[]).map((m) => ({
            value: m,
            label: t(`overview.kpi.${m}`),
          }))}
        />
      </FormField>
      {loading ? (
        <Skeleton variant="rect" height="12rem" />
      ) : (
        <Suspense fallback={<Skeleton variant="rect" height="12rem" />}>
          <TeamChart
            points={points}
            metric={name}
            caption={t('overview.chartCaption', { metric: name, from, to })}
          />
        </Suspense>
      )}
    </StyledSection>
  );
}

function DailyList({
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
