import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { platformLanguage } from './language.ts';
import { useSitePermissionQuery, useSiteNoticesQuery } from '@wl/api/site';
import { useGamesVendorsQuery, useGamesFavouriteIdsQuery } from '@wl/api/games';
import { useSession, useTenant } from '@wl/app-shell';
import type { GameCategory } from '@wl/domain';
import type { GameCardGame } from '@wl/ui';
import { imageUrl } from './images.ts';
import { lobbyArgs } from './lobbyQueries.ts';

/** The site permission answer (system status, CDNs, resources, customer service). */
export function useSitePermission() {
  return useSitePermissionQuery();
}

let chosenRandom: number | null = null;
/**
 * One random pick per page load, so every icon of a page comes from the same host: the prerendered page's head script's
 * pick when it made one (it asked for the first banner on that host before the app loaded).
 */
const pageRandom = () =>
  (chosenRandom ??= (typeof window === 'undefined' ? undefined : window.__wlRandom) ?? Math.random());

/** Resolves platform image paths on the site's image CDN. */
export function useImageResolver(): (path: string | undefined | null) => string | undefined {
  const { data } = useSitePermissionQuery();
  const known = data !== undefined;
  const hosts = data?.imageCDNs;
  // Until the site configuration names the image hosts, a platform path has no host yet: show the default image
  // rather than asking the site's own origin for it.
  return useMemo(
    () => (path: string | undefined | null) =>
      known || (path && /^(https?:|data:|blob:)/.test(path)) ? imageUrl(path, hosts, pageRandom) : undefined,
    [hosts, known],
  );
}

export type VendorCardData = {
  vassalage: string;
  name?: string;
  gameType?: string;
  isGame?: string;
  nodeId?: string | number;
  maintenance?: boolean;
  iconUrl?: string;
  gameCode?: string;
};
export type Lanes = Partial<Record<GameCategory, VendorCardData[]>>;

/** Vendor lanes keyed by game category (gameVendor: data.lanes, session-cached). */
export function useVendorLanes(): { lanes: Lanes; isLoading: boolean } {
  const tenant = useTenant();
  const { data, isLoading } = useGamesVendorsQuery(lobbyArgs.vendors(tenant));
  const lanes = useMemo(() => {
    const out: Lanes = {};
    for (const lane of data?.data.lanes ?? [])
      out[lane.title as GameCategory] = lane.cards as VendorCardData[];
    return out;
  }, [data]);
  return { lanes, isLoading };
}

/** Home notices: banners, player notices, popups and promotions. */
export function useNotices() {
  const { i18n } = useTranslation();
  const { data } = useSiteNoticesQuery(lobbyArgs.notices(platformLanguage(i18n.language)));
  return data;
}

/** True while the home notices have not answered yet (false once they have, or have failed). */
export function useNoticesPending(): boolean {
  const { i18n } = useTranslation();
  return useSiteNoticesQuery(lobbyArgs.notices(platformLanguage(i18n.language))).isLoading;
}

/** Favourite ids of a logged-in player (empty for guests). */
export function useFavouriteIds(): ReadonlySet<string> {
  const { token, isTrial } = useSession();
  const { data } = useGamesFavouriteIdsQuery(undefined, { skip: !token || isTrial });
  return useMemo(() => new Set((data ?? []).map(String)), [data]);
}

export type PlatformGame = {
  nodeId: string | number;
  vassalage: string;
  gameCode?: string;
  gameType: string;
  gameName?: string;
  nodeName?: string;
  showIcon?: string;
  iconUrl?: string;
  isGame?: string;
  maintenance?: boolean;
};

/** The card a game shows (name, icon on the CDN, favourite state). */
export function toCard(
  game: PlatformGame,
  resolve: (p?: string | null) => string | undefined,
  favourites: ReadonlySet<string>,
  hot = false,
): GameCardGame {
  return {
    id: String(game.nodeId),
    name: game.gameName ?? game.nodeName ?? game.gameCode ?? game.vassalage,
    iconUrl: resolve(game.showIcon ?? game.iconUrl) ?? null,
    vendorName: game.vassalage,
    hot,
    maintenance: game.maintenance === true,
    favourite: favourites.has(String(game.nodeId)),
  };
}
