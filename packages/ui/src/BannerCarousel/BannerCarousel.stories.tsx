import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { banner } from '../internal/story-assets.ts';
import { phoneStory } from '../internal/story-helpers.tsx';
import { expectFocusRing, expectTargetsAtLeastMin, targetSizeRule } from '../internal/story-targets.ts';
import { BannerCarousel } from './BannerCarousel.tsx';

const banners = [0, 1, 2].map((i) => ({
  id: String(i),
  imageUrl: banner(i),
  alt: `Promotion ${i + 1}`,
  url: `/promotions#p${i}`,
  linkageType: 1,
}));

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
    await expect(canvas.getByRole('button', { name: 'Pause banners' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
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
/** The whole 24 px square of a bullet, not only its dot, takes the pointer and selects the slide. */
export const BulletHitArea: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    const second = canvas.getByRole('button', { name: 'Go to slide 2' });
    await expectTargetsAtLeastMin([second]);
    const r = second.getBoundingClientRect();
    for (const [x, y] of [
      [r.left + 2, r.top + r.height / 2],
      [r.right - 2, r.top + r.height / 2],
      [r.left + r.width / 2, r.top + 2],
      [r.left + r.width / 2, r.bottom - 2],
    ] as const) {
      await expect(document.elementFromPoint(x, y)).toBe(second);
    }
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: second,
      coords: { clientX: r.left + 2, clientY: r.top + r.height / 2 },
    });
    await expect(second).toHaveAttribute('aria-current', 'true');
  },
};
export const Autoplay: Story = { args: { autoplay: true }, tags: ['no-visual'] };
export const SingleBanner: Story = { args: { banners: banners.slice(0, 1) } };
export const Empty: Story = { args: { banners: [] } };
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    await expectTargetsAtLeastMin([
      ...canvas.getAllByRole('button', { name: /^Go to slide \d$/ }),
      canvas.getByRole('button', { name: 'Play banners' }),
    ]);
  },
};

/** In Thai the pagination bullets are named in Thai (Swiper's own messages replaced by the ui strings). */
export const Thai: Story = {
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^ไปที่สไลด์ \d$/ })).toHaveLength(banners.length);
    await expect(canvas.getByRole('button', { name: 'ไปที่สไลด์ 2' })).toBeInTheDocument();
  },
};
