import type { HandlerMap } from '../../http/types.ts';
import * as l from './lottery.ts';
import type { Answer, CallArgs } from '../../shared/call.ts';

function gameMenus({ p, input }: CallArgs<'lottery.gameMenus'>): Answer<'lottery.gameMenus'> {
  return l.gameMenus(p, input.prizeMode, 'LOTT');
}

function recentMenus({ p, input, session }: CallArgs<'lottery.recentMenus'>): Answer<'lottery.recentMenus'> {
  return l.recentMenus(p, session.customer.id, input.prizeMode, 'LOTT');
}

function vnMenu({ p, input }: CallArgs<'lottery.vnMenu'>): Answer<'lottery.vnMenu'> {
  return l.gameMenus(p, input.prizeMode ?? 'VN', 'VN');
}

function vnRecentMenu({
  p,
  input,
  session,
}: CallArgs<'lottery.vnRecentMenu'>): Answer<'lottery.vnRecentMenu'> {
  return l.recentMenus(p, session.customer.id, input.prizeMode ?? 'VN', 'VN');
}

function vnOpenedNumbers({
  p,
  input,
}: CallArgs<'lottery.vnOpenedNumbers'>): Answer<'lottery.vnOpenedNumbers'> {
  return l.openedNumbers(p, input, ['VN']);
}

function openedNumbers({ p, input }: CallArgs<'lottery.openedNumbers'>): Answer<'lottery.openedNumbers'> {
  return l.openedNumbers(p, input, ['LOTT', 'ELOTT', 'SEA']);
}

function popular({ p, input }: CallArgs<'lottery.popular'>): Answer<'lottery.popular'> {
  return l.popularLottery(p, input.prizeMode);
}

export const lotteryHandlers: HandlerMap = {
  'lottery.gameMenus': gameMenus,
  'lottery.recentMenus': recentMenus,
  'lottery.vnMenu': vnMenu,
  'lottery.vnRecentMenu': vnRecentMenu,
  'lottery.vnOpenedNumbers': vnOpenedNumbers,
  'lottery.openedNumbers': openedNumbers,
  'lottery.popular': popular,
};
