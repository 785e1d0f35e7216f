import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ApiClientConfig } from '../src/client/client.ts';
import { memoryStorage, memoryTokenStorage } from '../src/client/tokenStorage.ts';
import type { CallDef, CallMeta } from '../src/contract/define.ts';
import { gamesMeta, sessionMeta, siteMeta } from '../src/contract/meta/index.ts';

/**
 * A read (a GET query, or a POST query with a JSON body) whose request parsing never changes what is sent
 * (`requestAsIs` in meta/<area>.generated.ts, with an argument that meets its `requestNeedsKeys` and
 * `requestNumberKeys`) goes out before its area's schema module has arrived; everything else waits for
 * the schema, as before.
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
const NOTICES = { banners: [], player: [], popup: [], promotion: [] };
const WINNERS = { list: [{ vo: { winAmount: 120, userName: 'a***b' } }] };
const HOT = { list: [] };
/** What the notices send with the schema's defaults (types, platform, execution) and language TY. */
const NOTICES_URL =
  '/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CPR&platform=W&execution=B&language=TY';
const WINNER_URL = '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=TY&limitNum=20';
/** The player's hot games argument (apps/player lobbyArgs.hotGames) and what goes on the wire for it. */
const HOT_ARGS = { merchantCode: 'demo', isPlatform: 2, platform: 'flash,html5-desktop', language: 'TY' };
const HOT_SENT =
  'POST /wps/relay/GCSGAME_hotGamesV2 {"merchantCode":"demo","isPlatform":2,"platform":"flash,html5-desktop","language":"TY"}';

type Calls = Readonly<Record<string, CallDef>>;
/** Replaces request schemas of the area's call module (to see what the client does when parsing changes a request after all). */
type Patch = Readonly<Record<string, z.ZodType>>;

/**
 * A fresh client whose call module of `area` loads only when `open()` is called (or fails with `fail()`).
 * `events` lists the schema module's arrival and each request (`METHOD path?query`, then the body if any).
 */
async function gatedClient(
  area: GatedArea,
  answer: unknown,
  overrides: Partial<ApiClientConfig> = {},
  patch: Patch = {},
) {
  const events: string[] = [];
  let release!: (outcome: 'load' | 'fail') => void;
  const gate = new Promise<'load' | 'fail'>((resolve) => (release = resolve));
  vi.resetModules();
  vi.doMock(AREA_MODULES[area], async (importOriginal) => {
    const outcome = await gate;
    if (outcome === 'fail') throw new Error('Failed to fetch dynamically imported module');
    events.push('schema');
    const mod = await importOriginal<Record<string, Calls>>();
    const exportName = `${area}Calls`;
    const calls = { ...mod[exportName] };
    for (const [name, request] of Object.entries(patch)) calls[name] = { ...calls[name]!, request };
    return { ...mod, [exportName]: calls };
  });
  const { createApiClient } = await import('../src/client/client.ts');
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = typeof init?.body === 'string' ? ` ${init.body}` : '';
    events.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}${body}`);
    return new Response(JSON.stringify({ success: true, value: answer }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
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
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'schema', code: 'SCHEMA', call: 'site.permission' },
    });
    expect(!result.ok && result.error.message).toMatch(
      /^site\.permission: unexpected answer at value\.maintenance/,
    );
  });

  it('sends the arguments in the order parsing writes them and caches a session-cached answer under the same key', async () => {
    const first = await gatedClient('games', VENDORS);
    const pending = first.client.request(gamesMeta['games.vendors'], { merchantCode: 'demo' });
    await vi.waitFor(() => expect(first.fetch).toHaveBeenCalledTimes(1));
    first.open();
    expect(await pending).toEqual({ ok: true, value: VENDORS });
    expect(first.events).toEqual(['GET /wps/relay/GCSGAME_gameVendor?merchantCode=demo', 'schema']);
    // A second call reads session storage: the early answer was stored under the key of the parsed request.
    expect(await first.client.request(gamesMeta['games.vendors'], { merchantCode: 'demo' })).toEqual({
      ok: true,
      value: VENDORS,
    });
    expect(first.fetch).toHaveBeenCalledTimes(1);
  });

  it('an invalid request still ends in the schema error once the schema arrives, though it was sent; the answer is dropped', async () => {
    const { client, fetch, open, cacheStorage } = await gatedClient('games', VENDORS);
    const pending = client.request(gamesMeta['games.vendors'], { merchantCode: 5 });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    open();
    const result = await pending;
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'schema', code: 'SCHEMA', call: 'games.vendors', messageKey: 'errors:badResponse' },
    });
    expect(!result.ok && result.error.message).toMatch(
      /^games\.vendors: invalid request at request\.merchantCode/,
    );
    expect(cacheStorage.length).toBe(0);
  });

  it('a schema module that does not arrive fails the early read as a network error', async () => {
    const { client, fetch, fail } = await gatedClient('site', PERMISSION);
    const pending = client.request(siteMeta['site.permission']);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    fail();
    expect(await pending).toMatchObject({
      ok: false,
      error: { kind: 'network', code: 'NETWORK', call: 'site.permission' },
    });
  });
});

describe('calls that still wait for their schemas', () => {
  const waits: [string, GatedArea, CallMeta, unknown, string][] = [
    // A mutation, though its request is as-is.
    ['a mutation', 'session', sessionMeta['session.logout'], {}, 'DELETE /wps/session/logout'],
    // Defaults are applied by parsing: gameCategory ALL and limitNum 20 are in the URL.
    [
      'a read whose request has defaults',
      'games',
      gamesMeta['games.winnerBoard'],
      { language: 'TY' },
      'GET /wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=TY&limitNum=20',
    ],
    // An unknown key, which the schema (a plain z.object) strips.
    [
      'an as-is read given a key its schema strips',
      'games',
      gamesMeta['games.vendors'],
      { merchantCode: 'demo', page: 2 },
      'GET /wps/relay/GCSGAME_gameVendor?merchantCode=demo',
    ],
    // The notices without the keys that have defaults (types, platform, execution): parsing adds them.
    [
      'a read without the keys that have defaults',
      'site',
      siteMeta['site.notices'],
      { language: 'TY' },
      `GET ${NOTICES_URL}`,
    ],
    // A key with a default given as undefined is filled in by parsing too.
    [
      'a read with a defaulted key given as undefined',
      'site',
      siteMeta['site.notices'],
      { types: undefined, platform: 'W', execution: 'B', language: 'TY' },
      `GET ${NOTICES_URL}`,
    ],
    // limitNum is a qint: the string '20' becomes the number 20 (the URL is the same, but only parsing knows).
    [
      'a read with a qint key given as a string',
      'games',
      gamesMeta['games.winnerBoard'],
      { gameCategory: 'ALL', language: 'TY', limitNum: '20' },
      `GET ${WINNER_URL}`,
    ],
    // A POST read whose qint is a string: the body would carry "2" where parsing sends 2.
    [
      'a POST read with a qint key given as a string',
      'games',
      gamesMeta['games.hot'],
      { ...HOT_ARGS, isPlatform: '2' },
      HOT_SENT,
    ],
    // A POST mutation with an as-is JSON body.
    [
      'a POST mutation',
      'session',
      sessionMeta['session.smsRegister'],
      { mobileNo: '0812345678', countryDialingCode: '66' },
      'POST /wps/verification/sms/register {"mobileNo":"0812345678","countryDialingCode":"66"}',
    ],
  ];
  for (const [what, area, meta, request, sent] of waits) {
    it(`${what} (${meta.name}) is sent only after its schema module resolves, as parsed`, async () => {
      const { client, fetch, events, open } = await gatedClient(
        area,
        area === 'session' ? { expiredMinutes: 5 } : { list: [], data: { lanes: [] }, ...NOTICES },
      );
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
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'schema', code: 'SCHEMA', call: 'games.vendors' },
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(await client.request(gamesMeta['games.vendors'], { merchantCode: 'demo' })).toEqual({
      ok: true,
      value: VENDORS,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('reads that go early when their argument meets the conditions of gen:meta (the home page calls)', () => {
  it('sends the notices early when the keys with defaults are given, in schema order, as parsing would', async () => {
    const { client, fetch, events, open } = await gatedClient('site', NOTICES);
    // The player's argument (lobbyArgs.notices) in another order: the URL follows the schema's order.
    const pending = client.request(siteMeta['site.notices'], {
      language: 'TY',
      types: 'B,PL,PU,PR',
      platform: 'W',
      execution: 'B',
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(events).toEqual([`GET ${NOTICES_URL}`]);
    open();
    expect(await pending).toEqual({ ok: true, value: NOTICES });
    expect(events).toEqual([`GET ${NOTICES_URL}`, 'schema']);
  });

  it('sends the winner board early when limitNum is a number', async () => {
    const { client, fetch, events, open } = await gatedClient('games', WINNERS);
    const pending = client.request(gamesMeta['games.winnerBoard'], {
      gameCategory: 'ALL',
      language: 'TY',
      limitNum: 20,
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(events).toEqual([`GET ${WINNER_URL}`]);
    open();
    expect(await pending).toEqual({ ok: true, value: WINNERS });
  });

  it('sends the hot games (a POST read) early with the JSON body parsing would write, and keeps its session cache', async () => {
    const { client, fetch, events, open } = await gatedClient('games', HOT);
    const pending = client.request(gamesMeta['games.hot'], {
      language: 'TY',
      platform: 'flash,html5-desktop',
      isPlatform: 2,
      merchantCode: 'demo',
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(events).toEqual([HOT_SENT]);
    open();
    expect(await pending).toEqual({ ok: true, value: HOT });
    expect(events).toEqual([HOT_SENT, 'schema']);
    // Stored under the key of the parsed request: the next call is answered from session storage.
    expect(await client.request(gamesMeta['games.hot'], HOT_ARGS)).toEqual({ ok: true, value: HOT });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a non-integer number for a qint is sent early but ends in the schema error once the schema arrives', async () => {
    const { client, fetch, open, cacheStorage } = await gatedClient('games', WINNERS);
    const pending = client.request(gamesMeta['games.winnerBoard'], {
      gameCategory: 'ALL',
      language: 'TY',
      limitNum: 2.5,
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    open();
    const result = await pending;
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'schema', code: 'SCHEMA', call: 'games.winnerBoard' },
    });
    expect(!result.ok && result.error.message).toMatch(
      /^games\.winnerBoard: invalid request at request\.limitNum/,
    );
    expect(cacheStorage.length).toBe(0);
  });

  it('drops the early answer and sends the parsed request when parsing changes the URL after all', async () => {
    // A schema that (unlike the generated flags say) changes limitNum: the safety net, not the generator, decides.
    const request = z.object({
      gameCategory: z.string(),
      language: z.string().optional(),
      limitNum: z.number().transform((n) => n + 1),
    });
    const { client, fetch, events, open } = await gatedClient(
      'games',
      WINNERS,
      {},
      { 'games.winnerBoard': request },
    );
    const pending = client.request(gamesMeta['games.winnerBoard'], {
      gameCategory: 'ALL',
      language: 'TY',
      limitNum: 20,
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    open();
    expect(await pending).toEqual({ ok: true, value: WINNERS });
    expect(events).toEqual([
      `GET ${WINNER_URL}`,
      'schema',
      `GET ${WINNER_URL.replace('limitNum=20', 'limitNum=21')}`,
    ]);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('drops the early answer of a POST read when parsing writes its JSON body in another key order', async () => {
    const request = z.object({
      language: z.string().optional(),
      merchantCode: z.string().optional(),
      isPlatform: z.number().optional(),
      platform: z.string().optional(),
    });
    const { client, fetch, events, open } = await gatedClient('games', HOT, {}, { 'games.hot': request });
    const pending = client.request(gamesMeta['games.hot'], HOT_ARGS);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    open();
    expect(await pending).toEqual({ ok: true, value: HOT });
    expect(events).toEqual([
      HOT_SENT,
      'schema',
      'POST /wps/relay/GCSGAME_hotGamesV2 {"language":"TY","merchantCode":"demo","isPlatform":2,"platform":"flash,html5-desktop"}',
    ]);
  });
});
