import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { column, phoneStory, row } from '../internal/story-helpers.tsx';
import { Skeleton, SkeletonGroup } from './Skeleton.tsx';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'rect', width: '16rem' },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Catalogue: Story = {
  render: () => (
    <div style={column}>
      <div style={row}>
        <Skeleton variant="circle" />
        <div style={{ flex: 1 }}>
          <Skeleton variant="text" />
        </div>
      </div>
      <Skeleton variant="rect" />
      <SkeletonGroup lines={3} />
    </div>
  ),
};
export const Group: Story = {
  render: () => <SkeletonGroup lines={4} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};
export const Phone: Story = { ...phoneStory, render: () => <SkeletonGroup lines={5} /> };
