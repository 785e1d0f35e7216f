import type { Role } from '../roles/roles.ts';

/** Game launch routing (site spec section 4). */

/** The fields of a game or vendor card that routing reads. */
export type LaunchCard = {
  readonly vassalage?: string;
  readonly gameCode?: string;
  readonly gameType?: string;
  /** 'VASSALAGE' marks a vendor card: selecting it opens that vendor's game list. */
  readonly isGame?: string;
  readonly nodeId?: string | number;
  /** Set when the platform marks the game or vendor as under maintenance. */
  readonly maintenance?: boolean;
};

export type LaunchDecision =
  | { readonly kind: 'navigate'; readonly to: string }
  | { readonly kind: 'vendorPopup'; readonly vassalage: string }
  | { readonly kind: 'launch'; readonly card: LaunchCard }
  | { readonly kind: 'loginPopup' }
  | { readonly kind: 'maintenance' };

const withQuery = (path: string, name: string, value: string | undefined): string =>
  value === undefined || value === '' ? path : `${path}?${name}=${encodeURIComponent(value)}`;

/**
 * What selecting a card does, in this order:
 * 1. under maintenance -> maintenance message (with popular suggestions, see `maintenanceSuggestions`);
 * 2. vendor TCG_LOTTO_VN -> /vnLottery, TCG_SEA -> /seaLottery, LOTT or ELOTT (vendor or game type)
 *    -> /lottery, each with ?gameCode (these pages require login; the route guard sends guests to /login);
 * 3. a vendor card (isGame VASSALAGE) of type RNG -> /rng?vassalage=...; other vendor cards -> popup list;
 * 4. otherwise the game starts directly: guests get the login popup; trial users play free.
 */
export function decideLaunch(card: LaunchCard, role: Role): LaunchDecision {
  if (card.maintenance === true) return { kind: 'maintenance' };
  const vendor = card.vassalage ?? '';
  const type = (card.gameType ?? '').toUpperCase();
  if (vendor === 'TCG_LOTTO_VN')
    return { kind: 'navigate', to: withQuery('/vnLottery', 'gameCode', card.gameCode) };
  if (vendor === 'TCG_SEA')
    return { kind: 'navigate', to: withQuery('/seaLottery', 'gameCode', card.gameCode) };
  if (vendor === 'LOTT' || vendor === 'ELOTT' || type === 'LOTT' || type === 'ELOTT') {
    return { kind: 'navigate', to: withQuery('/lottery', 'gameCode', card.gameCode) };
  }
  if (card.isGame === 'VASSALAGE') {
    if (type === 'RNG') return { kind: 'navigate', to: withQuery('/rng', 'vassalage', vendor) };
    return { kind: 'vendorPopup', vassalage: vendor };
  }
  if (role === 'visitor') return { kind: 'loginPopup' };
  return { kind: 'launch', card };
}

export type LaunchOutcome =
  | { readonly kind: 'opened'; readonly url: string }
  | { readonly kind: 'popupBlocked' }
  | { readonly kind: 'maintenance' }
  | { readonly kind: 'failed' };

/**
 * Interpret a launch attempt: the platform's answer (game URL or maintenance) and whether the browser
 * opened the window. A blocked popup asks the user to allow popups and retry.
 */
export function launchOutcome(input: {
  readonly url?: string;
  readonly maintenance?: boolean;
  readonly windowOpened: boolean;
}): LaunchOutcome {
  if (input.maintenance === true) return { kind: 'maintenance' };
  if (input.url === undefined || input.url === '') return { kind: 'failed' };
  return input.windowOpened ? { kind: 'opened', url: input.url } : { kind: 'popupBlocked' };
}

/** Popular games to suggest when a game is under maintenance: others not under maintenance. */
export function maintenanceSuggestions<T extends LaunchCard>(
  popular: readonly T[],
  game: LaunchCard,
  limit = 6,
): readonly T[] {
  const same = (a: LaunchCard) => a.gameCode === game.gameCode && a.vassalage === game.vassalage;
  return popular.filter((g) => !same(g) && g.maintenance !== true).slice(0, Math.max(0, limit));
}
