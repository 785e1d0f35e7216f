/** The agent centre's team reports (team.ts): each call to its service. */
import type { HandlerMap } from '../../http/types.ts';
import * as team from './team.ts';

export const agentReportsHandlers: HandlerMap = {
  'reports.teamPnl': team.teamPnl,
  'reports.agentIncome': team.agentIncome,
  'reports.teamBets': team.teamBets,
  'reports.teamTransactions': team.teamTransactions,
  'reports.teamKpi': team.teamKpi,
};
