import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../app/testing/renderApp.tsx';
import { fakePlatform } from '../account/testing/fakePlatform.tsx';

const lane = (title: string, ...names: string[]) => ({ title, cards: names.map((name) => ({ vassalage: name.slice(0, 3).toUpperCase(), name, isGame: 'VASSALAGE' })) });
const VENDORS = { data: { lanes: [lane('RNG', 'MegaReels'), lane('LIVE', 'Live One'), lane('SPORTS', 'Sport One'), lane('COCKFIGHT', 'SV388 Cockfight')] } };

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
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Brand · Cockfight' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(await screen.findByRole('button', { name: /SV388 Cockfight/ })).toBeInTheDocument();
    // Only that type's section.
    expect(screen.queryByRole('button', { name: /MegaReels/ })).not.toBeInTheDocument();
    expect(within(await menu()).getByRole('link', { name: 'Cockfight' })).toHaveAttribute('aria-current', 'page');

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
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Brand · Live casino' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    await user.click(within(await menu()).getByRole('link', { name: 'Slots' }));
    await waitFor(() => expect(window.location.pathname).toBe('/rng'));
    expect(await screen.findByRole('heading', { level: 1, name: /Slots/ })).toBeInTheDocument();
  });
});
