import { describe, expect, it } from 'vitest';
import { createAppContext, testTenant } from '@wl/app-shell';
import { resources } from '@wl/i18n';
import { playerReducers } from '../app/store.ts';
import { lobbyArgs, prefetchLobby } from './lobbyQueries.ts';

describe('prefetchLobby', () => {
  it('starts the five public calls of the lobby once, before anything renders', async () => {
    const requests: string[] = [];
    const tenant = testTenant();
    const fetchSpy: typeof fetch = async (input) => {
      requests.push(new URL(input instanceof Request ? input.url : String(input), 'http://site').pathname);
      return new Response(JSON.stringify({ status: true, code: 0, value: null }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    };
    const original = globalThis.fetch;
    globalThis.fetch = fetchSpy;
    try {
      const context = createAppContext(tenant, { reducers: playerReducers, strings: { EN: resources.EN } });
      prefetchLobby(context.apiStore.store.dispatch, tenant, 'EN');
      // The same again (a second trigger) must not send anything twice: the entries are in flight or cached.
      prefetchLobby(context.apiStore.store.dispatch, tenant, 'EN');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const queries = Object.values(
        (
          context.apiStore.store.getState() as {
            wlApi: { queries: Record<string, { endpointName?: string } | undefined> };
          }
        ).wlApi.queries,
      )
        .map((q) => q?.endpointName)
        .sort();
      expect(queries).toEqual([
        'gamesHot',
        'gamesVendors',
        'gamesWinnerBoard',
        'siteNotices',
        'sitePermission',
      ]);
      expect(requests).toHaveLength(5);
      context.apiStore.dispose();
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('lobbyArgs', () => {
  // The lobby's reads go out before their schemas load only when parsing would not change them: the arguments must
  // already be what the contract's request schema makes of them (its defaults written out, numbers as numbers).
  it('are exactly what the contract would send, so the early requests equal the validated ones', async () => {
    const { getCall } = await import('@wl/api/contract');
    const tenant = testTenant();
    const cases = [
      ['games.vendors', lobbyArgs.vendors(tenant)],
      ['site.notices', lobbyArgs.notices('TY')],
      ['games.hot', lobbyArgs.hotGames(tenant, 'EN')],
      ['games.winnerBoard', lobbyArgs.winnerBoard('EN')],
    ] as const;
    for (const [name, args] of cases) expect(getCall(name)!.request.parse(args), name).toEqual(args);
  });
});
