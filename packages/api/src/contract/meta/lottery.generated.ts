// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import type { CallMeta } from '../define.ts';

export const lotteryMeta = {
  'lottery.gameMenus': { name: 'lottery.gameMenus', area: 'lottery', kind: 'query', method: 'GET', path: '/lgw/games/game_menus', moduleId: 'COMM3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['prizeMode', 'language'] },
  'lottery.recentMenus': { name: 'lottery.recentMenus', area: 'lottery', kind: 'query', method: 'GET', path: '/lgw/games/game_menus/recent', moduleId: 'COMM3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['prizeMode', 'language'] },
  'lottery.vnMenu': { name: 'lottery.vnMenu', area: 'lottery', kind: 'query', method: 'GET', path: '/lgw/vn/games/game_menu', moduleId: 'COMM3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['prizeMode', 'language'] },
  'lottery.vnRecentMenu': { name: 'lottery.vnRecentMenu', area: 'lottery', kind: 'query', method: 'GET', path: '/lgw/vn/games/game_menu/recent', moduleId: 'COMM3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['prizeMode', 'language'] },
  'lottery.vnOpenedNumbers': { name: 'lottery.vnOpenedNumbers', area: 'lottery', kind: 'query', method: 'GET', path: '/lgw/vn/numeros/opened/game', moduleId: 'COMM3', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['gameCode', 'limit'], requestNumberKeys: ['limit'] },
  'lottery.openedNumbers': { name: 'lottery.openedNumbers', area: 'lottery', kind: 'query', method: 'GET', path: '/lotto/lgw/games/opened/numero', moduleId: 'COMM3', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['gameCode', 'limit'], requestNumberKeys: ['limit'] },
  'lottery.popular': { name: 'lottery.popular', area: 'lottery', kind: 'query', method: 'GET', path: '/lgw/games/popular', moduleId: 'COMM3', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['prizeMode', 'language'] },
} as const satisfies Readonly<Record<string, CallMeta>>;
