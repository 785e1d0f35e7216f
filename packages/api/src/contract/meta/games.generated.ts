// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import { metaRows } from './rows.ts';

export const gamesMeta = metaRows('games', {
  'games.list': ['GET /wps/relay/GCSGAME_gameList', { moduleId: 'GAMELO3', auth: 'optional', requestAsIs: true, requestKeys: ['clientType', 'platform', 'merchant', 'gameType', 'vassalage', 'subType', 'keyword', 'language', 'pageNo', 'pageSize'], requestNumberKeys: ['clientType', 'pageNo', 'pageSize'] }],
  'games.vendors': ['GET /wps/relay/GCSGAME_gameVendor', { moduleId: 'COMM3', auth: 'none', sessionCache: true, requestAsIs: true, requestKeys: ['merchantCode'] }],
  'games.vendorTypes': ['GET /wps/relay/GCSGAME_getVassGameType', { moduleId: 'COMM3', auth: 'optional', requestAsIs: true, requestKeys: ['vassalage', 'language'] }],
  'games.hot': ['POST /wps/relay/GCSGAME_hotGamesV2', { kind: 'query', moduleId: 'GAMELOHOT3', auth: 'none', sessionCache: true, requestAsIs: true, requestKeys: ['merchantCode', 'isPlatform', 'platform', 'language'], requestNumberKeys: ['isPlatform'] }],
  'games.favouriteIds': ['GET /wps/relay/MCSFE_getFavoriteGames', { moduleId: 'GAMELOFAV3', requestAsIs: true, requestKeys: [] }],
  'games.favourites': ['GET /wps/relay/MCSFE_getFavoriteGamesList', { moduleId: 'GAMELOFAV3', requestAsIs: true, requestKeys: ['clientType', 'platform', 'language', 'pageNo', 'pageSize'], requestNumberKeys: ['clientType', 'pageNo', 'pageSize'] }],
  'games.addFavourite': ['POST /wps/relay/MCSFE_addFavoriteGameV2', { moduleId: 'GAMELOFAV3' }],
  'games.removeFavourite': ['DELETE /wps/relay/MCSFE_removeFavoriteGameV2', { moduleId: 'GAMELOFAV3', body: 'none' }],
  'games.recent': ['GET /wps/relay/GCS_recentGame', { moduleId: 'GAMELOREC3', requestAsIs: true, requestKeys: ['page', 'pageSize', 'gameType', 'language', 'clientType'], requestNumberKeys: ['page', 'pageSize', 'clientType'] }],
  'games.launch': ['GET /wps/game/launchGame', { moduleId: 'GAMELO3', audience: 'player' }],
  'games.trialLaunch': ['GET /wps/relay/GCS_gameTrialLaunch', { auth: 'none' }],
  'games.winnerBoard': ['GET /wps/relay/GCSGAME_getRankList', { moduleId: 'COMM3', auth: 'none', requestAsIs: true, requestKeys: ['gameCategory', 'language', 'limitNum'], requestNeedsKeys: ['gameCategory', 'limitNum'], requestNumberKeys: ['limitNum'] }],
  'games.popular': ['GET /wps/relay/GCSGAME_popularGames', { moduleId: 'COMM3', auth: 'none', requestAsIs: true, requestKeys: ['language', 'gameType', 'limitNum'], requestNumberKeys: ['limitNum'] }],
  'games.demoPlay': ['POST /wps/game/demo/play', { auth: 'none', requestAsIs: true, requestKeys: ['launchToken', 'bet', 'roundId'] }],
  'games.demoState': ['GET /wps/game/demo/state', { auth: 'none', requestAsIs: true, requestKeys: ['launchToken'] }],
  'games.demoLogout': ['POST /wps/game/demo/logout', { auth: 'none', requestAsIs: true, requestKeys: ['launchToken'] }],
});
