import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { phoneStory } from '../internal/story-helpers.tsx';
import { CopyToClipboard } from './CopyToClipboard.tsx';
import { targetSizeRule } from '../internal/story-targets.ts';

const meta = {
  title: 'Inputs/CopyToClipboard',
  component: CopyToClipboard,
  args: {
    value: 'https://goldcasino.example/register?referralCode=AB12CD',
    onCopied: fn(),
    writeText: () => Promise.resolve(),
  },
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <CopyToClipboard {...args} />
    </div>
  ),
  parameters: { ...targetSizeRule },
} satisfies Meta<typeof CopyToClipboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await screen.findByRole('dialog', { name: 'Copied to clipboard' })).toBeInTheDocument();
    await expect(args.onCopied).toHaveBeenCalledWith(args.value);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
export const Failure: Story = {
  args: { writeText: () => Promise.reject(new Error('denied')) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toBeInTheDocument();
  },
};
export const ButtonOnly: Story = { args: { hideValue: true, label: 'Copy account number' } };
export const Phone: Story = { ...phoneStory };
