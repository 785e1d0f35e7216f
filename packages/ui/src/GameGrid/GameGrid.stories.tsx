import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { defaultGameImage, gameIcon } from '../internal/story-assets.ts';
import { phoneStory } from '../internal/story-helpers.tsx';
import { GameGrid } from './GameGrid.tsx';

const icons = Array.from({ length: 16 }, (_, i) => gameIcon(i));
const games = Array.from({ length: 5000 }, (_, i) => ({
  id: String(i),
  name: `Game ${i + 1}`,
  iconUrl: icons[i % icons.length],
  vendorName: 'PG Soft',
  hot: i % 17 === 0,
  maintenance: i % 23 === 5,
}));

const meta = {
  title: 'Lobby/GameGrid',
  component: GameGrid,
  args: {
    label: 'Slots',
    games,
    defaultImage: defaultGameImage,
    onPlay: fn(),
    onToggleFavourite: fn(),
    height: '520px',
  },
  argTypes: { games: { control: false } },
} satisfies Meta<typeof GameGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 5,000 games: only the visible rows exist in the DOM; scrolling to the end renders the last games. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const scroller = canvas.getByRole('region', { name: 'Slots' });
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(200);
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Game 5000/ })).toBeInTheDocument());
    await expect(canvas.queryByRole('button', { name: /^Game 1 / })).toBeNull();
    canvas.getByRole('button', { name: /^Game 5000/ }).click();
    await expect(args.onPlay).toHaveBeenCalledWith(games[4999]);
  },
};
export const FewGames: Story = { args: { games: games.slice(0, 7), height: '360px' } };
export const Empty: Story = { args: { games: [] } };
export const Phone: Story = { ...phoneStory, args: { height: '600px' } };
