import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { KEEP_ALIVE_INTERVAL_MS, createKeepAlive, watchActivity } from './keepAlive.ts';
import { memoryTokenStorage } from './tokenStorage.ts';

describe('the keep-alive', () => {
  it('touches when logged in, at most once per interval', () => {
    let t = 1_000;
    let loggedIn = false;
    const touch = vi.fn(() => Promise.resolve('touched'));
    const activity = createKeepAlive(
      () => loggedIn,
      touch,
      () => t,
    );
    expect(activity()).toBeUndefined();
    loggedIn = true;
    expect(activity()).toBeInstanceOf(Promise);
    t += KEEP_ALIVE_INTERVAL_MS - 1;
    expect(activity()).toBeUndefined();
    t += 1;
    expect(activity()).toBeInstanceOf(Promise);
    expect(touch).toHaveBeenCalledTimes(2);
  });

  it('follows a configured interval', () => {
    let t = 0;
    const touch = vi.fn(() => Promise.resolve());
    const activity = createKeepAlive(
      () => true,
      touch,
      () => t,
      100,
    );
    // The touches are counted, not awaited: the mock resolves at once (fire-and-forget, as on a real keystroke).
    void activity();
    t = 99;
    void activity();
    t = 100;
    void activity();
    expect(touch).toHaveBeenCalledTimes(2);
  });

  it('is session.touch in the client', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ success: true }),
    );
    const tokenStorage = memoryTokenStorage();
    const client = createApiClient({
      baseUrl: 'https://api.test',
      merchant: 'm',
      language: 'EN',
      tokenStorage,
      cacheStorage: null,
      fetch,
      now: () => 0,
    });
    expect(client.activity()).toBeUndefined();
    tokenStorage.set('tok');
    const touched = await client.activity();
    expect(touched?.ok).toBe(true);
    expect(String(fetch.mock.calls[0]![0])).toBe('https://api.test/wps/session/touch');
    expect(client.activity()).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('listens to user activity until unsubscribed', () => {
    const target = new EventTarget();
    const client = { activity: vi.fn(() => undefined) };
    const stop = watchActivity(client, target);
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('resize'));
    expect(client.activity).toHaveBeenCalledTimes(2);
    stop();
    target.dispatchEvent(new Event('pointerdown'));
    expect(client.activity).toHaveBeenCalledTimes(2);
  });
});
