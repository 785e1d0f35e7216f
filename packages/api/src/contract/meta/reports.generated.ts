// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import type { CallMeta } from '../define.ts';

export const reportsMeta = {
  'reports.deposits': { name: 'reports.deposits', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getDepositTransactionReport', moduleId: 'DEPREC3', auth: 'token', audience: 'realMember', encrypted: false, body: 'none' },
  'reports.withdrawals': { name: 'reports.withdrawals', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getWithdrawTransactionReport', moduleId: 'WDRAWREC3', auth: 'token', audience: 'realMember', encrypted: false, body: 'none' },
  'reports.transactions': { name: 'reports.transactions', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_MemTransDet', moduleId: 'MEMTRANS3', auth: 'token', encrypted: false, body: 'none' },
  'reports.profit': { name: 'reports.profit', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_MemPNLDet', moduleId: 'PERSPNL3', auth: 'token', encrypted: false, body: 'none' },
  'reports.rngBets': { name: 'reports.rngBets', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_RNGOrders', moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none' },
  'reports.liveBets': { name: 'reports.liveBets', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_LiveOrders', moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none' },
  'reports.pvpBets': { name: 'reports.pvpBets', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_PvPOrders', moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none' },
  'reports.fishBets': { name: 'reports.fishBets', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_FishOrders', moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none' },
  'reports.lotteryBets': { name: 'reports.lotteryBets', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_LottOrders', moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none' },
  'reports.sportsSettledBets': { name: 'reports.sportsSettledBets', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_SportsSettOrders', moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none' },
  'reports.sportsUnsettledBets': { name: 'reports.sportsUnsettledBets', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_SportsUnsettOrders', moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none' },
  'reports.cancelLotteryOrders': { name: 'reports.cancelLotteryOrders', area: 'reports', kind: 'mutation', method: 'PUT', path: '/wps/game/lotto/cancelSubOrders', moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'json' },
  'reports.bonuses': { name: 'reports.bonuses', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getBonusDetails', moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'none' },
  'reports.teamPnl': { name: 'reports.teamPnl', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_TeamPNL', moduleId: 'AGETEAMPNL3', auth: 'token', audience: 'agent', encrypted: false, body: 'none' },
  'reports.agentIncome': { name: 'reports.agentIncome', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_AgentProfDet', moduleId: 'AGEREV3', auth: 'token', audience: 'agent', encrypted: false, body: 'none' },
  'reports.teamBets': { name: 'reports.teamBets', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_getGameAnalysisData', moduleId: 'TRANSBETREPMEM3', auth: 'token', audience: 'agent', encrypted: false, body: 'none' },
  'reports.teamTransactions': { name: 'reports.teamTransactions', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_agentMemDepWithdraw', moduleId: 'CREDITMAR3', auth: 'token', audience: 'agent', encrypted: false, body: 'none' },
  'reports.teamKpi': { name: 'reports.teamKpi', area: 'reports', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_TeamKPIA', moduleId: 'AGEINFO3', auth: 'token', audience: 'agent', encrypted: false, body: 'none' },
} as const satisfies Readonly<Record<string, CallMeta>>;
