import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { BalanceDisplay } from './BalanceDisplay.tsx';

describe('BalanceDisplay', () => {
  it('shows 2 decimals, thousands separators and the currency symbol', () => {
    renderUi(<BalanceDisplay amount={1234567.5} currencySymbol="฿" />);
    expect(screen.getByText('฿1,234,567.50')).toBeInTheDocument();
  });

  it('masks with stars when hidden, and the toggle says what it will do', async () => {
    const onToggle = vi.fn();
    renderUi(<BalanceDisplay amount={100} hidden onToggleHidden={onToggle} />);
    expect(screen.getByText('******')).toBeInTheDocument();
    expect(screen.queryByText('100.00')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('refresh is busy and inert while refreshing', async () => {
    const onRefresh = vi.fn();
    const { rerender } = renderUi(<BalanceDisplay amount={5} onRefresh={onRefresh} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefresh).toHaveBeenCalledOnce();
    rerender(<BalanceDisplay amount={5} onRefresh={onRefresh} refreshing />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toHaveAttribute('aria-busy', 'true');
  });
});
