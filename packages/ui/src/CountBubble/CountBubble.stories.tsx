import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from '../IconButton/IconButton.tsx';
import { GiftIcon } from '../internal/icons.tsx';
import { row } from '../internal/story-helpers.tsx';
import { CountBubble } from './CountBubble.tsx';

const meta = {
  title: 'Data/CountBubble',
  component: CountBubble,
  args: { count: 3, label: '3 unclaimed' },
} satisfies Meta<typeof CountBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Catalogue: Story = {
  render: () => (
    <div style={{ ...row, gap: 32 }}>
      <CountBubble count={1} label="1 unclaimed" />
      <CountBubble count={42} label="42 unclaimed" />
      <CountBubble count={120} label="120 unclaimed" />
      <CountBubble count={0} showZero label="0 unclaimed" />
      <CountBubble count={7}>
        <IconButton label="Rewards, 7 unclaimed" icon={<GiftIcon />} variant="secondary" />
      </CountBubble>
    </div>
  ),
};
export const OnIcon: Story = {
  render: () => (
    <CountBubble count={12}>
      <IconButton label="Rewards, 12 unclaimed" icon={<GiftIcon />} variant="secondary" />
    </CountBubble>
  ),
};
export const Zero: Story = { args: { count: 0 } };
