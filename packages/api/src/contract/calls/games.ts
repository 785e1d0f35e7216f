import { z } from 'zod';
import { defineCalls } from '../define.ts';
import {
  contentPageOf,
  empty,
  epochMs,
  game,
  id,
  language,
  listOf,
  nothing,
  paging,
  qint,
} from '../common.ts';
import { relay } from './paths.ts';

/** A vendor card of a lane: keyed by vassalage (vendor code). */
export const vendorCard = z.looseObject({
  vassalage: z.string(),
  accountTypeName: z.string().optional(),
  accountTypeId: z.number().optional(),
  name: z.string().optional(),
  gameType: z.string().optional(),
  isGame: z.string().optional(),
  nodeId: id.optional(),
  maintenance: z.boolean().optional(),
  /** Ours: the vendor's place in its lane (ascending); the sorted vendors of the agent centre use it. */
  sort: z.number().optional(),
});
export const vendorLane = z.looseObject({ title: z.string(), cards: z.array(vendorCard) });
export type VendorLane = z.output<typeof vendorLane>;

export const winnerEntry = z.looseObject({
  vo: z.looseObject({
    winAmount: z.number(),
    userName: z.string().optional(),
    gameName: z.string().optional(),
    currencySymbol: z.string().optional(),
  }),
});

export const launchResult = z.looseObject({
  url: z.string().optional(),
  content: z.looseObject({ game_url: z.string() }).optional(),
});

const gameListRequest = z.object({
  clientType: qint.optional(),
  platform: z.string().max(64).optional(),
  merchant: z.string().max(64).optional(),
  gameType: z.string().max(64),
  vassalage: z.string().max(64).optional(),
  /** Ours: table/arcade sub-type SC, VP, JP, TG, AC, BG. */
  subType: z.string().max(64).optional(),
  /** Ours: search by name. */
  keyword: z.string().max(200).optional(),
  language: language.optional(),
  ...paging,
});

const favouriteTarget = z.object({
  nodeId: id,
  vendor: z.string().max(64).optional(),
  gameType: z.string().max(64).optional(),
  game: z.string().max(64).optional(),
});

export const gamesCalls = defineCalls('games', {
  list: {
    method: 'GET',
    path: relay('GCSGAME_gameList'),
    moduleId: 'GAMELO3',
    auth: 'optional',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: gameListRequest,
    response: listOf(game),
    description: 'Game list of a category/vendor/sub-type, paged (pageSize 10 for RNG, 5 otherwise).',
  },
  vendors: {
    method: 'GET',
    path: relay('GCSGAME_gameVendor'),
    moduleId: 'COMM3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'notes',
    sessionCache: true,
    request: z.object({ merchantCode: z.string().max(64).optional() }),
    response: z.looseObject({ data: z.looseObject({ lanes: z.array(vendorLane) }) }),
    description: 'Vendor lanes: value.data.lanes[{title, cards}]; cached in session storage.',
  },
  vendorTypes: {
    method: 'GET',
    path: relay('GCSGAME_getVassGameType'),
    moduleId: 'COMM3',
    auth: 'optional',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: z.object({ vassalage: z.string().max(64).optional(), language: language.optional() }),
    response: z.array(
      z.looseObject({
        gameType: z.string(),
        vassalage: z.string().optional(),
        name: z.string().optional(),
        subTypes: z.array(z.string()).optional(),
      }),
    ),
    description: "vassGameType: a vendor's game types (and sub-types).",
  },
  hot: {
    method: 'POST',
    path: relay('GCSGAME_hotGamesV2'),
    moduleId: 'GAMELOHOT3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'notes',
    sessionCache: true,
    kind: 'query',
    request: z.object({
      merchantCode: z.string().max(64).optional(),
      isPlatform: qint.optional(),
      platform: z.string().max(64).optional(),
      language: language.optional(),
    }),
    response: listOf(game),
    description:
      'Hot games (merchantCode, isPlatform 2, platform flash,html5-desktop, language); cached in session storage.',
  },
  favouriteIds: {
    method: 'GET',
    path: relay('MCSFE_getFavoriteGames'),
    moduleId: 'GAMELOFAV3',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: empty,
    response: z.array(id),
    description: 'favGames: ids (nodeId) of the favourite games.',
  },
  favourites: {
    method: 'GET',
    path: relay('MCSFE_getFavoriteGamesList'),
    moduleId: 'GAMELOFAV3',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: z.object({
      clientType: qint.optional(),
      platform: z.string().max(64).optional(),
      language: language.optional(),
      ...paging,
    }),
    response: contentPageOf(game),
    description: 'favGameList: content, pageNum, totalPages (pageSize 999).',
  },
  addFavourite: {
    method: 'POST',
    path: relay('MCSFE_addFavoriteGameV2'),
    moduleId: 'GAMELOFAV3',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'json',
    source: 'spec',
    request: favouriteTarget,
    response: nothing,
    description: 'addFavGame (nodeId, vendor, gameType, game); optimistic, throttled 1 s.',
  },
  removeFavourite: {
    method: 'DELETE',
    path: relay('MCSFE_removeFavoriteGameV2'),
    moduleId: 'GAMELOFAV3',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'none',
    source: 'spec',
    request: z.object({ nodeId: id }),
    response: nothing,
    description: 'removeFavGame (nodeId); optimistic, throttled 1 s.',
  },
  recent: {
    method: 'GET',
    path: relay('GCS_recentGame'),
    moduleId: 'GAMELOREC3',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: z.object({
      page: qint.optional(),
      pageSize: qint.optional(),
      gameType: z.string().max(64).optional(),
      language: language.optional(),
      clientType: qint.optional(),
    }),
    response: listOf(game),
    description: 'recentGameList: page 1, pageSize 20, gameType RNG.',
  },
  launch: {
    method: 'GET',
    path: '/wps/game/launchGame',
    moduleId: 'GAMELO3',
    auth: 'token',
    audience: 'player',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: z.object({
      nodeId: id.optional(),
      gameCode: z.string().max(64).optional(),
      vassalage: z.string().max(64),
      gameType: z.string().max(64),
      launchMode: z.literal('GLS').default('GLS'),
      accountType: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).default(1),
      language: language.optional(),
      platform: z.string().max(64).optional(),
    }),
    response: launchResult,
    description:
      'Launch a game: URL in value.url or value.content.game_url (launchMode GLS; accountType 1 real, 0 free).',
  },
  trialLaunch: {
    method: 'GET',
    path: relay('GCS_gameTrialLaunch'),
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: z.object({
      nodeId: id.optional(),
      gameCode: z.string().max(64).optional(),
      vassalage: z.string().max(64),
      gameType: z.string().max(64),
      language: language.optional(),
    }),
    response: launchResult,
    description: 'Trial (demo) launch without an account.',
  },
  winnerBoard: {
    method: 'GET',
    path: relay('GCSGAME_getRankList'),
    moduleId: 'COMM3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: z.object({
      gameCategory: z.string().max(64).default('ALL'),
      language: language.optional(),
      limitNum: qint.default(20),
    }),
    response: listOf(winnerEntry),
    description: 'Winner board: value.list, limit 20 (gameCategory ALL).',
  },
  // Not registered: the PVP room list (GLS2_roomList; site spec §7 names it, its request, answer and use "not
  // shown"). The reference platform has no rooms: PVP games run in the vendors' own game servers, which pick the
  // table, and games.launch takes no room. An answer could only be made up (fixed rooms, bets and player counts),
  // and showing invented occupancy to players is not honest. Register it again with a screen when a platform
  // reports real rooms and the launch can join one.
  popular: {
    method: 'GET',
    path: relay('GCSGAME_popularGames'),
    moduleId: 'COMM3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'ours',
    request: z.object({
      language: language.optional(),
      gameType: z.string().max(64).optional(),
      limitNum: qint.optional(),
    }),
    response: listOf(game),
    description: "Popular games (the spec's 'popular' site call; suggested when a game is in maintenance).",
  },
  demoPlay: {
    // auth 'none': the game page runs on the platform's origin without the site's token; the launch token
    // is bound to the session that launched the game and dies with it.
    method: 'POST',
    path: '/wps/game/demo/play',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: z.object({
      launchToken: z.string().min(1).max(64),
      bet: z.number().positive(),
      roundId: z.string().max(64).optional(),
    }),
    response: z.looseObject({ win: z.number(), balance: z.number(), roundId: id }),
    description:
      "One round of the platform's built-in demo game (bets and wins against the wallet; a repeated roundId plays once).",
  },
  demoState: {
    method: 'GET',
    path: '/wps/game/demo/state',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'ours',
    request: z.object({ launchToken: z.string().min(1).max(64) }),
    response: z.looseObject({
      balance: z.number(),
      gameName: z.string(),
      currencySymbol: z.string(),
      /**
       * The reality check over the game window (responsible gaming): minutes between checks (null: off), the
       * session's start and net result (won − bet), and the path of the player's bet records on the site that
       * launched the game (the launch URL's `home`).
       */
      realityCheck: z
        .looseObject({
          everyMinutes: z.number().nullable(),
          sessionStartedAt: epochMs,
          net: z.number(),
          historyPath: z.string(),
        })
        .optional(),
    }),
    description:
      "The demo game's state: the balance of the wallet it plays from and the session's reality check figures.",
  },
  demoLogout: {
    method: 'POST',
    path: '/wps/game/demo/logout',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: z.object({ launchToken: z.string().min(1).max(64) }),
    response: nothing,
    description: "The reality check's 'log out' in the game window: ends the session that launched the game.",
  },
});

export { favouriteTarget };
