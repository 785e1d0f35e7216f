import { pickHost } from '@wl/domain';

const svg = (body: string) => `data:image/svg+xml,${encodeURIComponent(body)}`;

/** Shown when a game icon is missing or fails to load (spec: default image). */
export const DEFAULT_GAME_IMAGE = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><rect width="160" height="160" fill="#2a2f3a"/><path d="M50 60h60a14 14 0 0 1 14 14v20a14 14 0 0 1-14 14H50a14 14 0 0 1-14-14V74a14 14 0 0 1 14-14z" fill="#5b6475"/><circle cx="62" cy="84" r="6" fill="#2a2f3a"/><circle cx="100" cy="78" r="4" fill="#2a2f3a"/><circle cx="108" cy="90" r="4" fill="#2a2f3a"/></svg>',
);

/** Shown when the avatar fails to load (spec: default avatar). */
export const DEFAULT_AVATAR = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#5b6475"/><circle cx="32" cy="25" r="11" fill="#d5d9e0"/><path d="M12 54c4-11 12-16 20-16s16 5 20 16" fill="#d5d9e0"/></svg>',
);

/**
 * A platform image path (e.g. /assets/games/MR/x.svg) on one of the site's image hosts (imageCDNs, picked at
 * random once per page as the spec says); absolute URLs and data URLs pass through.
 */
export function imageUrl(
  path: string | undefined | null,
  hosts: readonly string[] | undefined,
  random: () => number = Math.random,
): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  const host = pickHost(hosts ?? [], random);
  return host ? `${host.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}` : path;
}
