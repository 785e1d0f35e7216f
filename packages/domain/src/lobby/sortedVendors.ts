import { GAME_CATEGORIES, NAV_CATEGORIES, isGameCategory, type GameCategory } from './lobby.ts';

/** A vendor card of a gameVendor lane (`data.lanes[].cards[]`): keyed by vassalage. */
export type VendorCardLike = {
  readonly vassalage: string;
  readonly name?: string | undefined;
  readonly sort?: number | undefined;
};
/** `data.lanes` as the platform sends it, or as the player keys it by category (lobby/siteData.ts `Lanes`). */
export type VendorLanesLike<C extends VendorCardLike> =
  | readonly { readonly title: string; readonly cards: readonly C[] }[]
  | Readonly<Partial<Record<string, readonly C[]>>>;
/** The spec's sorted vendors (site-and-games §3): one game category and its vendors. */
export type SortedVendors<C extends VendorCardLike> = {
  readonly gameCategory: GameCategory;
  readonly vendors: readonly C[];
};

/** The lobby's category order: the top navigation's, then the other vendor categories in the spec's list. */
export const VENDOR_CATEGORY_ORDER: readonly GameCategory[] = Object.freeze([
  ...NAV_CATEGORIES.map((c) => c.category),
  ...GAME_CATEGORIES.filter((c) => !NAV_CATEGORIES.some((n) => n.category === c)),
]);

const hasSort = (c: VendorCardLike) => typeof c.sort === 'number' && Number.isFinite(c.sort);
const nameOf = (c: VendorCardLike) => c.name?.trim() || c.vassalage;

/** Vendors with a sort order first (ascending), then the rest by name (then code). */
function compareVendors(a: VendorCardLike, b: VendorCardLike): number {
  if (hasSort(a) && hasSort(b)) return (a.sort as number) - (b.sort as number);
  if (hasSort(a) !== hasSort(b)) return hasSort(a) ? -1 : 1;
  return (
    nameOf(a).localeCompare(nameOf(b), 'en', { sensitivity: 'base' }) ||
    a.vassalage.localeCompare(b.vassalage)
  );
}

/**
 * Sorted vendors: the gameVendor lanes grouped by game category in the lobby's category order, each list sorted by
 * the vendors' sort order where the platform gives one, else by name. A vendor listed twice in a lane counts once;
 * lanes that are no game category (and HOT or FAV, which list games, not vendors) and empty categories are left out.
 */
export function sortedVendors<C extends VendorCardLike>(
  lanes: VendorLanesLike<C> | undefined,
): SortedVendors<C>[] {
  const byCategory = new Map<GameCategory, C[]>();
  const entries: [string, readonly C[]][] = Array.isArray(lanes)
    ? (lanes as readonly { title: string; cards: readonly C[] }[]).map((l) => [l.title, l.cards])
    : Object.entries((lanes ?? {}) as Record<string, readonly C[] | undefined>).map(([k, v]) => [k, v ?? []]);
  for (const [title, cards] of entries) {
    const category = title.toUpperCase();
    if (!isGameCategory(category) || category === 'HOT' || category === 'FAV') continue;
    const list = byCategory.get(category) ?? [];
    for (const card of cards)
      if (card?.vassalage && !list.some((c) => c.vassalage === card.vassalage)) list.push(card);
    byCategory.set(category, list);
  }
  return VENDOR_CATEGORY_ORDER.flatMap((gameCategory) => {
    const vendors = byCategory.get(gameCategory);
    return vendors && vendors.length > 0
      ? [{ gameCategory, vendors: [...vendors].sort(compareVendors) }]
      : [];
  });
}
