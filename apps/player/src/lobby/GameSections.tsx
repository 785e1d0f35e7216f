/** The lobby's sections of games from the player's and the site's lists: recently played, hot, favourites. */
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useGamesFavouritesQuery, useGamesHotQuery, useGamesRecentQuery } from '@wl/api/games';
import { useSession, useTenant } from '@wl/app-shell';
import { FAVOURITES_PAGE_SIZE, RECENT_PAGE_SIZE, hotBlock } from '@wl/domain';
import { GamesLane, NO_GAMES } from './GamesLane.tsx';
import { platformLanguage } from './language.ts';
import { lobbyArgs } from './lobbyQueries.ts';
import type { PlatformGame } from './siteData.ts';

export const RecentSection = memo(function RecentSection() {
  const { t, i18n } = useTranslation(['site']);
  const { token, isTrial } = useSession();
  const { data, isLoading } = useGamesRecentQuery(
    {
      page: 1,
      pageSize: RECENT_PAGE_SIZE,
      gameType: 'RNG',
      language: platformLanguage(i18n.language),
      clientType: 3,
    },
    { skip: !token || isTrial },
  );
  return (
    <GamesLane
      id="RECENT"
      title={t('site:nav.recent')}
      games={(data?.list ?? NO_GAMES) as PlatformGame[]}
      loading={isLoading}
    />
  );
});

export function useHotGames() {
  const tenant = useTenant();
  const { i18n } = useTranslation();
  return useGamesHotQuery(lobbyArgs.hotGames(tenant, platformLanguage(i18n.language)));
}

export const HotSection = memo(function HotSection() {
  const { t } = useTranslation('site');
  const { data, isLoading } = useHotGames();
  // The cards render as a deferred (time-sliced) update when the answer lands, not in one blocking task.
  const shown = useDeferredValue(data);
  const block = hotBlock((shown?.list ?? []) as PlatformGame[]);
  return (
    <GamesLane
      id="HOT"
      title={t('nav.hot')}
      hot
      games={block.games}
      loading={isLoading || shown !== data}
      moreHref={block.showMore ? '/hot' : undefined}
    />
  );
});

export const FavouritesSection = memo(function FavouritesSection() {
  const { t, i18n } = useTranslation('site');
  const { token, isTrial } = useSession();
  const { data, isLoading } = useGamesFavouritesQuery(
    {
      clientType: 3,
      platform: 'flash',
      language: platformLanguage(i18n.language),
      pageNo: 1,
      pageSize: FAVOURITES_PAGE_SIZE,
    },
    { skip: !token || isTrial },
  );
  return (
    <GamesLane
      id="FAV"
      title={t('nav.favorite')}
      games={(data?.content ?? NO_GAMES) as PlatformGame[]}
      loading={isLoading}
    />
  );
});
