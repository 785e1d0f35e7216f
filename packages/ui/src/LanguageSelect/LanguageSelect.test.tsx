import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';

describe('LanguageSelect', () => {
  it('is a labelled select of languages named in themselves', async () => {
    const onChange = vi.fn();
    renderUi(
      <LanguageSelect
        languages={[
          { code: 'EN', name: 'English' },
          { code: 'TY', name: 'ไทย' },
        ]}
        value="EN"
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('EN');
    await userEvent.selectOptions(select, 'ไทย');
    expect(onChange).toHaveBeenCalledWith('TY', expect.anything());
  });
});
