import { knownCall, type CallDef, type CallMeta, type ResponseOf } from '../contract/define.ts';
import { HEADERS } from '../contract/headers.ts';
import type { CallName, Registry } from '../contract/registry.ts';
import { defaultDevelopment, type ApiClientConfig, type RequestOptions } from './config.ts';
import { createDedupe } from './dedupe.ts';
import { createSendEarly, hasSchemas } from './early.ts';
import { createInterpret } from './interpret.ts';
import { createKeepAlive } from './keepAlive.ts';
import { loadCall, loadEnvelope, type EnvelopeModule } from './lazyCalls.ts';
import { createPrepare, isResult } from './prepare.ts';
import { INTERPRETED, loadFailed, schemaError, unknownCall, type ApiResult } from './result.ts';
import { cacheStorageOf, clearCached, readCached } from './sessionCache.ts';
import { DEFAULT_TIMEOUT_MS } from './timeout.ts';
import { createTransmit } from './transport.ts';

export type { ApiClientConfig, RequestOptions } from './config.ts';
export type { ApiResult } from './result.ts';
export { DEFAULT_TIMEOUT_MS } from './timeout.ts';
export { KEEP_ALIVE_INTERVAL_MS, watchActivity } from './keepAlive.ts';
export { SESSION_CACHE_PREFIX } from './sessionCache.ts';

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The framework-free client: speaks the wire format of the contract. The RTK Query base query wraps it.
 * It composes the parts: the request's wire form (prepare.ts), the token and the session's end (session.ts),
 * the session cache (sessionCache.ts), the sharing of identical reads (dedupe.ts), the body's encryption
 * (encryption.ts), the fetch with its timeout (timeout.ts), the answer's envelope (interpret.ts), reads sent
 * before their schemas load (early.ts) and the keep-alive (keepAlive.ts).
 */
export function createApiClient(config: ApiClientConfig) {
  const doFetch =
    config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const development = config.development ?? defaultDevelopment();
  const cache = cacheStorageOf(config.cacheStorage);
  const prepare = createPrepare(config);
  const transmit = createTransmit(config, doFetch, config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const interpret = createInterpret(config, development, cache);
  const share = createDedupe<ApiResult<unknown>>();

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
    let loaded: [CallDef | undefined, EnvelopeModule];
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
    if (!parsedRequest.success) return schemaError(development, call, 'request', parsedRequest.error.issues);
    return dispatch(call, envelope, parsedRequest.data, options.signal, options.idempotencyKey);
  }

  /** Send a parsed request: from the session cache, shared with an identical GET in flight, or fetched. */
  function dispatch(
    call: CallDef,
    envelope: EnvelopeModule,
    data: unknown,
    signal: AbortSignal | undefined,
    idempotencyKey?: string,
  ): Promise<ApiResult<unknown>> | ApiResult<unknown> {
    const p = prepare(call, data);
    if (isResult(p)) return p;
    if (idempotencyKey && call.method !== 'GET') p.headers[HEADERS.idempotencyKey] = idempotencyKey;
    if (p.storeKey) {
      const cached = readCached(cache, call, p.storeKey);
      if (cached) return cached;
    }
    const send = async (s: AbortSignal | undefined) =>
      interpret(call, envelope, await transmit(call, p, s), p.sentToken, p.storeKey);
    if (call.method !== 'GET') return send(signal);
    // A shared GET is not cancelled by one caller's signal: the others still wait for it.
    return share(p.dedupKey, () => send(undefined));
  }

  /** The full definition of a call: given, configured, already loaded, or imported with its area. */
  function resolveCall(nameOrCall: string | CallMeta): CallDef | undefined | Promise<CallDef | undefined> {
    if (typeof nameOrCall !== 'string' && hasSchemas(nameOrCall)) return nameOrCall;
    const name = typeof nameOrCall === 'string' ? nameOrCall : nameOrCall.name;
    return config.calls?.[name] ?? knownCall(name) ?? loadCall(name);
  }

  const sendEarly = createSendEarly(
    development,
    cache,
    resolveCall,
    prepare,
    share,
    transmit,
    interpret,
    dispatch,
  );

  /**
   * Tell the client the user did something. Sends `session.touch` when logged in and the last touch is
   * at least 8 s old; returns the touch's promise, or undefined when none was sent.
   */
  const activity: () => Promise<ApiResult<unknown>> | undefined = createKeepAlive(
    () => !!config.tokenStorage.get(),
    () => request('session.touch', {}),
    config.now,
    config.keepAliveIntervalMs,
  );

  /** Remove every answer kept in session storage by this client. */
  const clearSessionCache = (): void => clearCached(cache);

  return { request, activity, clearSessionCache, config, tokenStorage: config.tokenStorage };
}
