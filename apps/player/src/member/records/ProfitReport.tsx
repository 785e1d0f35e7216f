import { lazy, Suspense, useMemo, useState } from 'react';
import {
  useReportsFishBetsQuery,
  useReportsLiveBetsQuery,
  useReportsLotteryBetsQuery,
  useReportsProfitQuery,
  useReportsPvpBetsQuery,
  useReportsRngBetsQuery,
  useReportsSportsSettledBetsQuery,
} from '@wl/api/reports';
import { FormField, Select, Skeleton } from '@wl/ui';
import {
  RecordsFilters,
  FRESH,
  RECORDS_PAGE_SIZE,
  RecordsReport,
  type RecordColumn,
  type ReportResult,
  useDayRange,
  useRecordsText,
  StyledRecords,
} from '@wl/app-shell/records';
import { groupProfit, type ProfitDay, type ProfitPeriod, type ProfitRow } from './profit.ts';

// The chart's code is fetched by this page only, when it first draws.
const ProfitChart = lazy(() => import('./ProfitChart.tsx'));

const PERIODS: readonly ProfitPeriod[] = ['day', 'week', 'month'];
/** The profit report of a range is one request: 60 days fit in one page. */
const DAYS_PAGE = 100;

/** The game categories the report sums (each has its words, `records:profit.category.<category>`). */
type ProfitCategory = 'rng' | 'live' | 'pvp' | 'fish' | 'lottery' | 'sports';

type CategoryRow = {
  category: ProfitCategory;
  count: number;
  betAmount: number;
  validBet: number;
  winAmount: number;
  profitLoss: number;
};
type Summary = {
  count?: number;
  betAmount?: number;
  validBet?: number;
  winAmount?: number;
  profitLoss?: number;
};

/** Personal profit and loss (`personalProfit`): by period (day, week, month) with a chart, and by game category. */
export function ProfitReport() {
  const { t, money } = useRecordsText();
  const range = useDayRange();
  const [period, setPeriod] = useState<ProfitPeriod>('day');
  const [page, setPage] = useState(1);
  const args = { startDate: range.applied.from, endDate: range.applied.to };
  const days = useReportsProfitQuery({ ...args, pageNo: 1, pageSize: DAYS_PAGE }, FRESH);

  const rows = useMemo(
    () => groupProfit((days.data?.list ?? []) as ProfitDay[], period),
    [days.data, period],
  );
  const totalPages = Math.max(1, Math.ceil(rows.length / RECORDS_PAGE_SIZE));
  const summary = days.data?.summary as { bet?: number; win?: number; profitLoss?: number } | undefined;
  const sum = (k: 'deposit' | 'withdraw' | 'promotion' | 'rebate') =>
    rows.reduce((s, r) => s + Math.round(r[k] * 100), 0) / 100;
  const result: ReportResult<ProfitRow> = {
    ...days,
    data: days.data && {
      list: rows.slice((page - 1) * RECORDS_PAGE_SIZE, page * RECORDS_PAGE_SIZE),
      total: rows.length,
      totalPages,
    },
  };

  const periodLabel = (r: ProfitRow) =>
    period === 'day' ? r.from : period === 'month' ? r.key : t('profit.weekOf', { from: r.from, to: r.to });
  const amount = (key: keyof ProfitRow, header: string, signed = false): RecordColumn<ProfitRow> => ({
    key,
    header,
    value: (r) => r[key],
    render: (r) => money(r[key]),
    align: 'end',
    ...(signed
      ? {
          tone: (r: ProfitRow) =>
            (r[key] as number) > 0 ? 'positive' : (r[key] as number) < 0 ? 'negative' : undefined,
        }
      : {}),
  });
  const columns: RecordColumn<ProfitRow>[] = [
    { key: 'period', header: t(`profit.col.${period}`), value: periodLabel },
    amount('bet', t('profit.col.bet')),
    amount('win', t('profit.col.win')),
    amount('profitLoss', t('profit.col.profitLoss'), true),
    amount('deposit', t('profit.col.deposit')),
    amount('withdraw', t('profit.col.withdraw')),
    amount('promotion', t('profit.col.promotion')),
    amount('rebate', t('profit.col.rebate')),
  ];
  const totals = summary && {
    bet: money(summary.bet),
    win: money(summary.win),
    profitLoss: money(summary.profitLoss),
    deposit: money(sum('deposit')),
    withdraw: money(sum('withdraw')),
    promotion: money(sum('promotion')),
    rebate: money(sum('rebate')),
  };

  return (
    <StyledRecords>
      <RecordsFilters
        range={{
          ...range,
          change: (next) => {
            range.change(next);
            setPage(1);
          },
        }}
      >
        <FormField label={t('profit.period')}>
          <Select
            value={period}
            onChange={(v) => {
              setPeriod(v as ProfitPeriod);
              setPage(1);
            }}
            options={PERIODS.map((p) => ({ value: p, label: t(`profit.by.${p}`) }))}
          />
        </FormField>
      </RecordsFilters>
      <section aria-labelledby="profit-periods">
        <h2 id="profit-periods">{t('profit.byPeriodTitle')}</h2>
        {rows.length > 0 && (
          <Suspense fallback={<Skeleton variant="rect" height="12rem" />}>
            <ProfitChart
              caption={t(`profit.chartCaption.${period}`)}
              points={rows.map((r) => ({
                key: r.key,
                label: periodLabel(r),
                value: r.profitLoss,
                text: money(r.profitLoss),
              }))}
            />
          </Suspense>
        )}
        <RecordsReport<ProfitRow>
          caption={t(`profit.caption.${period}`)}
          fileName={`profit-${period}-${range.applied.from}-${range.applied.to}.csv`}
          columns={columns}
          rowKey={(r) => r.key}
          result={result}
          page={page}
          onPageChange={setPage}
          totals={totals}
          fetchPage={async () => ({ list: rows, total: rows.length, totalPages: 1 })}
          detailTitle={(r) => periodLabel(r)}
          headingLevel="h3"
        />
      </section>
      <ProfitByCategory from={range.applied.from} to={range.applied.to} />
    </StyledRecords>
  );
}

/** Settled bets per category in the range: each bet-record call's summary (one row asked for, the totals read). */
function ProfitByCategory({ from, to }: { from: string; to: string }) {
  const { t, money } = useRecordsText();
  const args = { startDate: from, endDate: to, pageNo: 1, pageSize: 1 };
  const sources = [
    ['rng', useReportsRngBetsQuery(args, FRESH)],
    ['live', useReportsLiveBetsQuery(args, FRESH)],
    ['pvp', useReportsPvpBetsQuery(args, FRESH)],
    ['fish', useReportsFishBetsQuery(args, FRESH)],
    ['lottery', useReportsLotteryBetsQuery({ ...args, settled: 'true' }, FRESH)],
    ['sports', useReportsSportsSettledBetsQuery(args, FRESH)],
  ] as const;
  const list: CategoryRow[] = sources.map(([category, q]) => {
    const s = (q.data?.summary ?? {}) as Summary;
    return {
      category,
      count: s.count ?? 0,
      betAmount: s.betAmount ?? 0,
      validBet: s.validBet ?? 0,
      winAmount: s.winAmount ?? 0,
      profitLoss: s.profitLoss ?? 0,
    };
  });
  const failed = sources.find(([, q]) => q.isError)?.[1];
  const loading = sources.some(([, q]) => q.isLoading);
  const fetching = sources.some(([, q]) => q.isFetching);
  const total = (k: keyof Omit<CategoryRow, 'category'>) =>
    list.reduce((s, r) => s + Math.round(r[k] * 100), 0) / 100;
  const result: ReportResult<CategoryRow> = {
    data: loading ? undefined : { list: list.filter((r) => r.count > 0), totalPages: 1 },
    isLoading: loading,
    isFetching: fetching,
    isError: Boolean(failed),
    error: failed?.error,
    refetch: () => sources.forEach(([, q]) => void q.refetch()),
  };
  const columns: RecordColumn<CategoryRow>[] = [
    { key: 'category', header: t('profit.col.category'), value: (r) => t(`profit.category.${r.category}`) },
    { key: 'count', header: t('profit.col.count'), value: (r) => r.count, align: 'end' },
    {
      key: 'betAmount',
      header: t('profit.col.bet'),
      value: (r) => r.betAmount,
      render: (r) => money(r.betAmount),
      align: 'end',
    },
    {
      key: 'validBet',
      header: t('profit.col.validBet'),
      value: (r) => r.validBet,
      render: (r) => money(r.validBet),
      align: 'end',
    },
    {
      key: 'winAmount',
      header: t('profit.col.win'),
      value: (r) => r.winAmount,
      render: (r) => money(r.winAmount),
      align: 'end',
    },
    {
      key: 'profitLoss',
      header: t('profit.col.profitLoss'),
      value: (r) => r.profitLoss,
      render: (r) => money(r.profitLoss),
      tone: (r) => (r.profitLoss > 0 ? 'positive' : r.profitLoss < 0 ? 'negative' : undefined),
      align: 'end',
    },
  ];
  const shown = result.data?.list ?? [];
  return (
    <section aria-labelledby="profit-categories">
      <h2 id="profit-categories">{t('profit.byCategoryTitle')}</h2>
      <RecordsReport<CategoryRow>
        caption={t('profit.categoryCaption')}
        fileName={`profit-categories-${from}-${to}.csv`}
        columns={columns}
        rowKey={(r) => r.category}
        result={result}
        page={1}
        onPageChange={() => {}}
        totals={{
          count: String(total('count')),
          betAmount: money(total('betAmount')),
          validBet: money(total('validBet')),
          winAmount: money(total('winAmount')),
          profitLoss: money(total('profitLoss')),
        }}
        fetchPage={async () => ({ list: shown, totalPages: 1 })}
        detailTitle={(r) => t(`profit.category.${r.category}`)}
        headingLevel="h3"
      />
    </section>
  );
}
