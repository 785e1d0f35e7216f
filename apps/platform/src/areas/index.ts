import type { HandlerMap } from '../http/types.ts';
import { agentHandlers } from './agent/handlers.ts';
import { agentReportsHandlers } from './reports/team-handlers.ts';
import { cashierDevHandlers, cashierHandlers } from './cashier/handlers.ts';
import { contractsDevHandlers, contractsHandlers } from './contracts/handlers.ts';
import { devHandlers } from './dev/handlers.ts';
import { gamesHandlers } from './games/handlers.ts';
import { kycDevHandlers, kycHandlers } from './kyc/handlers.ts';
import { lotteryHandlers } from './lottery/handlers.ts';
import { memberHandlers } from './member/handlers.ts';
import { messagesHandlers } from './messages/handlers.ts';
import { missionsHandlers } from './missions/handlers.ts';
import { pointsHandlers } from './points/handlers.ts';
import { protectionDevHandlers, protectionHandlers } from './protection/handlers.ts';
import { promotionsHandlers } from './promotions/handlers.ts';
import { referralHandlers } from './referral/handlers.ts';
import { reportsHandlers } from './reports/handlers.ts';
import { sessionHandlers } from './session/handlers.ts';
import { thirdPartyHandlers } from './session/third-party-handlers.ts';
import { siteHandlers } from './site/handlers.ts';
import { vipHandlers } from './vip/handlers.ts';
import { walletHandlers } from './wallet/handlers.ts';

/** Every handler, keyed by registry call name. */
export const handlers: HandlerMap = {
  ...siteHandlers,
  ...sessionHandlers,
  ...thirdPartyHandlers,
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
  ...kycHandlers,
  ...protectionHandlers,
  ...devHandlers,
  ...protectionDevHandlers,
  ...kycDevHandlers,
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
  'protection',
  'dev',
] as const;
