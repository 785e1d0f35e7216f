import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { Header, type HeaderUser } from './Header.tsx';

const logo = { src: '/logo.svg', alt: 'Gold Casino', href: '/' };
const user: HeaderUser = {
  account: 'player01',
  unclaimed: 4,
  balance: 12345.6,
  currencySymbol: '฿',
  balanceHidden: false,
  vipLevel: 3,
};

afterEach(() => vi.restoreAllMocks());

/** jsdom has no layout: the navigation list measures `listWidth` px, each of its items (and More) `itemWidth`. */
function fakeLayout(listWidth: number, itemWidth: number) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const width = this.tagName === 'UL' ? listWidth : this.tagName === 'LI' ? itemWidth : 0;
    return {
      width,
      height: 40,
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: width,
      bottom: 40,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

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
      <Header
        logo={logo}
        user={null}
        onLogin={() => {}}
        onRegister={() => {}}
        onNavigate={onNavigate}
        nav={[
          { id: 'home', label: 'Home', href: '/', active: true },
          { id: 'live', label: 'Live', href: '/live' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Live' }));
    expect(onNavigate).toHaveBeenCalledWith('/live', expect.objectContaining({ id: 'live' }));
  });

  it("draws a category's providers only when its menu opens", async () => {
    const onNavigate = vi.fn();
    const menu = {
      label: 'Slots providers',
      layout: 'normal' as const,
      items: [
        { id: 'MR', label: 'MegaReels' },
        { id: 'JL', label: 'Jolly Lab' },
      ],
      onSelect: vi.fn(),
    };
    renderUi(
      <Header
        logo={logo}
        user={null}
        onLogin={() => {}}
        onRegister={() => {}}
        onNavigate={onNavigate}
        nav={[{ id: 'rng', label: 'Slots', href: '/rng', menu }]}
      />,
    );
    expect(screen.queryByRole('button', { name: 'MegaReels', hidden: true })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Slots providers: show the providers' }));
    expect(await screen.findByRole('button', { name: 'MegaReels' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'MegaReels', hidden: true })).toBeNull();
  });

  it('logged in on any width (a phone too): the balance, its toggle and refresh, and deposit are in the bar', async () => {
    const onToggle = vi.fn();
    const onRefresh = vi.fn();
    const onDeposit = vi.fn();
    const { rerender } = renderUi(
      <Header
        logo={logo}
        user={{ ...user, balanceHidden: true }}
        onLogin={() => {}}
        onRegister={() => {}}
        onToggleBalance={onToggle}
        onRefreshBalance={onRefresh}
        onDeposit={onDeposit}
      />,
    );
    const banner = screen.getByRole('banner');
    // Hidden: stars, named as such, and no amount anywhere.
    expect(within(banner).getByLabelText('Balance hidden')).toHaveTextContent('******');
    expect(within(banner).queryByText(/12,345/)).toBeNull();
    const show = within(banner).getByRole('button', { name: 'Show balance' });
    expect(show).toBeVisible();
    expect(show).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(show);
    await userEvent.click(within(banner).getByRole('button', { name: 'Refresh balance' }));
    await userEvent.click(within(banner).getByRole('button', { name: 'Deposit' }));
    expect([onToggle, onRefresh, onDeposit].map((fn) => fn.mock.calls.length)).toEqual([1, 1, 1]);
    rerender(
      <Header
        logo={logo}
        user={user}
        onLogin={() => {}}
        onRegister={() => {}}
        onToggleBalance={onToggle}
        onRefreshBalance={onRefresh}
        onDeposit={onDeposit}
      />,
    );
    expect(within(banner).getByText('฿12,345.60')).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Hide balance' })).toBeVisible();
  });

  it('moves the links that do not fit into a More menu, which opens with the keyboard and follows a link on Enter', async () => {
    // 300 px for the list, 100 px an item: two links and More fit, the other three go into More.
    fakeLayout(300, 100);
    const onNavigate = vi.fn();
    const nav = ['Home', 'Promotions', 'Lottery', 'Live', 'Sports'].map((label) => ({
      id: label,
      label,
      href: `/${label.toLowerCase()}`,
    }));
    renderUi(
      <Header
        logo={logo}
        user={user}
        onLogin={() => {}}
        onRegister={() => {}}
        onNavigate={onNavigate}
        nav={nav}
      />,
    );
    const bar = screen.getByRole('navigation', { name: 'Games' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Promotions']);
    const more = within(bar).getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(
      within(bar)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Lottery', 'Live', 'Sports']);
    expect(within(bar).getByRole('menuitem', { name: 'Lottery' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/live', expect.objectContaining({ id: 'Live' }));
    expect(within(bar).queryByRole('menu')).toBeNull();
    expect(more).toHaveFocus();
  });

  it('shows no More button when every link fits', () => {
    fakeLayout(500, 100);
    const nav = ['Home', 'Promotions', 'Lottery', 'Live', 'Sports'].map((label) => ({
      id: label,
      label,
      href: `/${label.toLowerCase()}`,
    }));
    renderUi(<Header logo={logo} user={null} onLogin={() => {}} onRegister={() => {}} nav={nav} />);
    const bar = screen.getByRole('navigation', { name: 'Games' });
    expect(within(bar).getAllByRole('link')).toHaveLength(5);
    expect(within(bar).queryByRole('button', { name: 'More' })).toBeNull();
  });
});
