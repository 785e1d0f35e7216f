import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { defaultGameImage, gameIcon } from '../internal/story-assets.ts';
import { LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import { expectTargetsAtLeastMin, targetSizeRule } from '../internal/story-targets.ts';
import { GameLane } from './GameLane.tsx';

const games = Array.from({ length: 9 }, (_, i) => ({
  id: String(i),
  name: `Game ${i + 1}`,
  iconUrl: gameIcon(i),
  vendorName: 'PG Soft',
  hot: i < 2,
}));

const meta = {
  title: 'Lobby/GameLane',
  component: GameLane,
  args: { title: 'HOT', games, defaultImage: defaultGameImage, onPlay: fn(), onMore: fn(), moreHref: '/hot' },
  parameters: { ...targetSizeRule },
} satisfies Meta<typeof GameLane>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const more = canvas.getByRole('link', { name: 'More' });
    await expectTargetsAtLeastMin([more]);
    await userEvent.click(more);
    await expect(args.onMore).toHaveBeenCalled();
  },
};
export const Loading: Story = { args: { loading: true, games: [] } };
/** A loading lane takes the height of the loaded one: the page below does not jump when the games arrive. */
export const LoadingKeepsItsHeight: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <div data-testid="loading">
        <GameLane {...args} title="RNG" loading games={[]} />
      </div>
      <div data-testid="loaded">
        <GameLane {...args} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(height('loaded')).toBeGreaterThan(100);
    await expect(height('loading')).toBe(height('loaded'));
  },
};
export const Empty: Story = { args: { games: [] } };
export const WithoutMore: Story = { args: { moreHref: undefined, games: games.slice(0, 5) } };
export const LongThaiText: Story = {
  args: {
    title: 'เกมสล็อตยอดนิยมประจำสัปดาห์',
    games: games.map((g) => ({ ...g, name: LONG_THAI })),
    moreLabel: 'ดูเพิ่มเติม',
  },
};
export const Phone: Story = { ...phoneStory };
