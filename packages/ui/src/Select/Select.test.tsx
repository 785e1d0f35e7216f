import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { Select } from './Select.tsx';

const options = [
  { value: 'kbank', label: 'Kasikorn' },
  { value: 'scb', label: 'SCB' },
  { value: 'bbl', label: 'Bangkok Bank', disabled: true },
];

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

  it('lists grouped options under their group, in order', () => {
    const grouped = [
      { value: '', label: 'All' },
      { value: 'LIVE', label: 'All live', group: 'Live' },
      { value: 'LIVE|SA', label: 'SA Gaming', group: 'Live' },
      { value: 'RNG|PG', label: 'PG Soft', group: 'Slots' },
    ];
    renderUi(<Select aria-label="Game" options={grouped} defaultValue="" />);
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('label'))).toEqual(['Live', 'Slots']);
    expect(groups[0]?.querySelectorAll('option')).toHaveLength(2);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All',
      'All live',
      'SA Gaming',
      'PG Soft',
    ]);
  });
});
