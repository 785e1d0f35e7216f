import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No favourites yet',
    description: 'Tap the heart on a game to keep it here.',
    action: <Button variant="secondary">Browse games</Button>,
  },
  argTypes: { action: { control: false } },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Minimal: Story = { args: { title: undefined, description: undefined, action: undefined } };
export const LongThaiText: Story = { args: { title: 'ยังไม่มีเกมโปรด', description: LONG_THAI } };
export const Phone: Story = { ...phoneStory };
