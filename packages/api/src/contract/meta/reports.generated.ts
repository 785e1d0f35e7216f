// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import { metaRows } from './rows.ts';

export const reportsMeta = metaRows('reports', {
  'reports.deposits': ['GET /wps/relay/MCSFE_getDepositTransactionReport', { moduleId: 'DEPREC3', audience: 'realMember' }],
  'reports.withdrawals': ['GET /wps/relay/MCSFE_getWithdrawTransactionReport', { moduleId: 'WDRAWREC3', audience: 'realMember' }],
  'reports.transactions': ['GET /wps/relay/ODSFE2_MemTransDet', { moduleId: 'MEMTRANS3' }],
  'reports.profit': ['GET /wps/relay/ODSFE2_MemPNLDet', { moduleId: 'PERSPNL3' }],
  'reports.rngBets': ['GET /wps/relay/ODSFE2_RNGOrders', { moduleId: 'TRANSBETREPMEM3' }],
  'reports.liveBets': ['GET /wps/relay/ODSFE2_LiveOrders', { moduleId: 'TRANSBETREPMEM3' }],
  'reports.pvpBets': ['GET /wps/relay/ODSFE2_PvPOrders', { moduleId: 'TRANSBETREPMEM3' }],
  'reports.fishBets': ['GET /wps/relay/ODSFE2_FishOrders', { moduleId: 'TRANSBETREPMEM3' }],
  'reports.lotteryBets': ['GET /wps/relay/ODSFE2_LottOrders', { moduleId: 'TRANSBETREPMEM3' }],
  'reports.sportsSettledBets': ['GET /wps/relay/ODSFE2_SportsSettOrders', { moduleId: 'TRANSBETREPMEM3' }],
  'reports.sportsUnsettledBets': ['GET /wps/relay/ODSFE2_SportsUnsettOrders', { moduleId: 'TRANSBETREPMEM3' }],
  'reports.cancelLotteryOrders': ['PUT /wps/game/lotto/cancelSubOrders', { moduleId: 'TRANSBETREPMEM3' }],
  'reports.bonuses': ['GET /wps/relay/MCSFE_getBonusDetails', { moduleId: 'REWCEN3' }],
  'reports.teamPnl': ['GET /wps/relay/ODSFE2_TeamPNL', { moduleId: 'AGETEAMPNL3', audience: 'agent' }],
  'reports.agentIncome': ['GET /wps/relay/ODSFE2_AgentProfDet', { moduleId: 'AGEREV3', audience: 'agent' }],
  'reports.teamBets': ['GET /wps/relay/ODSFE2_getGameAnalysisData', { moduleId: 'TRANSBETREPMEM3', audience: 'agent' }],
  'reports.teamTransactions': ['GET /wps/relay/ODSFE2_agentMemDepWithdraw', { moduleId: 'CREDITMAR3', audience: 'agent' }],
  'reports.teamKpi': ['GET /wps/relay/ODSFE2_TeamKPIA', { moduleId: 'AGEINFO3', audience: 'agent' }],
});
