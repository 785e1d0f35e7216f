import { lazy, Suspense, useMemo, useState } from 'react';
import { useAgentTeamDailyQuery, useAgentTeamOverviewQuery } from '@wl/api/agent';
import { FRESH, RecordsFilters, StyledRecords, useDayRange, useRecordsText } from '@wl/app-shell/records';
import { FormField, Select, Skeleton } from '@wl/ui';
import { DailyList } from '../overview/TeamDailyList.tsx';
import { TeamFigures } from '../overview/TeamFigures.tsx';
import type { KpiRow } from '../overview/teamKpis.ts';
import { StyledSection } from '../overview/TeamOverview.styles.ts';
import { useAgentText } from '../useAgentText.ts';

// The chart's code is fetched by this page only, when it first draws.
const TeamChart = lazy(() => import('../overview/TeamChart.tsx'));

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
