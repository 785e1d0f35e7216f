import { afterEach, describe, expect, it, vi } from 'vitest';
import { AREA_LOAD_TIMEOUT_MS, AreaLoadError, lazyArea } from './lazyArea.ts';
import { hasSessionToken } from './session.ts';

afterEach(() => vi.useRealTimers());

describe('lazyArea', () => {
  it('resolves the area component when the chunk loads', async () => {
    const Component = () => null;
    await expect(lazyArea('Help', async () => ({ Component }))()).resolves.toEqual({ Component });
  });

  it('fails with AreaLoadError when the chunk fails', async () => {
    const load = lazyArea('Help', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(load()).rejects.toBeInstanceOf(AreaLoadError);
  });

  it('treats a chunk that has not loaded after 120 s as a failure', async () => {
    vi.useFakeTimers();
    const pending = lazyArea('Lottery', () => new Promise<never>(() => {}))();
    const outcome = expect(pending).rejects.toThrow('The Lottery area could not be loaded.');
    await vi.advanceTimersByTimeAsync(AREA_LOAD_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(AREA_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});

describe('hasSessionToken', () => {
  it('is true only when session storage holds a token', () => {
    sessionStorage.clear();
    expect(hasSessionToken()).toBe(false);
    sessionStorage.setItem('token', 'abc');
    expect(hasSessionToken()).toBe(true);
    sessionStorage.clear();
  });
});
