import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { GameCard } from './GameCard.tsx';

const game = {
  id: 'g1',
  name: 'Sweet Bonanza',
  iconUrl: 'https://cdn.example/g1.png',
  vendorName: 'Pragmatic',
  hot: true,
};

describe('GameCard', () => {
  it('plays on click; its name is the button name and its marks describe it', async () => {
    const onPlay = vi.fn();
    renderUi(<GameCard game={game} defaultImage="/default-game.png" onPlay={onPlay} />);
    const play = screen.getByRole('button', { name: /^Sweet Bonanza/ });
    expect(play).toHaveAccessibleDescription('Hot');
    await userEvent.click(play);
    expect(onPlay).toHaveBeenCalledWith(game);
  });

  it('falls back to the default image when the icon fails', () => {
    const { container } = renderUi(
      <GameCard game={game} defaultImage="/default-game.png" onPlay={() => {}} />,
    );
    const img = container.querySelector('img')!;
    fireEvent.error(img);
    expect(container.querySelector('img')).toHaveAttribute('src', '/default-game.png');
  });

  it('marks maintenance, and the favourite heart is a pressed toggle throttled to 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    const onFav = vi.fn();
    renderUi(
      <GameCard
        game={{ ...game, hot: false, maintenance: true, favourite: true }}
        defaultImage="/d.png"
        onPlay={() => {}}
        onToggleFavourite={onFav}
      />,
    );
    expect(screen.getByRole('button', { name: /^Sweet Bonanza/ })).toHaveAccessibleDescription('Maintenance');
    const heart = screen.getByRole('button', { name: 'Favourite Sweet Bonanza' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await userEvent.click(heart);
    expect(onFav).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1000);
    await userEvent.click(heart);
    expect(onFav).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('keeps the whole of a long name as the accessible name and the tooltip, however much is shown', () => {
    const name = 'Extraordinarily Long Progressive Jackpot Megaways Deluxe Edition';
    const vendorName = 'Pragmatic Play Interactive Entertainment';
    renderUi(
      <GameCard game={{ ...game, name, vendorName, hot: false }} defaultImage="/d.png" onPlay={() => {}} />,
    );
    expect(screen.getByRole('button', { name: `${name} ${vendorName}` })).toBeInTheDocument();
    expect(screen.getByTitle(name)).toHaveTextContent(name);
    expect(screen.getByTitle(vendorName)).toHaveTextContent(vendorName);
  });

  it('keeps a long Thai name whole as the accessible name', () => {
    const name = 'ฝากเงินวันนี้รับโบนัสต้อนรับสูงสุดหนึ่งร้อยเปอร์เซ็นต์';
    renderUi(
      <GameCard
        game={{ ...game, name, vendorName: undefined, hot: false }}
        defaultImage="/d.png"
        onPlay={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name })).toHaveAttribute('type', 'button');
    expect(screen.getByTitle(name)).toBeInTheDocument();
  });
});
