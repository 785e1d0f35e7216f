import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { LoadingBar } from './LoadingBar.tsx';

describe('LoadingBar', () => {
  it('is a named progressbar while active, with a clamped value when known', () => {
    const { rerender } = renderUi(<LoadingBar active />);
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    rerender(<LoadingBar active value={140} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<LoadingBar active={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
