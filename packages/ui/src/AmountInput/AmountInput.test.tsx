import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField.tsx';
import { renderUi } from '../internal/test-utils.tsx';
import { AmountInput, QuickAmounts } from './AmountInput.tsx';

function Controlled({ onAll }: { onAll?: () => void }) {
  const [value, setValue] = useState('');
  return (
    <FormField label="Amount" error={value === 'abc' ? 'Please enter an amount' : undefined}>
      <AmountInput
        value={value}
        onChange={setValue}
        currencySymbol="฿"
        all={
          onAll
            ? {
                label: 'All',
                onClick: () => {
                  onAll();
                  setValue('1200.50');
                },
              }
            : undefined
        }
      />
    </FormField>
  );
}

describe('AmountInput', () => {
  it('keeps what was typed, asks for a decimal keyboard and is described by its error', async () => {
    renderUi(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, 'abc');
    expect(input).toHaveValue('abc');
    expect(input).toHaveAccessibleDescription('Please enter an amount');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it("fills in everything available with its 'all' button", async () => {
    const onAll = vi.fn();
    renderUi(<Controlled onAll={onAll} />);
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(onAll).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('1200.50');
  });
});

describe('QuickAmounts', () => {
  it('offers each amount as a toggle button, the chosen one pressed', async () => {
    const onPick = vi.fn();
    renderUi(
      <QuickAmounts
        label="Quick amounts"
        amounts={[100, 500]}
        value={500}
        onPick={onPick}
        format={(a) => `฿${a}.00`}
      />,
    );
    expect(screen.getByRole('group', { name: 'Quick amounts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '฿500.00' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '฿100.00' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: '฿100.00' }));
    expect(onPick).toHaveBeenCalledWith(100);
  });
});
