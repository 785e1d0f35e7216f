import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { avatarImage, brokenImage, defaultAvatar } from '../internal/story-assets.ts';
import { row } from '../internal/story-helpers.tsx';
import { Avatar } from './Avatar.tsx';

const meta = {
  title: 'Data/Avatar',
  component: Avatar,
  args: { src: avatarImage, fallbackSrc: defaultAvatar, alt: 'player01', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Catalogue: Story = {
  render: () => (
    <div style={row}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Avatar key={size} size={size} src={avatarImage} alt={`Avatar ${size}`} />
      ))}
      <Avatar size="lg" src={brokenImage} fallbackSrc={defaultAvatar} alt="Broken, default image" />
      <Avatar size="lg" alt="No image at all" />
    </div>
  ),
};
/** The avatar fails to load: the tenant's default image is shown (spec error catalogue). */
export const LoadFailure: Story = {
  args: { src: brokenImage },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'player01' })).toHaveAttribute('src', defaultAvatar),
    );
  },
};
export const NoImage: Story = { args: { src: null, fallbackSrc: undefined } };
