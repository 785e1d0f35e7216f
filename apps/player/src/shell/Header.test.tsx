import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../app/testing/renderApp.tsx';
import { fakePlatform, featureTree } from '../account/testing/fakePlatform.tsx';

const ok = (value: unknown) => ({ success: true, value });

function memberPlatform(type: number) {
  const platform = fakePlatform();
  platform.on('GET /wps/member/info', () => ok({ id: 1, account: 'demo', nickname: 'Demo', type }));
  // Member info never carries the promotions count: it comes with the consolidated funds (spec §3 public state).
  platform.on('GET /wps/member/info/funds/consolidated', () => ok({ balance: 100, availablePromoCount: 2 }));
  platform.on('GET /wps/relay/EMFE_getInboxUnreadCount', () => ok(3));
  sessionStorage.setItem('token', 'tok-1');
  return platform;
}

/** The site's tree with the agent policy flag (AGENTPOLICY, our reading of accounts §6) on or off. */
const agentTree = (on: boolean) => [
  ...featureTree(),
  { modId: 'AGENT', enabled: '1', childrenNodes: [{ modId: 'AGENTPOLICY', enabled: on ? '1' : '0' }] },
];

describe('header unclaimed count', () => {
  it('is the available promotions plus the unread messages', async () => {
    memberPlatform(0);
    renderAppAt('/');
    expect(await screen.findByRole('button', { name: 'Gifts, 5 unclaimed' })).toBeInTheDocument();
  });

  it('asks neither for a trial account', async () => {
    const platform = memberPlatform(4);
    renderAppAt('/');
    await waitFor(() => expect(platform.callsTo('GET /wps/member/info').length).toBeGreaterThan(0));
    expect(await screen.findByRole('button', { name: 'Gifts, 0 unclaimed' })).toBeInTheDocument();
    expect(platform.callsTo('GET /wps/member/info/funds/consolidated')).toHaveLength(0);
    expect(platform.callsTo('GET /wps/relay/EMFE_getInboxUnreadCount')).toHaveLength(0);
  });

  it('does not ask an agent for the consolidated funds when the agent policy flag (AGENTPOLICY) is off', async () => {
    const platform = memberPlatform(1);
    platform.on('GET /wps/system/status', () =>
      ok({ maintenance: false, regionRestriction: false, whitelabel: agentTree(false) }),
    );
    renderAppAt('/');
    // Off: the unread messages are asked, the consolidated funds are not.
    expect(await screen.findByRole('button', { name: 'Gifts, 3 unclaimed' })).toBeInTheDocument();
    expect(platform.callsTo('GET /wps/member/info/funds/consolidated')).toHaveLength(0);
  });

  it('asks an agent for the consolidated funds when the agent policy flag is on', async () => {
    const platform = memberPlatform(41);
    platform.on('GET /wps/system/status', () =>
      ok({ maintenance: false, regionRestriction: false, whitelabel: agentTree(true) }),
    );
    renderAppAt('/');
    expect(await screen.findByRole('button', { name: 'Gifts, 5 unclaimed' })).toBeInTheDocument();
    expect(platform.callsTo('GET /wps/member/info/funds/consolidated').length).toBeGreaterThan(0);
  });

  it("a trial player's tap before member info has answered waits for it, then gets the real-account message", async () => {
    const platform = memberPlatform(4);
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    platform.on('GET /wps/member/info', async () => {
      await held;
      return ok({ id: 1, account: 'trial1', type: 4 });
    });
    const user = userEvent.setup();
    renderAppAt('/');
    await user.click(await screen.findByRole('button', { name: /^Gifts/ }));
    expect(window.location.pathname).toBe('/');
    answer();
    expect(
      await screen.findByText('This needs a real account. Please register or log in with your own account.'),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it("a player's tap before member info has answered opens the reward centre once it has", async () => {
    const platform = memberPlatform(0);
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    platform.on('GET /wps/member/info', async () => {
      await held;
      return ok({ id: 1, account: 'demo', type: 0 });
    });
    const user = userEvent.setup();
    renderAppAt('/');
    await user.click(await screen.findByRole('button', { name: /^Gifts/ }));
    answer();
    await waitFor(() => expect(window.location.pathname).toBe('/member/rewardCenter'));
  });
});
