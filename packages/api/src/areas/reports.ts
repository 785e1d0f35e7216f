import type { reportsCalls } from '../contract/calls/reports.ts';
import { reportsMeta } from '../contract/meta/reports.generated.ts';
import { wlApi } from '../rtk/api.ts';
import { areaEndpoints } from '../rtk/endpoints.ts';
import { MONEY_TAGS } from '../rtk/tags.ts';

const records = { providesTags: ['Transaction' as const, 'Report' as const] };
const report = { providesTags: ['Report' as const] };

/** Records and reports: deposits, withdrawals, transactions, profit, bets per category, agent team reports. */
export const reportsApi = wlApi.injectEndpoints({
  endpoints: (build) =>
    areaEndpoints<typeof reportsCalls>(build, reportsMeta, {
      'reports.deposits': records,
      'reports.withdrawals': records,
      'reports.transactions': records,
      'reports.profit': report,
      'reports.rngBets': report,
      'reports.liveBets': report,
      'reports.pvpBets': report,
      'reports.fishBets': report,
      'reports.lotteryBets': report,
      'reports.sportsSettledBets': report,
      'reports.sportsUnsettledBets': report,
      'reports.bonuses': report,
      // The stakes go back to the wallet: every balance and record shows it.
      'reports.cancelLotteryOrders': { invalidatesTags: (_r, e) => (e ? [] : MONEY_TAGS) },
      'reports.teamPnl': report,
      'reports.agentIncome': report,
      'reports.teamBets': report,
      'reports.teamTransactions': records,
      'reports.teamKpi': report,
    }),
});

export const {
  useReportsDepositsQuery,
  useLazyReportsDepositsQuery,
  useReportsWithdrawalsQuery,
  useLazyReportsWithdrawalsQuery,
  useReportsTransactionsQuery,
  useLazyReportsTransactionsQuery,
  useReportsProfitQuery,
  useLazyReportsProfitQuery,
  useReportsRngBetsQuery,
  useLazyReportsRngBetsQuery,
  useReportsLiveBetsQuery,
  useLazyReportsLiveBetsQuery,
  useReportsPvpBetsQuery,
  useLazyReportsPvpBetsQuery,
  useReportsFishBetsQuery,
  useLazyReportsFishBetsQuery,
  useReportsLotteryBetsQuery,
  useLazyReportsLotteryBetsQuery,
  useReportsSportsSettledBetsQuery,
  useLazyReportsSportsSettledBetsQuery,
  useReportsSportsUnsettledBetsQuery,
  useLazyReportsSportsUnsettledBetsQuery,
  useReportsBonusesQuery,
  useLazyReportsBonusesQuery,
  useReportsCancelLotteryOrdersMutation,
  useReportsTeamPnlQuery,
  useLazyReportsTeamPnlQuery,
  useReportsAgentIncomeQuery,
  useLazyReportsAgentIncomeQuery,
  useReportsTeamBetsQuery,
  useLazyReportsTeamBetsQuery,
  useReportsTeamTransactionsQuery,
  useLazyReportsTeamTransactionsQuery,
  useReportsTeamKpiQuery,
  useLazyReportsTeamKpiQuery,
} = reportsApi;
export { reportsMeta };
