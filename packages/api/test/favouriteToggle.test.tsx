// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { gamesApi, useFavouriteToggle } from '../src/areas/games.ts';
import { memoryStorage, memoryTokenStorage } from '../src/client/tokenStorage.ts';
import { createApiStore } from '../src/rtk/store.ts';

describe('useFavouriteToggle', () => {
  it('toggles at once, ignores a second toggle of the same game within 1 s, and allows it after', async () => {
    const sent: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      sent.push(`${init?.method} ${path}`);
      const value = path.endsWith('getFavoriteGames') ? [] : null;
      return new Response(JSON.stringify({ success: true, value }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const { store } = createApiStore({
      baseUrl: 'http://p.test',
      merchant: 'demo',
      language: 'EN',
      tokenStorage: memoryTokenStorage('t'),
      cacheStorage: memoryStorage(),
      fetch,
    });
    await store.dispatch(gamesApi.endpoints.gamesFavouriteIds.initiate());
    let now = 10_000;
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useFavouriteToggle(1000, () => now), { wrapper });
    const ids = () => gamesApi.endpoints.gamesFavouriteIds.select()(store.getState()).data;

    let accepted = false;
    act(() => {
      accepted = result.current({ nodeId: 42, vendor: 'TCG', gameType: 'RNG' }, false);
    });
    expect(accepted).toBe(true);
    expect(ids()).toEqual(['42']);

    now += 999;
    act(() => {
      accepted = result.current({ nodeId: 42 }, true);
    });
    expect(accepted).toBe(false);
    expect(ids()).toEqual(['42']);

    now += 1;
    act(() => {
      accepted = result.current({ nodeId: 42 }, true);
    });
    expect(accepted).toBe(true);
    expect(ids()).toEqual([]);
    await vi.waitFor(() =>
      expect(sent.filter((s) => !s.includes('getFavoriteGames'))).toEqual([
        'POST /wps/relay/MCSFE_addFavoriteGameV2',
        'DELETE /wps/relay/MCSFE_removeFavoriteGameV2',
      ]),
    );
  });
});
