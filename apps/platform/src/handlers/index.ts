import type { HandlerMap } from '../http/types.ts';
import { agentHandlers } from './agent.ts';
import { agentReportsHandlers } from './agent-reports.ts';
import { cashierDevHandlers, cashierHandlers } from './cashier.ts';
import { contractsDevHandlers, contractsHandlers } from './contracts.ts';
import { devHandlers } from './dev.ts';
import { gamesHandlers } from './games.ts';
import { lotteryHandlers } from './lottery.ts';
import { memberHandlers } from './member.ts';
import { messagesHandlers } from './messages.ts';
import { missionsHandlers } from './missions.ts';
import { pointsHandlers } from './points.ts';
import { promotionsHandlers } from './promotions.ts';
import { referralHandlers } from './referral.ts';
import { reportsHandlers } from './reports.ts';
import { sessionHandlers } from './session.ts';
import { siteHandlers } from './site.ts';
import { vipHandlers } from './vip.ts';
import { walletHandlers } from './wallet.ts';

/** Every handler, keyed by registry call name. */
export const handlers: HandlerMap = {
  ...siteHandlers,
  ...sessionHandlers,
  ...memberHandlers,
  ...gamesHandlers,
  ...lotteryHandlers,
  ...walletHandlers,
  ...messagesHandlers,
  ...reportsHandlers,
  ...agentHandlers,
  ...agentReportsHandlers,
  ...contractsHandlers,
  ...pointsHandlers,
  ...promotionsHandlers,
  ...missionsHandlers,
  ...vipHandlers,
  ...referralHandlers,
  ...cashierHandlers,
  ...devHandlers,
  ...cashierDevHandlers,
  ...contractsDevHandlers,
};

/** Areas this platform serves completely (a test checks no call of them lacks a handler). */
export const SERVED_AREAS = [
  'site',
  'session',
  'member',
  'games',
  'lottery',
  'wallet',
  'cashier',
  'messages',
  'agent',
  'contracts',
  'reports',
  'points',
  'promotions',
  'missions',
  'vip',
  'referral',
  'dev',
] as const;
