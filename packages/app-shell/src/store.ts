import type { Reducer } from '@reduxjs/toolkit';
import { createApiStore, type ApiError, type ApiStore } from '@wl/api';
import { encryptionAdapterFor } from '@wl/api/crypto/tenant';
import type { PublicTenantConfig } from '@wl/tenant';
import { earlyFetch } from './earlyFetch.ts';
import {
  adoptStartToken,
  clearSessionStorage,
  observedTokenStorage,
  sessionSlice,
  tokenChanged,
} from './session.ts';

export type AppStoreOptions = {
  tenant: PublicTenantConfig;
  /** The current platform language code (EN, TY), read on every call. */
  language: () => string;
  /** The app's own reducers beside `session` and the api's. */
  reducers?: Record<string, Reducer>;
  /** Called after the platform ended the session (HTTP 401, CUSTOMER_NOT_LOGIN, SESSION_LIMIT_REACHED, ...), with why. */
  onSessionEnded?: (error: ApiError) => void;
  /** The platform calls' timeout in ms (default: the client's 20 s); tests of a hanging platform make it short. */
  timeoutMs?: number;
};

/**
 * The Redux store of an app: the RTK Query api configured for the tenant (base URL, Merchant header, path
 * overrides, encryption), the session token mirror, and the app's reducers. The merchant code is also kept in
 * session and local storage as the original platform's pages do (`merchant`, `merchantCode`).
 */
export function createAppStore({
  tenant,
  language,
  reducers = {},
  onSessionEnded,
  timeoutMs,
}: AppStoreOptions): ApiStore {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  for (const storage of [globalThis.sessionStorage, globalThis.localStorage]) {
    storage?.setItem('merchant', tenant.merchantCode);
    storage?.setItem('merchantCode', tenant.merchantCode);
  }
  const token = adoptStartToken();
  // The store exists only after createApiStore returns; token changes before that cannot happen.
  let dispatchToken: (value: string | null) => void = () => {};
  const apiStore = createApiStore({
    baseUrl: () => tenant.api.baseUrl || origin,
    merchant: () => tenant.merchantCode,
    language,
    pathOverrides: () => tenant.api.pathOverrides,
    encryption: encryptionAdapterFor(tenant.api.encryption),
    tokenStorage: observedTokenStorage((value) => dispatchToken(value)),
    deviceId: () => deviceId(),
    // A prerendered page's head script may have sent the first calls already: their answers are taken.
    fetch: earlyFetch,
    reducers: { ...reducers, [sessionSlice.name]: sessionSlice.reducer },
    preloadedState: { [sessionSlice.name]: { token } },
    activityTarget: globalThis.window ?? false,
    listeners: typeof window !== 'undefined',
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    onSessionEnded: (error) => {
      clearSessionStorage();
      onSessionEnded?.(error);
    },
  });
  dispatchToken = (value) => apiStore.store.dispatch(tokenChanged(value));
  return apiStore;
}

/** Where the browser id is kept, as the original keeps it (a prerendered page's head script makes it too). */
export const DEVICE_ID_KEY = 'SHELL_deviceId';

/** A stable browser id, persisted as the original does (`localStorage.SHELL_deviceId`), sent against fraud. */
function deviceId(): string | null {
  const storage = globalThis.localStorage;
  if (!storage) return null;
  let id = storage.getItem(DEVICE_ID_KEY);
  if (!id) {
    id = globalThis.crypto.randomUUID();
    storage.setItem(DEVICE_ID_KEY, id);
  }
  return id;
}
