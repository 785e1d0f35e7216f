import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FloatingButtons } from './FloatingButtons.tsx';
import { targetSizeRule } from '../internal/story-targets.ts';

const meta = {
  title: 'Layout/FloatingButtons',
  component: FloatingButtons,
  args: { onGift: fn(), onLiveChat: fn(), giftCount: 3, fixed: false },
  parameters: { ...targetSizeRule },
} satisfies Meta<typeof FloatingButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Gifts, 3 unclaimed' }));
    await expect(args.onGift).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Live chat' }));
    await expect(args.onLiveChat).toHaveBeenCalled();
  },
};
export const ChatOnly: Story = { args: { onGift: undefined } };
export const NoCount: Story = { args: { giftCount: 0 } };
export const PinnedToCorner: Story = {
  args: { fixed: true },
  decorators: [
    (Story) => (
      <div style={{ height: 300 }}>
        <Story />
      </div>
    ),
  ],
};
export const Thai: Story = { globals: { language: 'TY' } };
