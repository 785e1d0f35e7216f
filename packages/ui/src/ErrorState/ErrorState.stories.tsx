import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: { description: 'Network link is abnormal, please try again', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Retrying: Story = { args: { retrying: true } };
export const WithoutRetry: Story = { args: { onRetry: undefined, title: 'Load failure' } };
export const LongThaiText: Story = { args: { title: 'โหลดไม่สำเร็จ', description: LONG_THAI } };
export const Phone: Story = { ...phoneStory };
