import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GameLane, type GameCardGame } from '@wl/ui';
import { usePlay } from '../components/GameLauncher.tsx';
import { DEFAULT_GAME_IMAGE } from './images.ts';
import { toCard, useImageResolver, type PlatformGame, type VendorCardData } from './siteData.ts';

/** Vendor cards of a category as a lane: a card opens the vendor's list (or page, or lottery) by the launch rules. */
/** A vendor card of a lane as the game the launcher opens (the vendor's popup, page or game, by the launch rules). */
export function vendorCardGame(c: VendorCardData, category: string): PlatformGame {
  return {
    nodeId: c.nodeId ?? `vendor-${c.vassalage}`,
    vassalage: c.vassalage,
    gameCode: c.gameCode,
    gameType: c.gameType ?? category,
    gameName: c.name ?? c.vassalage,
    iconUrl: c.iconUrl,
    isGame: c.isGame,
    maintenance: c.maintenance,
  };
}

export const VendorLane = memo(function VendorLane({
  category,
  cards,
  title,
  moreHref,
}: {
  category: string;
  cards: readonly VendorCardData[];
  title: string;
  moreHref?: string;
}) {
  const games = useMemo<PlatformGame[]>(
    () => cards.map((c) => vendorCardGame(c, category)),
    [cards, category],
  );
  return <VendorCardsLane id={`vendors-${category}`} title={title} games={games} moreHref={moreHref} />;
});

function VendorCardsLane({
  id,
  title,
  games,
  moreHref,
}: {
  id: string;
  title: string;
  games: PlatformGame[];
  moreHref?: string;
}) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const resolve = useImageResolver();
  const play = usePlay();
  const byId = useMemo(() => new Map(games.map((g) => [String(g.nodeId), g])), [games]);
  const cards = useMemo(
    () => games.map((g) => ({ ...toCard(g, resolve, NO_FAVOURITES), vendorName: t('vendor') })),
    [games, resolve, t],
  );
  const onPlay = useCallback(
    (card: GameCardGame) => {
      const game = byId.get(card.id);
      if (game) play(game);
    },
    [byId, play],
  );
  const onMore = useCallback(() => {
    if (moreHref) navigate(moreHref);
  }, [moreHref, navigate]);
  const heading = useMemo(() => <span id={`lane-${id}`}>{title}</span>, [id, title]);
  return (
    <section aria-labelledby={`lane-${id}`} data-section={id}>
      <GameLane
        title={heading}
        games={cards}
        defaultImage={DEFAULT_GAME_IMAGE}
        onPlay={onPlay}
        moreHref={moreHref}
        moreLabel={t('more')}
        onMore={moreHref ? onMore : undefined}
      />
    </section>
  );
}

const NO_FAVOURITES: ReadonlySet<string> = new Set();
