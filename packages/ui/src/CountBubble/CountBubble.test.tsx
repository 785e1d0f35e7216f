import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { CountBubble } from './CountBubble.tsx';

describe('CountBubble', () => {
  it('shows the count with words for screen readers, capped at max+', () => {
    const { rerender } = renderUi(<CountBubble count={3} label="3 unclaimed" />);
    expect(screen.getByRole('status', { name: '3 unclaimed' })).toHaveTextContent('3');
    rerender(<CountBubble count={250} label="250 unclaimed" />);
    expect(screen.getByRole('status')).toHaveTextContent('99+');
  });

  it('is hidden at zero unless asked', () => {
    const { rerender } = renderUi(<CountBubble count={0} label="none" />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<CountBubble count={0} label="none" showZero />);
    expect(screen.getByRole('status')).toHaveTextContent('0');
  });

  it('on an icon button is decorative (the button carries the count)', () => {
    renderUi(
      <CountBubble count={5}>
        <button type="button" aria-label="Messages, 5 unread">
          ✉
        </button>
      </CountBubble>,
    );
    expect(screen.getByText('5')).toHaveAttribute('aria-hidden', 'true');
  });
});
