import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { banner } from '../internal/story-assets.ts';
import { phoneStory } from '../internal/story-helpers.tsx';
import { expectFocusRing, expectTargetsAtLeastMin, targetSizeRule } from '../internal/story-targets.ts';
import { BannerCarousel } from './BannerCarousel.tsx';

const banners = [0, 1, 2].map((i) => ({ id: String(i), imageUrl: banner(i), alt: `Promotion ${i + 1}`, url: `/promotions#p${i}`, linkageType: 1 }));

const meta = {
  title: 'Lobby/BannerCarousel',
  component: BannerCarousel,
  args: { banners, onSelect: fn(), autoplay: false },
  parameters: { ...targetSizeRule },
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
    // Pagination bullets and the autoplay toggle are 24 px targets or larger (WCAG 2.5.8).
    const bullets = canvas.getAllByRole('button', { name: /^Go to slide \d$/ });
    await expect(bullets).toHaveLength(banners.length);
    await expectTargetsAtLeastMin([...bullets, canvas.getByRole('button', { name: 'Pause banners' })]);
    // Shift+Tab from the toggle reaches the last bullet, which shows a focus ring.
    canvas.getByRole('button', { name: 'Pause banners' }).focus();
    await userEvent.tab({ shift: true });
    await expectFocusRing(bullets[bullets.length - 1]!);
  },
};
export const Autoplay: Story = { args: { autoplay: true }, tags: ['no-visual'] };
export const SingleBanner: Story = { args: { banners: banners.slice(0, 1) } };
export const Empty: Story = { args: { banners: [] } };
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    await expectTargetsAtLeastMin([...canvas.getAllByRole('button', { name: /^Go to slide \d$/ }), canvas.getByRole('button', { name: 'Play banners' })]);
  },
};
