import type { z } from 'zod';
import { knownCall, type CallDef, type CallMeta, type ResponseOf } from '../contract/define.ts';
import { ERROR_CODES, NOT_LOGIN_MESSAGE, isSessionEnded } from '../contract/errors.ts';
import { DEVICE_WEB, GATEWAY_VERSION, HEADERS } from '../contract/headers.ts';
import { fillPath, resolvePath, type PathOverrides } from '../contract/paths.ts';
import type { CallName, Registry } from '../contract/registry.ts';
import type { EncryptionAdapter } from '../crypto/types.ts';
import { ERROR_KEYS, type ApiError } from './errors.ts';
import { loadCall, loadEnvelope, type EnvelopeModule } from './lazyCalls.ts';
import type { TokenStorage } from './tokenStorage.ts';
import { joinUrl, stableStringify, toFormBody, toMultipartBody, toQueryString } from './wire.ts';

type Getter<T> = T | (() => T);
const read = <T>(v: Getter<T>): T => (typeof v === 'function' ? (v as () => T)() : v);

type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

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

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export type RequestOptions = { signal?: AbortSignal };

export const DEFAULT_TIMEOUT_MS = 20_000;
export const KEEP_ALIVE_INTERVAL_MS = 8_000;
export const SESSION_CACHE_PREFIX = 'wl:api:';

type AnyCall = CallDef;

const hasSchemas = (call: CallMeta): call is CallDef => 'request' in call && 'response' in call;

function defaultDevelopment(): boolean {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.NODE_ENV;
  return env !== 'production';
}

function issuePath(prefix: string, path: readonly PropertyKey[]): string {
  return [prefix, ...path.map(String)].join('.');
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The framework-free client: speaks the wire format of the contract. The RTK Query base query wraps it.
 */
export function createApiClient(config: ApiClientConfig) {
  const doFetch = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const development = config.development ?? defaultDevelopment();
  const now = config.now ?? (() => Date.now());
  const keepAliveMs = config.keepAliveIntervalMs ?? KEEP_ALIVE_INTERVAL_MS;
  const cache: CacheStorage | null =
    config.cacheStorage === undefined ? ((globalThis as { sessionStorage?: Storage }).sessionStorage ?? null) : config.cacheStorage;
  const inFlight = new Map<string, Promise<ApiResult<unknown>>>();
  let lastTouch = -Infinity;

  const error = (call: AnyCall, e: Omit<ApiError, 'call'>): ApiResult<never> => ({ ok: false, error: { ...e, call: call.name } });

  function schemaError(call: AnyCall, where: 'request' | 'value', issues: z.core.$ZodIssue[], status?: number): ApiResult<never> {
    const list = issues.map((i) => ({ path: issuePath(where, i.path), message: i.message }));
    const first = list[0];
    const message = development
      ? `${call.name}: ${where === 'request' ? 'invalid request' : 'unexpected answer'} at ${first?.path ?? where}: ${first?.message ?? 'invalid'}`
      : where === 'request' ? 'Invalid request' : 'Unexpected answer from the server';
    return error(call, { kind: 'schema', code: 'SCHEMA', message, messageKey: ERROR_KEYS.badResponse, issues: list, ...(status ? { status } : {}) });
  }

  function endSession(call: AnyCall, sentToken: string | null, e: Omit<ApiError, 'call'>): ApiResult<never> {
    const result = error(call, e);
    // Only the first failing call of a session ends it (later ones find the token already cleared or replaced).
    if (sentToken && config.tokenStorage.get() === sentToken) {
      // As the original: session end clears the token and what this client kept in session storage.
      config.tokenStorage.clear();
      clearSessionCache();
      if (!result.ok) config.onSessionEnded?.(result.error);
    }
    return result;
  }

  function cacheKey(merchant: string, language: string, method: string, url: string, body: string): string {
    return `${SESSION_CACHE_PREFIX}${merchant}|${language}|${method} ${url}|${body}`;
  }

  function readCache(call: AnyCall, key: string): ApiResult<unknown> | undefined {
    if (!cache) return undefined;
    let raw: string | null;
    try {
      raw = cache.getItem(key);
    } catch {
      return undefined;
    }
    if (raw === null) return undefined;
    try {
      const parsed = call.response.safeParse(JSON.parse(raw));
      if (parsed.success) return { ok: true, value: parsed.data };
    } catch {
      /* fall through: drop the bad entry */
    }
    cache.removeItem(key);
    return undefined;
  }

  function writeCache(key: string, value: unknown): void {
    if (!cache) return;
    try {
      cache.setItem(key, JSON.stringify(value ?? null));
    } catch {
      /* storage full or unavailable: the answer still goes to the caller */
    }
  }

  async function send(
    call: AnyCall,
    { envelopeSchema }: EnvelopeModule,
    url: string,
    init: RequestInit,
    sentToken: string | null,
    signal: AbortSignal | undefined,
    cacheKeyOfRequest: string | undefined,
  ): Promise<ApiResult<unknown>> {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const signals = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, { ...init, signal: signals });
      text = await response.text();
    } catch (e) {
      if (timeout.signal.aborted) {
        return error(call, { kind: 'timeout', code: 'TIMEOUT', message: `${call.name}: no answer within ${timeoutMs} ms`, messageKey: ERROR_KEYS.network });
      }
      const aborted = signal?.aborted === true;
      return error(call, {
        kind: 'network',
        code: aborted ? 'ABORTED' : 'NETWORK',
        message: `${call.name}: ${aborted ? 'aborted' : e instanceof Error ? e.message : 'network failure'}`,
        messageKey: ERROR_KEYS.network,
      });
    } finally {
      clearTimeout(timer);
    }

    const status = response.status;
    if (status === 401) {
      return endSession(call, sentToken, { kind: 'session', code: ERROR_CODES.CUSTOMER_NOT_LOGIN, message: NOT_LOGIN_MESSAGE, messageKey: ERROR_KEYS.notLoggedIn, status });
    }
    let json: unknown;
    try {
      json = text.length ? JSON.parse(text) : {};
    } catch {
      if (!response.ok) {
        return error(call, { kind: 'server', code: `HTTP_${status}`, message: text.slice(0, 200) || response.statusText, messageKey: ERROR_KEYS.server, status });
      }
      return error(call, { kind: 'schema', code: 'SCHEMA', message: development ? `${call.name}: answer is not JSON` : 'Unexpected answer from the server', messageKey: ERROR_KEYS.badResponse, status });
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) {
      if (!response.ok) return error(call, { kind: 'server', code: `HTTP_${status}`, message: response.statusText || `HTTP ${status}`, messageKey: ERROR_KEYS.server, status });
      return schemaError(call, 'value', envelope.error.issues, status);
    }
    const { success = response.ok, value, message, errorCode } = envelope.data;
    if (!success) {
      if (isSessionEnded(errorCode, message)) {
        return endSession(call, sentToken, { kind: 'session', code: errorCode ?? ERROR_CODES.CUSTOMER_NOT_LOGIN, message: message ?? NOT_LOGIN_MESSAGE, messageKey: ERROR_KEYS.notLoggedIn, status });
      }
      return error(call, { kind: 'server', code: errorCode ?? `HTTP_${status}`, message: message ?? '', messageKey: ERROR_KEYS.server, status, ...(value !== undefined && value !== null ? { details: value } : {}) });
    }
    const parsed = call.response.safeParse(value);
    if (!parsed.success) return schemaError(call, 'value', parsed.error.issues, status);
    if (call.sessionCache && cacheKeyOfRequest) writeCache(cacheKeyOfRequest, value);
    return { ok: true, value: parsed.data };
  }

  async function request<N extends CallName>(name: N, req?: unknown, options?: RequestOptions): Promise<ApiResult<ResponseOf<Registry[N]>>>;
  async function request<C extends CallDef>(call: C, req?: unknown, options?: RequestOptions): Promise<ApiResult<ResponseOf<C>>>;
  async function request(call: CallMeta, req?: unknown, options?: RequestOptions): Promise<ApiResult<unknown>>;
  async function request(nameOrCall: string | CallMeta, req?: unknown, options: RequestOptions = {}): Promise<ApiResult<unknown>> {
    const name = typeof nameOrCall === 'string' ? nameOrCall : nameOrCall.name;
    let loaded: [AnyCall | undefined, EnvelopeModule];
    try {
      loaded = await Promise.all([resolveCall(nameOrCall), loadEnvelope()]);
    } catch (e) {
      // The chunk with the call's schemas did not arrive (offline, a deploy replaced it): nothing was sent.
      const reason = e instanceof Error ? e.message : String(e);
      return { ok: false, error: { kind: 'network', code: 'NETWORK', message: `${name}: cannot load the call definitions: ${reason}`, call: name, messageKey: ERROR_KEYS.network } };
    }
    const [call, envelope] = loaded;
    if (!call) {
      return { ok: false, error: { kind: 'schema', code: 'UNKNOWN_CALL', message: `unknown call ${name}`, call: name, messageKey: ERROR_KEYS.badResponse } };
    }
    const parsedRequest = call.request.safeParse(req ?? {});
    if (!parsedRequest.success) return schemaError(call, 'request', parsedRequest.error.issues);

    const merchant = read(config.merchant);
    const language = read(config.language);
    const token = config.tokenStorage.get();
    const sendToken = call.auth !== 'none' && !!token;
    if (call.auth === 'token' && !token) {
      return error(call, { kind: 'session', code: ERROR_CODES.CUSTOMER_NOT_LOGIN, message: 'not logged in', messageKey: ERROR_KEYS.notLoggedIn });
    }

    let filled: { path: string; rest: unknown };
    try {
      filled = fillPath(resolvePath(call, read(config.pathOverrides ?? undefined)), parsedRequest.data);
    } catch (e) {
      return error(call, { kind: 'schema', code: 'SCHEMA', message: e instanceof Error ? e.message : String(e), messageKey: ERROR_KEYS.badResponse });
    }
    const inQuery = call.method === 'GET' || (call.method === 'DELETE' && call.body === 'none');
    const url = joinUrl(read(config.baseUrl), filled.path) + (inQuery ? toQueryString(filled.rest) : '');

    const headers: Record<string, string> = {
      Accept: 'application/json',
      [HEADERS.merchant]: merchant,
      [HEADERS.language]: language,
      [HEADERS.device]: config.device ?? DEVICE_WEB,
      [HEADERS.gatewayVersion]: GATEWAY_VERSION,
      ...config.extraHeaders,
    };
    if (call.moduleId) headers[HEADERS.moduleId] = call.moduleId;
    if (sendToken && token) headers[HEADERS.authorization] = token;
    const deviceId = config.deviceId?.();
    if (deviceId) headers[HEADERS.deviceId] = deviceId;

    const bodyKey = inQuery ? '' : stableStringify(filled.rest);
    const keyBase = `${merchant}|${language}|${call.method} ${url}|${bodyKey}`;

    const storeKey = call.sessionCache ? cacheKey(merchant, language, call.method, url, bodyKey) : undefined;
    if (storeKey) {
      const cached = readCache(call, storeKey);
      if (cached) return cached;
    }

    const run = async (signal: AbortSignal | undefined): Promise<ApiResult<unknown>> => {
      let body: BodyInit | undefined;
      if (!inQuery && call.body !== 'none') {
        if (call.encrypted && config.encryption) {
          try {
            const encrypted = await config.encryption.encrypt(filled.rest, { callName: call.name });
            Object.assign(headers, encrypted.headers);
            headers['Content-Type'] = 'application/json';
            body = JSON.stringify(encrypted.body);
          } catch (e) {
            return error(call, { kind: 'network', code: 'ENCRYPTION_UNAVAILABLE', message: `${call.name}: cannot encrypt: ${e instanceof Error ? e.message : String(e)}`, messageKey: ERROR_KEYS.network });
          }
        } else if (call.body === 'form') {
          headers['Content-Type'] = 'application/x-www-form-urlencoded';
          body = toFormBody(filled.rest);
        } else if (call.body === 'multipart') {
          body = toMultipartBody(filled.rest);
        } else {
          headers['Content-Type'] = 'application/json';
          body = JSON.stringify(filled.rest ?? {});
        }
      }
      return send(call, envelope, url, { method: call.method, headers, ...(body === undefined ? {} : { body }) }, sendToken ? token : null, signal, storeKey);
    };

    // Identical GETs in flight share one request (key merchant|lang|url|token).
    if (call.method !== 'GET') return run(options.signal);
    const dedupKey = `${keyBase}|${sendToken ? token : ''}`;
    const existing = inFlight.get(dedupKey);
    if (existing) return existing;
    // A shared GET is not cancelled by one caller's signal: the others still wait for it.
    const promise = run(undefined).finally(() => inFlight.delete(dedupKey));
    inFlight.set(dedupKey, promise);
    return promise;
  }

  /** The full definition of a call: given, configured, already loaded, or imported with its area. */
  function resolveCall(nameOrCall: string | CallMeta): AnyCall | undefined | Promise<AnyCall | undefined> {
    if (typeof nameOrCall !== 'string' && hasSchemas(nameOrCall)) return nameOrCall;
    const name = typeof nameOrCall === 'string' ? nameOrCall : nameOrCall.name;
    return config.calls?.[name] ?? knownCall(name) ?? loadCall(name);
  }

  /**
   * Tell the client the user did something. Sends `session.touch` when logged in and the last touch is
   * at least 8 s old; returns the touch's promise, or undefined when none was sent.
   */
  function activity(): Promise<ApiResult<unknown>> | undefined {
    if (!config.tokenStorage.get()) return undefined;
    const t = now();
    if (t - lastTouch < keepAliveMs) return undefined;
    lastTouch = t;
    return request('session.touch', {});
  }

  /** Remove every answer kept in session storage by this client. */
  function clearSessionCache(): void {
    if (!cache) return;
    const keys: string[] = [];
    for (let i = 0; i < cache.length; i++) {
      const k = cache.key(i);
      if (k?.startsWith(SESSION_CACHE_PREFIX)) keys.push(k);
    }
    for (const k of keys) cache.removeItem(k);
  }

  return { request, activity, clearSessionCache, config, tokenStorage: config.tokenStorage };
}

/** Listen to user activity on a target (window) and keep the session alive; returns the unsubscribe. */
export function watchActivity(client: Pick<ApiClient, 'activity'>, target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>): () => void {
  const events = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll', 'visibilitychange'];
  const handler = () => void client.activity();
  for (const e of events) target.addEventListener(e, handler, { passive: true } as AddEventListenerOptions);
  return () => {
    for (const e of events) target.removeEventListener(e, handler);
  };
}
