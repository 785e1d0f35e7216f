import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n, setLanguage } from '@wl/i18n';
import { WlThemeProvider } from '@wl/ui';
import { UpdatePrompt } from './UpdatePrompt.tsx';

function renderPrompt(onReload: () => void, i18n = createI18n()) {
  return render(
    <I18nextProvider i18n={i18n}>
      <WlThemeProvider withGlobalStyle={false}>
        <UpdatePrompt onReload={onReload} />
      </WlThemeProvider>
    </I18nextProvider>,
  );
}

describe('the update prompt', () => {
  it('says politely that a new version is ready; Reload asks for it once', async () => {
    const onReload = vi.fn();
    renderPrompt(onReload);
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready.');
    const reload = screen.getByRole('button', { name: 'Reload' });
    await userEvent.click(reload);
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(reload).toBeDisabled();
  });

  it('goes away with Later, reloading nothing', async () => {
    const onReload = vi.fn();
    renderPrompt(onReload);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(onReload).not.toHaveBeenCalled();
  });

  it('speaks Thai', async () => {
    const i18n = createI18n();
    await setLanguage(i18n, 'TY');
    renderPrompt(() => undefined, i18n);
    expect(screen.getByRole('status')).toHaveTextContent('มีเวอร์ชันใหม่พร้อมใช้งาน');
    expect(screen.getByRole('button', { name: 'โหลดใหม่' })).toBeVisible();
  });
});
