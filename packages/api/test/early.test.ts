import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClientConfig } from '../src/client/client.ts';
import { memoryStorage, memoryTokenStorage } from '../src/client/tokenStorage.ts';
import type { CallMeta } from '../src/contract/define.ts';
import { gamesMeta, sessionMeta, siteMeta } from '../src/contract/meta.generated.ts';

/**
 * A GET query whose request parsing never changes what is sent (`requestAsIs` in meta.generated.ts) goes
 * out before its area's schema module has arrived; everything else waits for the schema, as before.
 * Each test holds an area's call module back behind a gate, so the order of fetch and import is seen.
 */
const AREA_MODULES = {
  site: '../src/contract/calls/site.ts',
  games: '../src/contract/calls/games.ts',
  session: '../src/contract/calls/session.ts',
} as const;
type GatedArea = keyof typeof AREA_MODULES;

afterEach(() => {
  for (const path of Object.values(AREA_MODULES)) vi.doUnmock(path);
});

const PERMISSION = { maintenance: false, regionRestriction: false };
const VENDORS = { data: { lanes: [] } };

/** A fresh client whose call module of `area` loads only when `open()` is called (or fails with `fail()`). */
async function gatedClient(area: GatedArea, answer: unknown, overrides: Partial<ApiClientConfig> = {}) {
  const events: string[] = [];
  let release!: (outcome: 'load' | 'fail') => void;
  const gate = new Promise<'load' | 'fail'>((resolve) => (release = resolve));
  vi.resetModules();
  vi.doMock(AREA_MODULES[area], async (importOriginal) => {
    const outcome = await gate;
    if (outcome === 'fail') throw new Error('Failed to fetch dynamically imported module');
    events.push('schema');
    return importOriginal();
  });
  const { createApiClient } = await import('../src/client/client.ts');
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    events.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    return new Response(JSON.stringify({ success: true, value: answer }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  const cacheStorage = memoryStorage();
  const client = createApiClient({
    baseUrl: 'https://api.test',
    merchant: 'demo',
    language: 'TY',
    tokenStorage: memoryTokenStorage('tok-1'),
    cacheStorage,
    fetch,
    development: true,
    ...overrides,
  });
  return { client, fetch, events, cacheStorage, open: () => release('load'), fail: () => release('fail') };
}

/** Let timers and the (mocked) imports run for a while. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('reads sent before their schemas arrive', () => {
  it('sends an as-is GET query at once, before its schema module resolves, and checks the answer when it arrives', async () => {
    const { client, fetch, events, open } = await gatedClient('site', PERMISSION);
    const pending = client.request(siteMeta['site.permission']);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(events).toEqual(['GET /wps/system/status']);
    open();
    expect(await pending).toEqual({ ok: true, value: PERMISSION });
    expect(events).toEqual(['GET /wps/system/status', 'schema']);
  });

  it('checks the early answer with the response schema as before: a broken answer is a schema error', async () => {
    const { client, fetch, open } = await gatedClient('site', { maintenance: 'no' });
    const pending = client.request(siteMeta['site.permission']);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    open();
    const result = await pending;
    expect(result).toMatchObject({ ok: false, error: { kind: 'schema', code: 'SCHEMA', call: 'site.permission' } });
    expect(!result.ok && result.error.message).toMatch(/^site\.permission: unexpected answer at value\.maintenance/);
  });

  it('sends the arguments in the order parsing writes them and caches a session-cached answer under the same key', async () => {
    const first = await gatedClient('games', VENDORS);
    const pending = first.client.request(gamesMeta['games.vendors'], { merchantCode: 'demo' });
    await vi.waitFor(() => expect(first.fetch).toHaveBeenCalledTimes(1));
    first.open();
    expect(await pending).toEqual({ ok: true, value: VENDORS });
    expect(first.events).toEqual(['GET /wps/relay/GCSGAME_gameVendor?merchantCode=demo', 'schema']);
    // A second call reads session storage: the early answer was stored under the key of the parsed request.
    expect(await first.client.request(gamesMeta['games.vendors'], { merchantCode: 'demo' })).toEqual({ ok: true, value: VENDORS });
    expect(first.fetch).toHaveBeenCalledTimes(1);
  });

  it('an invalid request still ends in the schema error once the schema arrives, though it was sent; the answer is dropped', async () => {
    const { client, fetch, open, cacheStorage } = await gatedClient('games', VENDORS);
    const pending = client.request(gamesMeta['games.vendors'], { merchantCode: 5 });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    open();
    const result = await pending;
    expect(result).toMatchObject({ ok: false, error: { kind: 'schema', code: 'SCHEMA', call: 'games.vendors', messageKey: 'errors:badResponse' } });
    expect(!result.ok && result.error.message).toMatch(/^games\.vendors: invalid request at request\.merchantCode/);
    expect(cacheStorage.length).toBe(0);
  });

  it('a schema module that does not arrive fails the early read as a network error', async () => {
    const { client, fetch, fail } = await gatedClient('site', PERMISSION);
    const pending = client.request(siteMeta['site.permission']);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    fail();
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'network', code: 'NETWORK', call: 'site.permission' } });
  });
});

describe('calls that still wait for their schemas', () => {
  const waits: [string, GatedArea, CallMeta, unknown, string][] = [
    // A mutation, though its request is as-is.
    ['a mutation', 'session', sessionMeta['session.logout'], {}, 'DELETE /wps/session/logout'],
    // Defaults are applied by parsing: gameCategory ALL and limitNum 20 are in the URL.
    ['a read whose request has defaults', 'games', gamesMeta['games.winnerBoard'], { language: 'TY' }, 'GET /wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=TY&limitNum=20'],
    // An unknown key, which the schema (a plain z.object) strips.
    ['an as-is read given a key its schema strips', 'games', gamesMeta['games.vendors'], { merchantCode: 'demo', page: 2 }, 'GET /wps/relay/GCSGAME_gameVendor?merchantCode=demo'],
  ];
  for (const [what, area, meta, request, sent] of waits) {
    it(`${what} (${meta.name}) is sent only after its schema module resolves, as parsed`, async () => {
      const { client, fetch, events, open } = await gatedClient(area, area === 'session' ? null : { list: [], data: { lanes: [] } });
      const pending = client.request(meta, request);
      await settle();
      expect(fetch).not.toHaveBeenCalled();
      open();
      expect((await pending).ok).toBe(true);
      expect(events).toEqual(['schema', sent]);
    });
  }

  it('once the schemas are loaded, an as-is read is parsed before it is sent, as before: an invalid one is not sent', async () => {
    const { client, fetch, open } = await gatedClient('games', VENDORS);
    open();
    const { preloadCalls } = await import('../src/client/lazyCalls.ts');
    await preloadCalls(['games']);
    const result = await client.request(gamesMeta['games.vendors'], { merchantCode: 5 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'schema', code: 'SCHEMA', call: 'games.vendors' } });
    expect(fetch).not.toHaveBeenCalled();
    expect(await client.request(gamesMeta['games.vendors'], { merchantCode: 'demo' })).toEqual({ ok: true, value: VENDORS });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
