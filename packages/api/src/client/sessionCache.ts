import type { CallDef } from '../contract/define.ts';
import { INTERPRETED, type ApiResult } from './result.ts';

/** Answers of calls flagged `sessionCache`, kept in session storage until the session ends. */

export type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export const SESSION_CACHE_PREFIX = 'wl:api:';

/** The config's `cacheStorage`: undefined -> sessionStorage when present, null -> none. */
export const cacheStorageOf = (option: CacheStorage | null | undefined): CacheStorage | null =>
  option === undefined ? ((globalThis as { sessionStorage?: Storage }).sessionStorage ?? null) : option;

export function cacheKey(
  merchant: string,
  language: string,
  method: string,
  url: string,
  body: string,
): string {
  return `${SESSION_CACHE_PREFIX}${merchant}|${language}|${method} ${url}|${body}`;
}

/** Is there an answer in session storage under this key (not yet checked against the schema)? */
export function hasCached(cache: CacheStorage | null, key: string): boolean {
  try {
    return cache?.getItem(key) != null;
  } catch {
    return false;
  }
}

/** The kept answer, checked against the call's schema; a bad entry is dropped. */
export function readCached(
  cache: CacheStorage | null,
  call: CallDef,
  key: string,
): ApiResult<unknown> | undefined {
  if (!cache) return undefined;
  let raw: string | null;
  try {
    raw = cache.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const parsed = call.response.safeParse(JSON.parse(raw), INTERPRETED);
    if (parsed.success) return { ok: true, value: parsed.data };
  } catch {
    /* fall through: drop the bad entry */
  }
  cache.removeItem(key);
  return undefined;
}

export function writeCached(cache: CacheStorage | null, key: string, value: unknown): void {
  if (!cache) return;
  try {
    cache.setItem(key, JSON.stringify(value ?? null));
  } catch {
    /* storage full or unavailable: the answer still goes to the caller */
  }
}

/** Remove every answer kept in session storage by this client. */
export function clearCached(cache: CacheStorage | null): void {
  if (!cache) return;
  const keys: string[] = [];
  for (let i = 0; i < cache.length; i++) {
    const k = cache.key(i);
    if (k?.startsWith(SESSION_CACHE_PREFIX)) keys.push(k);
  }
  for (const k of keys) cache.removeItem(k);
}
