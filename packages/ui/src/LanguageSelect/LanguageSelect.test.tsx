import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { forgetEarlyChanges, recordEarlyChanges } from '../hydration/earlyChanges.ts';
import { LanguageSelect } from './LanguageSelect.tsx';

describe('LanguageSelect', () => {
  beforeEach(forgetEarlyChanges);

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
    expect(onChange).toHaveBeenCalledWith('TY');
  });

  it('takes a language chosen in the prerendered page before it was hydrated, and shows it', async () => {
    // The prerendered page's select, changed before the app had loaded (its input event, as a browser fires it).
    recordEarlyChanges();
    const html = document.createElement('select');
    html.name = 'language';
    html.innerHTML = '<option value="EN">English</option><option value="TY">ไทย</option>';
    document.body.append(html);
    html.value = 'TY';
    html.dispatchEvent(new Event('input', { bubbles: true }));
    html.remove();
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
    expect(onChange).toHaveBeenCalledWith('TY');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('TY');
  });
});
