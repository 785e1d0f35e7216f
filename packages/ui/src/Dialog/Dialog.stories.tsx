import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import { Dialog } from './Dialog.tsx';
import { targetSizeRule } from '../internal/story-targets.ts';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    open: true,
    title: 'Too many requests',
    message: 'Too many requests, please try again after 5 minutes.',
    tone: 'warning',
    onClose: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] } },
  render: (args) => <Dialog {...args} actions={<Button onClick={args.onClose}>OK</Button>} />,
  parameters: { ...targetSizeRule, docs: { story: { inline: false, height: '420px' } } },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Too many requests' });
    await expect(dialog).toHaveAccessibleDescription('Too many requests, please try again after 5 minutes.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const Success: Story = { args: { tone: 'success', title: 'Copied', message: 'Copied to clipboard' } };
export const Danger: Story = {
  args: { tone: 'danger', title: 'Login failure', message: 'Login failure. Please try again.' },
};
export const Info: Story = {
  args: { tone: 'info', title: 'Notice', message: 'Popup blocked. Please allow popups and try again.' },
};
export const LongThaiText: Story = { args: { title: 'แจ้งเตือน', message: LONG_THAI } };
export const Phone: Story = { ...phoneStory };
