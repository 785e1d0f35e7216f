import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { GameLane } from './GameLane.tsx';

const games = Array.from({ length: 9 }, (_, i) => ({ id: String(i), name: `Game ${i + 1}` }));

describe('GameLane', () => {
  it('is a section named by its title with a list of games and a More link', async () => {
    const onMore = vi.fn();
    const onPlay = vi.fn();
    renderUi(
      <GameLane
        title="HOT"
        games={games}
        defaultImage="/d.png"
        onPlay={onPlay}
        moreHref="/hot"
        onMore={onMore}
      />,
    );
    const lane = screen.getByRole('region', { name: 'HOT' });
    expect(within(lane).getAllByRole('listitem')).toHaveLength(9);
    const more = screen.getByRole('link', { name: 'More' });
    expect(more).toHaveAttribute('href', '/hot');
    await userEvent.click(more);
    expect(onMore).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Game 3' }));
    expect(onPlay).toHaveBeenCalledWith(games[2]);
  });

  it('is hidden when empty, busy while loading, and has no More link unless given', () => {
    const { rerender } = renderUi(
      <GameLane title="RECENT" games={[]} defaultImage="/d.png" onPlay={() => {}} />,
    );
    expect(screen.queryByRole('region')).toBeNull();
    rerender(<GameLane title="RECENT" games={[]} loading defaultImage="/d.png" onPlay={() => {}} />);
    expect(screen.getByRole('region', { name: 'RECENT' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("shows in its loading cards the images a page's head script has painted, where it has", () => {
    renderUi(
      <GameLane
        title="LIVE"
        games={[]}
        loading
        loadingCount={3}
        skeletonImageProperties={['--first-0', '--first-1']}
        defaultImage="/d.png"
        onPlay={() => {}}
      />,
    );
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    // The rules of a card's icon place: those of its classes.
    const rulesOf = (item: HTMLElement) => {
      const place = item.querySelector('[aria-hidden="true"] > span')!;
      return [...place.classList]
        .flatMap((c) => css.match(new RegExp(`[^}]*\\.${c}[^{]*\\{[^}]*\\}`, 'g')) ?? [])
        .join('\n');
    };
    const items = within(screen.getByRole('region', { name: 'LIVE' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(rulesOf(items[0]!)).toMatch(/var\(--first-0,\s*none\)/);
    expect(rulesOf(items[0]!)).toMatch(/html\[style\*=['"]?--first-0:['"]?\]/);
    expect(rulesOf(items[1]!)).toMatch(/var\(--first-1,\s*none\)/);
    expect(rulesOf(items[2]!)).not.toMatch(/var\(--first/);
  });
});
