import type { CallDef, CallMeta } from '../contract/define.ts';
import { loadEnvelope, type EnvelopeModule } from './lazyCalls.ts';
import { isResult, type Prepared } from './prepare.ts';
import { INTERPRETED, loadFailed, schemaError, unknownCall, type ApiResult } from './result.ts';
import type { Transport } from './timeout.ts';
import { hasCached, type CacheStorage } from './sessionCache.ts';
import { stableStringify } from './wire.ts';

type Result = ApiResult<unknown>;
type Prepare = (call: CallMeta, data: unknown) => Prepared | ApiResult<never>;
type Transmit = (call: CallMeta, p: Prepared, signal: AbortSignal | undefined) => Promise<Transport>;
type Interpret = (
  call: CallDef,
  e: EnvelopeModule,
  t: Transport,
  token: string | null,
  key?: string,
) => Result;
type Dispatch = (
  call: CallDef,
  e: EnvelopeModule,
  data: unknown,
  s?: AbortSignal,
) => Promise<Result> | Result;

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
  if (meta.requestNumberKeys?.some((k) => source[k] !== undefined && !isNumber(source[k]))) return undefined;
  const out: Record<string, unknown> = {};
  for (const k of keys) if (Object.hasOwn(source, k)) out[k] = source[k];
  return out;
}

export const hasSchemas = (call: CallMeta): call is CallDef => 'request' in call && 'response' in call;

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
 * `sendEarly(meta, req, signal)`: a read whose request parsing can never change (`requestAsIs`, generated,
 * and the argument meets its `requestNeedsKeys`/`requestNumberKeys`), made before its area's schemas are
 * loaded: the caller's argument goes out at once while the schemas load, instead of after them. When they
 * arrive the request is parsed all the same: invalid, the call ends in the schema error of today and the
 * answer is dropped; parsed into another URL or body after all, the answer is dropped and the parsed
 * request is sent; otherwise the answer is checked as usual. A GET is shared with the same early GET in
 * flight and not cancelled by one caller's signal (as `dispatch` does); a POST read is not shared and
 * follows the caller's signal. Undefined when the call takes today's order (schemas loaded, a mutation,
 * not a GET or a JSON POST query, encrypted, no token, answered from the session cache, an argument that
 * does not qualify). `meta` is a metadata row (a full definition has its schemas: never early).
 */
export function createSendEarly(
  development: boolean,
  cache: CacheStorage | null,
  resolveCall: (meta: CallMeta) => CallDef | undefined | Promise<CallDef | undefined>,
  prepare: Prepare,
  share: (key: string, start: () => Promise<Result>) => Promise<Result>,
  transmit: Transmit,
  interpret: Interpret,
  dispatch: Dispatch,
) {
  return (meta: CallMeta, req: unknown, signal: AbortSignal | undefined): Promise<Result> | undefined => {
    if (hasSchemas(meta) || !earlyKind(meta) || meta.requestAsIs !== true) return undefined;
    const args = asIsArgument(meta, req);
    if (args === undefined) return undefined;
    const resolved = resolveCall(meta);
    if (!(resolved instanceof Promise)) return undefined;
    const p = prepare(meta, args);
    if (isResult(p) || (p.storeKey && hasCached(cache, p.storeKey))) return undefined;
    const shared = meta.method === 'GET';
    const callerSignal = shared ? undefined : signal;

    const start = async (): Promise<Result> => {
      const loading = Promise.all([resolved, loadEnvelope()]);
      const abandon = new AbortController();
      const answer = transmit(
        meta,
        p,
        callerSignal ? AbortSignal.any([abandon.signal, callerSignal]) : abandon.signal,
      );
      let loaded: [CallDef | undefined, EnvelopeModule];
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
        return schemaError(development, call, 'request', parsed.error.issues);
      }
      const again = prepare(call, parsed.data);
      if (isResult(again) || !sameWire(again, p)) {
        // Parsing changed what goes out after all: drop that answer and send the parsed request.
        abandon.abort();
        return dispatch(call, envelope, parsed.data, callerSignal);
      }
      return interpret(call, envelope, await answer, p.sentToken, p.storeKey);
    };
    // Shared only with the same early request: its argument decides the schema check.
    return shared ? share(`early|${stableStringify(args)}|${p.dedupKey}`, start) : start();
  };
}
