import { z } from 'zod';
import { defineCalls } from '../define.ts';
import { id, listOf, money, reportQuery } from '../common.ts';
import { relay } from './paths.ts';
import { teamKpiRow } from './agent.ts';

export const transactionRow = z.looseObject({
  id: id,
  type: z.string(),
  amount: money,
  balanceAfter: money.optional(),
  status: z.string(),
  createTime: z.number(),
  remark: z.string().nullish(),
});
export const betRow = z.looseObject({
  orderId: id,
  gameName: z.string(),
  vassalage: z.string().optional(),
  betAmount: money,
  validBet: money.optional(),
  winAmount: money,
  profitLoss: money.optional(),
  status: z.string(),
  betTime: z.number(),
});
/** A bonus credited to the member and how much of its turnover requirement the settled valid bets have met. */
export const bonusRow = z.looseObject({
  id: id,
  title: z.string(),
  type: z.string(),
  /** The deposit's or claim's reference the bonus was paid with. */
  reference: z.string().nullish(),
  amount: money,
  createTime: z.number(),
  requiredTurnover: money,
  currentTurnover: money,
  /** ACTIVE (turnover still to play) or COMPLETED. */
  status: z.string(),
});
export const pnlRow = z.looseObject({ date: z.string(), deposit: money, withdraw: money, bet: money, win: money, promotion: money.optional(), rebate: money.optional(), profitLoss: money });

const withSummary = <T extends z.ZodType>(item: T) => listOf(item).extend({ summary: z.looseObject({}).optional() });
const transactionQuery = reportQuery.extend({ type: z.string().optional(), status: z.string().optional() });
/** `gameType` narrows a call that covers several types (lottery: LOTT or ELOTT; sports: SPORTS, ESPORTS, COCKFIGHT). */
const betQuery = reportQuery.extend({ vassalage: z.string().optional(), settled: z.string().optional(), gameType: z.string().optional() });
const teamQuery = reportQuery.extend({ account: z.string().optional() });

export const reportsCalls = defineCalls('reports', {
  deposits: {
    method: 'GET', path: relay('MCSFE_getDepositTransactionReport'), moduleId: 'DEPREC3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: transactionQuery, response: withSummary(transactionRow),
    description: 'Deposit records.',
  },
  withdrawals: {
    method: 'GET', path: relay('MCSFE_getWithdrawTransactionReport'), moduleId: 'WDRAWREC3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: transactionQuery, response: withSummary(transactionRow),
    description: 'Withdrawal records.',
  },
  transactions: {
    method: 'GET', path: relay('ODSFE2_MemTransDet'), moduleId: 'MEMTRANS3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: transactionQuery, response: withSummary(transactionRow),
    description: "Member transaction detail (account record; the points mall's points details filter type POINTS).",
  },
  profit: {
    method: 'GET', path: relay('ODSFE2_MemPNLDet'), moduleId: 'PERSPNL3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: reportQuery, response: withSummary(pnlRow),
    description: 'Personal profit and loss per day.',
  },
  rngBets: {
    method: 'GET', path: relay('ODSFE2_RNGOrders'), moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: betQuery, response: withSummary(betRow), description: 'Betting record: slots (RNG).',
  },
  liveBets: {
    method: 'GET', path: relay('ODSFE2_LiveOrders'), moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: betQuery, response: withSummary(betRow), description: 'Betting record: live casino.',
  },
  pvpBets: {
    method: 'GET', path: relay('ODSFE2_PvPOrders'), moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: betQuery, response: withSummary(betRow), description: 'Betting record: PVP card games.',
  },
  fishBets: {
    method: 'GET', path: relay('ODSFE2_FishOrders'), moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: betQuery, response: withSummary(betRow), description: 'Betting record: fishing.',
  },
  lotteryBets: {
    method: 'GET', path: relay('ODSFE2_LottOrders'), moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: betQuery, response: withSummary(betRow), description: 'Betting record: lottery.',
  },
  sportsSettledBets: {
    method: 'GET', path: relay('ODSFE2_SportsSettOrders'), moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: betQuery, response: withSummary(betRow), description: 'Betting record: sports, settled.',
  },
  sportsUnsettledBets: {
    method: 'GET', path: relay('ODSFE2_SportsUnsettOrders'), moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: betQuery, response: withSummary(betRow), description: 'Betting record: sports, unsettled.',
  },
  cancelLotteryOrders: {
    method: 'PUT', path: '/wps/game/lotto/cancelSubOrders', moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'json', source: 'notes',
    request: z.object({ orderIds: z.array(id).min(1).max(50) }),
    response: z.looseObject({ cancelled: z.array(id), refunded: money }),
    description: 'Cancel lottery sub-orders not yet drawn (rows with cancellable true); the stakes go back to the wallet once.',
  },
  bonuses: {
    method: 'GET', path: relay('MCSFE_getBonusDetails'), moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'none', source: 'ours',
    request: reportQuery.extend({ status: z.enum(['ACTIVE', 'COMPLETED']).optional() }), response: withSummary(bonusRow),
    description: 'Bonus details: each bonus credited in the range with its turnover requirement and the valid bets played towards it.',
  },
  teamPnl: {
    method: 'GET', path: relay('ODSFE2_TeamPNL'), moduleId: 'AGETEAMPNL3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: teamQuery, response: withSummary(z.looseObject({ account: z.string(), deposit: money, withdraw: money, bet: money, win: money, profitLoss: money })),
    description: 'Agent: P&L statement of the team (user profit and loss).',
  },
  agentIncome: {
    method: 'GET', path: relay('ODSFE2_AgentProfDet'), moduleId: 'AGEREV3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: reportQuery, response: withSummary(z.looseObject({ date: z.string(), type: z.string(), amount: money })),
    description: 'Agent: my income (revenue report).',
  },
  teamBets: {
    method: 'GET', path: relay('ODSFE2_getGameAnalysisData'), moduleId: 'TRANSBETREPMEM3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: teamQuery.extend({ vassalage: z.string().optional(), gameType: z.string().optional() }),
    response: withSummary(betRow.extend({ account: z.string() })),
    description: 'Agent: team betting (optionally one game category, gameType, and one vendor, vassalage).',
  },
  teamTransactions: {
    method: 'GET', path: relay('ODSFE2_agentMemDepWithdraw'), moduleId: 'CREDITMAR3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: teamQuery, response: withSummary(transactionRow.extend({ account: z.string() })),
    description: "Agent: downlines' deposits and withdrawals (team transaction details).",
  },
  teamKpi: {
    method: 'GET', path: relay('ODSFE2_TeamKPIA'), moduleId: 'AGEINFO3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: reportQuery, response: listOf(teamKpiRow),
    description: 'Agent: team KPI report.',
  },
});
