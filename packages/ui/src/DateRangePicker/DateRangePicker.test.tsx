import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { DateRangePicker } from './DateRangePicker.tsx';

describe('DateRangePicker', () => {
  it('has labelled From/To inputs and reports edits', () => {
    const onChange = vi.fn();
    renderUi(
      <DateRangePicker
        legend="Period"
        value={{ from: '2026-11-01', to: '2026-11-20' }}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Period' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-05' } });
    expect(onChange).toHaveBeenCalledWith({ from: '2026-11-05', to: '2026-11-20' });
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2026-11-01');
  });

  it('flags a start after the end', () => {
    renderUi(
      <DateRangePicker
        legend="Period"
        value={{ from: '2026-11-21', to: '2026-11-20' }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must not be after the end date');
    expect(screen.getByLabelText('From')).toBeInvalid();
  });

  it('applies a preset and marks it pressed', async () => {
    const onChange = vi.fn();
    const week = { from: '2026-11-14', to: '2026-11-20' };
    renderUi(
      <DateRangePicker
        legend="Period"
        value={week}
        onChange={onChange}
        presets={[
          { id: 'today', label: 'Today', range: { from: '2026-11-20', to: '2026-11-20' } },
          { id: 'week', label: 'Last 7 days', range: week },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-11-20', to: '2026-11-20' });
  });
});
