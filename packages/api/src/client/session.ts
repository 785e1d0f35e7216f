import type { CallMeta } from '../contract/define.ts';
import { ERROR_CODES } from '../contract/errors.ts';
import type { ApiClientConfig } from './config.ts';
import { ERROR_KEYS, type ApiError } from './errors.ts';
import { failure, type ApiResult } from './result.ts';
import { clearCached, type CacheStorage } from './sessionCache.ts';
import type { TokenStorage } from './tokenStorage.ts';

/** The session token: which calls send it, and the end of the session. */

/** The token a call sends (null: none), or the error of a call that needs one while logged out. */
export function authorize(tokenStorage: TokenStorage, call: CallMeta): string | null | ApiResult<never> {
  const token = tokenStorage.get();
  if (call.auth === 'token' && !token) {
    return failure(call, {
      kind: 'session',
      code: ERROR_CODES.CUSTOMER_NOT_LOGIN,
      message: 'not logged in',
      messageKey: ERROR_KEYS.notLoggedIn,
    });
  }
  return call.auth !== 'none' && token ? token : null;
}

/**
 * The error of a call the platform answered with "session ended". The first such call of a session (the
 * token it sent is still the stored one) ends it: clears the token and the session cache, and calls
 * `onSessionEnded`.
 */
export function endSession(
  config: Pick<ApiClientConfig, 'tokenStorage' | 'onSessionEnded'>,
  cache: CacheStorage | null,
  call: Pick<CallMeta, 'name'>,
  sentToken: string | null,
  e: Omit<ApiError, 'call'>,
): ApiResult<never> {
  const result = failure(call, e);
  // Only the first failing call of a session ends it (later ones find the token already cleared or replaced).
  if (sentToken && config.tokenStorage.get() === sentToken) {
    // As the original: session end clears the token and what this client kept in session storage.
    config.tokenStorage.clear();
    clearCached(cache);
    if (!result.ok) config.onSessionEnded?.(result.error);
  }
  return result;
}
