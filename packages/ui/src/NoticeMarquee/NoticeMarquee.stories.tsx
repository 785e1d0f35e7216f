import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
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
} satisfies Meta<typeof NoticeMarquee>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: notices[1]!.text }));
    await expect(args.onOpen).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Play notices' }));
    await expect(canvas.getByRole('button', { name: 'Pause notices' })).toBeInTheDocument();
  },
};
export const Scrolling: Story = { args: { paused: false }, tags: ['no-visual'] };
export const Empty: Story = { args: { notices: [] } };
export const LongThaiText: Story = { args: { notices: [{ id: 't', text: LONG_THAI }] } };
export const Phone: Story = { ...phoneStory };
