/** Lobby rules (site spec sections 2, 3, 4, 9). */

export type GameCategory =
  'HOT' | 'ELOTT' | 'LOTT' | 'LIVE' | 'SPORTS' | 'FISH' | 'RNG' | 'PVP' | 'ESPORTS' | 'COCKFIGHT' | 'FAV';
/** The current game type: a category or HOME (the default). */
export type CurrentType = GameCategory | 'HOME';

export const GAME_CATEGORIES: readonly GameCategory[] = Object.freeze([
  'HOT',
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
  'FAV',
]);
export const DEFAULT_CURRENT_TYPE: CurrentType = 'HOME';

export function isGameCategory(value: unknown): value is GameCategory {
  return typeof value === 'string' && (GAME_CATEGORIES as readonly string[]).includes(value);
}

/** Game categories of the top navigation, in order, with their routes. */
export const NAV_CATEGORIES: readonly { readonly category: GameCategory; readonly path: string }[] =
  Object.freeze([
    { category: 'LOTT', path: '/lott' },
    { category: 'ELOTT', path: '/elott' },
    { category: 'LIVE', path: '/live' },
    { category: 'SPORTS', path: '/sports' },
    { category: 'FISH', path: '/fish' },
    { category: 'RNG', path: '/rng' },
    { category: 'PVP', path: '/pvp' },
    { category: 'ESPORTS', path: '/esports' },
  ]);

export type NavItem = { readonly id: 'HOME' | 'PROMOTIONS' | GameCategory; readonly path: string };

/**
 * The top navigation: home, promotions, then each game category that has at least one vendor.
 * `vendorCounts` maps a category to its number of vendors (missing = 0).
 */
export function topNavigation(
  vendorCounts: Readonly<Partial<Record<GameCategory, number>>>,
): readonly NavItem[] {
  const items: NavItem[] = [
    { id: 'HOME', path: '/' },
    { id: 'PROMOTIONS', path: '/promotions' },
  ];
  for (const { category, path } of NAV_CATEGORIES)
    if ((vendorCounts[category] ?? 0) >= 1) items.push({ id: category, path });
  return items;
}

/** The header game dropdown uses the large layout when there are more than 10 vendors. */
export function dropdownLayout(vendorCount: number): 'large' | 'normal' {
  return vendorCount > 10 ? 'large' : 'normal';
}

export type HomeSection =
  | 'RECENT'
  | 'HOT'
  | 'RNG'
  | 'LIVE'
  | 'FISH'
  | 'SPORTS'
  | 'PVP'
  | 'ESPORTS'
  | 'COCKFIGHT'
  | 'FAV'
  | 'LOTT'
  | 'ELOTT';
export const HOME_SECTION_ORDER: readonly HomeSection[] = Object.freeze([
  'RECENT',
  'HOT',
  'RNG',
  'LIVE',
  'FISH',
  'SPORTS',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
  'FAV',
]);
/** Every section a lobby can show: the home order, then the lottery types (shown only as the current type). */
const TYPE_SECTIONS: readonly HomeSection[] = Object.freeze([...HOME_SECTION_ORDER, 'LOTT', 'ELOTT']);
/** Vendor sections hidden on HOME. */
export const HIDDEN_ON_HOME: readonly HomeSection[] = Object.freeze(['ESPORTS', 'COCKFIGHT', 'FISH']);

/**
 * Sections of a lobby page, in order. On HOME: RECENT only when logged in and not empty, FAV only
 * when logged in, ESPORTS/COCKFIGHT/FISH hidden. A category page shows only its own section (RECENT and
 * FAV pages keep their login rule).
 */
export function lobbySections(
  page: CurrentType,
  state: { readonly isLogin: boolean; readonly recentCount: number },
): readonly HomeSection[] {
  const allowed = (s: HomeSection): boolean =>
    s === 'RECENT' ? state.isLogin && state.recentCount > 0 : s === 'FAV' ? state.isLogin : true;
  if (page === 'HOME') return HOME_SECTION_ORDER.filter((s) => allowed(s) && !HIDDEN_ON_HOME.includes(s));
  return TYPE_SECTIONS.filter((s) => s === page && allowed(s));
}

/** The More link of a home section: RNG -> /rng, PVP -> /pvp, HOT -> /hot; others have none. */
export function sectionMoreLink(section: HomeSection): string | undefined {
  return ({ RNG: '/rng', PVP: '/pvp', HOT: '/hot' } as Partial<Record<HomeSection, string>>)[section];
}

export const HOT_BLOCK_SIZE = 9;
export const HOT_MORE_THRESHOLD = 7;
export const HOME_HOT_LIMIT = 12;

/**
 * The hot block: at most 12 hot games are used on home overall, at most 9 show in the block, and a More
 * button (to /hot) shows when there are more than 7.
 */
export function hotBlock<T>(hotGames: readonly T[]): {
  readonly games: readonly T[];
  readonly showMore: boolean;
  readonly homeGames: readonly T[];
} {
  const homeGames = hotGames.slice(0, HOME_HOT_LIMIT);
  return {
    homeGames,
    games: homeGames.slice(0, HOT_BLOCK_SIZE),
    showMore: homeGames.length > HOT_MORE_THRESHOLD,
  };
}

/** Game list page size: 10 for RNG, 5 for other types. */
export function gameListPageSize(gameType: string): number {
  return gameType.toUpperCase() === 'RNG' ? 10 : 5;
}

export const RECENT_PAGE_SIZE = 20;
export const FAVOURITES_PAGE_SIZE = 999;
export const WINNER_BOARD_LIMIT = 20;
export const ANNOUNCEMENTS_PAGE_SIZE = 9;

export type GameSubType = 'SC' | 'VP' | 'JP' | 'TG' | 'AC' | 'BG';

/** Sub-types of table and arcade games; BG (bingo) only when the language TY is supported. */
export function gameSubTypes(supportedLanguages: readonly string[]): readonly GameSubType[] {
  const base: GameSubType[] = ['SC', 'VP', 'JP', 'TG', 'AC'];
  return supportedLanguages.includes('TY') ? [...base, 'BG'] : base;
}

/**
 * The sub-types a filter offers: those the platform lists for the page's vendors (`listed`), in the spec's
 * order (SC, VP, JP, TG, AC, BG), BG only when TY is supported. Unknown codes are left out; without a list
 * (the call failed) every sub-type of `gameSubTypes` is offered.
 */
export function offeredSubTypes(
  supportedLanguages: readonly string[],
  listed: Iterable<string> | undefined,
): readonly GameSubType[] {
  const all = gameSubTypes(supportedLanguages);
  if (listed === undefined) return all;
  const have = new Set([...listed].map((s) => s.toUpperCase()));
  return all.filter((s) => have.has(s));
}

export type PrizeMode = 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';

/** Prize mode: ELOTT when the ELOTT vendor cards include TCG_LOTTO_VN or LOTT, otherwise LOTT. */
export function prizeModeFor(elottVendorCards: readonly { readonly vassalage?: string }[]): PrizeMode {
  return elottVendorCards.some((c) => c.vassalage === 'TCG_LOTTO_VN' || c.vassalage === 'LOTT')
    ? 'ELOTT'
    : 'LOTT';
}

/**
 * Choosing a type in the side menu: the current type changes; RNG and PVP navigate to their pages,
 * other types go to the home page.
 */
export function selectCurrentType(type: CurrentType): {
  readonly currentType: CurrentType;
  readonly navigateTo: string;
} {
  return { currentType: type, navigateTo: type === 'RNG' ? '/rng' : type === 'PVP' ? '/pvp' : '/' };
}

/** Whether a banner carousel loops and autoplays: only with more than one slide. */
export function bannerLoops(slideCount: number): boolean {
  return slideCount > 1;
}

/** The unclaimed count in the header: available promotions plus unread messages (bad values count 0). */
export function unclaimedCount(availablePromoCount: unknown, unreadMessages: unknown): number {
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0);
  return n(availablePromoCount) + n(unreadMessages);
}

/**
 * Favourite ids after a toggle: adding is applied at once and skipped if already present; removing is
 * applied at once. (The 1 s throttle is `throttleCheck` with FAVOURITE_THROTTLE_MS.)
 */
export function toggleFavourite<T>(ids: readonly T[], id: T, add: boolean): readonly T[] {
  if (add) return ids.includes(id) ? ids : [...ids, id];
  return ids.filter((x) => x !== id);
}

/** Pick one host at random from a CDN list; `random` is injected (returns [0, 1)). */
export function pickHost(hosts: readonly string[], random: () => number): string | undefined {
  if (hosts.length === 0) return undefined;
  const i = Math.min(hosts.length - 1, Math.max(0, Math.floor(random() * hosts.length)));
  return hosts[i];
}
