import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../contract/define.ts';
import type { EncryptionAdapter } from '../crypto/types.ts';
import { createApiClient } from './client.ts';
import { encryptBody } from './encryption.ts';
import { memoryTokenStorage } from './tokenStorage.ts';

const adapter: EncryptionAdapter = {
  scheme: 'test',
  encrypt: vi.fn(async (payload: unknown, { callName }) => ({
    body: { sealed: `${callName}:${JSON.stringify(payload)}` },
    headers: { 'X-Encryption-Scheme': 'test' },
  })),
};

describe('the encryption of a body', () => {
  it('sends the encrypted body as JSON with the adapter headers', async () => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const body = await encryptBody(adapter, { name: 'wallet.pay' }, { amount: 5 }, headers);
    expect(body).toBe(JSON.stringify({ sealed: 'wallet.pay:{"amount":5}' }));
    expect(headers).toEqual({
      Accept: 'application/json',
      'X-Encryption-Scheme': 'test',
      'Content-Type': 'application/json',
    });
  });

  it('gives an error (and nothing to send) when the adapter cannot encrypt', async () => {
    const broken: EncryptionAdapter = { scheme: 'x', encrypt: () => Promise.reject(new Error('no key')) };
    expect(await encryptBody(broken, { name: 'wallet.pay' }, {}, {})).toEqual({
      ok: false,
      error: {
        kind: 'network',
        code: 'ENCRYPTION_UNAVAILABLE',
        message: 'wallet.pay: cannot encrypt: no key',
        messageKey: 'errors:network',
        call: 'wallet.pay',
      },
    });
  });

  const pay = defineCall('dev.encryptedPay', 'dev', {
    method: 'POST',
    path: '/wps/test/pay',
    auth: 'token',
    audience: 'member',
    encrypted: true,
    body: 'json',
    source: 'ours',
    request: z.object({ amount: z.number() }),
    response: z.null().optional(),
    description: 'test',
  });

  it('is used by the client for calls flagged encrypted; without an adapter they go as plain JSON', async () => {
    const fetch = vi.fn(async () => Response.json({ success: true }));
    const config = {
      baseUrl: 'https://api.test',
      merchant: 'm',
      language: 'EN',
      tokenStorage: memoryTokenStorage('tok'),
      cacheStorage: null,
      fetch,
      calls: { [pay.name]: pay },
    };
    await createApiClient({ ...config, encryption: adapter }).request(pay, { amount: 5 });
    await createApiClient(config).request(pay, { amount: 5 });
    const [encrypted, plain] = fetch.mock.calls.map((c) => (c as unknown as [string, RequestInit])[1]);
    expect(encrypted!.body).toBe('{"sealed":"dev.encryptedPay:{\\"amount\\":5}"}');
    expect(encrypted!.headers).toMatchObject({ 'X-Encryption-Scheme': 'test' });
    expect(plain!.body).toBe('{"amount":5}');
  });
});
