import { describe, expect, it } from 'vitest';
import { HEADERS } from '../contract/headers.ts';
import {
  createWebCryptoDecryption,
  createWebCryptoEncryption,
  generateEncryptionKeyPair,
  WEBCRYPTO_SCHEME,
} from './webcrypto.ts';
import { DecryptionError } from './types.ts';

const pair = await generateEncryptionKeyPair();
const reader = (headers: Record<string, string>) => (name: string) => headers[name];

describe('web crypto encryption adapter', () => {
  it('round-trips a payload; the body carries no plaintext', async () => {
    const enc = createWebCryptoEncryption({ keyId: pair.keyId, publicKey: pair.publicKey });
    const dec = createWebCryptoDecryption({ keyId: pair.keyId, privateKey: pair.privateKey });
    const payload = { username: 'alice', password: 'sécret-ไทย' };
    const { body, headers } = await enc.encrypt(payload, { callName: 'session.login' });
    expect(JSON.stringify(body)).not.toContain('alice');
    expect(headers[HEADERS.encryptionScheme]).toBe(WEBCRYPTO_SCHEME);
    expect(headers[HEADERS.encryptionKeyId]).toBe(pair.keyId);
    expect(await dec.decrypt(body, reader(headers), { callName: 'session.login' })).toEqual(payload);
  });

  it('uses a fresh content key each time', async () => {
    const enc = createWebCryptoEncryption({ keyId: pair.keyId, publicKey: pair.publicKey });
    const a = await enc.encrypt({ x: 1 }, { callName: 'c' });
    const b = await enc.encrypt({ x: 1 }, { callName: 'c' });
    expect(a.body).not.toEqual(b.body);
    expect(a.headers[HEADERS.encryption]).not.toBe(b.headers[HEADERS.encryption]);
  });

  it('refuses a payload replayed on another call, a tampered body and an unknown key', async () => {
    const enc = createWebCryptoEncryption(async () => ({ keyId: pair.keyId, publicKey: pair.publicKey }));
    const dec = createWebCryptoDecryption([{ keyId: pair.keyId, privateKey: pair.privateKey }]);
    const { body, headers } = await enc.encrypt({ amount: 10 }, { callName: 'cashier.withdraw' });
    await expect(dec.decrypt(body, reader(headers), { callName: 'session.login' })).rejects.toBeInstanceOf(
      DecryptionError,
    );
    const value = (body as { value: string }).value;
    const tampered = { value: value.slice(0, -4) + (value.endsWith('AAAA') ? 'BBBB' : 'AAAA') };
    await expect(
      dec.decrypt(tampered, reader(headers), { callName: 'cashier.withdraw' }),
    ).rejects.toBeInstanceOf(DecryptionError);
    await expect(
      dec.decrypt(body, reader({ ...headers, [HEADERS.encryptionKeyId]: 'nope' }), {
        callName: 'cashier.withdraw',
      }),
    ).rejects.toThrow(/unknown encryption key/);
    await expect(dec.decrypt({ value: 1 }, reader({}), { callName: 'x' })).rejects.toThrow(
      /Encryption header/,
    );
  });
});

describe('tenant key formats', () => {
  it('encrypts with the PEM public key of a tenant file', async () => {
    const { encryptionAdapterFor } = await import('./tenant.ts');
    const { publicKeyPem } = await import('./webcrypto.ts');
    const pem = await publicKeyPem(pair.publicKey);
    expect(pem).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----$/);
    const enc = encryptionAdapterFor({ adapter: 'rsa-oaep-aes-gcm', publicKeyPem: pem });
    const dec = createWebCryptoDecryption({ keyId: pair.keyId, privateKey: pair.privateKey });
    const { body, headers } = await enc!.encrypt({ a: 1 }, { callName: 'member.changePassword' });
    expect(headers[HEADERS.encryptionKeyId]).toBeUndefined();
    expect(await dec.decrypt(body, reader(headers), { callName: 'member.changePassword' })).toEqual({ a: 1 });
    expect(encryptionAdapterFor({ adapter: 'none' })).toBeNull();
    expect(() => encryptionAdapterFor({ adapter: 'legacy-des-rsa', modulus: 'ab'.repeat(64) })).toThrow(
      /not implemented/,
    );
  });
});
