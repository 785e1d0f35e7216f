import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useGamesFavouritesQuery, useGamesRecentQuery } from '@wl/api/games';
import { useSession } from '@wl/app-shell';
import { FAVOURITES_PAGE_SIZE, RECENT_PAGE_SIZE } from '@wl/domain';
import { Button, EmptyState, GameGrid } from '@wl/ui';
import { titleKeyFor } from '../../app/navigation.ts';
import { useAccountActions } from '../../app/accountActions.ts';
import { usePlay } from '../../components/GameLauncher.tsx';
import { gridRect } from '../../components/VendorPopup.tsx';
import { useFavouriteHeart } from '../../components/useFavouriteHeart.ts';
import { DEFAULT_GAME_IMAGE } from '../../lobby/images.ts';
import { toCard, useFavouriteIds, useImageResolver, type PlatformGame } from '../../lobby/siteData.ts';
import { platformLanguage } from '../../lobby/language.ts';
import { PageFrame } from '../PageFrame.tsx';

/** A list of games in a grid wired to launch and favourites. */
export function GameList({
  games,
  label,
  empty,
}: {
  games: readonly PlatformGame[];
  label: string;
  empty: string;
}) {
  const resolve = useImageResolver();
  const favourites = useFavouriteIds();
  const play = usePlay();
  const heart = useFavouriteHeart();
  const { isLogin } = useSession();
  const byId = new Map(games.map((g) => [String(g.nodeId), g]));
  if (games.length === 0) return <EmptyState title={empty} />;
  return (
    <GameGrid
      initialRect={gridRect()}
      label={label}
      games={games.map((g) => toCard(g, resolve, favourites))}
      defaultImage={DEFAULT_GAME_IMAGE}
      height="min(70vh, 900px)"
      minCardWidth={130}
      onPlay={(card) => {
        const g = byId.get(card.id);
        if (g) play(g);
      }}
      onToggleFavourite={
        isLogin
          ? (card) => {
              const g = byId.get(card.id);
              if (g) heart(g, card.favourite === true);
            }
          : undefined
      }
    />
  );
}

/** /favorite and /recent: the player's favourite and recent games (logged in for content). */
export function Component() {
  const { t, i18n } = useTranslation(['site', 'games']);
  const { pathname } = useLocation();
  const { token, isTrial } = useSession();
  const account = useAccountActions();
  const recentPage = pathname.toLowerCase() === '/recent';
  const language = platformLanguage(i18n.language);
  const skip = !token || isTrial;
  const favourites = useGamesFavouritesQuery(
    { clientType: 3, platform: 'flash', language, pageNo: 1, pageSize: FAVOURITES_PAGE_SIZE },
    { skip: skip || recentPage },
  );
  const recent = useGamesRecentQuery(
    { page: 1, pageSize: RECENT_PAGE_SIZE, gameType: 'RNG', language, clientType: 3 },
    { skip: skip || !recentPage },
  );
  const title = t(titleKeyFor(pathname));
  if (!token) {
    return (
      <PageFrame title={title}>
        <EmptyState
          title={t('games:loginForList')}
          action={<Button onClick={account.openLogin}>{t('site:header.login')}</Button>}
        />
      </PageFrame>
    );
  }
  const query = recentPage ? recent : favourites;
  const games = (recentPage ? recent.data?.list : favourites.data?.content) ?? [];
  return (
    <PageFrame title={title}>
      {query.isLoading ? (
        <p role="status">{t('games:loading')}</p>
      ) : (
        <GameList
          games={games as PlatformGame[]}
          label={title}
          empty={recentPage ? t('games:noRecent') : t('games:noFavourites')}
        />
      )}
    </PageFrame>
  );
}
