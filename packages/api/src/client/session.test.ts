import { describe, expect, it, vi } from 'vitest';
import type { CallMeta } from '../contract/define.ts';
import { authorize, endSession } from './session.ts';
import { memoryStorage, memoryTokenStorage, webTokenStorage } from './tokenStorage.ts';

const call = (auth: CallMeta['auth']) => ({ name: 'dev.x', auth }) as CallMeta;
const ended = { kind: 'session', message: 'bye', messageKey: 'errors:notLoggedIn' } as const;

describe('the session token', () => {
  it('is read, written and cleared in a web storage under `token`', () => {
    const storage = memoryStorage();
    const tokens = webTokenStorage(storage);
    expect(tokens.get()).toBeNull();
    tokens.set('abc');
    expect(storage.getItem('token')).toBe('abc');
    expect(tokens.get()).toBe('abc');
    tokens.clear();
    expect(tokens.get()).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('is read, written and cleared in memory', () => {
    const tokens = memoryTokenStorage('a');
    expect(tokens.get()).toBe('a');
    tokens.set('b');
    expect(tokens.get()).toBe('b');
    tokens.clear();
    expect(tokens.get()).toBeNull();
  });

  it('is sent by token and optional calls when present, never by the others', () => {
    const tokens = memoryTokenStorage('tok');
    expect(authorize(tokens, call('token'))).toBe('tok');
    expect(authorize(tokens, call('optional'))).toBe('tok');
    expect(authorize(tokens, call('none'))).toBeNull();
    tokens.clear();
    expect(authorize(tokens, call('optional'))).toBeNull();
  });

  it('is needed by a token call: without it the call fails before it is sent', () => {
    expect(authorize(memoryTokenStorage(), call('token'))).toEqual({
      ok: false,
      error: {
        kind: 'session',
        code: 'CUSTOMER_NOT_LOGIN',
        message: 'not logged in',
        messageKey: 'errors:notLoggedIn',
        call: 'dev.x',
      },
    });
  });
});

describe('the end of the session', () => {
  function setup() {
    const tokenStorage = memoryTokenStorage('tok');
    const onSessionEnded = vi.fn();
    const cache = memoryStorage();
    cache.setItem('wl:api:games', '[]');
    cache.setItem('other', 'kept');
    return { config: { tokenStorage, onSessionEnded }, tokenStorage, onSessionEnded, cache };
  }

  it('clears the token and the cached answers and tells the app, for the call that sent the current token', () => {
    const { config, tokenStorage, onSessionEnded, cache } = setup();
    const result = endSession(config, cache, call('token'), 'tok', ended);
    expect(result).toEqual({ ok: false, error: { ...ended, call: 'dev.x' } });
    expect(tokenStorage.get()).toBeNull();
    expect(cache.getItem('wl:api:games')).toBeNull();
    expect(cache.getItem('other')).toBe('kept');
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith({ ...ended, call: 'dev.x' });
    endSession(config, cache, call('token'), 'tok', ended);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('leaves a newer session (another token) and calls that sent no token alone', () => {
    const { config, tokenStorage, onSessionEnded, cache } = setup();
    endSession(config, cache, call('token'), 'old', ended);
    endSession(config, cache, call('none'), null, ended);
    expect(tokenStorage.get()).toBe('tok');
    expect(cache.getItem('wl:api:games')).toBe('[]');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});
