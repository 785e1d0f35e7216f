/**
 * CDN hosts for images and game launches: the site configuration lists several (imageCDNs,
 * launchGameCDNs). A host is picked at random; when it fails, the next one is used, wrapping around.
 */
export type Random = () => number;

function normaliseHost(host: string): string {
  return host.replace(/\/+$/, '');
}

function joinUrl(host: string, path: string): string {
  if (/^https?:\/\//i.test(path) || path.startsWith('data:')) return path;
  return `${normaliseHost(host)}/${path.replace(/^\/+/, '')}`;
}

/** All candidate URLs for a path, starting at a random host and then in list order. Empty hosts -> the path itself. */
export function cdnCandidates(
  hosts: readonly string[] | undefined,
  path: string,
  random: Random = Math.random,
): string[] {
  const list = (hosts ?? []).filter((h) => h.trim().length > 0);
  if (list.length === 0) return [path];
  const start = Math.floor(random() * list.length) % list.length;
  return list.map((_, i) => joinUrl(list[(start + i) % list.length] as string, path));
}

/**
 * A picker that remembers a failing host: `url(path)` uses the current host; `fail(host)` moves to the
 * next. Once every host has failed, it starts over from the first pick.
 */
export function createCdnPicker(hosts: readonly string[] | undefined, random: Random = Math.random) {
  const list = (hosts ?? []).filter((h) => h.trim().length > 0).map(normaliseHost);
  let index = list.length ? Math.floor(random() * list.length) % list.length : 0;
  return {
    get host(): string | undefined {
      return list[index];
    },
    url(path: string): string {
      const host = list[index];
      return host === undefined ? path : joinUrl(host, path);
    },
    /** The host failed: move on to the next host and return it (undefined when there is no other). */
    fail(host: string | undefined = list[index]): string | undefined {
      if (list.length < 2) return undefined;
      if (host !== undefined && normaliseHost(host) !== list[index]) return list[index];
      index = (index + 1) % list.length;
      return list[index];
    },
  };
}

/**
 * Run `attempt` against each host in candidate order until one succeeds (e.g. resolving a launch URL);
 * rethrows the last failure.
 */
export async function withHostFallback<T>(
  hosts: readonly string[] | undefined,
  attempt: (host: string | undefined) => Promise<T>,
  random: Random = Math.random,
): Promise<T> {
  const list = (hosts ?? []).filter((h) => h.trim().length > 0);
  if (list.length === 0) return attempt(undefined);
  const start = Math.floor(random() * list.length) % list.length;
  let last: unknown;
  for (let i = 0; i < list.length; i++) {
    try {
      return await attempt(list[(start + i) % list.length]);
    } catch (e) {
      last = e;
    }
  }
  throw last;
}
