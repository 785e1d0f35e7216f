// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import { metaRows } from './rows.ts';

export const lotteryMeta = metaRows('lottery', {
  'lottery.gameMenus': ['GET /lgw/games/game_menus', { moduleId: 'COMM3', auth: 'optional', requestAsIs: true, requestKeys: ['prizeMode', 'language'] }],
  'lottery.recentMenus': ['GET /lgw/games/game_menus/recent', { moduleId: 'COMM3', requestAsIs: true, requestKeys: ['prizeMode', 'language'] }],
  'lottery.vnMenu': ['GET /lgw/vn/games/game_menu', { moduleId: 'COMM3', auth: 'optional', requestAsIs: true, requestKeys: ['prizeMode', 'language'] }],
  'lottery.vnRecentMenu': ['GET /lgw/vn/games/game_menu/recent', { moduleId: 'COMM3', requestAsIs: true, requestKeys: ['prizeMode', 'language'] }],
  'lottery.vnOpenedNumbers': ['GET /lgw/vn/numeros/opened/game', { moduleId: 'COMM3', auth: 'none', requestAsIs: true, requestKeys: ['gameCode', 'limit'], requestNumberKeys: ['limit'] }],
  'lottery.openedNumbers': ['GET /lotto/lgw/games/opened/numero', { moduleId: 'COMM3', auth: 'none', requestAsIs: true, requestKeys: ['gameCode', 'limit'], requestNumberKeys: ['limit'] }],
  'lottery.popular': ['GET /lgw/games/popular', { moduleId: 'COMM3', auth: 'none', requestAsIs: true, requestKeys: ['prizeMode', 'language'] }],
});
