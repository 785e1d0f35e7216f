import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../app/testing/renderApp.tsx';
import { PAGE_LOADERS } from './pages.ts';
import { ALL_MEMBER_KEYS, asPhone, memberPlatform } from './testing/memberPlatform.ts';

// The area's modules are transformed on first import: do it once here, so no test's 5 s wait for what the user sees
// is spent compiling on a busy machine.
beforeAll(async () => {
  await import('../pages/areas/MemberCenter.tsx');
  await Promise.all(Object.values(PAGE_LOADERS).map((load) => load()));
}, 120_000);

// A first render in a fresh test file transforms the shell's modules, which can take seconds on a busy machine.
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 20_000 });
const menu = () => screen.findByRole('navigation', { name: 'Member centre' }, { timeout: 20_000 });
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('member centre routes', () => {
  it('opens the security centre at /member on a desktop, in a panel with the grouped menu', async () => {
    memberPlatform();
    renderAppAt('/member');
    expect(await heading('Security centre')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/member/securityCenter');
    const nav = await menu();
    for (const group of ['Account & security', 'Funds', 'Records', 'Rewards', 'Messages'])
      expect(within(nav).getByRole('heading', { level: 2, name: group })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Security centre' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Deposit' })).not.toHaveAttribute('aria-current');
  });

  it('opens a page from a deep link, moves between pages by the menu, and the back button returns', async () => {
    memberPlatform();
    const user = userEvent.setup();
    renderAppAt('/member/personalProfit');
    expect(await heading('Personal profit')).toBeInTheDocument();
    const nav = await menu();
    expect(within(nav).getByRole('link', { name: 'Personal profit' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(nav).getByRole('link', { name: 'Reward centre' }));
    expect(await heading('Reward centre')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/member/rewardCenter');
    // The reward centre's own page (its lazy chunk) is shown.
    expect(await screen.findByRole('tab', { name: 'To claim' })).toBeInTheDocument();
    act(() => window.history.back());
    expect(await heading('Personal profit')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/member/personalProfit');
  });

  it('says an unknown page is not found', async () => {
    memberPlatform();
    renderAppAt('/member/noSuchPage');
    expect(await heading('Page not found')).toBeInTheDocument();
  });

  it('sends a visitor without a session to /login', async () => {
    renderAppAt('/member/withdraw');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('opens the page an old link names (/member?page=deposit)', async () => {
    memberPlatform();
    renderAppAt('/member?page=deposit');
    expect(await heading('Deposit')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/member/depositv2');
  });
});

describe('member centre menu gates', () => {
  it('offers every page of a multi-wallet site with all member keys on', async () => {
    memberPlatform();
    renderAppAt('/member/securityCenter');
    const nav = await menu();
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Transfer funds' })).toBeInTheDocument(),
    );
    expect(linkNames(nav)).toEqual([
      'Security centre',
      'VIP level',
      'Deposit',
      'Withdraw',
      'Transfer funds',
      'Betting record',
      'Account record',
      'Personal profit',
      'Bonus details',
      'Reward centre',
      'Missions',
      'Refer a friend',
      'Messages',
    ]);
    expect(within(nav).getByRole('button', { name: 'Feedback' })).toBeInTheDocument();
  });

  it('hides deposit and withdraw in credit mode (CREDITMAR3), and says so at their address', async () => {
    memberPlatform({ modules: { ...ALL_MEMBER_KEYS, CREDITMAR3: true } });
    renderAppAt('/member/depositv2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Not available' })).toBeInTheDocument();
    const nav = await menu();
    expect(within(nav).queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Account record' })).toBeInTheDocument();
  });

  it('hides the pages whose member key is off (messages, rewards, feedback)', async () => {
    const platform = memberPlatform({
      modules: { ...ALL_MEMBER_KEYS, MAILCEN: false, REWCEN3: false, FEEDBACK3: false },
    });
    renderAppAt('/member/messageV2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Not available' })).toBeInTheDocument();
    const nav = await menu();
    expect(within(nav).queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Reward centre/ })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Feedback' })).not.toBeInTheDocument();
    // The tree came with the site permission: the whitelabel call is not asked.
    expect(platform.callsTo('GET /wps/system/whitelabel')).toHaveLength(0);
  });

  it('reads the tree from the whitelabel call when the site permission carries none', async () => {
    const platform = memberPlatform({
      modules: { ...ALL_MEMBER_KEYS, MAILCEN: false, REWCEN3: false, FEEDBACK3: false },
      treeFrom: 'call',
    });
    renderAppAt('/member/messageV2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Not available' })).toBeInTheDocument();
    const nav = await menu();
    expect(within(nav).getByRole('link', { name: 'Deposit' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Reward centre/ })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Feedback' })).not.toBeInTheDocument();
    expect(platform.callsTo('GET /wps/system/whitelabel')).toHaveLength(1);
  });

  it('hides transfer funds on a single-wallet site, and says so at its address', async () => {
    memberPlatform({ singleWallet: true });
    renderAppAt('/member/transferFund');
    expect(await screen.findByRole('heading', { level: 2, name: 'Not available' })).toBeInTheDocument();
    expect(within(await menu()).queryByRole('link', { name: 'Transfer funds' })).not.toBeInTheDocument();
  });

  it('offers transfer to upline with the upline flag, but not to agent type 2', async () => {
    memberPlatform({ member: { toUpline: '1', type: 1 } });
    renderAppAt('/member/securityCenter');
    expect(await within(await menu()).findByRole('link', { name: 'Transfer to upline' })).toBeInTheDocument();
  });

  it('does not offer transfer to upline to agent type 2 or without the flag', async () => {
    memberPlatform({ member: { toUpline: '1', type: 2 } });
    renderAppAt('/member/transferUpline');
    expect(await screen.findByRole('heading', { level: 2, name: 'Not available' })).toBeInTheDocument();
    expect(within(await menu()).queryByRole('link', { name: 'Transfer to upline' })).not.toBeInTheDocument();
  });

  it('tells a trial account a real account is needed on the reward centre, even when member info answers last', async () => {
    const platform = memberPlatform({ member: { type: 4 }, promos: 2 });
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    platform.on('GET /wps/member/info', async () => {
      await held;
      return { success: true, value: { id: 7, account: 'trial1', type: 4 } };
    });
    renderAppAt('/member/rewardCenter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reward centre' })).toBeInTheDocument();
    await waitFor(() => expect(platform.callsTo('GET /wps/member/info').length).toBeGreaterThan(0));
    // Not known yet: neither the page nor its promotions.
    expect(screen.queryByText('No promotions here')).not.toBeInTheDocument();
    answer();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'A real account is needed' }),
    ).toBeInTheDocument();
  });

  it('tells a trial account a real account is needed on money pages', async () => {
    memberPlatform({ member: { type: 4 } });
    renderAppAt('/member/withdraw');
    expect(
      await screen.findByText('This needs a real account. Please register or log in with your own account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'A real account is needed' })).toBeInTheDocument();
  });
});

describe('member centre badges', () => {
  it('shows the unread count on messages and the promotions on the reward centre; none on missions when its call fails', async () => {
    const platform = memberPlatform({ unread: 3, promos: 2, missions: 501 });
    renderAppAt('/member/securityCenter');
    const nav = await menu();
    expect(
      await within(nav).findByRole('link', { name: /^Messages\s*, 3 unread messages$/ }),
    ).toBeInTheDocument();
    expect(
      await within(nav).findByRole('link', { name: /^Reward centre\s*, 2 rewards to claim$/ }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(platform.callsTo('GET /wps/relay/MCSFE_getMissionSummaryDetails').length).toBeGreaterThan(0),
    );
    expect(within(nav).getByRole('link', { name: 'Missions' })).toBeInTheDocument();
  });

  it('shows the claimable missions when the summary answers', async () => {
    memberPlatform({ missions: 4 });
    renderAppAt('/member/securityCenter');
    expect(
      await within(await menu()).findByRole('link', { name: /^Missions\s*, 4 mission rewards to claim$/ }),
    ).toBeInTheDocument();
  });

  it('asks a trial account for no badge counts', async () => {
    const platform = memberPlatform({ member: { type: 4 }, unread: 3, promos: 2, missions: 1 });
    const user = userEvent.setup();
    renderAppAt('/member/securityCenter');
    const nav = await menu();
    // The trial message of a money page shows once member info has answered.
    await user.click(within(nav).getByRole('link', { name: 'Deposit' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'A real account is needed' }),
    ).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Reward centre' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Missions' })).toBeInTheDocument();
    expect(platform.callsTo('GET /wps/member/info/funds/consolidated')).toHaveLength(0);
    expect(platform.callsTo('GET /wps/relay/MCSFE_getMissionSummaryDetails')).toHaveLength(0);
  });
});

describe('member centre on a phone', () => {
  it('lists the pages at /member; a page opens full width with a link back to the list', async () => {
    asPhone();
    memberPlatform();
    const user = userEvent.setup();
    renderAppAt('/member');
    expect(await heading('Member centre')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/member');
    const nav = await menu();
    await user.click(within(nav).getByRole('link', { name: 'Personal profit' }));
    expect(await heading('Personal profit')).toBeInTheDocument();
    // The page replaces the list; focus moves to its heading, so a screen reader hears where it is (in an effect
    // after the page shows: on a busy machine that comes a moment after the heading).
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Personal profit' })).toHaveFocus(),
    );
    expect(screen.queryByRole('navigation', { name: 'Member centre' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Member centre' }));
    expect(await heading('Member centre')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/member');
  });
});

// On a phone the header's pages open at their address; wide screens open them in a popup (MemberPageModal.test.tsx).
describe('header account menu on a phone', () => {
  it.each([
    ['Betting record', '/member/personalHistoryCopy', 'Betting record'],
    ['Account record', '/member/transactionHistory', 'Account record'],
    ['Personal profit', '/member/personalProfit', 'Personal profit'],
    ['Reward centre', '/member/rewardCenter', 'Reward centre'],
    ['VIP level', '/member/playerRank', 'VIP level'],
    ['My account', '/member/securityCenter', 'Security centre'],
  ])('opens %s at its member page', async (item, path, title) => {
    asPhone();
    memberPlatform();
    const user = userEvent.setup();
    renderAppAt('/');
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: item }));
    expect(await heading(title)).toBeInTheDocument();
    expect(window.location.pathname).toBe(path);
  });

  it('opens deposit and withdraw from the header buttons', async () => {
    asPhone();
    memberPlatform();
    const user = userEvent.setup();
    renderAppAt('/');
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(await heading('Deposit')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/member/depositv2');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await heading('Withdraw')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/member/withdraw');
  });
});
