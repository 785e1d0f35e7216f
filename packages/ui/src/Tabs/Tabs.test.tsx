import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { Tabs } from './Tabs.tsx';

function Harness() {
  const [value, setValue] = useState('deposit');
  return (
    <Tabs
      label="Records"
      value={value}
      onChange={setValue}
      items={[
        { id: 'deposit', label: 'Deposit', content: 'Deposit records' },
        { id: 'withdraw', label: 'Withdraw', content: 'Withdraw records' },
        { id: 'bets', label: 'Bets', content: 'Bet records' },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('shows the selected panel and moves with arrow keys, Home and End', async () => {
    renderUi(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Records' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Deposit' })).toHaveTextContent('Deposit records');
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Deposit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Withdraw records');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Bets' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
  });

  it('selects a tab on click; only the selected tab is in the Tab order', async () => {
    renderUi(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Bets' }));
    expect(screen.getByRole('tab', { name: 'Bets' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('tabindex', '-1');
  });
});
