import type { CallMeta } from '../contract/define.ts';
import { ERROR_KEYS } from './errors.ts';
import { failure, type ApiResult } from './result.ts';

/** A fetch that gives up after the timeout, or when the caller's signal aborts. */

export const DEFAULT_TIMEOUT_MS = 20_000;

/** The answer's response and text, or the error when there was none. */
export type Transport = { response: Response; text: string } | ApiResult<never>;

export async function fetchWithTimeout(
  doFetch: typeof fetch,
  call: Pick<CallMeta, 'name'>,
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<Transport> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signals = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
  try {
    const response = await doFetch(url, { ...init, signal: signals });
    const text = await response.text();
    return { response, text };
  } catch (e) {
    if (timeout.signal.aborted) {
      return failure(call, {
        kind: 'timeout',
        code: 'TIMEOUT',
        message: `${call.name}: no answer within ${timeoutMs} ms`,
        messageKey: ERROR_KEYS.network,
      });
    }
    const aborted = signal?.aborted === true;
    return failure(call, {
      kind: 'network',
      code: aborted ? 'ABORTED' : 'NETWORK',
      message: `${call.name}: ${aborted ? 'aborted' : e instanceof Error ? e.message : 'network failure'}`,
      messageKey: ERROR_KEYS.network,
    });
  } finally {
    clearTimeout(timer);
  }
}
