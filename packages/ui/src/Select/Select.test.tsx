import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { Select } from './Select.tsx';

const options = [{ value: 'kbank', label: 'Kasikorn' }, { value: 'scb', label: 'SCB' }, { value: 'bbl', label: 'Bangkok Bank', disabled: true }];

describe('Select', () => {
  it('offers a placeholder and the options, and reports the chosen value', async () => {
    const onChange = vi.fn();
    renderUi(<Select aria-label="Bank" options={options} placeholder onChange={onChange} defaultValue="" />);
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(screen.getByRole('option', { name: 'Select…' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Bangkok Bank' })).toBeDisabled();
    await userEvent.selectOptions(select, 'scb');
    expect(onChange).toHaveBeenCalledWith('scb', expect.anything());
    expect(select).toHaveValue('scb');
  });
});
