import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('toggles by click on its label and by Space', async () => {
    const onChange = vi.fn();
    renderUi(<Checkbox label="I am over 21 years old" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I am over 21 years old' });
    await userEvent.click(screen.getByText('I am over 21 years old'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false, expect.anything());
  });

  it('cannot be changed when disabled', async () => {
    renderUi(<Checkbox label="Remember me" disabled />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });
});
