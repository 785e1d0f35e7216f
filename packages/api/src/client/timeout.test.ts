import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMEOUT_MS, fetchWithTimeout, type Transport } from './timeout.ts';

const call = { name: 'dev.slow' };
const errorOf = (t: Transport) => 'ok' in t && !t.ok && t.error;

/** A fetch that never answers, and rejects as fetch does when its signal aborts. */
const silent = vi.fn(
  (_url: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }),
) as unknown as typeof fetch;

afterEach(() => vi.useRealTimers());

describe('the timeout', () => {
  it('aborts a request with no answer in time and gives the timeout error', async () => {
    vi.useFakeTimers();
    const pending = fetchWithTimeout(silent, call, 'https://api.test/x', { method: 'GET' }, undefined, 5_000);
    await vi.advanceTimersByTimeAsync(4_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({
      ok: false,
      error: {
        kind: 'timeout',
        code: 'TIMEOUT',
        message: 'dev.slow: no answer within 5000 ms',
        messageKey: 'errors:network',
        call: 'dev.slow',
      },
    });
  });

  it('is 20 s by default', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(20_000);
  });

  it("tells the caller's abort and a network failure from a timeout", async () => {
    const caller = new AbortController();
    const pending = fetchWithTimeout(silent, call, 'u', {}, caller.signal, 60_000);
    caller.abort();
    const aborted = await pending;
    expect(errorOf(aborted)).toMatchObject({ kind: 'network', code: 'ABORTED' });
    const failing = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    const failed = await fetchWithTimeout(failing, call, 'u', {}, undefined, 60_000);
    expect(errorOf(failed)).toMatchObject({
      kind: 'network',
      code: 'NETWORK',
      message: 'dev.slow: fetch failed',
    });
  });

  it('gives the answer and its text, and clears its timer', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => new Response('hello', { status: 201 }));
    const result = await fetchWithTimeout(
      fetch,
      call,
      'https://api.test/x',
      { method: 'POST' },
      undefined,
      1_000,
    );
    expect('response' in result && [result.response.status, result.text]).toEqual([201, 'hello']);
    expect(fetch).toHaveBeenCalledWith('https://api.test/x', expect.objectContaining({ method: 'POST' }));
    expect(vi.getTimerCount()).toBe(0);
  });
});
