import { siteApi } from '@wl/api/site';
import { gamesApi } from '@wl/api/games';
import { gameListPageSize, WINNER_BOARD_LIMIT, type GameCategory, type GameSubType } from '@wl/domain';
import type { PublicTenantConfig } from '@wl/tenant';

/**
 * The arguments of the public queries of the lobby, in one place: the hooks of the page and the start-up prefetch
 * (`prefetchLobby`) build them here, so both hit the same RTK Query cache entry and each call is made once.
 * `language` is the platform code (EN, TY).
 */
export const lobbyArgs = {
  vendors: (tenant: Pick<PublicTenantConfig, 'merchantCode'>) => ({ merchantCode: tenant.merchantCode }),
  /**
   * types, platform and execution are exactly the defaults of the `site.notices` request schema
   * (packages/api/src/contract/calls/site.ts), so the URL is what it was without them; given, they let the
   * client send the banners' call before the site schema chunk arrives (`requestNeedsKeys`).
   */
  notices: (language: string) => ({ types: 'B,PL,PU,PR', platform: 'W', execution: 'B', language }),
  hotGames: (tenant: Pick<PublicTenantConfig, 'merchantCode'>, language: string) => ({
    merchantCode: tenant.merchantCode,
    isPlatform: 2,
    platform: 'flash,html5-desktop',
    language,
  }),
  winnerBoard: (language: string) => ({ gameCategory: 'ALL', language, limitNum: WINNER_BOARD_LIMIT }),
  /** A page of one vendor's games of a category (the category pages' sections: 10 a page for RNG, 5 otherwise). */
  vendorGames: (
    tenant: Pick<PublicTenantConfig, 'merchantCode'>,
    gameType: GameCategory,
    vassalage: string,
    subType: GameSubType | null,
    pageNo: number,
    language: string,
  ) => ({
    clientType: 3,
    platform: 'html5-desktop',
    merchant: tenant.merchantCode,
    gameType,
    vassalage,
    subType: subType ?? undefined,
    pageNo,
    pageSize: gameListPageSize(gameType),
    language,
  }),
};

type Dispatch = (action: never) => unknown;

/**
 * Starts the lobby's public calls before React renders: the site status, vendors, notices (banners), hot games and
 * winner board are on their way while the shell is being built, instead of after the first commit. Not subscribed:
 * the page's hooks subscribe to the same entries when they mount.
 */
export function prefetchLobby(
  dispatch: Dispatch,
  tenant: Pick<PublicTenantConfig, 'merchantCode'>,
  language: string,
) {
  const run = (action: unknown) => void dispatch(action as never);
  run(siteApi.util.prefetch('sitePermission', undefined, {}));
  run(gamesApi.util.prefetch('gamesVendors', lobbyArgs.vendors(tenant), {}));
  run(siteApi.util.prefetch('siteNotices', lobbyArgs.notices(language), {}));
  run(gamesApi.util.prefetch('gamesHot', lobbyArgs.hotGames(tenant, language), {}));
  run(gamesApi.util.prefetch('gamesWinnerBoard', lobbyArgs.winnerBoard(language), {}));
}
