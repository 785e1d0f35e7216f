import { combineReducers, configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { createApiClient, watchActivity, type ApiClient, type ApiClientConfig } from '../client/client.ts';
import type { ApiError } from '../client/errors.ts';
import type { EncryptionAdapter } from '../crypto/types.ts';
import { lazyWebCryptoEncryption } from '../crypto/lazy.ts';
import { webTokenStorage, type TokenStorage } from '../client/tokenStorage.ts';
import type { API_REDUCER_PATH } from './api.ts';
import { wlApi } from './api.ts';
import type { ApiExtra } from './baseQuery.ts';
import { PRIVATE_TAGS } from './tags.ts';

export type CreateApiStoreOptions = Omit<
  ApiClientConfig,
  'tokenStorage' | 'onSessionEnded' | 'encryption'
> & {
  /**
   * Payload encryption: an adapter, or 'platform' for the default Web Crypto adapter with the public key
   * fetched from `site.encryptionKey` on the first encrypted call. Default: none (plain JSON).
   */
  encryption?: EncryptionAdapter | 'platform' | null;
  /** Default: sessionStorage key `token` (the spec). */
  tokenStorage?: TokenStorage;
  /** Called once when the session ends; private caches are invalidated before. */
  onSessionEnded?: (error: ApiError, store: ApiStore) => void;
  /** Reducers of the app beside the api's. */
  reducers?: Record<string, Reducer>;
  middleware?: Middleware[];
  preloadedState?: Record<string, unknown>;
  /** Keep the session alive on user activity in this target (usually `window`); false/undefined: off. */
  activityTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | false;
  /** refetchOnFocus / refetchOnReconnect listeners (browser only). */
  listeners?: boolean;
};

/**
 * A Redux store with the api reducer and middleware and a configured client. One per app (and per test).
 * `dispose()` removes the activity and focus listeners.
 */
export function createApiStore(options: CreateApiStoreOptions) {
  const {
    reducers = {},
    middleware = [],
    preloadedState,
    activityTarget,
    listeners,
    onSessionEnded,
    tokenStorage,
    encryption,
    ...clientConfig
  } = options;
  // eslint-disable-next-line prefer-const -- assigned after the store exists; the callback runs later
  let storeRef: ApiStore | undefined;
  const client: ApiClient = createApiClient({
    ...clientConfig,
    encryption:
      encryption === 'platform'
        ? lazyWebCryptoEncryption(async () => {
            const key = await client.request('site.encryptionKey', {});
            if (!key.ok) throw new Error(`cannot get the platform key: ${key.error.message}`);
            return { keyId: key.value.keyId, publicKey: key.value.publicKey };
          })
        : encryption,
    tokenStorage: tokenStorage ?? webTokenStorage(),
    onSessionEnded: (error) => {
      storeRef?.store.dispatch(wlApi.util.invalidateTags(PRIVATE_TAGS));
      if (storeRef) onSessionEnded?.(error, storeRef);
    },
  });
  const store = buildStore({ apiClient: client }, reducers, middleware, preloadedState);
  const cleanups: (() => void)[] = [];
  if (activityTarget) cleanups.push(watchActivity(client, activityTarget));
  if (listeners) cleanups.push(setupListeners(store.dispatch));
  storeRef = {
    store,
    client,
    api: wlApi,
    dispose: () => {
      for (const c of cleanups.splice(0)) c();
    },
  };
  return storeRef;
}

/** Root state: the api slice plus the app's own reducers. */
type ApiRootState = { [API_REDUCER_PATH]: ReturnType<typeof wlApi.reducer> } & Record<string, unknown>;

function buildStore(
  extra: ApiExtra,
  reducers: Record<string, Reducer>,
  middleware: Middleware[],
  preloadedState?: Record<string, unknown>,
) {
  const rootReducer = combineReducers({
    ...reducers,
    [wlApi.reducerPath]: wlApi.reducer,
  }) as unknown as Reducer<ApiRootState>;
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as ApiRootState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(wlApi.middleware, ...middleware),
  });
}

type ApiReduxStore = ReturnType<typeof buildStore>;

export type ApiStore = { store: ApiReduxStore; client: ApiClient; api: typeof wlApi; dispose: () => void };
