import type { HandlerMap } from '../../http/types.ts';
import * as l from './lottery.ts';

export const lotteryHandlers: HandlerMap = {
  'lottery.gameMenus': ({ p, input }) => l.gameMenus(p, input.prizeMode, 'LOTT'),
  'lottery.recentMenus': ({ p, input, session }) =>
    l.recentMenus(p, session.customer.id, input.prizeMode, 'LOTT'),
  'lottery.vnMenu': ({ p, input }) => l.gameMenus(p, input.prizeMode ?? 'VN', 'VN'),
  'lottery.vnRecentMenu': ({ p, input, session }) =>
    l.recentMenus(p, session.customer.id, input.prizeMode ?? 'VN', 'VN'),
  'lottery.vnOpenedNumbers': ({ p, input }) => l.openedNumbers(p, input, ['VN']),
  'lottery.openedNumbers': ({ p, input }) => l.openedNumbers(p, input, ['LOTT', 'ELOTT', 'SEA']),
  'lottery.popular': ({ p, input }) => l.popularLottery(p, input.prizeMode),
};
