import { describe, expect, it } from 'vitest';
import {
  accountMenuItems,
  afterLogin,
  decideAction,
  initialToken,
  loginAreaCheck,
  memberFlags,
  parseMemberType,
  referralMenuItem,
  roleOf,
  sessionFlags,
  sessionStorageAfterLogout,
  shouldLoadConsolidatedFunds,
  shouldLoadUnreadMessages,
  type Action,
} from './roles.ts';

describe('member type', () => {
  it.each([
    [1, true],
    [2, true],
    [41, true],
    [42, true],
    [3, false],
    [4, false],
    [0, false],
    [43, false],
  ])('type %s isAgent=%s', (t, agent) => {
    expect(memberFlags(t).isAgent).toBe(agent);
  });

  it('type 4 is trial; numeric strings are read, everything else is neither', () => {
    expect(memberFlags(4)).toEqual({ isAgent: false, isTrial: true });
    expect(memberFlags('41')).toEqual({ isAgent: true, isTrial: false });
    for (const t of [undefined, null, '', 'agent', 1.5, NaN, {}, '4a'])
      expect(memberFlags(t)).toEqual({ isAgent: false, isTrial: false });
    expect(parseMemberType(' 2 ')).toBe(2);
  });
});

describe('session', () => {
  it('is logged in only with a non-blank token', () => {
    expect(sessionFlags({ token: 'abc', memberType: 1 })).toEqual({
      isLogin: true,
      isAgent: true,
      isTrial: false,
    });
    expect(sessionFlags({ token: ' ', memberType: 1 })).toEqual({
      isLogin: false,
      isAgent: false,
      isTrial: false,
    });
    expect(sessionFlags({ token: null })).toEqual({ isLogin: false, isAgent: false, isTrial: false });
  });

  it('derives the role', () => {
    expect(roleOf({})).toBe('visitor');
    expect(roleOf({ token: 't', memberType: 4 })).toBe('trial');
    expect(roleOf({ token: 't', memberType: 42 })).toBe('agent');
    expect(roleOf({ token: 't', memberType: 0 })).toBe('player');
    // Member info not loaded yet: not known, never taken for a player.
    expect(roleOf({ token: 't' })).toBe('member');
    expect(roleOf({ token: 't', memberType: 'x' })).toBe('member');
  });

  it('prefers the query token over the stored one and ignores blanks', () => {
    expect(initialToken('q', 's')).toBe('q');
    expect(initialToken('', 's')).toBe('s');
    expect(initialToken(null, undefined)).toBeUndefined();
  });

  it('keeps only merchant and merchantCode after logout', () => {
    expect(
      sessionStorageAfterLogout({ token: 't', merchant: 'm', merchantCode: 'mc', regExpSettings: '{}' }),
    ).toEqual({ merchant: 'm', merchantCode: 'mc' });
  });
});

describe('decideAction', () => {
  const protectedActions: Action[] = [
    'memberCentre',
    'accountCentre',
    'favourite',
    'deposit',
    'withdraw',
    'rewards',
    'messages',
    'pointsRedeem',
  ];

  it('lets everyone browse', () => {
    for (const role of ['visitor', 'trial', 'player', 'agent'] as const)
      expect(decideAction(role, 'browse')).toEqual({ allowed: true });
  });

  it('opens the login popup for guests on member, account and game actions', () => {
    for (const a of [...protectedActions, 'launchGame' as const])
      expect(decideAction('visitor', a)).toEqual({ allowed: false, reaction: 'loginPopup' });
  });

  it('lets trial users play free but tells them a real account is needed elsewhere', () => {
    expect(decideAction('trial', 'launchGame')).toEqual({ allowed: true });
    for (const a of protectedActions)
      expect(decideAction('trial', a)).toEqual({
        allowed: false,
        reaction: 'message',
        messageKey: 'in_need_true_account',
      });
  });

  it('decides nothing for an account whose kind is not known yet but play (a trial must never slip through)', () => {
    expect(decideAction('member', 'launchGame')).toEqual({ allowed: true });
    for (const a of [...protectedActions, 'agentCentre' as const])
      expect(decideAction('member', a)).toEqual({ allowed: false, reaction: 'wait' });
  });

  it('sends non-agents to /agent for the agent centre and contracts', () => {
    for (const role of ['visitor', 'trial', 'player'] as const) {
      expect(decideAction(role, 'agentCentre')).toEqual({
        allowed: false,
        reaction: 'redirect',
        to: '/agent',
      });
      expect(decideAction(role, 'contracts')).toEqual({ allowed: false, reaction: 'redirect', to: '/agent' });
    }
    expect(decideAction('agent', 'agentCentre')).toEqual({ allowed: true });
    expect(decideAction('player', 'deposit')).toEqual({ allowed: true });
  });
});

describe('loading gates and menus', () => {
  const player = { isLogin: true, isAgent: false, isTrial: false };
  const trial = { isLogin: true, isAgent: false, isTrial: true };
  const agent = { isLogin: true, isAgent: true, isTrial: false };
  const guest = { isLogin: false, isAgent: false, isTrial: false };

  it('does not load unread messages or consolidated funds for trial users or guests', () => {
    expect(shouldLoadUnreadMessages(player)).toBe(true);
    expect(shouldLoadUnreadMessages(trial)).toBe(false);
    expect(shouldLoadUnreadMessages(guest)).toBe(false);
    expect(shouldLoadConsolidatedFunds(agent, true)).toBe(true);
    expect(shouldLoadConsolidatedFunds(agent, false)).toBe(false);
    expect(shouldLoadConsolidatedFunds(trial, true)).toBe(false);
  });

  it('shows the referral item to agents always and to players when REFERRAL is enabled', () => {
    expect(referralMenuItem(agent, false)).toEqual({ visible: true, target: 'agentRegisterCentre' });
    expect(referralMenuItem(player, true)).toEqual({ visible: true, target: 'memberReferral' });
    expect(referralMenuItem(player, false)).toEqual({ visible: false });
  });

  it('lists the agent centre in the account menu for agents only', () => {
    expect(accountMenuItems(agent)).toContain('agentCentre');
    expect(accountMenuItems(player)).not.toContain('agentCentre');
    expect(accountMenuItems(player).at(-1)).toBe('signOut');
  });
});

describe('afterLogin', () => {
  it('forces a password change for the default password or an expired one under the policy', () => {
    expect(
      afterLogin({ method: 'username', password: '{secret}', expiryPolicyOn: false }).changePassword,
    ).toBe(true);
    expect(
      afterLogin({ method: 'username', password: 'x', passwordExpired: true, expiryPolicyOn: true })
        .changePassword,
    ).toBe(true);
    expect(
      afterLogin({ method: 'username', password: 'x', passwordExpired: true, expiryPolicyOn: false })
        .changePassword,
    ).toBe(false);
    expect(
      afterLogin({ method: 'username', password: 'abc', defaultPassword: 'abc', expiryPolicyOn: false })
        .changePassword,
    ).toBe(true);
  });

  it('never forces it after SMS or third-party login', () => {
    expect(
      afterLogin({ method: 'sms', password: '{secret}', passwordExpired: true, expiryPolicyOn: true })
        .changePassword,
    ).toBe(false);
    expect(
      afterLogin({ method: 'thirdParty', passwordExpired: true, expiryPolicyOn: true }).changePassword,
    ).toBe(false);
  });

  it('marks first login and sends agent-page logins to /agentHome', () => {
    expect(
      afterLogin({
        method: 'username',
        password: 'p',
        firstTimeLogin: true,
        expiryPolicyOn: false,
        fromAgentPage: true,
      }),
    ).toEqual({
      changePassword: false,
      markFirstLogin: true,
      redirectTo: '/agentHome',
    });
  });

  it('refuses non-members and, on the agent page, non-agents', () => {
    expect(loginAreaCheck('site', 0)).toEqual({ ok: true });
    expect(loginAreaCheck('site', undefined)).toEqual({ ok: false, reason: 'nonMember' });
    expect(loginAreaCheck('agent', 0)).toEqual({ ok: false, reason: 'nonAgent' });
    expect(loginAreaCheck('agent', 41)).toEqual({ ok: true });
  });
});
