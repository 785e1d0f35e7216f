import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../app/testing/renderApp.tsx';
import { fakePlatform } from '../account/testing/fakePlatform.tsx';

const lane = (title: string, ...names: string[]) => ({
  title,
  cards: names.map((name) => ({ vassalage: name.slice(0, 3).toUpperCase(), name, isGame: 'VASSALAGE' })),
});
const VENDORS = {
  data: {
    lanes: [
      lane('RNG', 'MegaReels'),
      lane('LIVE', 'Live One'),
      lane('SPORTS', 'Sport One'),
      lane('COCKFIGHT', 'SV388 Cockfight'),
    ],
  },
};

async function menu() {
  const nav = await screen.findByRole('navigation', { name: 'Menu' });
  await within(nav).findByRole('link', { name: 'Cockfight' });
  return nav;
}

describe('side menu and the current game type (spec §4)', () => {
  it('takes cockfight, hidden on HOME, to the home page showing its section', async () => {
    fakePlatform().on('GET /wps/relay/GCSGAME_gameVendor', () => ({ success: true, value: VENDORS }));
    const user = userEvent.setup();
    renderAppAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Brand · Home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /SV388 Cockfight/ })).not.toBeInTheDocument();
    await user.click(within(await menu()).getByRole('link', { name: 'Cockfight' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Test Brand · Cockfight' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(await screen.findByRole('button', { name: /SV388 Cockfight/ })).toBeInTheDocument();
    // Only that type's section.
    expect(screen.queryByRole('button', { name: /MegaReels/ })).not.toBeInTheDocument();
    expect(within(await menu()).getByRole('link', { name: 'Cockfight' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Home again: every home section.
    await user.click(within(await menu()).getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Brand · Home' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /MegaReels/ })).toBeInTheDocument();
  });

  it('sends live casino to the home page, and slots to /rng', async () => {
    fakePlatform().on('GET /wps/relay/GCSGAME_gameVendor', () => ({ success: true, value: VENDORS }));
    const user = userEvent.setup();
    renderAppAt('/');
    await user.click(within(await menu()).getByRole('link', { name: 'Live casino' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Test Brand · Live casino' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    await user.click(within(await menu()).getByRole('link', { name: 'Slots' }));
    await waitFor(() => expect(window.location.pathname).toBe('/rng'));
    expect(await screen.findByRole('heading', { level: 1, name: /Slots/ })).toBeInTheDocument();
  });
});

describe('side menu referral item (spec §6: for players only when the REFERRAL promotion is enabled)', () => {
  /** A logged-in player whose public state (consolidated funds) carries `availablePromo`; the permission says nothing of referral. */
  function player(availablePromo: unknown, type = 0) {
    const platform = fakePlatform();
    platform.on('GET /wps/member/info', () => ({
      success: true,
      value: { id: 1, account: 'demo', nickname: 'Demo', type },
    }));
    platform.on('GET /wps/member/info/funds/consolidated', () => ({
      success: true,
      value: { balance: 100, availablePromoCount: 2, availablePromo },
    }));
    platform.on('GET /wps/relay/EMFE_getInboxUnreadCount', () => ({ success: true, value: 0 }));
    sessionStorage.setItem('token', 'tok-1');
    return platform;
  }

  it('shows it, to the member referral page, when availablePromo.REFERRAL.enabled is on', async () => {
    player({ REFERRAL: { enabled: true } });
    renderAppAt('/');
    const nav = await screen.findByRole('navigation', { name: 'Menu' });
    expect(await within(nav).findByRole('link', { name: 'Refer a friend' })).toHaveAttribute(
      'href',
      '/member/referral',
    );
  });

  it('leaves it out when availablePromo.REFERRAL.enabled is off, or the public state has no availablePromo', async () => {
    for (const availablePromo of [{ REFERRAL: { enabled: false } }, undefined]) {
      player(availablePromo);
      const view = renderAppAt('/');
      // The header's count comes with the same answer: once it shows, the public state is in.
      expect(await screen.findByRole('button', { name: 'Gifts, 2 unclaimed' })).toBeInTheDocument();
      const nav = await screen.findByRole('navigation', { name: 'Menu' });
      expect(within(nav).queryByRole('link', { name: 'Refer a friend' })).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
