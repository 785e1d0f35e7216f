import type { Meta, StoryObj } from '@storybook/react-vite';
import { column } from '../internal/story-helpers.tsx';
import { Clock } from './Clock.tsx';

const fixed = Date.UTC(2026, 10, 22, 5, 4, 3);

const meta = {
  title: 'Data/Clock',
  component: Clock,
  args: { offsetMinutes: 420, now: fixed },
} satisfies Meta<typeof Clock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Ticking: Story = { args: { now: undefined }, tags: ['no-visual'] };
export const Catalogue: Story = {
  render: () => (
    <div style={column}>
      <Clock offsetMinutes={420} now={fixed} />
      <Clock offsetMinutes={480} now={fixed} withDate={false} />
      <Clock offsetMinutes={-210} now={fixed} />
      <Clock offsetMinutes={0} now={fixed} />
    </div>
  ),
};
