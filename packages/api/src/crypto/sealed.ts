import { HEADERS } from '../contract/headers.ts';
import { bytesToBase64 } from './base64.ts';
import { lazyWebCryptoEncryption } from './lazy.ts';
import { DecryptionError, type DecryptionAdapter, type EncryptionAdapter } from './types.ts';
import type { PublicKeyInfo } from './webcrypto.ts';

/**
 * A value sealed into one string with the platform's key, by the scheme of the encrypted calls: the free-play
 * login's "encrypted random string" (accounts §7, `random` of `session.freeplay`). The adapter's request (its
 * handshake headers and body) is packed as `<scheme>.<key id>.<wrapped key>.<ciphertext>`; base64 has no dot.
 * The call name bound into the ciphertext is the purpose, so a sealed value opens for that purpose only.
 */
const SEPARATOR = '.';

export async function seal(adapter: EncryptionAdapter, value: unknown, purpose: string): Promise<string> {
  const { body, headers } = await adapter.encrypt(value, { callName: purpose });
  const ciphertext = (body as { value?: unknown }).value;
  const wrapped = headers[HEADERS.encryption];
  if (typeof ciphertext !== 'string' || !wrapped)
    throw new Error(`the ${adapter.scheme} adapter cannot seal a value into a string`);
  return [adapter.scheme, headers[HEADERS.encryptionKeyId] ?? '', wrapped, ciphertext].join(SEPARATOR);
}

/** Opens a sealed string (a `DecryptionError` when it is not one, or not for this purpose or key). */
export async function unseal(
  decryptor: DecryptionAdapter,
  sealed: string,
  purpose: string,
): Promise<unknown> {
  const parts = sealed.split(SEPARATOR);
  if (parts.length !== 4) throw new DecryptionError('not a sealed value');
  const [scheme, keyId, wrapped, ciphertext] = parts as [string, string, string, string];
  const headers: Record<string, string> = {
    [HEADERS.encryptionScheme.toLowerCase()]: scheme,
    [HEADERS.encryption.toLowerCase()]: wrapped,
    ...(keyId ? { [HEADERS.encryptionKeyId.toLowerCase()]: keyId } : {}),
  };
  return decryptor.decrypt({ value: ciphertext }, (name) => headers[name.toLowerCase()], {
    callName: purpose,
  });
}

/** The purpose of the free-play login's random string. */
export const FREEPLAY_RANDOM = 'session.freeplay.random';

/**
 * A fresh random nonce (16 bytes, base64) and the time it was made, sealed for the free-play login with the tenant's
 * encryption adapter, or, for a tenant that encrypts no call, the Web Crypto scheme with the platform's key.
 */
export function sealFreePlayRandom(
  adapter: EncryptionAdapter | null,
  platformKey: () => Promise<PublicKeyInfo>,
  now = Date.now(),
): Promise<string> {
  const nonce = bytesToBase64(globalThis.crypto.getRandomValues(new Uint8Array(16)));
  return seal(adapter ?? lazyWebCryptoEncryption(platformKey), { nonce, issuedAt: now }, FREEPLAY_RANDOM);
}
