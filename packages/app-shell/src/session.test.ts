import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adoptStartToken,
  askForcedPasswordChange,
  clearSessionStorage,
  observedTokenStorage,
  takeForcedPasswordChange,
} from './session.ts';

afterEach(() => sessionStorage.clear());

describe('session storage rules', () => {
  it('logout clears session storage but keeps merchant and merchantCode', () => {
    sessionStorage.setItem('token', 't');
    sessionStorage.setItem('merchant', 'GOLD01');
    sessionStorage.setItem('merchantCode', 'GOLD01');
    sessionStorage.setItem('wl:api:hot', '[]');
    clearSessionStorage();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('wl:api:hot')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('GOLD01');
    expect(sessionStorage.getItem('merchantCode')).toBe('GOLD01');
  });

  it('a token in the query string starts the session', () => {
    expect(adoptStartToken({ search: '?token=abc' })).toBe('abc');
    expect(sessionStorage.getItem('token')).toBe('abc');
    expect(adoptStartToken({ search: '' })).toBe('abc');
  });

  it('reports every token change', () => {
    const onChange = vi.fn();
    const storage = observedTokenStorage(onChange);
    storage.set('x');
    expect(storage.get()).toBe('x');
    storage.clear();
    expect(onChange.mock.calls).toEqual([['x'], [null]]);
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});

describe('the forced password change asked across apps', () => {
  afterEach(() => sessionStorage.clear());

  it('is taken once, with the reason given', () => {
    askForcedPasswordChange('expired');
    expect(takeForcedPasswordChange()).toBe('expired');
    expect(takeForcedPasswordChange()).toBeNull();
  });

  it('ignores anything but a known reason, and logout clears it', () => {
    sessionStorage.setItem('wl:changePassword', 'member');
    expect(takeForcedPasswordChange()).toBeNull();
    askForcedPasswordChange('firstLogin');
    clearSessionStorage();
    expect(takeForcedPasswordChange()).toBeNull();
  });
});
