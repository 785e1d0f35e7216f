import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveTo } from '../app/leave.ts';
import { renderApp } from '../app/testing.tsx';
import { PAGE_LOADERS } from './pages.ts';
import { agentPlatform, asPhone, ok } from './testing/agentPlatform.ts';

vi.mock('../app/leave.ts', () => ({ leaveTo: vi.fn() }));

// The centre's modules are transformed on first import: do it once here, so no test's wait is spent compiling.
beforeAll(async () => {
  await import('../pages/AgentHomePage.tsx');
  await Promise.all(Object.values(PAGE_LOADERS).map((load) => load()));
}, 120_000);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 20_000 });
const menu = () => screen.findByRole('navigation', { name: 'Agent centre' }, { timeout: 20_000 });
const entries = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

function at(path: string) {
  window.history.pushState({}, '', path);
  return renderApp();
}

describe('agent centre shell', () => {
  it('opens the team overview at /agentHome with the header and the grouped menu', async () => {
    const platform = agentPlatform();
    platform.on('GET /wps/relay/ODSFE2_getTeamOverview', () =>
      ok({ totalDeposit: 0, totalWithdrawal: 0, totalBet: 0, totalWin: 0, totalPNL: 0 }),
    );
    platform.on('GET /wps/relay/ODSFE2_getTeamOverviewDailyList', () => ok({ list: [] }));
    at('/agentHome');
    expect(await heading('Team overview')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/agentHome/agentTeamOverview');
    expect(screen.getByTestId('agent-name')).toHaveTextContent('Hello, Top Agent');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current time: \d\d:\d\d:\d\d GMT[+-]\d\d:\d\d$/)).toBeInTheDocument();
    const nav = await menu();
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Bonus / dividend' })).toBeInTheDocument(),
    );
    for (const group of ['Team', 'Funds', 'Reports', 'Bonus and salary', 'Messages and help'])
      expect(within(nav).getByRole('heading', { level: 2, name: group })).toBeInTheDocument();
    expect(entries(nav)).toEqual([
      'Team overview',
      'Announcements',
      'Register centre',
      'Team management',
      'Deposit',
      'Withdraw',
      'Team betting',
      'User profit and loss',
      'My income',
      'Account details',
      'Bonus / dividend',
      'Daily salary',
      'Real-time salary',
      'Platform messages',
      'Customer service (opens in a new tab)',
    ]);
    expect(within(nav).getByRole('link', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
    // Deposit and withdraw are the member cashier's pages: plain links, loaded as full pages.
    expect(within(nav).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/member/depositv2');
    expect(within(nav).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/member/withdraw');
    expect(within(nav).getByRole('link', { name: 'Platform messages' })).toHaveAttribute(
      'href',
      '/member/messageV2',
    );
    const service = within(nav).getByRole('link', { name: 'Customer service (opens in a new tab)' });
    expect(service).toHaveAttribute('href', 'https://chat.example/agent');
    expect(service).toHaveAttribute('target', '_blank');
  });

  it('leaves out the entries whose module key is off, and the contract pages when the flags cannot be read', async () => {
    agentPlatform({
      modules: { REGCEN: false, AGEREV3: false, MYWALL: false, MAILCEN: false },
      flags: 'error',
      customerService: [],
    });
    at('/agentHome/agentAnnouncement');
    expect(await heading('Announcements')).toBeInTheDocument();
    const nav = await menu();
    expect(entries(nav)).toEqual([
      'Team overview',
      'Announcements',
      'Team management',
      'Team betting',
      'User profit and loss',
      'Account details',
    ]);
    expect(within(nav).queryByRole('heading', { name: 'Funds' })).not.toBeInTheDocument();
  });

  it('says a page switched off on this site is not available, and an unknown page is not found', async () => {
    agentPlatform({ modules: { REGCEN: false } });
    const { unmount } = at('/agentHome/registerCenter');
    expect(await heading('Register centre')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Not available' })).toBeInTheDocument();
    unmount();
    at('/agentHome/noSuchPage');
    expect(await heading('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the team overview' })).toHaveAttribute(
      'href',
      '/agentHome/agentTeamOverview',
    );
  });

  it("opens the register centre from the player's referral link (/agentHome?page=agentRegister)", async () => {
    const platform = agentPlatform();
    platform.on('GET /wps/agent/affiliateUrls', () => ok({ list: [], total: 0, totalPages: 1 }));
    at('/agentHome?page=agentRegister');
    expect(await heading('Register centre')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/agentHome/registerCenter');
  });

  it('moves between pages by the menu and puts focus on the new page heading', async () => {
    const platform = agentPlatform();
    platform.on('GET /wps/agent/announcements', () => ok({ list: [], total: 0, totalPages: 1, unread: 0 }));
    const user = userEvent.setup();
    at('/agentHome/agentAnnouncement');
    expect(await heading('Announcements')).toBeInTheDocument();
    await user.click(within(await menu()).getByRole('link', { name: 'Team overview' }));
    const title = await heading('Team overview');
    await waitFor(() => expect(title).toHaveFocus());
    expect(window.location.pathname).toBe('/agentHome/agentTeamOverview');
  });

  it('asks before signing out, then ends the session and leaves for the home page', async () => {
    const platform = agentPlatform();
    platform.on('GET /wps/agent/announcements', () => ok({ list: [], total: 0, totalPages: 1, unread: 0 }));
    const user = userEvent.setup();
    at('/agentHome/agentAnnouncement');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out' });
    expect(platform.callsTo('DELETE /wps/session/logout')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const again = await screen.findByRole('alertdialog', { name: 'Sign out' });
    await user.click(within(again).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/'));
    expect(platform.callsTo('DELETE /wps/session/logout')).toHaveLength(1);
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});

describe('agent centre on a phone', () => {
  it('keeps the menu in a drawer that a menu button opens and a choice closes', async () => {
    asPhone();
    const platform = agentPlatform();
    platform.on('GET /wps/agent/announcements', () => ok({ list: [], total: 0, totalPages: 1, unread: 0 }));
    const user = userEvent.setup();
    at('/agentHome/agentAnnouncement');
    expect(await heading('Announcements')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Agent centre' })).not.toBeInTheDocument();
    // One header row: the menu button, the logo and sign-out; the clock and the name are in the drawer.
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(header).queryByLabelText(/^Current time:/)).not.toBeInTheDocument();
    expect(within(header).queryByTestId('agent-name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(
      within(drawer).getByLabelText(/^Current time: \d\d:\d\d:\d\d GMT[+-]\d\d:\d\d$/),
    ).toBeInTheDocument();
    expect(within(drawer).getByTestId('agent-name').textContent).toMatch(/^Hello, /);
    await user.click(within(drawer).getByRole('link', { name: 'Team management' }));
    expect(await heading('Team management')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Agent centre' })).not.toBeInTheDocument();
  });
});
