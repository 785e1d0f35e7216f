import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Sign out',
    message: 'Are you sure you want to sign out?',
    onConfirm: fn(),
    onCancel: fn(),
    destructive: true,
  },
  parameters: { docs: { story: { inline: false, height: '360px' } } },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('alertdialog', { name: 'Sign out' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
export const NotDestructive: Story = {
  args: { destructive: false, title: 'Claim reward', message: 'Claim 50 points now?' },
};
export const Loading: Story = { args: { loading: true } };
export const LongThaiText: Story = {
  args: { title: 'ออกจากระบบ', message: LONG_THAI, confirmLabel: 'ยืนยันการออกจากระบบ', cancelLabel: 'ยกเลิก' },
};
export const Phone: Story = { ...phoneStory };
