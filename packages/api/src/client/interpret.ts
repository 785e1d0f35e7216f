import type { CallDef } from '../contract/define.ts';
import { ERROR_CODES, NOT_LOGIN_MESSAGE, isSessionEnded } from '../contract/errors.ts';
import { ERROR_KEYS } from './errors.ts';
import type { EnvelopeModule } from './lazyCalls.ts';
import { INTERPRETED, failure, schemaError, type ApiResult } from './result.ts';
import type { ApiClientConfig } from './config.ts';
import { endSession } from './session.ts';
import { writeCached, type CacheStorage } from './sessionCache.ts';
import type { Transport } from './timeout.ts';

/**
 * `interpret(call, envelope, transport, sentToken, storeKey)`: an answer checked against the envelope
 * (`{ success, value, message?, errorCode? }`) and the call's response schema; a session-ended answer ends
 * the session; a good answer of a `sessionCache` call is kept under `storeKey`.
 */
export function createInterpret(config: ApiClientConfig, development: boolean, cache: CacheStorage | null) {
  return (
    call: CallDef,
    { envelopeSchema }: EnvelopeModule,
    transport: Transport,
    sentToken: string | null,
    storeKey: string | undefined,
  ): ApiResult<unknown> => {
    if ('ok' in transport) return transport;
    const { response, text } = transport;
    const status = response.status;
    if (status === 401) {
      return endSession(config, cache, call, sentToken, {
        kind: 'session',
        code: ERROR_CODES.CUSTOMER_NOT_LOGIN,
        message: NOT_LOGIN_MESSAGE,
        messageKey: ERROR_KEYS.notLoggedIn,
        status,
      });
    }
    const httpError = (message: string) =>
      failure(call, {
        kind: 'server',
        code: `HTTP_${status}`,
        message,
        messageKey: ERROR_KEYS.server,
        status,
      });
    let json: unknown;
    try {
      json = text.length ? JSON.parse(text) : {};
    } catch {
      if (!response.ok) return httpError(text.slice(0, 200) || response.statusText);
      return failure(call, {
        kind: 'schema',
        code: 'SCHEMA',
        message: development ? `${call.name}: answer is not JSON` : 'Unexpected answer from the server',
        messageKey: ERROR_KEYS.badResponse,
        status,
      });
    }
    const envelope = envelopeSchema.safeParse(json, INTERPRETED);
    if (!envelope.success) {
      if (!response.ok) return httpError(response.statusText || `HTTP ${status}`);
      return schemaError(development, call, 'value', envelope.error.issues, status);
    }
    const { success = response.ok, value, message, errorCode } = envelope.data;
    if (!success) {
      if (isSessionEnded(errorCode, message)) {
        return endSession(config, cache, call, sentToken, {
          kind: 'session',
          code: errorCode ?? ERROR_CODES.CUSTOMER_NOT_LOGIN,
          message: message ?? NOT_LOGIN_MESSAGE,
          // The session limit (responsible gaming) says why the session ended; the others say to log in again.
          messageKey:
            errorCode === ERROR_CODES.SESSION_LIMIT_REACHED
              ? `errors:code_${ERROR_CODES.SESSION_LIMIT_REACHED}`
              : ERROR_KEYS.notLoggedIn,
          status,
        });
      }
      return failure(call, {
        kind: 'server',
        code: errorCode ?? `HTTP_${status}`,
        message: message ?? '',
        messageKey: ERROR_KEYS.server,
        status,
        ...(value !== undefined && value !== null ? { details: value } : {}),
      });
    }
    const parsed = call.response.safeParse(value, INTERPRETED);
    if (!parsed.success) return schemaError(development, call, 'value', parsed.error.issues, status);
    if (call.sessionCache && storeKey) writeCached(cache, storeKey, value);
    return { ok: true, value: parsed.data };
  };
}
