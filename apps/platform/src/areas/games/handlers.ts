import type { Tenant } from '../../context.ts';
import type { HandlerMap } from '../../http/types.ts';
import { demoState, playRound } from './demo-game.ts';
import { launchBase } from '../../shared/cdn.ts';
import * as g from './games.ts';

/** Where the demo game is launched from: one of the tenant's launch CDNs, at random (see shared/cdn.ts). */
const launchFrom = (tenant: Tenant, origin: string) => launchBase(tenant.config.launchGameCDNs, origin);
const accountTypeOf = (v: number | string | undefined) => (v === undefined ? undefined : Number(v));

export const gamesHandlers: HandlerMap = {
  'games.list': ({ p, tenant, input, meta }) =>
    g.gameList(p, tenant, { ...input, language: input.language ?? meta.language }),
  'games.vendors': ({ p, tenant }) => g.vendorLaneList(p, tenant),
  'games.vendorTypes': ({ p, input, meta }) =>
    g.vendorTypes(p, input.vassalage, input.language ?? meta.language),
  'games.hot': ({ p, input, meta }) => g.hotGames(p, input.language ?? meta.language),
  'games.favouriteIds': ({ p, session }) => g.favouriteIds(p, session.customer.id),
  'games.favourites': ({ p, input, session, meta }) =>
    g.favouriteList(p, session.customer.id, {
      ...input,
      language: input.language ?? meta.language,
    }),
  'games.addFavourite': ({ p, input, session }) => g.addFavourite(p, session.customer.id, input.nodeId),
  'games.removeFavourite': ({ p, input, session }) => g.removeFavourite(p, session.customer.id, input.nodeId),
  'games.recent': ({ p, input, session, meta }) =>
    g.recent(p, session.customer.id, { ...input, language: input.language ?? meta.language }),
  'games.launch': ({ p, tenant, input, session, meta }) =>
    g.launch(
      p,
      tenant,
      session,
      { ...input, accountType: accountTypeOf(input.accountType), language: input.language ?? meta.language },
      launchFrom(tenant, meta.origin),
    ),
  'games.trialLaunch': ({ p, tenant, input, meta }) =>
    g.trialLaunch(
      p,
      tenant,
      { ...input, language: input.language ?? meta.language },
      launchFrom(tenant, meta.origin),
    ),
  'games.winnerBoard': ({ p, tenant, input, meta }) =>
    g.winnerBoard(p, tenant, { ...input, language: input.language ?? meta.language }),
  'games.popular': ({ p, tenant, input, meta }) =>
    g.popularGames(p, tenant, { ...input, language: input.language ?? meta.language }),
  'games.demoPlay': ({ p, tenant, input }) => playRound(p, tenant, input),
  'games.demoState': ({ p, tenant, input }) => demoState(p, tenant, input.launchToken),
};
