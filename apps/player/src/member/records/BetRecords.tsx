import { useMemo, useRef, useState } from 'react';
import { usePageSearchParams } from '../pageSearchParams.tsx';
import {
  useLazyReportsFishBetsQuery,
  useLazyReportsLiveBetsQuery,
  useLazyReportsLotteryBetsQuery,
  useLazyReportsPvpBetsQuery,
  useLazyReportsRngBetsQuery,
  useLazyReportsSportsSettledBetsQuery,
  useLazyReportsSportsUnsettledBetsQuery,
  useReportsCancelLotteryOrdersMutation,
  useReportsFishBetsQuery,
  useReportsLiveBetsQuery,
  useReportsLotteryBetsQuery,
  useReportsPvpBetsQuery,
  useReportsRngBetsQuery,
  useReportsSportsSettledBetsQuery,
  useReportsSportsUnsettledBetsQuery,
} from '@wl/api/reports';
import { newIdempotencyKey, withIdempotencyKey } from '@wl/api';
import { Alert, Button, ConfirmDialog, Tabs } from '@wl/ui';
import {
  RecordsFilters,
  FRESH,
  RECORDS_PAGE_SIZE,
  RecordsReport,
  type RecordColumn,
  type ReportPage,
  useDayRange,
  useRecordsText,
  StyledRecords,
} from '@wl/app-shell/records';

/** A bet as the bet-record calls answer it. */
type BetRow = {
  orderId: string;
  gameName: string;
  gameType?: unknown;
  vassalage?: string | undefined;
  betAmount: number;
  validBet?: number | undefined;
  winAmount: number;
  profitLoss?: number | undefined;
  status: string;
  betTime: number;
  settleTime?: unknown;
  cancellable?: unknown;
};

const BET_CATEGORIES = [
  'rng',
  'live',
  'pvp',
  'fish',
  'lottery',
  'elottery',
  'sportsSettled',
  'sportsUnsettled',
] as const;
export type BetCategory = (typeof BET_CATEGORIES)[number];

type BetArgs = { startDate: string; endDate: string; pageNo: number; pageSize: number; gameType?: string };
type Fetched = {
  data?: ReportPage<BetRow> | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};
type Trigger = (args: BetArgs, preferCache?: boolean) => { unwrap: () => Promise<ReportPage<BetRow>> };
type Hooks = {
  useQuery: (args: BetArgs, options: typeof FRESH) => Fetched;
  useLazyQuery: () => readonly [Trigger, ...unknown[]];
  gameType?: string;
};

/** Each tab's calls (lottery and e-lottery share one call, narrowed by game type). */
const HOOKS: Record<BetCategory, Hooks> = {
  rng: { useQuery: useReportsRngBetsQuery, useLazyQuery: useLazyReportsRngBetsQuery },
  live: { useQuery: useReportsLiveBetsQuery, useLazyQuery: useLazyReportsLiveBetsQuery },
  pvp: { useQuery: useReportsPvpBetsQuery, useLazyQuery: useLazyReportsPvpBetsQuery },
  fish: { useQuery: useReportsFishBetsQuery, useLazyQuery: useLazyReportsFishBetsQuery },
  lottery: {
    useQuery: useReportsLotteryBetsQuery,
    useLazyQuery: useLazyReportsLotteryBetsQuery,
    gameType: 'LOTT',
  },
  elottery: {
    useQuery: useReportsLotteryBetsQuery,
    useLazyQuery: useLazyReportsLotteryBetsQuery,
    gameType: 'ELOTT',
  },
  sportsSettled: {
    useQuery: useReportsSportsSettledBetsQuery,
    useLazyQuery: useLazyReportsSportsSettledBetsQuery,
  },
  sportsUnsettled: {
    useQuery: useReportsSportsUnsettledBetsQuery,
    useLazyQuery: useLazyReportsSportsUnsettledBetsQuery,
  },
};

const isCategory = (value: string | null): value is BetCategory =>
  BET_CATEGORIES.includes(value as BetCategory);

/** Betting records (`personalHistoryCopy`): one tab per category; the tab is in the address (`?tab=live`). */
export function BetRecords() {
  const { t } = useRecordsText();
  const [search, setSearch] = usePageSearchParams();
  const param = search.get('tab');
  const tab: BetCategory = isCategory(param) ? param : 'rng';
  const range = useDayRange();
  return (
    <StyledRecords>
      <RecordsFilters range={range} />
      <Tabs
        label={t('bets.tabsLabel')}
        value={tab}
        onChange={(id) =>
          setSearch(
            (prev) => {
              const next = new URLSearchParams(prev);
              next.set('tab', id);
              return next;
            },
            { replace: true },
          )
        }
        items={BET_CATEGORIES.map((id) => ({
          id,
          label: t(`bets.tab.${id}`),
          content:
            id === tab ? (
              <BetTab
                key={`${id}:${range.applied.from}:${range.applied.to}`}
                category={id}
                from={range.applied.from}
                to={range.applied.to}
              />
            ) : undefined,
        }))}
      />
    </StyledRecords>
  );
}

function BetTab({ category, from, to }: { category: BetCategory; from: string; to: string }) {
  const { t, money, dateTime, errorText } = useRecordsText();
  const hooks = HOOKS[category];
  const [page, setPage] = useState(1);
  const args: BetArgs = {
    startDate: from,
    endDate: to,
    pageNo: page,
    pageSize: RECORDS_PAGE_SIZE,
    ...(hooks.gameType ? { gameType: hooks.gameType } : {}),
  };
  const result = hooks.useQuery(args, FRESH);
  const [load] = hooks.useLazyQuery();
  const [cancelling, setCancelling] = useState<BetRow | null>(null);
  const [cancel, cancelState] = useReportsCancelLotteryOrdersMutation();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  // One key per order the player chose to cancel: a retry of the same intent cannot refund twice.
  const keys = useRef(new Map<string, string>());

  const columns = useMemo<RecordColumn<BetRow>[]>(
    () => [
      { key: 'orderId', header: t('bets.col.orderId'), value: (r) => r.orderId, clip: true },
      { key: 'betTime', header: t('bets.col.betTime'), value: (r) => dateTime(r.betTime), keyOnPhone: true },
      { key: 'gameName', header: t('bets.col.game'), value: (r) => r.gameName, keyOnPhone: true },
      { key: 'vassalage', header: t('bets.col.provider'), value: (r) => r.vassalage ?? '' },
      {
        key: 'betAmount',
        header: t('bets.col.bet'),
        value: (r) => r.betAmount,
        render: (r) => money(r.betAmount),
        align: 'end',
        keyOnPhone: true,
      },
      {
        key: 'validBet',
        header: t('bets.col.validBet'),
        value: (r) => r.validBet ?? '',
        render: (r) => (r.validBet === undefined ? '' : money(r.validBet)),
        align: 'end',
      },
      {
        key: 'winAmount',
        header: t('bets.col.win'),
        value: (r) => r.winAmount,
        render: (r) => money(r.winAmount),
        align: 'end',
      },
      {
        key: 'profitLoss',
        header: t('bets.col.profitLoss'),
        value: (r) => r.profitLoss ?? '',
        render: (r) => (r.profitLoss === undefined ? '' : money(r.profitLoss)),
        tone: (r) =>
          (r.profitLoss ?? 0) > 0 ? 'positive' : (r.profitLoss ?? 0) < 0 ? 'negative' : undefined,
        align: 'end',
        keyOnPhone: true,
      },
      {
        key: 'status',
        header: t('bets.col.status'),
        value: (r) => t(`bets.status.${r.status}`, { defaultValue: r.status }),
      },
      {
        key: 'settleTime',
        header: t('bets.col.settleTime'),
        value: (r) => (typeof r.settleTime === 'number' ? dateTime(r.settleTime) : ''),
        detailOnly: true,
      },
    ],
    [t, money, dateTime],
  );
  const summary = result.data?.summary as
    { betAmount?: number; validBet?: number; winAmount?: number; profitLoss?: number } | undefined;
  const totals = summary && {
    betAmount: money(summary.betAmount),
    validBet: money(summary.validBet),
    winAmount: money(summary.winAmount),
    profitLoss: money(summary.profitLoss),
  };

  const confirmCancel = async (row: BetRow) => {
    let key = keys.current.get(row.orderId);
    if (!key) {
      key = newIdempotencyKey();
      keys.current.set(row.orderId, key);
    }
    try {
      const answer = await cancel(withIdempotencyKey({ orderIds: [row.orderId] }, key)).unwrap();
      setOutcome({
        tone: 'success',
        text: t('bets.cancel.done', { orderId: row.orderId, amount: money(answer.refunded) }),
      });
    } catch (error) {
      setOutcome({ tone: 'danger', text: t('bets.cancel.failed', { reason: errorText(error) }) });
    }
    setCancelling(null);
  };

  return (
    <StyledRecords>
      {outcome && (
        <Alert tone={outcome.tone} onClose={() => setOutcome(null)} closeLabel={t('detail.close')}>
          {outcome.text}
        </Alert>
      )}
      <RecordsReport<BetRow>
        caption={t(`bets.caption.${category}`)}
        fileName={`bets-${category}-${from}-${to}.csv`}
        columns={columns}
        rowKey={(r) => r.orderId}
        result={result}
        page={page}
        onPageChange={setPage}
        totals={totals}
        fetchPage={(pageNo, pageSize) => load({ ...args, pageNo, pageSize }, true).unwrap()}
        detailTitle={(r) => t('bets.detailTitle', { orderId: r.orderId })}
        detailActions={(row, close) =>
          row.cancellable === true ? (
            <Button
              variant="danger"
              onClick={() => {
                close();
                setCancelling(row);
              }}
            >
              {t('bets.cancel.button')}
            </Button>
          ) : null
        }
      />
      <ConfirmDialog
        open={cancelling !== null}
        destructive
        title={t('bets.cancel.title')}
        message={
          cancelling
            ? t('bets.cancel.message', { orderId: cancelling.orderId, amount: money(cancelling.betAmount) })
            : ''
        }
        confirmLabel={t('bets.cancel.confirm')}
        cancelLabel={t('bets.cancel.keep')}
        loading={cancelState.isLoading}
        onCancel={() => setCancelling(null)}
        onConfirm={() => cancelling && void confirmCancel(cancelling)}
      />
    </StyledRecords>
  );
}
