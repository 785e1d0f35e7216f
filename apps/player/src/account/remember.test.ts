import { describe, expect, it } from 'vitest';
import { readRemembered, saveRemembered } from './remember.ts';

const KEY = 'wl:rememberLogin';
const DAY = 24 * 60 * 60 * 1000;

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('remember me', () => {
  it('keeps the username and mobile for a day, never a password', () => {
    const storage = memoryStorage();
    const entry = { username: 'demo', mobile: '0812345678', password: 'abc123' };
    saveRemembered(entry, 1000, storage);
    expect(storage.getItem(KEY)).not.toContain('abc123');
    expect(readRemembered(1000 + DAY / 2, storage)).toEqual({
      username: 'demo',
      mobile: '0812345678',
      savedAt: 1000,
    });
  });

  it('forgets the entry after a day, and when told to', () => {
    const storage = memoryStorage();
    saveRemembered({ username: 'demo', mobile: '' }, 1000, storage);
    expect(readRemembered(1000 + DAY + 1, storage)).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
    saveRemembered({ username: 'demo', mobile: '' }, 1000, storage);
    saveRemembered(null, 2000, storage);
    expect(readRemembered(2000, storage)).toBeNull();
  });

  it('erases the password an older build kept in plain text', () => {
    const storage = memoryStorage();
    storage.setItem(KEY, JSON.stringify({ username: 'demo', password: 'abc123', mobile: '', savedAt: 1000 }));
    expect(readRemembered(2000, storage)).toEqual({ username: 'demo', mobile: '', savedAt: 1000 });
    expect(storage.getItem(KEY)).not.toContain('abc123');
  });
});
