import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { column } from '../internal/story-helpers.tsx';
import { LoadingBar } from './LoadingBar.tsx';

const meta = {
  title: 'Feedback/LoadingBar',
  component: LoadingBar,
  args: { active: true, fixed: false },
} satisfies Meta<typeof LoadingBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
  },
};
export const Catalogue: Story = {
  render: () => (
    <div style={column}>
      <LoadingBar active fixed={false} value={25} />
      <LoadingBar active fixed={false} value={70} />
      <LoadingBar active fixed={false} value={100} />
    </div>
  ),
};
export const PinnedToTop: Story = { args: { fixed: true, value: 60 } };
