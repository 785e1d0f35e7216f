import { isRememberMeValid } from '@wl/domain';

/**
 * Remember me: the username and mobile kept for one day, on this device only. Never the password (the spec's
 * original kept it in plain text in localStorage; a deliberate difference): the browser's password manager keeps it,
 * offered by the form's `autocomplete` attributes. An entry an older build saved with a password loses it when read.
 */
export type Remembered = { username: string; mobile: string; savedAt: number };

const KEY = 'wl:rememberLogin';

export function readRemembered(now = Date.now(), storage: Storage = localStorage): Remembered | null {
  try {
    const raw = storage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Remembered> & { password?: unknown };
    if (!isRememberMeValid(value.savedAt, now)) {
      storage.removeItem(KEY);
      return null;
    }
    const entry = {
      username: value.username ?? '',
      mobile: value.mobile ?? '',
      savedAt: value.savedAt as number,
    };
    if ('password' in value) storage.setItem(KEY, JSON.stringify(entry));
    return entry;
  } catch {
    return null;
  }
}

export function saveRemembered(
  entry: Omit<Remembered, 'savedAt'> | null,
  now = Date.now(),
  storage: Storage = localStorage,
): void {
  if (entry === null) storage.removeItem(KEY);
  else storage.setItem(KEY, JSON.stringify({ username: entry.username, mobile: entry.mobile, savedAt: now }));
}
