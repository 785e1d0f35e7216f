import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { Header, type HeaderUser } from './Header.tsx';

const logo = { src: '/logo.svg', alt: 'Gold Casino', href: '/' };
const user: HeaderUser = { account: 'player01', unclaimed: 4, balance: 12345.6, currencySymbol: '฿', balanceHidden: false, vipLevel: 3 };

describe('Header', () => {
  it('logged out: offers log in and register', async () => {
    const onLogin = vi.fn();
    const onRegister = vi.fn();
    renderUi(<Header logo={logo} user={null} onLogin={onLogin} onRegister={onRegister} />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(onLogin).toHaveBeenCalledOnce();
    expect(onRegister).toHaveBeenCalledOnce();
  });

  it('logged in: balance, unclaimed count, shortcuts and the account menu', async () => {
    const onSignOut = vi.fn();
    const onDeposit = vi.fn();
    renderUi(
      <Header
        logo={logo}
        user={user}
        onLogin={() => {}}
        onRegister={() => {}}
        onDeposit={onDeposit}
        onWithdraw={() => {}}
        onUnclaimed={() => {}}
        onToggleBalance={() => {}}
        accountMenu={[{ id: 'out', label: 'Sign out', onSelect: onSignOut }]}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.getByText('฿12,345.60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gifts, 4 unclaimed' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onDeposit).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: /^player01 .*Account menu$/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('lets the app route nav links and marks the current one', async () => {
    const onNavigate = vi.fn();
    renderUi(
      <Header logo={logo} user={null} onLogin={() => {}} onRegister={() => {}} onNavigate={onNavigate}
        nav={[{ id: 'home', label: 'Home', href: '/', active: true }, { id: 'live', label: 'Live', href: '/live' }]} />,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Live' }));
    expect(onNavigate).toHaveBeenCalledWith('/live', expect.objectContaining({ id: 'live' }));
  });

  it("draws a category's providers only when its menu opens", async () => {
    const onNavigate = vi.fn();
    const menu = { label: 'Slots providers', layout: 'normal' as const, items: [{ id: 'MR', label: 'MegaReels' }, { id: 'JL', label: 'Jolly Lab' }], onSelect: vi.fn() };
    renderUi(<Header logo={logo} user={null} onLogin={() => {}} onRegister={() => {}} onNavigate={onNavigate} nav={[{ id: 'rng', label: 'Slots', href: '/rng', menu }]} />);
    expect(screen.queryByRole('button', { name: 'MegaReels', hidden: true })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Slots providers: show the providers' }));
    expect(await screen.findByRole('button', { name: 'MegaReels' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'MegaReels', hidden: true })).toBeNull();
  });
});
