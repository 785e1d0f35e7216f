import { describe, expect, it, vi } from 'vitest';
import { createApiStore } from '../src/rtk/store.ts';
import { memoryStorage, memoryTokenStorage } from '../src/client/tokenStorage.ts';
import { walletApi } from '../src/areas/wallet.ts';
import { idempotencyKeyOf, newIdempotencyKey, withIdempotencyKey } from '../src/rtk/idempotency.ts';

function recordingFetch() {
  const sent: { method: string; path: string; headers: Headers; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    sent.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const value = url.pathname.endsWith('/balance')
      ? { sumBalance: 0, balance: [], currency: 'THB', currencySymbol: '฿' }
      : null;
    return new Response(JSON.stringify({ success: true, value }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetch, sent };
}

const makeStore = (fetch: typeof globalThis.fetch) =>
  createApiStore({
    baseUrl: 'http://platform.test',
    merchant: 'demo',
    language: 'EN',
    tokenStorage: memoryTokenStorage('tok'),
    cacheStorage: memoryStorage(),
    fetch,
  });

describe('idempotency keys', () => {
  it('sends the key of a money-moving call as the Idempotency-Key header, not in the body', async () => {
    const net = recordingFetch();
    const { store } = makeStore(net.fetch);
    const request = withIdempotencyKey({ fromAccountTypeId: 1, toAccountTypeId: 2, amount: 10 }, 'intent-1');
    await store.dispatch(walletApi.endpoints.walletTransfer.initiate(request));
    await store.dispatch(walletApi.endpoints.walletTransfer.initiate(request));
    const transfers = net.sent.filter((s) => s.path.endsWith('GCS_walletTransfer'));
    expect(transfers.map((s) => s.headers.get('Idempotency-Key'))).toEqual(['intent-1', 'intent-1']);
    expect(transfers[0]?.body).toEqual({
      accept: true,
      accountTypeId: 0,
      fromAccountTypeId: 1,
      toAccountTypeId: 2,
      amount: 10,
    });
  });

  it('sends no key when none is attached, and none on a GET', async () => {
    const net = recordingFetch();
    const { store } = makeStore(net.fetch);
    await store.dispatch(walletApi.endpoints.walletRecall.initiate({}));
    await store.dispatch(walletApi.endpoints.walletBalance.initiate(withIdempotencyKey({}, 'ignored')));
    expect(net.sent.map((s) => s.headers.get('Idempotency-Key'))).toEqual([null, null]);
  });

  it('keeps the request fields and makes distinct keys', () => {
    const request = withIdempotencyKey({ amount: 5 }, 'k');
    expect(request).toEqual({ amount: 5 });
    expect(idempotencyKeyOf(request)).toBe('k');
    expect(idempotencyKeyOf({ amount: 5 })).toBeUndefined();
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
