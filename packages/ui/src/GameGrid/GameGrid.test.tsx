import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { GameGrid } from './GameGrid.tsx';

const games = Array.from({ length: 5000 }, (_, i) => ({ id: String(i), name: `Game ${i + 1}` }));

describe('GameGrid', () => {
  it('renders only the visible rows of thousands of games, with the full size announced', async () => {
    const onPlay = vi.fn();
    renderUi(
      <GameGrid
        label="Slots"
        games={games}
        defaultImage="/d.png"
        onPlay={onPlay}
        initialRect={{ width: 900, height: 600 }}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(200);
    expect(items[0]).toHaveAttribute('aria-setsize', '5000');
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    await userEvent.click(screen.getByRole('button', { name: 'Game 2' }));
    expect(onPlay).toHaveBeenCalledWith(games[1]);
  });

  it('says when there is nothing to show', () => {
    renderUi(<GameGrid label="Slots" games={[]} defaultImage="/d.png" onPlay={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('No data');
  });
});
