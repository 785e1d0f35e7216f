import { isRememberMeValid } from '@wl/domain';

/** Remember password (spec): username, password and mobile kept for one day, on this device only. */
export type Remembered = { username: string; password: string; mobile: string; savedAt: number };

const KEY = 'wl:rememberLogin';

export function readRemembered(now = Date.now(), storage: Storage = localStorage): Remembered | null {
  try {
    const raw = storage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Remembered>;
    if (!isRememberMeValid(value.savedAt, now)) {
      storage.removeItem(KEY);
      return null;
    }
    return {
      username: value.username ?? '',
      password: value.password ?? '',
      mobile: value.mobile ?? '',
      savedAt: value.savedAt as number,
    };
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
  else storage.setItem(KEY, JSON.stringify({ ...entry, savedAt: now }));
}
