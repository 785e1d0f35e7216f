import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { column, LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import { Alert, ToastRegion, type ToastItem } from './Toast.tsx';
import { targetSizeRule } from '../internal/story-targets.ts';

const meta = {
  title: 'Feedback/Toast',
  component: Alert,
  args: {
    tone: 'success',
    title: 'Deposit received',
    children: 'THB 1,000.00 has been added to your balance.',
    onClose: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] } },
  parameters: { ...targetSizeRule },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Deposit received');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const Catalogue: Story = {
  render: () => (
    <div style={column}>
      <Alert tone="info" title="Info">
        Popup blocked. Please allow popups and try again.
      </Alert>
      <Alert tone="success">Copied to clipboard</Alert>
      <Alert tone="warning" onClose={() => {}}>
        Too many requests, please try again after 5 minutes.
      </Alert>
      <Alert tone="danger" title="Error" floating>
        Network link is abnormal, please try again
      </Alert>
    </div>
  ),
};

function ToastDemo() {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [n, setN] = useState(0);
  return (
    <>
      <Button
        onClick={() => {
          setN(n + 1);
          setToasts((list) => [
            ...list,
            { id: String(n), tone: n % 2 ? 'warning' : 'success', message: `Toast ${n + 1}` },
          ]);
        }}
      >
        Show toast
      </Button>
      <ToastRegion toasts={toasts} onDismiss={(id) => setToasts((list) => list.filter((t) => t.id !== id))} />
    </>
  );
}

/**
 * The region announces new toasts politely; each closes by its button or after 5 s. It is rendered into the page's
 * body (beside any modal, so a modal never makes it inert), hence `screen` rather than the story's canvas.
 */
export const Region: Story = {
  render: () => <ToastDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const region = screen.getByRole('region', { name: /notifications/ });
    await expect(region).toHaveTextContent('Toast 1');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(region).not.toHaveTextContent('Toast 1'));
  },
};
export const LongThaiText: Story = { args: { title: 'ฝากเงินสำเร็จ', children: LONG_THAI } };
export const Phone: Story = { ...phoneStory };
