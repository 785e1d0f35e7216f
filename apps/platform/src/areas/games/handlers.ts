import type { Tenant } from '../../context.ts';
import type { HandlerMap } from '../../http/types.ts';
import { demoLogout, demoState, playRound } from './demo-game.ts';
import { launchBase } from '../../shared/cdn.ts';
import {
  addFavourite as addFavouriteGame,
  favouriteIds as favouriteIdsOf,
  favouriteList,
  recent as recentGames,
  removeFavourite as removeFavouriteGame,
} from './member-games.ts';
import {
  gameList,
  hotGames,
  popularGames,
  vendorLaneList,
  vendorTypes as vendorTypesOf,
  winnerBoard as winnerBoardOf,
} from './lobby.ts';
import { launch as launchGame, trialLaunch as trialLaunchGame } from './launch.ts';
import type { Answer, CallArgs } from '../../shared/call.ts';

/** Where the demo game is launched from: one of the tenant's launch CDNs, at random (see shared/cdn.ts). */
const launchFrom = (tenant: Tenant, origin: string) => launchBase(tenant.config.launchGameCDNs, origin);

const accountTypeOf = (v: number | string | undefined) => (v === undefined ? undefined : Number(v));

function list({ p, tenant, input, meta }: CallArgs<'games.list'>): Answer<'games.list'> {
  return gameList(p, tenant, { ...input, language: input.language ?? meta.language });
}

function vendors({ p, tenant }: CallArgs<'games.vendors'>): Answer<'games.vendors'> {
  return vendorLaneList(p, tenant);
}

function vendorTypes({ p, input, meta }: CallArgs<'games.vendorTypes'>): Answer<'games.vendorTypes'> {
  return vendorTypesOf(p, input.vassalage, input.language ?? meta.language);
}

function hot({ p, input, meta }: CallArgs<'games.hot'>): Answer<'games.hot'> {
  return hotGames(p, input.language ?? meta.language);
}

function favouriteIds({ p, session }: CallArgs<'games.favouriteIds'>): Answer<'games.favouriteIds'> {
  return favouriteIdsOf(p, session.customer.id);
}

function favourites({ p, input, session, meta }: CallArgs<'games.favourites'>): Answer<'games.favourites'> {
  return favouriteList(p, session.customer.id, {
    ...input,
    language: input.language ?? meta.language,
  });
}

function addFavourite({ p, input, session }: CallArgs<'games.addFavourite'>): Answer<'games.addFavourite'> {
  return addFavouriteGame(p, session.customer.id, input.nodeId);
}

function removeFavourite({
  p,
  input,
  session,
}: CallArgs<'games.removeFavourite'>): Answer<'games.removeFavourite'> {
  return removeFavouriteGame(p, session.customer.id, input.nodeId);
}

function recent({ p, input, session, meta }: CallArgs<'games.recent'>): Answer<'games.recent'> {
  return recentGames(p, session.customer.id, { ...input, language: input.language ?? meta.language });
}

function launch({ p, tenant, input, session, meta }: CallArgs<'games.launch'>): Answer<'games.launch'> {
  return launchGame(
    p,
    tenant,
    session,
    { ...input, accountType: accountTypeOf(input.accountType), language: input.language ?? meta.language },
    launchFrom(tenant, meta.origin),
    meta.origin,
  );
}

function trialLaunch({ p, tenant, input, meta }: CallArgs<'games.trialLaunch'>): Answer<'games.trialLaunch'> {
  return trialLaunchGame(
    p,
    tenant,
    { ...input, language: input.language ?? meta.language },
    launchFrom(tenant, meta.origin),
  );
}

function winnerBoard({ p, tenant, input, meta }: CallArgs<'games.winnerBoard'>): Answer<'games.winnerBoard'> {
  return winnerBoardOf(p, tenant, { ...input, language: input.language ?? meta.language });
}

function popular({ p, tenant, input, meta }: CallArgs<'games.popular'>): Answer<'games.popular'> {
  return popularGames(p, tenant, { ...input, language: input.language ?? meta.language });
}

function demoPlay({ p, tenant, input }: CallArgs<'games.demoPlay'>): Answer<'games.demoPlay'> {
  return playRound(p, tenant, input);
}

function demoStateCall({ p, tenant, input }: CallArgs<'games.demoState'>): Answer<'games.demoState'> {
  return demoState(p, tenant, input.launchToken);
}

function demoLogoutCall({ p, tenant, input }: CallArgs<'games.demoLogout'>): Answer<'games.demoLogout'> {
  return demoLogout(p, tenant, input.launchToken);
}

export const gamesHandlers: HandlerMap = {
  'games.list': list,
  'games.vendors': vendors,
  'games.vendorTypes': vendorTypes,
  'games.hot': hot,
  'games.favouriteIds': favouriteIds,
  'games.favourites': favourites,
  'games.addFavourite': addFavourite,
  'games.removeFavourite': removeFavourite,
  'games.recent': recent,
  'games.launch': launch,
  'games.trialLaunch': trialLaunch,
  'games.winnerBoard': winnerBoard,
  'games.popular': popular,
  'games.demoPlay': demoPlay,
  'games.demoState': demoStateCall,
  'games.demoLogout': demoLogoutCall,
};
