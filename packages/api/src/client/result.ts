import type { z } from 'zod';
import type { CallMeta } from '../contract/define.ts';
import { ERROR_KEYS, type ApiError } from './errors.ts';

/** What a call gives back, and the errors the client makes itself. */

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/**
 * The client checks each answer once or twice per visit, so zod interprets its schemas rather than compiling a
 * parser per object schema with `new Function` (the compiled parser pays off only over many parses: a profiled
 * phone spent ~80 ms compiling on the lobby's first answers). It also keeps the client free of eval, for a strict
 * Content-Security-Policy. The platform, which parses the same schemas at thousands of requests a second, compiles.
 */
export const INTERPRETED = { jitless: true } as const;

export const failure = (call: Pick<CallMeta, 'name'>, e: Omit<ApiError, 'call'>): ApiResult<never> => ({
  ok: false,
  error: { ...e, call: call.name },
});

function issuePath(prefix: string, path: readonly PropertyKey[]): string {
  return [prefix, ...path.map(String)].join('.');
}

/** A request or an answer that does not match the call's schema; names the call and field in development. */
export function schemaError(
  development: boolean,
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
  return failure(call, {
    kind: 'schema',
    code: 'SCHEMA',
    message,
    messageKey: ERROR_KEYS.badResponse,
    issues: list,
    ...(status ? { status } : {}),
  });
}

/** The chunk with the call's schemas did not arrive (offline, a deploy replaced it). */
export function loadFailed(name: string, e: unknown): ApiResult<never> {
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

export function unknownCall(name: string): ApiResult<never> {
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
