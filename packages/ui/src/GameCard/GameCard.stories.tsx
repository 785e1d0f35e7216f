import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { brokenImage, defaultGameImage, gameIcon, vendorLogo } from '../internal/story-assets.ts';
import { LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import { GameCard, type GameCardProps } from './GameCard.tsx';
import { targetSizeRule } from '../internal/story-targets.ts';

const game = {
  id: 'g1',
  name: 'Sweet Bonanza',
  iconUrl: gameIcon(1),
  vendorName: 'Pragmatic Play',
  hot: false,
  maintenance: false,
  favourite: false,
};

function Controlled(props: GameCardProps) {
  const [favourite, setFavourite] = useState(Boolean(props.game.favourite));
  return (
    <div style={{ width: 160 }}>
      <GameCard
        {...props}
        game={{ ...props.game, favourite }}
        onToggleFavourite={
          props.onToggleFavourite &&
          ((g) => {
            setFavourite(!favourite);
            props.onToggleFavourite?.(g);
          })
        }
      />
    </div>
  );
}

const meta = {
  title: 'Lobby/GameCard',
  component: GameCard,
  args: { game, defaultImage: defaultGameImage, onPlay: fn(), onToggleFavourite: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: { ...targetSizeRule },
} satisfies Meta<typeof GameCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Sweet Bonanza/ }));
    await expect(args.onPlay).toHaveBeenCalled();
    const heart = canvas.getByRole('button', { name: 'Favourite Sweet Bonanza' });
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(args.onToggleFavourite).toHaveBeenCalledTimes(1);
  },
};
export const Catalogue: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 150px)', gap: 12 }}>
      <GameCard game={game} defaultImage={defaultGameImage} onPlay={() => {}} />
      <GameCard
        game={{ ...game, id: '2', hot: true, iconUrl: gameIcon(2) }}
        defaultImage={defaultGameImage}
        onPlay={() => {}}
        onToggleFavourite={() => {}}
      />
      <GameCard
        game={{ ...game, id: '3', maintenance: true, iconUrl: gameIcon(3) }}
        defaultImage={defaultGameImage}
        onPlay={() => {}}
      />
      <GameCard
        game={{ ...game, id: '4', favourite: true, iconUrl: gameIcon(4) }}
        defaultImage={defaultGameImage}
        onPlay={() => {}}
        onToggleFavourite={() => {}}
      />
      <GameCard
        game={{ ...game, id: '5', iconUrl: brokenImage }}
        defaultImage={defaultGameImage}
        onPlay={() => {}}
      />
    </div>
  ),
};
export const Hot: Story = { args: { game: { ...game, hot: true } } };
export const Maintenance: Story = { args: { game: { ...game, maintenance: true } } };
export const IconFailure: Story = { args: { game: { ...game, iconUrl: brokenImage } } };
export const LoggedOut: Story = { args: { onToggleFavourite: undefined } };
export const LongThaiText: Story = {
  args: { game: { ...game, name: LONG_THAI, vendorName: 'ค่ายเกมยอดนิยม' } },
};
export const Phone: Story = { ...phoneStory };

const LONG_NAME = 'Extraordinarily Long Progressive Jackpot Megaways Deluxe Edition';
export const LongName: Story = {
  args: { game: { ...game, name: LONG_NAME, vendorName: 'Pragmatic Play Interactive Entertainment' } },
};

/**
 * Vendor tiles two to a row at 360 px, as the lobby's vendor lanes show them: a wide logo with the vendor's name drawn
 * in it is shown whole (not cropped to 'egaRee'), and long names stop after two lines with an ellipsis.
 */
export const PhoneVendorTiles: Story = {
  ...phoneStory,
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 12 }}>
      <GameCard
        game={{ id: 'mr', name: 'MegaReels', iconUrl: vendorLogo('MegaReels', 0), vendorName: 'Vendor' }}
        defaultImage={defaultGameImage}
        onPlay={() => {}}
      />
      <GameCard
        game={{ id: 'jl', name: 'Jolly Lab', iconUrl: vendorLogo('Jolly Lab', 1), vendorName: 'Vendor' }}
        defaultImage={defaultGameImage}
        onPlay={() => {}}
      />
      <GameCard
        game={{
          id: 'long',
          name: LONG_NAME,
          iconUrl: gameIcon(3),
          vendorName: 'Pragmatic Play Interactive Entertainment',
        }}
        defaultImage={defaultGameImage}
        onPlay={() => {}}
      />
      <GameCard
        game={{ id: 'th', name: LONG_THAI, iconUrl: gameIcon(4), vendorName: 'ค่ายเกมยอดนิยม' }}
        defaultImage={defaultGameImage}
        onPlay={() => {}}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    // The whole name stays the button's name (and its title) however much of it is shown.
    await expect(canvas.getByRole('button', { name: new RegExp(`^${LONG_NAME}`) })).toBeInTheDocument();
    await expect(canvas.getByTitle(LONG_THAI)).toBeInTheDocument();
  },
};
