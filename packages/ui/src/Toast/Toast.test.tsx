import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { Alert, ToastRegion } from './Toast.tsx';

afterEach(() => vi.useRealTimers());

describe('Alert', () => {
  it('interrupts for errors and waits politely for info', () => {
    renderUi(
      <>
        <Alert tone="danger">Network link is abnormal, please try again</Alert>
        <Alert tone="success">Saved</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});

describe('ToastRegion', () => {
  it('is a polite live region; toasts close by button or after their time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onDismiss = vi.fn();
    renderUi(
      <ToastRegion
        onDismiss={onDismiss}
        duration={5000}
        toasts={[
          { id: 'a', tone: 'success', message: 'Copied' },
          { id: 'b', tone: 'info', message: 'Stays', duration: 0 },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: '2 notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[1]!);
    expect(onDismiss).toHaveBeenCalledWith('b');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onDismiss).toHaveBeenCalledWith('a');
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});
