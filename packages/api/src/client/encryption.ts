import type { CallMeta } from '../contract/define.ts';
import type { EncryptionAdapter } from '../crypto/types.ts';
import { ERROR_KEYS } from './errors.ts';
import { failure, type ApiResult } from './result.ts';

/**
 * The body of a call flagged `encrypted`, through the config's adapter (the Web Crypto one is loaded when
 * first used, see crypto/lazy.ts): the encrypted body as JSON, with the adapter's headers added to `headers`;
 * or the error when it cannot encrypt (nothing is sent then).
 */
export async function encryptBody(
  adapter: EncryptionAdapter,
  call: Pick<CallMeta, 'name'>,
  data: unknown,
  headers: Record<string, string>,
): Promise<string | ApiResult<never>> {
  try {
    const encrypted = await adapter.encrypt(data, { callName: call.name });
    Object.assign(headers, encrypted.headers);
    headers['Content-Type'] = 'application/json';
    return JSON.stringify(encrypted.body);
  } catch (e) {
    return failure(call, {
      kind: 'network',
      code: 'ENCRYPTION_UNAVAILABLE',
      message: `${call.name}: cannot encrypt: ${e instanceof Error ? e.message : String(e)}`,
      messageKey: ERROR_KEYS.network,
    });
  }
}
