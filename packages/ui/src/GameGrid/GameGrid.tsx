import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameCard, type GameCardGame } from '../GameCard/GameCard.tsx';
import { StyledGridEmpty, StyledGridInner, StyledGridRow, StyledGridScroller } from './GameGrid.styles.ts';

/** Smallest card width in CSS px; the column count follows the container width. */
export const GAME_GRID_MIN_CARD = 140;
const GAP = 12;

export type GameGridProps = {
  games: readonly GameCardGame[];
  defaultImage: string;
  onPlay: (game: GameCardGame) => void;
  onToggleFavourite?: (game: GameCardGame) => void;
  /** Accessible name of the list. */
  label: string;
  /** Height of the scroll area (any CSS length). */
  height?: string;
  minCardWidth?: number;
  /** Shown when there are no games. */
  emptyText?: ReactNode;
  /** First layout before measuring (server render, tests). */
  initialRect?: { width: number; height: number };
};

function useWidth(ref: React.RefObject<HTMLElement | null>, initial: number) {
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.clientWidth) setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(
      ([entry]) => entry && entry.contentRect.width && setWidth(entry.contentRect.width),
    );
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return width;
}

/**
 * Thousands of games in a scroll area: only the visible rows are in the DOM (@tanstack/react-virtual).
 * Rows are measured, so cards may grow (long names); items carry aria-setsize/posinset so screen
 * readers know the full size.
 */
export function GameGrid({
  games,
  defaultImage,
  onPlay,
  onToggleFavourite,
  label,
  height = '70vh',
  minCardWidth = GAME_GRID_MIN_CARD,
  emptyText,
  initialRect = { width: 1024, height: 600 },
}: GameGridProps) {
  const { t } = useTranslation('ui');
  const scrollerRef = useRef<HTMLDivElement>(null);
  const width = useWidth(scrollerRef, initialRect.width);
  const columns = Math.max(1, Math.floor((width + GAP) / (minCardWidth + GAP)));
  const rowCount = Math.ceil(games.length / columns);
  const estimate = Math.round(((width - GAP * (columns - 1)) / columns) * 1.25 + GAP);

  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => estimate,
    overscan: 3,
    initialRect,
    // Rows are measured (long names may wrap); with no layout (0 px) the estimate stands.
    measureElement: (el) => el.getBoundingClientRect().height || estimate,
    // Until the scroller has a size (first paint, no layout engine) keep using initialRect.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height > 0 ? rect : { width: rect.width || initialRect.width, height: initialRect.height }),
      ),
  });

  if (games.length === 0) return <StyledGridEmpty role="status">{emptyText ?? t('noData')}</StyledGridEmpty>;

  return (
    <StyledGridScroller ref={scrollerRef} style={{ height }} tabIndex={0} role="region" aria-label={label}>
      <StyledGridInner role="list" aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <StyledGridRow
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            role="presentation"
            $columns={columns}
            style={{ transform: `translateY(${row.start}px)`, paddingBottom: GAP }}
          >
            {games.slice(row.index * columns, row.index * columns + columns).map((game, i) => (
              <div
                key={game.id}
                role="listitem"
                aria-setsize={games.length}
                aria-posinset={row.index * columns + i + 1}
              >
                <GameCard
                  game={game}
                  defaultImage={defaultImage}
                  onPlay={onPlay}
                  onToggleFavourite={onToggleFavourite}
                />
              </div>
            ))}
          </StyledGridRow>
        ))}
      </StyledGridInner>
    </StyledGridScroller>
  );
}
