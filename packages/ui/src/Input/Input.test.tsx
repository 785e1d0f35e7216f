import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { Input } from './Input.tsx';

describe('Input', () => {
  it('takes typed text and reports changes', async () => {
    const onChange = vi.fn();
    renderUi(<Input aria-label="Amount" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '100');
    expect(screen.getByRole('textbox')).toHaveValue('100');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('can be marked invalid and disabled', async () => {
    renderUi(<Input aria-label="Amount" invalid disabled />);
    const input = screen.getByRole('textbox');
    expect(input).toBeInvalid();
    expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('');
  });
});
