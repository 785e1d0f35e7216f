import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../contract/define.ts';
import { createApiClient } from './client.ts';
import {
  SESSION_CACHE_PREFIX,
  cacheKey,
  cacheStorageOf,
  clearCached,
  hasCached,
  readCached,
  writeCached,
} from './sessionCache.ts';
import { memoryStorage, memoryTokenStorage } from './tokenStorage.ts';

const vendors = defineCall('dev.cachedVendors', 'dev', {
  method: 'GET',
  path: '/wps/test/vendors',
  auth: 'optional',
  audience: 'anyone',
  encrypted: false,
  body: 'none',
  source: 'ours',
  sessionCache: true,
  request: z.object({}),
  response: z.array(z.string()),
  description: 'test',
});
const member = defineCall('dev.cachedMember', 'dev', {
  method: 'GET',
  path: '/wps/test/member',
  auth: 'token',
  audience: 'member',
  encrypted: false,
  body: 'none',
  source: 'ours',
  request: z.object({}),
  response: z.object({}),
  description: 'test',
});

afterEach(() => vi.unstubAllGlobals());

describe('the session cache', () => {
  it('keys an answer by merchant, language, method, URL and body', () => {
    expect(cacheKey('m', 'EN', 'GET', 'https://a/x?y=1', '')).toBe(
      `${SESSION_CACHE_PREFIX}m|EN|GET https://a/x?y=1|`,
    );
  });

  it('keeps an answer, gives it back checked against the schema, and drops a bad entry', () => {
    const cache = memoryStorage();
    expect(hasCached(cache, 'k')).toBe(false);
    expect(readCached(cache, vendors, 'k')).toBeUndefined();
    writeCached(cache, 'k', ['a', 'b']);
    expect(hasCached(cache, 'k')).toBe(true);
    expect(readCached(cache, vendors, 'k')).toEqual({ ok: true, value: ['a', 'b'] });
    cache.setItem('k', '{"not":"a list"}');
    expect(readCached(cache, vendors, 'k')).toBeUndefined();
    expect(cache.getItem('k')).toBeNull();
  });

  it('clears only its own entries', () => {
    const cache = memoryStorage();
    writeCached(cache, `${SESSION_CACHE_PREFIX}a`, 1);
    writeCached(cache, `${SESSION_CACHE_PREFIX}b`, 2);
    cache.setItem('token', 't');
    clearCached(cache);
    expect(cache.length).toBe(1);
    expect(cache.getItem('token')).toBe('t');
  });

  it('is sessionStorage by default, none when turned off', () => {
    const storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    expect(cacheStorageOf(undefined)).toBe(storage);
    expect(cacheStorageOf(null)).toBeNull();
    expect(hasCached(null, 'k')).toBe(false);
    writeCached(null, 'k', 1);
    expect(readCached(null, vendors, 'k')).toBeUndefined();
  });

  it('serves the second read without a fetch, until the session ends', async () => {
    const fetch = vi.fn(async (url: RequestInfo | URL) =>
      String(url).endsWith('/member')
        ? new Response('', { status: 401 })
        : Response.json({ success: true, value: ['tcg'] }),
    );
    const cacheStorage = memoryStorage();
    const client = createApiClient({
      baseUrl: 'https://api.test',
      merchant: 'm',
      language: 'EN',
      tokenStorage: memoryTokenStorage('tok'),
      cacheStorage,
      fetch,
      calls: { [vendors.name]: vendors, [member.name]: member },
    });
    expect(await client.request(vendors, {})).toEqual({ ok: true, value: ['tcg'] });
    expect(await client.request(vendors, {})).toEqual({ ok: true, value: ['tcg'] });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(cacheStorage.length).toBe(1);

    await client.request(member, {}); // 401: the session ends, its cached answers with it
    expect(cacheStorage.length).toBe(0);
    await client.request(vendors, {});
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
