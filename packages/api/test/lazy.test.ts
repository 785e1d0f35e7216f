import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientConfig } from '../src/client/client.ts';
import { preloadCalls } from '../src/client/lazyCalls.ts';
import { memoryStorage, memoryTokenStorage } from '../src/client/tokenStorage.ts';
import { knownCall } from '../src/contract/define.ts';
import { gamesMeta, memberMeta } from '../src/contract/meta/index.ts';
import { json, startRawServer, type Handler } from './rawServer.ts';

/**
 * The client of `@wl/api` (what `createApiStore` uses): it gets schema-free metadata rows from the RTK
 * endpoints, or names, and imports each area's call definitions (zod schemas) when first needed.
 */
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
  vi.doUnmock('../src/contract/calls/referral.ts');
});

async function setup(handler: Handler, overrides: Partial<ApiClientConfig> = {}, create = createApiClient) {
  const server = await startRawServer(handler);
  close = server.close;
  const client = create({
    baseUrl: server.url,
    merchant: 'demo',
    language: 'TY',
    tokenStorage: memoryTokenStorage('tok-1'),
    cacheStorage: memoryStorage(),
    ...overrides,
  });
  return { server, client };
}

describe('lazily loaded call definitions', () => {
  it('preloadCalls imports the definitions of the areas it is given, and only those', async () => {
    expect(knownCall('vip.rankRule')).toBeUndefined();
    await preloadCalls(['vip']);
    expect(knownCall('vip.rankRule')?.request).toBeDefined();
    expect(knownCall('points.balance')).toBeUndefined();
  });

  it("parses the request of a metadata row with the call's schema before sending (defaults applied)", async () => {
    const { server, client } = await setup((_req, res) => json(res, 200, { value: { url: 'https://g/x' } }));
    const result = await client.request(gamesMeta['games.launch'], {
      nodeId: 7,
      vassalage: 'TCG',
      gameType: 'RNG',
      language: 'TY',
    });
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ url: 'https://g/x' }) });
    expect(server.seen[0]!.url).toBe(
      '/wps/game/launchGame?nodeId=7&vassalage=TCG&gameType=RNG&launchMode=GLS&accountType=1&language=TY',
    );
  });

  it('refuses an invalid request of a metadata row without sending it', async () => {
    const { server, client } = await setup((_req, res) => json(res, 200, { success: true }));
    const result = await client.request(gamesMeta['games.launch'], { vassalage: 'TCG' });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'schema', code: 'SCHEMA', call: 'games.launch', messageKey: 'errors:badResponse' },
    });
    expect(server.seen).toHaveLength(0);
  });

  it("checks the answer with the call's response schema: transforms applied, a broken answer is a schema error", async () => {
    const good = await setup((_req, res) => json(res, 200, { value: { id: 7, account: 'alice', type: 0 } }));
    expect(await good.client.request(memberMeta['member.info'])).toEqual({
      ok: true,
      value: { id: '7', account: 'alice', type: 0 },
    });
    await close?.();
    const bad = await setup(
      (_req, res) => json(res, 200, { success: true, value: { list: [{ nodeId: 1 }] } }),
      { development: true },
    );
    const result = await bad.client.request(gamesMeta['games.list'], { gameType: 'RNG' });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'schema', call: 'games.list', messageKey: 'errors:badResponse' },
    });
    expect(!result.ok && result.error.message).toMatch(/^games\.list: unexpected answer at value\./);
  });

  it('finds any call of the registry by name, loading its area; an unknown name is an UNKNOWN_CALL error', async () => {
    const menus = { gameMenus: [], prizeMode: 'LOTT' };
    const { server, client } = await setup((_req, res) => json(res, 200, { value: menus }));
    expect(await client.request('lottery.gameMenus', {})).toEqual({ ok: true, value: menus });
    expect(server.seen[0]!.url).toMatch(/^\/lgw\/games\/game_menus/);
    for (const name of ['lottery.nothing', 'nowhere.call']) {
      expect(await client.request(name as 'lottery.gameMenus')).toMatchObject({
        ok: false,
        error: { kind: 'schema', code: 'UNKNOWN_CALL', call: name },
      });
    }
    expect(server.seen).toHaveLength(1);
  });

  it('a call module that does not arrive is a network error, nothing is sent, and the next call tries again', async () => {
    vi.resetModules();
    vi.doMock('../src/contract/calls/referral.ts', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const fresh = (await import('../src/client/client.ts')).createApiClient;
    const { server, client } = await setup(
      (_req, res) => json(res, 200, { value: { content: '<p>rules</p>' } }),
      {},
      fresh,
    );
    const failed = await client.request('referral.rules', {});
    expect(failed).toMatchObject({
      ok: false,
      error: { kind: 'network', code: 'NETWORK', call: 'referral.rules', messageKey: 'errors:network' },
    });
    expect(server.seen).toHaveLength(0);

    vi.doUnmock('../src/contract/calls/referral.ts');
    expect(await client.request('referral.rules', {})).toEqual({
      ok: true,
      value: { content: '<p>rules</p>' },
    });
    expect(server.seen).toHaveLength(1);
  });
});
