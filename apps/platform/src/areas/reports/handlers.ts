/** The member's records (bet-records.ts, account-records.ts): each call to its service. */
import type { HandlerMap } from '../../http/types.ts';
import { betReport, cancelLotteryOrders } from './bet-records.ts';
import { bonuses, profit, transactions } from './account-records.ts';

export const reportsHandlers: HandlerMap = {
  'reports.rngBets': betReport(['RNG']),
  'reports.liveBets': betReport(['LIVE']),
  'reports.pvpBets': betReport(['PVP']),
  'reports.fishBets': betReport(['FISH']),
  'reports.lotteryBets': betReport(['LOTT', 'ELOTT']),
  'reports.sportsSettledBets': betReport(['SPORTS', 'ESPORTS', 'COCKFIGHT'], 'settled'),
  'reports.sportsUnsettledBets': betReport(['SPORTS', 'ESPORTS', 'COCKFIGHT'], 'unsettled'),
  'reports.transactions': transactions,
  'reports.cancelLotteryOrders': cancelLotteryOrders,
  'reports.bonuses': bonuses,
  'reports.profit': profit,
};
