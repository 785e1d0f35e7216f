import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { banner } from '../internal/story-assets.ts';
import { phoneStory } from '../internal/story-helpers.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';

const banners = [0, 1, 2].map((i) => ({ id: String(i), imageUrl: banner(i), alt: `Promotion ${i + 1}`, url: `/promotions#p${i}`, linkageType: 1 }));

const meta = {
  title: 'Lobby/BannerCarousel',
  component: BannerCarousel,
  args: { banners, onSelect: fn(), autoplay: false },
} satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Play banners' });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Pause banners' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Promotion 1' })[0]!);
    await expect(args.onSelect).toHaveBeenCalledWith(banners[0], 0);
  },
};
export const Autoplay: Story = { args: { autoplay: true }, tags: ['no-visual'] };
export const SingleBanner: Story = { args: { banners: banners.slice(0, 1) } };
export const Empty: Story = { args: { banners: [] } };
export const Phone: Story = { ...phoneStory };
