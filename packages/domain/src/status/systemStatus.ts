/** System status (site spec section 4): which root page renders. */

export type SystemStatus = 0 | 1 | 2;
export type RootPage = 'normal' | 'maintenance' | 'regionBlocked';

/**
 * The status from the site permission flags. A region-blocked visitor sees the block page even during
 * maintenance (they could not use the site either way, and the block page offers customer service).
 */
export function systemStatusOf(flags: {
  readonly maintenance?: unknown;
  readonly regionRestriction?: unknown;
}): SystemStatus {
  const on = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';
  if (on(flags.regionRestriction)) return 2;
  return on(flags.maintenance) ? 1 : 0;
}

/** 0 -> normal site, 1 -> maintenance page, 2 -> region-blocked page; any other value -> normal. */
export function rootPageFor(status: unknown): RootPage {
  const n = typeof status === 'string' ? Number(status) : status;
  if (n === 1) return 'maintenance';
  return n === 2 ? 'regionBlocked' : 'normal';
}

/** Translation keys of each special root page's titles. */
export const ROOT_PAGE_TITLES = Object.freeze({
  maintenance: Object.freeze(['game_maintenance', 'info_maintenance']),
  regionBlocked: Object.freeze(['blockip', 'info_ip_block']),
});
