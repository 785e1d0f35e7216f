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

/**
 * The client checks each answer once or twice per visit, so zod interprets its schemas rather than compiling a
 * parser per object schema with `new Function` (the compiled parser pays off only over many parses: a profiled
 * phone spent ~80 ms compiling on the lobby's first answers). It also keeps the client free of eval, for a strict
 * Content-Security-Policy. The platform, which parses the same schemas at thousands of requests a second, compiles.
 */
const INTERPRETED = { jitless: true } as const;

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

export type RequestOptions = {
  signal?: AbortSignal;
  /** Sent as the `Idempotency-Key` header of a call that is not a GET: the same key on a retry moves money once. */
  idempotencyKey?: string;
};

export const DEFAULT_TIMEOUT_MS = 20_000;
export const KEEP_ALIVE_INTERVAL_MS = 8_000;
export const SESSION_CACHE_PREFIX = 'wl:api:';

type AnyCall = CallDef;

const hasSchemas = (call: CallMeta): call is CallDef => 'request' in call && 'response' in call;

function defaultDevelopment(): boolean {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
    ?.NODE_ENV;
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
  const doFetch =
    config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const development = config.development ?? defaultDevelopment();
  const now = config.now ?? (() => Date.now());
  const keepAliveMs = config.keepAliveIntervalMs ?? KEEP_ALIVE_INTERVAL_MS;
  const cache: CacheStorage | null =
    config.cacheStorage === undefined
      ? ((globalThis as { sessionStorage?: Storage }).sessionStorage ?? null)
      : config.cacheStorage;
  const inFlight = new Map<string, Promise<ApiResult<unknown>>>();
  let lastTouch = -Infinity;

  const error = (call: Pick<CallMeta, 'name'>, e: Omit<ApiError, 'call'>): ApiResult<never> => ({
    ok: false,
    error: { ...e, call: call.name },
  });

  function schemaError(
    call: Pick<CallMeta, 'name'>,
    where: 'request' | 'value',
    issues: z.core.$ZodIssue[],
    status?: number,
  ): ApiResult<never> {
    const list = issues.map((i) => ({ path: issuePath(where, i.path), message: i.message }));
    const first = list[0];
    const message = development
      ? `${call.name}: ${where === 'request' ? 'invalid request' : 'unexpected answer'} at ${first?.path ?? where}: ${first?.message ?? 'invalid'}`
      : where === 'request'
        ? 'Invalid request'
        : 'Unexpected answer from the server';
    return error(call, {
      kind: 'schema',
      code: 'SCHEMA',
      message,
      messageKey: ERROR_KEYS.badResponse,
      issues: list,
      ...(status ? { status } : {}),
    });
  }

  function endSession(
    call: Pick<CallMeta, 'name'>,
    sentToken: string | null,
    e: Omit<ApiError, 'call'>,
  ): ApiResult<never> {
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

  /** Is there an answer in session storage under this key (not yet checked against the schema)? */
  function hasCacheEntry(key: string): boolean {
    try {
      return cache?.getItem(key) != null;
    } catch {
      return false;
    }
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
      const parsed = call.response.safeParse(JSON.parse(raw), INTERPRETED);
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

  type Prepared = {
    url: string;
    inQuery: boolean;
    /** The request without the path parameters: the query string, or the body. */
    rest: unknown;
    headers: Record<string, string>;
    /** The token sent, or null. */
    sentToken: string | null;
    bodyKey: string;
    /** Session-storage key of a `sessionCache` call. */
    storeKey: string | undefined;
    /** Identical GETs in flight share one request (key merchant|lang|url|token). */
    dedupKey: string;
  };

  /** The wire form of a (parsed) request; an error when it cannot be sent (no token, a missing path parameter). */
  function prepare(call: CallMeta, data: unknown): Prepared | ApiResult<never> {
    const merchant = read(config.merchant);
    const language = read(config.language);
    const token = config.tokenStorage.get();
    const sendToken = call.auth !== 'none' && !!token;
    if (call.auth === 'token' && !token) {
      return error(call, {
        kind: 'session',
        code: ERROR_CODES.CUSTOMER_NOT_LOGIN,
        message: 'not logged in',
        messageKey: ERROR_KEYS.notLoggedIn,
      });
    }

    let filled: { path: string; rest: unknown };
    try {
      filled = fillPath(resolvePath(call, read(config.pathOverrides ?? undefined)), data);
    } catch (e) {
      return error(call, {
        kind: 'schema',
        code: 'SCHEMA',
        message: e instanceof Error ? e.message : String(e),
        messageKey: ERROR_KEYS.badResponse,
      });
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
    return {
      url,
      inQuery,
      rest: filled.rest,
      headers,
      sentToken: sendToken ? token : null,
      bodyKey,
      storeKey: call.sessionCache ? cacheKey(merchant, language, call.method, url, bodyKey) : undefined,
      dedupKey: `${merchant}|${language}|${call.method} ${url}|${bodyKey}|${sendToken ? token : ''}`,
    };
  }

  const isResult = (p: Prepared | ApiResult<never>): p is ApiResult<never> => 'ok' in p;

  type Transport = { response: Response; text: string } | ApiResult<never>;

  /** Encode (or encrypt) the request and fetch it, with the timeout. Needs no schema. */
  async function transmit(call: CallMeta, p: Prepared, signal: AbortSignal | undefined): Promise<Transport> {
    const headers = { ...p.headers };
    let body: BodyInit | undefined;
    if (!p.inQuery && call.body !== 'none') {
      if (call.encrypted && config.encryption) {
        try {
          const encrypted = await config.encryption.encrypt(p.rest, { callName: call.name });
          Object.assign(headers, encrypted.headers);
          headers['Content-Type'] = 'application/json';
          body = JSON.stringify(encrypted.body);
        } catch (e) {
          return error(call, {
            kind: 'network',
            code: 'ENCRYPTION_UNAVAILABLE',
            message: `${call.name}: cannot encrypt: ${e instanceof Error ? e.message : String(e)}`,
            messageKey: ERROR_KEYS.network,
          });
        }
      } else if (call.body === 'form') {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = toFormBody(p.rest);
      } else if (call.body === 'multipart') {
        body = toMultipartBody(p.rest);
      } else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(p.rest ?? {});
      }
    }
    const init: RequestInit = { method: call.method, headers, ...(body === undefined ? {} : { body }) };

    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const signals = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
    try {
      const response = await doFetch(p.url, { ...init, signal: signals });
      const text = await response.text();
      return { response, text };
    } catch (e) {
      if (timeout.signal.aborted) {
        return error(call, {
          kind: 'timeout',
          code: 'TIMEOUT',
          message: `${call.name}: no answer within ${timeoutMs} ms`,
          messageKey: ERROR_KEYS.network,
        });
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
  }

  /** Check an answer against the envelope and the call's response schema. */
  function interpret(
    call: AnyCall,
    { envelopeSchema }: EnvelopeModule,
    transport: Transport,
    sentToken: string | null,
    cacheKeyOfRequest: string | undefined,
  ): ApiResult<unknown> {
    if ('ok' in transport) return transport;
    const { response, text } = transport;
    const status = response.status;
    if (status === 401) {
      return endSession(call, sentToken, {
        kind: 'session',
        code: ERROR_CODES.CUSTOMER_NOT_LOGIN,
        message: NOT_LOGIN_MESSAGE,
        messageKey: ERROR_KEYS.notLoggedIn,
        status,
      });
    }
    let json: unknown;
    try {
      json = text.length ? JSON.parse(text) : {};
    } catch {
      if (!response.ok) {
        return error(call, {
          kind: 'server',
          code: `HTTP_${status}`,
          message: text.slice(0, 200) || response.statusText,
          messageKey: ERROR_KEYS.server,
          status,
        });
      }
      return error(call, {
        kind: 'schema',
        code: 'SCHEMA',
        message: development ? `${call.name}: answer is not JSON` : 'Unexpected answer from the server',
        messageKey: ERROR_KEYS.badResponse,
        status,
      });
    }
    const envelope = envelopeSchema.safeParse(json, INTERPRETED);
    if (!envelope.success) {
      if (!response.ok)
        return error(call, {
          kind: 'server',
          code: `HTTP_${status}`,
          message: response.statusText || `HTTP ${status}`,
          messageKey: ERROR_KEYS.server,
          status,
        });
      return schemaError(call, 'value', envelope.error.issues, status);
    }
    const { success = response.ok, value, message, errorCode } = envelope.data;
    if (!success) {
      if (isSessionEnded(errorCode, message)) {
        return endSession(call, sentToken, {
          kind: 'session',
          code: errorCode ?? ERROR_CODES.CUSTOMER_NOT_LOGIN,
          message: message ?? NOT_LOGIN_MESSAGE,
          messageKey: ERROR_KEYS.notLoggedIn,
          status,
        });
      }
      return error(call, {
        kind: 'server',
        code: errorCode ?? `HTTP_${status}`,
        message: message ?? '',
        messageKey: ERROR_KEYS.server,
        status,
        ...(value !== undefined && value !== null ? { details: value } : {}),
      });
    }
    const parsed = call.response.safeParse(value, INTERPRETED);
    if (!parsed.success) return schemaError(call, 'value', parsed.error.issues, status);
    if (call.sessionCache && cacheKeyOfRequest) writeCache(cacheKeyOfRequest, value);
    return { ok: true, value: parsed.data };
  }

  async function request<N extends CallName>(
    name: N,
    req?: unknown,
    options?: RequestOptions,
  ): Promise<ApiResult<ResponseOf<Registry[N]>>>;
  async function request<C extends CallDef>(
    call: C,
    req?: unknown,
    options?: RequestOptions,
  ): Promise<ApiResult<ResponseOf<C>>>;
  async function request(
    call: CallMeta,
    req?: unknown,
    options?: RequestOptions,
  ): Promise<ApiResult<unknown>>;
  async function request(
    nameOrCall: string | CallMeta,
    req?: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResult<unknown>> {
    const name = typeof nameOrCall === 'string' ? nameOrCall : nameOrCall.name;
    const early =
      typeof nameOrCall === 'string' ? undefined : sendEarly(nameOrCall, req ?? {}, options.signal);
    if (early) return early;
    let loaded: [AnyCall | undefined, EnvelopeModule];
    try {
      loaded = await Promise.all([resolveCall(nameOrCall), loadEnvelope()]);
    } catch (e) {
      // The chunk with the call's schemas did not arrive (offline, a deploy replaced it): nothing was sent
      // (an early read, see `sendEarly`, was sent; its answer is dropped).
      return loadFailed(name, e);
    }
    const [call, envelope] = loaded;
    if (!call) return unknownCall(name);
    const parsedRequest = call.request.safeParse(req ?? {}, INTERPRETED);
    if (!parsedRequest.success) return schemaError(call, 'request', parsedRequest.error.issues);
    return dispatch(call, envelope, parsedRequest.data, options.signal, options.idempotencyKey);
  }

  function loadFailed(name: string, e: unknown): ApiResult<never> {
    const reason = e instanceof Error ? e.message : String(e);
    return {
      ok: false,
      error: {
        kind: 'network',
        code: 'NETWORK',
        message: `${name}: cannot load the call definitions: ${reason}`,
        call: name,
        messageKey: ERROR_KEYS.network,
      },
    };
  }

  function unknownCall(name: string): ApiResult<never> {
    return {
      ok: false,
      error: {
        kind: 'schema',
        code: 'UNKNOWN_CALL',
        message: `unknown call ${name}`,
        call: name,
        messageKey: ERROR_KEYS.badResponse,
      },
    };
  }

  /** Send a parsed request: from the session cache, shared with an identical GET in flight, or fetched. */
  function dispatch(
    call: AnyCall,
    envelope: EnvelopeModule,
    data: unknown,
    signal: AbortSignal | undefined,
    idempotencyKey?: string,
  ): Promise<ApiResult<unknown>> | ApiResult<unknown> {
    const p = prepare(call, data);
    if (isResult(p)) return p;
    if (idempotencyKey && call.method !== 'GET') p.headers[HEADERS.idempotencyKey] = idempotencyKey;
    if (p.storeKey) {
      const cached = readCache(call, p.storeKey);
      if (cached) return cached;
    }
    const send = async (s: AbortSignal | undefined) =>
      interpret(call, envelope, await transmit(call, p, s), p.sentToken, p.storeKey);
    if (call.method !== 'GET') return send(signal);
    const existing = inFlight.get(p.dedupKey);
    if (existing) return existing;
    // A shared GET is not cancelled by one caller's signal: the others still wait for it.
    const promise = send(undefined).finally(() => inFlight.delete(p.dedupKey));
    inFlight.set(p.dedupKey, promise);
    return promise;
  }

  /**
   * The argument of a `requestAsIs` call as parsing would write it: the declared keys in the schema's
   * order. Undefined when it is not a plain object with only those keys (a plain `z.object` would strip
   * the others, so what is sent could differ), when a key with a default is not given
   * (`requestNeedsKeys`: parsing would fill it in) or when a `qint`/`qnum` key holds anything but a
   * finite number (`requestNumberKeys`: parsing would turn a string into a number).
   */
  function asIsArgument(meta: CallMeta, req: unknown): unknown {
    const keys = meta.requestKeys;
    if (!keys) return req;
    if (typeof req !== 'object' || req === null) return undefined;
    const proto: unknown = Object.getPrototypeOf(req);
    if (proto !== Object.prototype && proto !== null) return undefined;
    const source = req as Record<string, unknown>;
    if (Object.getOwnPropertySymbols(source).length || Object.keys(source).some((k) => !keys.includes(k)))
      return undefined;
    if (meta.requestNeedsKeys?.some((k) => source[k] === undefined)) return undefined;
    const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
    if (meta.requestNumberKeys?.some((k) => source[k] !== undefined && !isNumber(source[k])))
      return undefined;
    const out: Record<string, unknown> = {};
    for (const k of keys) if (Object.hasOwn(source, k)) out[k] = source[k];
    return out;
  }

  /** May this call be sent before its schemas are loaded: a plain read (a GET, or a POST query with a JSON body)? */
  const earlyKind = (meta: CallMeta): boolean =>
    meta.kind === 'query' &&
    !meta.encrypted &&
    (meta.method === 'GET' || (meta.method === 'POST' && meta.body === 'json'));

  /** Do two prepared requests put the same thing on the wire (URL, and the JSON body `transmit` writes)? */
  const sameWire = (a: Prepared, b: Prepared): boolean =>
    a.url === b.url &&
    a.inQuery === b.inQuery &&
    (a.inQuery || JSON.stringify(a.rest ?? {}) === JSON.stringify(b.rest ?? {}));

  /**
   * A read whose request parsing can never change (`requestAsIs`, generated, and the argument meets its
   * `requestNeedsKeys`/`requestNumberKeys`), made before its area's schemas are loaded: the caller's
   * argument goes out at once while the schemas load, instead of after them. When they arrive the request
   * is parsed all the same: invalid, the call ends in the schema error of today and the answer is dropped;
   * parsed into another URL or body after all, the answer is dropped and the parsed request is sent;
   * otherwise the answer is checked as usual. A GET is shared with the same early GET in flight and not
   * cancelled by one caller's signal (as `dispatch` does); a POST read is not shared and follows the
   * caller's signal. Undefined when the call takes today's order (schemas loaded, a mutation, not a GET or
   * a JSON POST query, encrypted, no token, answered from the session cache, an argument that does not
   * qualify).
   */
  function sendEarly(
    meta: CallMeta,
    req: unknown,
    signal: AbortSignal | undefined,
  ): Promise<ApiResult<unknown>> | undefined {
    if (hasSchemas(meta) || !earlyKind(meta) || meta.requestAsIs !== true) return undefined;
    const args = asIsArgument(meta, req);
    if (args === undefined) return undefined;
    const resolved = resolveCall(meta);
    if (!(resolved instanceof Promise)) return undefined;
    const p = prepare(meta, args);
    if (isResult(p) || (p.storeKey && hasCacheEntry(p.storeKey))) return undefined;
    const shared = meta.method === 'GET';
    // Shared only with the same early request: its argument decides the schema check.
    const key = `early|${stableStringify(args)}|${p.dedupKey}`;
    const existing = shared ? inFlight.get(key) : undefined;
    if (existing) return existing;

    const loading = Promise.all([resolved, loadEnvelope()]);
    const abandon = new AbortController();
    const callerSignal = shared ? undefined : signal;
    const answer = transmit(
      meta,
      p,
      callerSignal ? AbortSignal.any([abandon.signal, callerSignal]) : abandon.signal,
    );
    const settle = async (): Promise<ApiResult<unknown>> => {
      let loaded: [AnyCall | undefined, EnvelopeModule];
      try {
        loaded = await loading;
      } catch (e) {
        abandon.abort();
        return loadFailed(meta.name, e);
      }
      const [call, envelope] = loaded;
      if (!call) {
        abandon.abort();
        return unknownCall(meta.name);
      }
      const parsed = call.request.safeParse(args, INTERPRETED);
      if (!parsed.success) {
        abandon.abort();
        return schemaError(call, 'request', parsed.error.issues);
      }
      const again = prepare(call, parsed.data);
      if (isResult(again) || !sameWire(again, p)) {
        // Parsing changed what goes out after all: drop that answer and send the parsed request.
        abandon.abort();
        return dispatch(call, envelope, parsed.data, callerSignal);
      }
      return interpret(call, envelope, await answer, p.sentToken, p.storeKey);
    };
    if (!shared) return settle();
    const promise = settle().finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
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
export function watchActivity(
  client: Pick<ApiClient, 'activity'>,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
): () => void {
  const events = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll', 'visibilitychange'];
  const handler = () => void client.activity();
  for (const e of events) target.addEventListener(e, handler, { passive: true } as AddEventListenerOptions);
  return () => {
    for (const e of events) target.removeEventListener(e, handler);
  };
}
