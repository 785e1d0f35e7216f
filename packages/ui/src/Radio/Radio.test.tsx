import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { RadioGroup } from './Radio.tsx';

function Harness() {
  const [value, setValue] = useState('mobile');
  return (
    <RadioGroup
      legend="Register with"
      value={value}
      onChange={setValue}
      options={[
        { value: 'mobile', label: 'Mobile' },
        { value: 'email', label: 'Email' },
        { value: 'line', label: 'LINE', disabled: true },
      ]}
    />
  );
}

describe('RadioGroup', () => {
  it('is a named group whose choice changes by click and arrow keys', async () => {
    renderUi(<Harness />);
    expect(screen.getByRole('group', { name: 'Register with' })).toBeInTheDocument();
    const mobile = screen.getByRole('radio', { name: 'Mobile' });
    expect(mobile).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Email' }));
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'LINE' })).toBeDisabled();
  });
});
