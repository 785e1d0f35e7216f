import type { gamesCalls } from '../contract/calls/games.ts';
import { gamesMeta } from '../contract/meta/games.generated.ts';
import { useCallback, useRef } from 'react';
import { FAVOURITE_THROTTLE_MS, throttleCheck } from '@wl/domain';
import { wlApi } from '../rtk/api.ts';
import { areaEndpoints } from '../rtk/endpoints.ts';
import { LIST } from '../rtk/tags.ts';

export { FAVOURITE_THROTTLE_MS };

export const gamesApi = wlApi.injectEndpoints({
  endpoints: (build) =>
    areaEndpoints<typeof gamesCalls>(build, gamesMeta, {
      'games.favouriteIds': { providesTags: [{ type: 'Favourite', id: LIST }] },
      'games.favourites': { providesTags: [{ type: 'Favourite', id: LIST }] },
      'games.recent': { providesTags: [{ type: 'RecentGame', id: LIST }] },
      // A launch URL is single-use: never served from the cache. A launch makes the game recent.
      'games.launch': {
        keepUnusedDataFor: 0,
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          try {
            await queryFulfilled;
            dispatch(wlApi.util.invalidateTags([{ type: 'RecentGame', id: LIST }]));
          } catch {
            /* the caller shows the error */
          }
        },
      },
      'games.trialLaunch': { keepUnusedDataFor: 0 },
      'games.addFavourite': {
        invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Favourite', id: LIST }]),
        async onQueryStarted(arg, { dispatch, queryFulfilled }) {
          const id = String(arg.nodeId);
          const patch = dispatch(
            gamesApi.util.updateQueryData('gamesFavouriteIds', undefined, (ids) => {
              if (!ids.includes(id)) ids.push(id);
            }),
          ) as { undo: () => void };
          try {
            await queryFulfilled;
          } catch {
            patch.undo();
          }
        },
      },
      'games.removeFavourite': {
        invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Favourite', id: LIST }]),
        async onQueryStarted(arg, { dispatch, getState, queryFulfilled }) {
          const id = String(arg.nodeId);
          const patches = [
            dispatch(
              gamesApi.util.updateQueryData('gamesFavouriteIds', undefined, (ids) =>
                ids.filter((x) => x !== id),
              ),
            ) as { undo: () => void },
          ];
          const state = getState() as Parameters<typeof gamesApi.util.selectCachedArgsForQuery>[0];
          for (const listArg of gamesApi.util.selectCachedArgsForQuery(state, 'gamesFavourites')) {
            patches.push(
              dispatch(
                gamesApi.util.updateQueryData('gamesFavourites', listArg, (page) => {
                  page.content = page.content.filter((g) => g.nodeId !== id);
                }),
              ) as { undo: () => void },
            );
          }
          try {
            await queryFulfilled;
          } catch {
            for (const p of patches) p.undo();
          }
        },
      },
    }),
});

export const {
  useGamesListQuery,
  useLazyGamesListQuery,
  useGamesVendorsQuery,
  useLazyGamesVendorsQuery,
  useGamesVendorTypesQuery,
  useLazyGamesVendorTypesQuery,
  useGamesHotQuery,
  useLazyGamesHotQuery,
  useGamesFavouriteIdsQuery,
  useLazyGamesFavouriteIdsQuery,
  useGamesFavouritesQuery,
  useLazyGamesFavouritesQuery,
  useGamesAddFavouriteMutation,
  useGamesRemoveFavouriteMutation,
  useGamesRecentQuery,
  useLazyGamesRecentQuery,
  useGamesLaunchQuery,
  useLazyGamesLaunchQuery,
  useGamesTrialLaunchQuery,
  useLazyGamesTrialLaunchQuery,
  useGamesWinnerBoardQuery,
  useLazyGamesWinnerBoardQuery,
  useGamesPopularQuery,
  useLazyGamesPopularQuery,
  useGamesDemoPlayMutation,
  useGamesDemoStateQuery,
  useLazyGamesDemoStateQuery,
  useGamesDemoLogoutMutation,
} = gamesApi;

export type FavouriteTarget = { nodeId: string | number; vendor?: string; gameType?: string; game?: string };

/**
 * Toggle a favourite with an optimistic update and rollback, throttled per game (spec: 1000 ms, the
 * rule of @wl/domain). Returns
 * `toggle(game, isFavourite)`; calls inside the throttle window are ignored (returns false).
 */
export function useFavouriteToggle(throttleMs: number = FAVOURITE_THROTTLE_MS, now: () => number = Date.now) {
  const [add] = useGamesAddFavouriteMutation();
  const [remove] = useGamesRemoveFavouriteMutation();
  const last = useRef(new Map<string, number>());
  return useCallback(
    (game: FavouriteTarget, isFavourite: boolean): boolean => {
      const id = String(game.nodeId);
      const t = now();
      if (!throttleCheck(last.current.get(id), t, throttleMs).allowed) return false;
      last.current.set(id, t);
      if (isFavourite) void remove({ nodeId: id });
      else void add({ ...game, nodeId: id });
      return true;
    },
    [add, remove, throttleMs, now],
  );
}
export { gamesMeta };
