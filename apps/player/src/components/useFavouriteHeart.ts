import { useCallback, useRef } from 'react';
import {
  FAVOURITE_THROTTLE_MS,
  useGamesAddFavouriteMutation,
  useGamesRemoveFavouriteMutation,
} from '@wl/api/games';
import { throttleCheck } from '@wl/domain';
import { useAccountActions } from '../app/accountActions.ts';
import { useAppDispatch } from '../app/hooks.ts';
import { flash } from '../app/store.ts';
import type { PlatformGame } from '../lobby/siteData.ts';

/**
 * The heart of a game card: guests get the login popup and trial users the real-account message; players toggle
 * at once (optimistic: the api patches the cached ids and rolls back when the platform refuses), at most once a
 * second per game, and a rolled-back change shows a message.
 */
export function useFavouriteHeart(now: () => number = Date.now) {
  const [add] = useGamesAddFavouriteMutation();
  const [remove] = useGamesRemoveFavouriteMutation();
  const account = useAccountActions();
  const dispatch = useAppDispatch();
  const last = useRef(new Map<string, number>());
  return useCallback(
    (game: PlatformGame, isFavourite: boolean) => {
      if (!account.guard('favourite')) return;
      const id = String(game.nodeId);
      const time = now();
      if (!throttleCheck(last.current.get(id), time, FAVOURITE_THROTTLE_MS).allowed) {
        dispatch(flash({ tone: 'info', key: 'games:favouriteTooFast' }));
        return;
      }
      last.current.set(id, time);
      const call = isFavourite
        ? remove({ nodeId: id })
        : add({ nodeId: id, vendor: game.vassalage, gameType: game.gameType, game: game.gameCode });
      call.unwrap().catch(() =>
        dispatch(
          flash({
            tone: 'danger',
            key: isFavourite ? 'games:favouriteRemoveFailed' : 'games:favouriteAddFailed',
          }),
        ),
      );
    },
    [add, remove, account, dispatch, now],
  );
}
