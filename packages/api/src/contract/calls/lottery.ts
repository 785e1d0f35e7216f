import { z } from 'zod';
import { defineCalls } from '../define.ts';
import { language, listOf, qint } from '../common.ts';

export const lotteryMenuItem = z.looseObject({
  gameCode: z.string(),
  gameName: z.string(),
  prizeMode: z.string().optional(),
  groupName: z.string().optional(),
  drawInterval: z.number().optional(),
});
export const lotteryMenus = z.looseObject({
  gameMenus: z.array(z.looseObject({ groupName: z.string().optional(), games: z.array(lotteryMenuItem) })),
  prizeMode: z.string(),
});
export const openedNumber = z.looseObject({
  gameCode: z.string(),
  numero: z.string(),
  winNumber: z.string(),
  openTime: z.union([z.number(), z.string()]).optional(),
});

const menuRequest = z.object({ prizeMode: z.string().optional(), language: language.optional() });

export const lotteryCalls = defineCalls('lottery', {
  gameMenus: {
    method: 'GET',
    path: '/lgw/games/game_menus',
    moduleId: 'COMM3',
    auth: 'optional',
    encrypted: false,
    body: 'none',
    source: 'spec',
    request: menuRequest,
    response: lotteryMenus,
    description: 'Lottery game menus (gameMenus, prizeMode LOTT/ZY/ELOTT/SEA).',
  },
  recentMenus: {
    method: 'GET',
    path: '/lgw/games/game_menus/recent',
    moduleId: 'COMM3',
    auth: 'token',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: menuRequest,
    response: lotteryMenus,
    description: 'Recently played lottery menus.',
  },
  vnMenu: {
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    moduleId: 'COMM3',
    auth: 'optional',
    encrypted: false,
    body: 'none',
    source: 'spec',
    request: menuRequest,
    response: lotteryMenus,
    description: 'VN lottery menu.',
  },
  vnRecentMenu: {
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    moduleId: 'COMM3',
    auth: 'token',
    encrypted: false,
    body: 'none',
    source: 'spec',
    request: menuRequest,
    response: lotteryMenus,
    description: 'VN lottery menu, recent variant.',
  },
  vnOpenedNumbers: {
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    moduleId: 'COMM3',
    auth: 'none',
    encrypted: false,
    body: 'none',
    source: 'spec',
    request: z.object({ gameCode: z.string().optional(), limit: qint.optional() }),
    response: listOf(openedNumber),
    description: 'Opened (drawn) numbers of VN lotteries.',
  },
  openedNumbers: {
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    moduleId: 'COMM3',
    auth: 'none',
    encrypted: false,
    body: 'none',
    source: 'spec',
    request: z.object({ gameCode: z.string().optional(), limit: qint.optional() }),
    response: listOf(openedNumber),
    description: 'Opened (drawn) numbers of lotteries.',
  },
  popular: {
    method: 'GET',
    path: '/lgw/games/popular',
    moduleId: 'COMM3',
    auth: 'none',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: menuRequest,
    response: listOf(lotteryMenuItem),
    description: 'Popular lottery games.',
  },
});
