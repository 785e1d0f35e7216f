import { describe, expect, it } from 'vitest';
import { normalizePath, pageChrome, popupForPath, routeAccess, shouldScrollToTop } from './routes.ts';

const guest = { isLogin: false, isAgent: false, isTrial: false };
const player = { isLogin: true, isAgent: false, isTrial: false };
const agent = { isLogin: true, isAgent: true, isTrial: false };

describe('routes', () => {
  it('normalises paths', () => {
    expect(normalizePath('/vnLottery?gameCode=1#x')).toBe('/vnlottery');
    expect(normalizePath('/member/')).toBe('/member');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('?a=1')).toBe('/');
  });

  it('sends guests from login-required routes to /login, by token only', () => {
    for (const p of ['/lottery', '/seaLottery?gameCode=A', '/vnLottery', '/member']) {
      expect(routeAccess(p, guest)).toEqual({ kind: 'redirect', to: '/login' });
      expect(routeAccess(p, { ...player, isTrial: true })).toEqual({ kind: 'allow' });
    }
    expect(routeAccess('/rng', guest)).toEqual({ kind: 'allow' });
  });

  it('sends non-agents from the agent centre to /agent', () => {
    expect(routeAccess('/agentHome', guest)).toEqual({ kind: 'redirect', to: '/agent' });
    expect(routeAccess('/agentHome', player)).toEqual({ kind: 'redirect', to: '/agent' });
    expect(routeAccess('/agentHome', agent)).toEqual({ kind: 'allow' });
    expect(routeAccess('/agent', guest)).toEqual({ kind: 'allow' });
  });

  it('gives each page its chrome', () => {
    expect(pageChrome('/')).toEqual({ header: true, footer: true, sideMenu: true });
    expect(pageChrome('/agentHome')).toEqual({ header: false, footer: false, sideMenu: false });
    expect(pageChrome('/lottery')).toEqual({ header: true, footer: false, sideMenu: true });
    expect(pageChrome('/vnlottery')).toEqual({ header: true, footer: false, sideMenu: false });
    expect(pageChrome('/seamless')).toEqual({ header: true, footer: false, sideMenu: false });
  });

  it('opens the popup of /login and /register and scrolls when the path changes', () => {
    expect(popupForPath('/login')).toBe('login');
    expect(popupForPath('/register?referralCode=X')).toBe('register');
    expect(popupForPath('/')).toBeUndefined();
    expect(shouldScrollToTop(undefined, '/')).toBe(true);
    expect(shouldScrollToTop('/rng?vassalage=A', '/rng?vassalage=B')).toBe(false);
    expect(shouldScrollToTop('/rng', '/live')).toBe(true);
  });
});
