import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import {
  boxesOverlap,
  expectFocusRing,
  expectNotCovered,
  expectTargetsAtLeastMin,
  targetSizeRule,
} from '../internal/story-targets.ts';
import { NoticeMarquee } from './NoticeMarquee.tsx';

const notices = [
  { id: 'a', text: 'Scheduled maintenance on Monday 02:00 to 04:00 (GMT+7).' },
  { id: 'b', text: 'New slots from PG Soft are live now.' },
  { id: 'c', text: 'Weekly cashback is paid every Monday.' },
];

const meta = {
  title: 'Lobby/NoticeMarquee',
  component: NoticeMarquee,
  args: { notices, onOpen: fn(), paused: true },
  parameters: { ...targetSizeRule },
} satisfies Meta<typeof NoticeMarquee>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: notices[1]!.text }));
    await expect(args.onOpen).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Play notices' }));
    const pause = canvas.getByRole('button', { name: 'Pause notices' });
    // The pause button and every notice are 24 px targets or larger (WCAG 2.5.8); the story's axe run
    // (target-size rule on) also fails if the scrolling notices cover part of the pause button.
    await expectTargetsAtLeastMin([
      pause,
      ...notices.map((n) => canvas.getByRole('button', { name: n.text })),
    ]);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expectFocusRing(pause);
  },
};
export const Scrolling: Story = { args: { paused: false }, tags: ['no-visual'] };
export const Empty: Story = { args: { notices: [] } };
export const LongThaiText: Story = { args: { notices: [{ id: 't', text: LONG_THAI }] } };
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    const play = canvas.getByRole('button', { name: 'Play notices' });
    await expectTargetsAtLeastMin([play]);
    // At 360 px the first notice runs on under the button; the button stays on top of it.
    const first = canvas.getByRole('button', { name: notices[0]!.text });
    await expect(boxesOverlap(first, play)).toBe(true);
    await expectNotCovered(play, canvas.getByRole('list').parentElement!);
  },
};
