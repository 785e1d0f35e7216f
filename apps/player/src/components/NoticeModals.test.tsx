import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../app/testing/renderApp.tsx';
import { fakePlatform } from '../account/testing/fakePlatform.tsx';

const NOTICES = 'GET /wps/relay/MCSFE_getListAnnouncements';

describe('the once-a-session popup notice', () => {
  let idle: Array<() => void>;
  beforeEach(() => {
    idle = [];
    sessionStorage.clear();
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const platform = fakePlatform();
    platform.on(NOTICES, () => ({
      success: true,
      value: {
        banners: [],
        player: [{ id: 1, title: 'Maintenance tonight' }],
        popup: [{ id: 2, title: 'Welcome gift', content: '<p>100 free spins</p>' }],
        promotion: [],
      },
    }));
  });

  it('opens once the page has loaded and is idle, not while its first screen is built, and once a session', async () => {
    const user = userEvent.setup();
    renderAppAt('/');
    // The notices have come (the marquee shows them); the popup waits for the page's idle moment.
    const notice = await screen.findByRole('button', { name: 'Maintenance tonight' }, { timeout: 10_000 });
    // The popups' part is there (a notice opens in it), and the popup has not opened.
    await user.click(notice);
    const opened = await screen.findByRole('dialog', { name: 'Notice' });
    await user.keyboard('{Escape}');
    expect(opened).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Welcome gift' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('popupShownAudiences')).toBeNull();

    act(() => {
      for (const callback of idle.splice(0)) callback();
    });
    const popup = await screen.findByRole('dialog', { name: 'Welcome gift' });
    expect(within(popup).getByText('100 free spins')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-wl-idle');
    expect(sessionStorage.getItem('popupShownAudiences')).toBe('guest');

    await user.click(within(popup).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog', { name: 'Welcome gift' })).not.toBeInTheDocument();
  });
});
