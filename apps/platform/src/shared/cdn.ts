/**
 * Image and game-launch CDNs (`imageCDNs`, `launchGameCDNs` of platform.json). An entry is either an absolute
 * http(s) base (a real CDN) or a path such as `/platform-assets`: a base on the site itself, which passes that path
 * on to the platform (the dev proxy, the e2e and Lighthouse servers and the nginx sample all do). The platform serves
 * its images and the demo game under that prefix as well as at the root, so a relative entry works on whatever host
 * and port the site is served from, with images loading from the site's own origin.
 */

/** The path prefix under which the platform also serves /assets/… and /demo-game/ (passed on by every site). */
export const ASSET_PREFIX = '/platform-assets';

/** An absolute http(s) base, or a path on the site (one leading slash, not a protocol-relative `//host`). */
export const CDN_ENTRY_PATTERN = /^(https?:\/\/[^/\s]+|\/([^/\s]|$))/i;

export type CdnCaller = {
  /** Origin of this server as the caller reached it. */
  origin: string;
  /** The caller's page is on another origin (it cannot use a path relative to its own site). */
  crossOrigin: boolean;
};

const isRelative = (entry: string) => entry.startsWith('/');
const trimSlash = (s: string) => s.replace(/\/+$/, '');

/**
 * A CDN entry as this caller can use it: absolute entries as they are; a relative entry as it is for a caller whose
 * page is on the same origin (its site passes the path on to us), else on the origin the request came in on.
 */
function cdnFor(entry: string, caller: CdnCaller): string {
  if (!isRelative(entry) || !caller.crossOrigin) return entry;
  return `${trimSlash(caller.origin)}${entry}`;
}

export function cdnsFor(entries: readonly string[], caller: CdnCaller): string[] {
  return entries.map((entry) => cdnFor(entry, caller));
}

/**
 * The absolute base of a game launch URL (a new window needs a full URL): one of the launch CDNs picked at random (spec
 * §7: hosts are picked at random from the lists, so launches spread over them), made absolute on the request's origin
 * when it is relative; this server's origin when the tenant lists none.
 */
export function launchBase(
  entries: readonly string[],
  origin: string,
  random: () => number = Math.random,
): string {
  if (entries.length === 0) return trimSlash(origin);
  const picked = entries[Math.min(entries.length - 1, Math.floor(random() * entries.length))]!;
  return trimSlash(isRelative(picked) ? `${trimSlash(origin)}${picked}` : picked);
}
