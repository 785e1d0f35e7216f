/** The member's records (records.ts): each call to its service. */
import type { HandlerMap } from '../../http/types.ts';
import * as records from './records.ts';

export const reportsHandlers: HandlerMap = {
  'reports.rngBets': records.betReport(['RNG']),
  'reports.liveBets': records.betReport(['LIVE']),
  'reports.pvpBets': records.betReport(['PVP']),
  'reports.fishBets': records.betReport(['FISH']),
  'reports.lotteryBets': records.betReport(['LOTT', 'ELOTT']),
  'reports.sportsSettledBets': records.betReport(['SPORTS', 'ESPORTS', 'COCKFIGHT'], 'settled'),
  'reports.sportsUnsettledBets': records.betReport(['SPORTS', 'ESPORTS', 'COCKFIGHT'], 'unsettled'),
  'reports.transactions': records.transactions,
  'reports.cancelLotteryOrders': records.cancelLotteryOrders,
  'reports.bonuses': records.bonuses,
  'reports.profit': records.profit,
};
