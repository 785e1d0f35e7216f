import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import { Modal, type ModalProps } from './Modal.tsx';
import { targetSizeRule } from '../internal/story-targets.ts';

function WithTrigger(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  const close = () => {
    setOpen(false);
    props.onClose?.();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        {...props}
        open={open}
        onClose={close}
        footer={props.footer ?? <Button onClick={close}>Got it</Button>}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Announcement',
    children: 'The site will be under maintenance on Monday from 02:00 to 04:00.',
    onClose: fn(),
    size: 'md',
    dismissible: true,
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'full'] } },
  render: (args) => <WithTrigger {...args} />,
  parameters: { ...targetSizeRule, docs: { story: { inline: false, height: '480px' } } },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Announcement' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Got it' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
  },
};

/** The gift / notice popup: no close button; Escape and the backdrop do nothing. */
export const WithoutCloseButton: Story = {
  args: { dismissible: false, title: 'A gift for you', children: 'Claim 100 free spins today.' },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'A gift for you' });
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
export const Large: Story = { args: { size: 'lg' } };
export const LongThaiText: Story = {
  args: { title: 'ประกาศสำคัญจากทางเว็บไซต์', children: `${LONG_THAI} ${LONG_THAI} ${LONG_THAI}` },
};
export const Phone: Story = { ...phoneStory, args: { size: 'full' } };
export const Closed: Story = { args: { open: false } };
