import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormField } from '../FormField/FormField.tsx';
import { renderUi } from '../internal/test-utils.tsx';
import { PasswordInput } from './PasswordInput.tsx';

describe('PasswordInput', () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    renderUi(
      <FormField label="Password">
        <PasswordInput defaultValue="secret1" />
      </FormField>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('speaks Thai when the language is TY', () => {
    renderUi(<PasswordInput aria-label="รหัสผ่าน" />, { language: 'TY' });
    expect(screen.getByRole('button', { name: 'แสดงรหัสผ่าน' })).toBeInTheDocument();
  });
});
