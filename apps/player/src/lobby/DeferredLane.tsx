import type { ReactNode } from 'react';
import { useNearViewport } from '../components/useNearViewport.ts';
import { GamesLane, NO_GAMES } from './GamesLane.tsx';

/** How far below the viewport a deferred lane starts rendering its cards (about two lanes ahead of a scroll). */
const NEAR_VIEWPORT_MARGIN = '600px 0px';

/**
 * A lane below the fold: its section (title, a loading list) is in place from the start, and its content renders when
 * it comes within two lanes of the viewport, or when the browser is idle after the page has loaded (so that the whole
 * lobby is there for find-in-page and screen readers, in small idle tasks rather than with the first screen). Until
 * then it draws no skeleton cards: the section is off screen, where `content-visibility: auto` sizes it anyway.
 */
export function DeferredLane({
  section,
  title,
  moreHref,
  children,
}: {
  section: string;
  title: string;
  moreHref?: string;
  children: ReactNode;
}) {
  const [ref, near] = useNearViewport<HTMLElement>(NEAR_VIEWPORT_MARGIN, { whenIdle: true });
  if (near) return children;
  return (
    <GamesLane
      ref={ref}
      id={section}
      title={title}
      games={NO_GAMES}
      loading
      loadingCount={0}
      moreHref={moreHref}
    />
  );
}
