import { memo, useCallback, useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '@wl/app-shell';
import { GameLane, type GameCardGame } from '@wl/ui';
import { usePlay } from '../components/GameLauncher.tsx';
import { useFavouriteHeart } from '../components/useFavouriteHeart.ts';
import { DEFAULT_GAME_IMAGE } from './images.ts';
import { toCard, useFavouriteIds, useImageResolver, type PlatformGame } from './siteData.ts';

type LaneProps = {
  title: string;
  games: readonly PlatformGame[];
  hot?: boolean;
  moreHref?: string;
  loading?: boolean;
  id: string;
  /** Card-shaped skeletons while loading (the lane's default when not given). */
  loadingCount?: number;
  /** Where a page's head script may have painted the loading cards' images (GameLane). */
  skeletonImageProperties?: readonly string[];
  /** The lane's section element (a deferred lane watches it to know when it comes near the viewport). */
  ref?: Ref<HTMLElement>;
};

/** No games yet: one array for every loading lane, so a memoised lane sees the same props. */
export const NO_GAMES: readonly PlatformGame[] = [];
const NO_CARDS: readonly GameCardGame[] = [];

/**
 * One lane of game cards wired to launch and favourites. Memoised with stable handlers: when a later section of the
 * lobby arrives (300 ms apart), the lanes already shown do not render again.
 */
export const GamesLane = memo(function GamesLane({
  title,
  games,
  hot = false,
  moreHref,
  loading,
  loadingCount,
  skeletonImageProperties,
  id,
  ref,
}: LaneProps) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const resolve = useImageResolver();
  const favourites = useFavouriteIds();
  const play = usePlay();
  const heart = useFavouriteHeart();
  const { isLogin } = useSession();
  const byId = useMemo(() => new Map(games.map((g) => [String(g.nodeId), g])), [games]);
  // A lane with no games yet keeps one empty list, so its skeleton cards do not render again when the image resolver
  // or the favourites change (on a slow network the site's answers land while the lanes still show skeletons).
  const cards = useMemo(
    () => (games.length === 0 ? NO_CARDS : games.map((g) => toCard(g, resolve, favourites, hot))),
    [games, resolve, favourites, hot],
  );
  const onPlay = useCallback(
    (card: GameCardGame) => {
      const game = byId.get(card.id);
      if (game) play(game);
    },
    [byId, play],
  );
  const onToggleFavourite = useCallback(
    (card: GameCardGame) => {
      const game = byId.get(card.id);
      if (game) heart(game, card.favourite === true);
    },
    [byId, heart],
  );
  const onMore = useCallback(() => {
    if (moreHref) navigate(moreHref);
  }, [moreHref, navigate]);
  // One element while the title stays: GameLane is memoised, and a new title element would render it (and every
  // skeleton card) again whenever this lane renders.
  const heading = useMemo(() => <span id={`lane-${id}`}>{title}</span>, [id, title]);
  return (
    <section aria-labelledby={`lane-${id}`} data-section={id} ref={ref}>
      <GameLane
        title={heading}
        games={cards}
        defaultImage={DEFAULT_GAME_IMAGE}
        loading={loading}
        loadingCount={loadingCount}
        skeletonImageProperties={skeletonImageProperties}
        moreHref={moreHref}
        moreLabel={t('more')}
        onMore={moreHref ? onMore : undefined}
        onPlay={onPlay}
        onToggleFavourite={isLogin ? onToggleFavourite : undefined}
      />
    </section>
  );
});
