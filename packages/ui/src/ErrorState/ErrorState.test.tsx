import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { ErrorState } from './ErrorState.tsx';

describe('ErrorState', () => {
  it('alerts with a default title and retries', async () => {
    const onRetry = vi.fn();
    renderUi(<ErrorState description="Network link is abnormal, please try again" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
