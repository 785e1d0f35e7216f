import type { CallMeta } from '../contract/define.ts';
import { DEVICE_WEB, GATEWAY_VERSION, HEADERS } from '../contract/headers.ts';
import { fillPath, resolvePath } from '../contract/paths.ts';
import { read, type ApiClientConfig } from './config.ts';
import { ERROR_KEYS } from './errors.ts';
import { failure, type ApiResult } from './result.ts';
import { authorize } from './session.ts';
import { cacheKey } from './sessionCache.ts';
import { joinUrl, stableStringify, toQueryString } from './wire.ts';

/** The wire form of a request: URL, headers, and the keys of the session cache and of the de-duplication. */

export type Prepared = {
  url: string;
  inQuery: boolean;
  /** The request without the path parameters: the query string, or the body. */
  rest: unknown;
  headers: Record<string, string>;
  /** The token sent, or null. */
  sentToken: string | null;
  /** Session-storage key of a `sessionCache` call. */
  storeKey: string | undefined;
  /** Identical GETs in flight share one request (key merchant|lang|url|token). */
  dedupKey: string;
};

export const isResult = (p: Prepared | ApiResult<never>): p is ApiResult<never> => 'ok' in p;

/** `prepare(call, data)`: the wire form of a (parsed) request; an error when it cannot be sent (no token, a missing path parameter). */
export function createPrepare(config: ApiClientConfig) {
  return (call: CallMeta, data: unknown): Prepared | ApiResult<never> => {
    const merchant = read(config.merchant);
    const language = read(config.language);
    const token = authorize(config.tokenStorage, call);
    if (token !== null && typeof token === 'object') return token;

    let filled: { path: string; rest: unknown };
    try {
      filled = fillPath(resolvePath(call, read(config.pathOverrides ?? undefined)), data);
    } catch (e) {
      return failure(call, {
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
    if (token) headers[HEADERS.authorization] = token;
    const deviceId = config.deviceId?.();
    if (deviceId) headers[HEADERS.deviceId] = deviceId;

    const bodyKey = inQuery ? '' : stableStringify(filled.rest);
    return {
      url,
      inQuery,
      rest: filled.rest,
      headers,
      sentToken: token,
      storeKey: call.sessionCache ? cacheKey(merchant, language, call.method, url, bodyKey) : undefined,
      dedupKey: `${merchant}|${language}|${call.method} ${url}|${bodyKey}|${token ?? ''}`,
    };
  };
}
