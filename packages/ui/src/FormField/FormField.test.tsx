import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from '../Input/Input.tsx';
import { renderUi } from '../internal/test-utils.tsx';
import { FormField } from './FormField.tsx';

describe('FormField', () => {
  it('labels its control and describes it with hint and error', () => {
    renderUi(
      <FormField label="Username" hint="6 to 16 letters or digits" error="Input cannot be empty" required>
        <Input />
      </FormField>,
    );
    // Its name is the label alone: "required" is the control's own state, not a word of its name.
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('6 to 16 letters or digits Input cannot be empty');
    expect(screen.getByRole('alert')).toHaveTextContent('Input cannot be empty');
  });

  it('is valid and undescribed without hint and error', () => {
    renderUi(
      <FormField label="Email">
        <Input type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
