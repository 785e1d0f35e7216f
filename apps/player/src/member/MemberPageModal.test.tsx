import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../app/testing/renderApp.tsx';
import { PAGE_LOADERS } from './pages.ts';
import { asPhone, memberPlatform } from './testing/memberPlatform.ts';

// The popup's and the pages' modules are transformed on first import: once here, not inside a test's wait.
beforeAll(async () => {
  await import('./MemberPageModal.tsx');
  await Promise.all([PAGE_LOADERS.personalHistoryCopy(), PAGE_LOADERS.depositv2()]);
}, 120_000);

const accountMenu = () => screen.findByRole('button', { name: /Account menu$/ }, { timeout: 20_000 });

describe('member and account centre pages as popups (spec §2 "Modals")', () => {
  // jsdom has no matchMedia: the shell counts that as a wide screen (>= 1024 px).
  it('on a wide screen the account menu opens the page in a dialog named after it; the address below stays', async () => {
    memberPlatform();
    const user = userEvent.setup();
    renderAppAt('/');
    const trigger = await accountMenu();
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Betting record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Betting record' }, { timeout: 10_000 });
    expect(window.location.pathname).toBe('/');
    expect(within(dialog).getByRole('link', { name: 'Open the full page' })).toHaveAttribute(
      'href',
      '/member/personalHistoryCopy',
    );
    // A filter of the records (the category tab) is kept in the popup, not in the address of the page below.
    await user.click(await within(dialog).findByRole('tab', { name: 'E-lottery' }));
    expect(within(dialog).getByRole('tab', { name: 'E-lottery' })).toHaveAttribute('aria-selected', 'true');
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/');
    // Escape closes it and gives focus back to what opened it.
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Betting record' })).not.toBeInTheDocument(),
    );
    expect(trigger).toHaveFocus();
  });

  it("the popup's link opens the full page", async () => {
    memberPlatform();
    const user = userEvent.setup();
    renderAppAt('/');
    await user.click(await accountMenu());
    await user.click(await screen.findByRole('menuitem', { name: 'VIP level' }));
    const dialog = await screen.findByRole('dialog', { name: 'VIP level' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('link', { name: 'Open the full page' }));
    await waitFor(() => expect(window.location.pathname).toBe('/member/playerRank'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'VIP level' })).not.toBeInTheDocument());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'VIP level' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('gives a trial account the real-account message, not the Deposit popup', async () => {
    memberPlatform({ member: { type: 4 } });
    const user = userEvent.setup();
    renderAppAt('/');
    await user.click(await screen.findByRole('button', { name: 'Deposit' }, { timeout: 20_000 }));
    expect(
      await screen.findByText('This needs a real account. Please register or log in with your own account.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('on a phone the account menu goes to the page', async () => {
    asPhone();
    memberPlatform();
    const user = userEvent.setup();
    renderAppAt('/');
    await user.click(await accountMenu());
    await user.click(await screen.findByRole('menuitem', { name: 'Betting record' }));
    await waitFor(() => expect(window.location.pathname).toBe('/member/personalHistoryCopy'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Betting record' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
