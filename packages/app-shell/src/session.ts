import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TokenStorage } from '@wl/api';

/** The only check for login-required routes is whether a session token exists (spec). */
export function hasSessionToken(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage,
): boolean {
  return Boolean(storage?.getItem('token'));
}

/**
 * The session token mirrored in the store so the screens re-render when it changes. Session storage (key
 * `token`) stays the source of truth that the spec names; `observedTokenStorage` keeps both in step.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: { token: null as string | null },
  reducers: {
    tokenChanged(state, action: PayloadAction<string | null>) {
      state.token = action.payload;
    },
  },
});
export const { tokenChanged } = sessionSlice.actions;
export type SessionState = ReturnType<typeof sessionSlice.reducer>;

/** Spec: on start, a token found in the query string (`?token=`) or in session storage starts the session. */
export function adoptStartToken(
  location: Pick<Location, 'search'> | undefined = globalThis.location,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.sessionStorage,
): string | null {
  // No page and no storage: the prerender at build time, always a guest.
  if (!location || !storage) return null;
  const fromQuery = new URLSearchParams(location.search).get('token');
  if (fromQuery) storage.setItem('token', fromQuery);
  return storage.getItem('token');
}

/** A token storage in sessionStorage that reports every change to `onChange`. */
export function observedTokenStorage(
  onChange: (token: string | null) => void,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = globalThis.sessionStorage,
): TokenStorage {
  return {
    get: () => storage.getItem('token'),
    set: (token) => {
      storage.setItem('token', token);
      onChange(token);
    },
    clear: () => {
      storage.removeItem('token');
      onChange(null);
    },
  };
}

/** Spec: a login flagged as the account's first marks it in session storage (both apps' login forms). */
export const FIRST_LOGIN_KEY = 'firstLogin';

/** Why a forced password change is due: the first login (a default or temporary password), or an expired one. */
export type ForcedPasswordChange = 'firstLogin' | 'expired';

/** Where the agent login leaves the forced change it could not ask for itself, for the member site (same tab). */
const FORCED_CHANGE_KEY = 'wl:changePassword';

/**
 * The agent app (at /agent) asks the member site to open the forced password change: the popup is the member
 * site's (spec: its success goes to '/'). Session storage, not the address, so that no link can ask for it.
 */
export function askForcedPasswordChange(
  reason: ForcedPasswordChange,
  storage: Pick<Storage, 'setItem'> = globalThis.sessionStorage,
): void {
  storage.setItem(FORCED_CHANGE_KEY, reason);
}

/** Whether a forced change was asked for and not yet taken (the member site preloads the popup at start-up). */
export function forcedPasswordChangeAsked(
  storage: Pick<Storage, 'getItem'> = globalThis.sessionStorage,
): boolean {
  const asked = storage.getItem(FORCED_CHANGE_KEY);
  return asked === 'firstLogin' || asked === 'expired';
}

/** The forced change asked for by `askForcedPasswordChange`, once (it is removed), or null. */
export function takeForcedPasswordChange(
  storage: Pick<Storage, 'getItem' | 'removeItem'> = globalThis.sessionStorage,
): ForcedPasswordChange | null {
  const asked = storage.getItem(FORCED_CHANGE_KEY);
  if (asked !== 'firstLogin' && asked !== 'expired') return null;
  storage.removeItem(FORCED_CHANGE_KEY);
  return asked;
}

/** Spec: logout clears all session storage, then restores merchant and merchantCode. */
export function clearSessionStorage(storage: Storage = globalThis.sessionStorage): void {
  const keep = ['merchant', 'merchantCode'].map((key) => [key, storage.getItem(key)] as const);
  storage.clear();
  for (const [key, value] of keep) if (value !== null) storage.setItem(key, value);
}
