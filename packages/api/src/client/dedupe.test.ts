import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../contract/define.ts';
import { createApiClient } from './client.ts';
import { createDedupe } from './dedupe.ts';
import { memoryTokenStorage } from './tokenStorage.ts';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('de-duplication', () => {
  it('shares one start between concurrent callers of a key, and starts again once it settled', async () => {
    const share = createDedupe<number>();
    const first = deferred<number>();
    const start = vi.fn(() => first.promise);
    const a = share('k', start);
    const b = share('k', start);
    const other = share('other', () => Promise.resolve(2));
    expect(a).toBe(b);
    expect(start).toHaveBeenCalledTimes(1);
    first.resolve(1);
    expect(await Promise.all([a, b, other])).toEqual([1, 1, 2]);
    await share('k', start);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed start', async () => {
    const share = createDedupe<number>();
    await expect(share('k', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await share('k', () => Promise.resolve(3))).toBe(3);
  });

  const list = defineCall('dev.dedupeList', 'dev', {
    method: 'GET',
    path: '/wps/test/list',
    auth: 'optional',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'ours',
    request: z.object({ page: z.number() }),
    response: z.array(z.number()),
    description: 'test',
  });

  it('makes one fetch for two concurrent identical reads of the client, two for different ones', async () => {
    const fetch = vi.fn(async () => Response.json({ success: true, value: [1] }));
    const client = createApiClient({
      baseUrl: 'https://api.test',
      merchant: 'm',
      language: 'EN',
      tokenStorage: memoryTokenStorage('tok'),
      cacheStorage: null,
      fetch,
      calls: { [list.name]: list },
    });
    const [a, b] = await Promise.all([client.request(list, { page: 1 }), client.request(list, { page: 1 })]);
    expect(a).toEqual({ ok: true, value: [1] });
    expect(b).toEqual(a);
    expect(fetch).toHaveBeenCalledTimes(1);
    await Promise.all([client.request(list, { page: 1 }), client.request(list, { page: 2 })]);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
