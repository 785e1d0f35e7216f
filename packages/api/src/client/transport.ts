import type { CallMeta } from '../contract/define.ts';
import type { ApiClientConfig } from './config.ts';
import { encryptBody } from './encryption.ts';
import type { Prepared } from './prepare.ts';
import { fetchWithTimeout, type Transport } from './timeout.ts';
import { plainBody } from './wire.ts';

/** Encode (or encrypt) a prepared request and fetch it, with the timeout. Needs no schema. */
export function createTransmit(
  config: Pick<ApiClientConfig, 'encryption'>,
  doFetch: typeof fetch,
  timeoutMs: number,
) {
  return async (call: CallMeta, p: Prepared, signal: AbortSignal | undefined): Promise<Transport> => {
    const headers = { ...p.headers };
    let body: BodyInit | undefined;
    if (!p.inQuery && call.body !== 'none') {
      if (call.encrypted && config.encryption) {
        const encrypted = await encryptBody(config.encryption, call, p.rest, headers);
        if (typeof encrypted !== 'string') return encrypted;
        body = encrypted;
      } else body = plainBody(call.body, p.rest, headers);
    }
    const init = { method: call.method, headers, ...(body === undefined ? {} : { body }) };
    return fetchWithTimeout(doFetch, call, p.url, init, signal, timeoutMs);
  };
}
