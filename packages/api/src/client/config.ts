import type { CallDef } from '../contract/define.ts';
import type { PathOverrides } from '../contract/paths.ts';
import type { EncryptionAdapter } from '../crypto/types.ts';
import type { ApiError } from './errors.ts';
import type { CacheStorage } from './sessionCache.ts';
import type { TokenStorage } from './tokenStorage.ts';

/** The configuration of `createApiClient`, and the getters it reads on each call. */

export type Getter<T> = T | (() => T);
export const read = <T>(v: Getter<T>): T => (typeof v === 'function' ? (v as () => T)() : v);

export type ApiClientConfig = {
  /** Base URL of the platform, e.g. `https://api.brand.com` or `location.origin`. */
  baseUrl: Getter<string>;
  /** Merchant code of the tenant (the `Merchant` header). */
  merchant: Getter<string>;
  /** Current language code (the `Language` header), e.g. EN or TY. */
  language: Getter<string>;
  tokenStorage: TokenStorage;
  /** `Device` header, default `web`. */
  device?: string;
  /** Stable browser id (X-Device-Id), e.g. localStorage.SHELL_deviceId. */
  deviceId?: () => string | null | undefined;
  /** The tenant's path overrides: call name -> path. */
  pathOverrides?: Getter<PathOverrides | undefined>;
  /** Payload encryption for calls flagged `encrypted`. Without one, their payload is sent as plain JSON. */
  encryption?: EncryptionAdapter | null;
  /** Called once when the session ends (HTTP 401 or a session-ended code on a call that sent the token). */
  onSessionEnded?: (error: ApiError) => void;
  fetch?: typeof fetch;
  /** Request timeout, default 20 000 ms. */
  timeoutMs?: number;
  /** Where calls flagged `sessionCache` persist (default: sessionStorage when present). `null` turns it off. */
  cacheStorage?: CacheStorage | null;
  /** In development, schema errors name the call and the field. Default: true unless NODE_ENV is production. */
  development?: boolean;
  /** Clock (ms), injectable for tests of the keep-alive. */
  now?: () => number;
  /** Minimum gap between keep-alive touches, default 8 000 ms. */
  keepAliveIntervalMs?: number;
  /** Headers added to every request (e.g. X-Real-UA). */
  extraHeaders?: Record<string, string>;
  /**
   * Full call definitions the client uses as they are (`@wl/api/client` passes the whole registry). Any
   * other call, by name or by its metadata row (what the RTK endpoints pass), is resolved from the call
   * modules already loaded, else by importing its area's call module (once, see `preloadCalls`).
   */
  calls?: Readonly<Record<string, CallDef>>;
};

export type RequestOptions = {
  signal?: AbortSignal;
  /** Sent as the `Idempotency-Key` header of a call that is not a GET: the same key on a retry moves money once. */
  idempotencyKey?: string;
};

export function defaultDevelopment(): boolean {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
    ?.NODE_ENV;
  return env !== 'production';
}
