import { memo, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameCard, GameCardSkeleton, type GameCardGame } from '../GameCard/GameCard.tsx';
import {
  StyledLane,
  StyledLaneHeader,
  StyledLaneList,
  StyledLaneTitle,
  StyledMore,
} from './GameLane.styles.ts';

export type GameLaneProps = {
  title: ReactNode;
  games: readonly GameCardGame[];
  defaultImage: string;
  onPlay: (game: GameCardGame) => void;
  onToggleFavourite?: (game: GameCardGame) => void;
  /** The More link (e.g. /hot, /rng); shown only when given. */
  moreHref?: string;
  /** Called instead of following `moreHref` (the app's router navigates). */
  onMore?: () => void;
  moreLabel?: string;
  loading?: boolean;
  /** Cards shown while loading. */
  loadingCount?: number;
  /** For the loading cards in order: where a page's head script may have painted their images (GameCardSkeleton). */
  skeletonImageProperties?: readonly string[];
};

/**
 * A home-lobby section: title, a horizontally scrolling row of game cards, and a More link. Empty = hidden.
 * Memoised (as its cards are): give it stable `games` and handlers and it renders again only when they change.
 */
export const GameLane = memo(function GameLane({
  title,
  games,
  defaultImage,
  onPlay,
  onToggleFavourite,
  moreHref,
  onMore,
  moreLabel,
  loading = false,
  loadingCount = 6,
  skeletonImageProperties,
}: GameLaneProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  if (!loading && games.length === 0) return null;
  return (
    <StyledLane aria-labelledby={titleId} aria-busy={loading || undefined}>
      <StyledLaneHeader>
        <StyledLaneTitle id={titleId}>{title}</StyledLaneTitle>
        {moreHref && (
          <StyledMore
            href={moreHref}
            onClick={(e) => {
              if (onMore) {
                e.preventDefault();
                onMore();
              }
            }}
          >
            {moreLabel ?? t('more')}
          </StyledMore>
        )}
      </StyledLaneHeader>
      <StyledLaneList>
        {loading
          ? Array.from({ length: loadingCount }, (_, i) => (
              <li key={i}>
                <GameCardSkeleton imageProperty={skeletonImageProperties?.[i]} />
              </li>
            ))
          : games.map((game) => (
              <li key={game.id}>
                <GameCard
                  game={game}
                  defaultImage={defaultImage}
                  onPlay={onPlay}
                  onToggleFavourite={onToggleFavourite}
                />
              </li>
            ))}
      </StyledLaneList>
    </StyledLane>
  );
});
