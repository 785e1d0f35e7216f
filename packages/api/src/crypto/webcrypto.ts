import { HEADERS } from '../contract/headers.ts';
import { base64ToBytes, bytesToBase64, utf8 } from './base64.ts';
import {
  DecryptionError,
  type DecryptionAdapter,
  type EncryptionAdapter,
  type HeaderReader,
} from './types.ts';

/**
 * Default scheme `rsa-oaep-aes-gcm` (ours, standard Web Crypto):
 * - a fresh AES-GCM 256-bit content key and a 12-byte IV per request;
 * - ciphertext = AES-GCM(UTF-8 JSON of the payload), additional data = `rsa-oaep-aes-gcm|<call name>`;
 * - the raw content key is wrapped with the platform's RSA-OAEP (SHA-256) public key;
 * - body `{ "value": base64(iv || ciphertext) }`; headers `Encryption: base64(wrapped key)`,
 *   `X-Encryption-Scheme: rsa-oaep-aes-gcm`, `X-Encryption-Key-Id: <key id>`.
 */
export const WEBCRYPTO_SCHEME = 'rsa-oaep-aes-gcm';

const RSA_PARAMS: RsaHashedImportParams = { name: 'RSA-OAEP', hash: 'SHA-256' };
const IV_BYTES = 12;

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s)
    throw new Error(
      'Web Crypto (crypto.subtle) is not available: encrypted calls need a secure context (https or localhost)',
    );
  return s;
}

const aad = (callName: string) => utf8.encode(`${WEBCRYPTO_SCHEME}|${callName}`);

/** The platform's public key: a JWK or an SPKI PEM; `keyId` picks the platform's private key (omitted: its first). */
export type PublicKeyInfo = { keyId?: string; publicKey: JsonWebKey | string };
export type PrivateKeyInfo = { keyId: string; privateKey: JsonWebKey };
export type EncryptionKeyPair = { keyId: string; publicKey: JsonWebKey; privateKey: JsonWebKey };

/** A new RSA-OAEP-256 key pair (2048-bit) as JWKs with a random key id; for the platform and tests. */
export async function generateEncryptionKeyPair(modulusLength = 2048): Promise<EncryptionKeyPair> {
  const pair = await subtle().generateKey(
    { ...RSA_PARAMS, modulusLength, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const [publicKey, privateKey] = await Promise.all([
    subtle().exportKey('jwk', pair.publicKey),
    subtle().exportKey('jwk', pair.privateKey),
  ]);
  const keyId = bytesToBase64(globalThis.crypto.getRandomValues(new Uint8Array(9))).replace(/[+/=]/g, 'x');
  return { keyId, publicKey: strip(publicKey, ['n', 'e', 'kty']), privateKey };
}

function strip(jwk: JsonWebKey, keep: (keyof JsonWebKey)[]): JsonWebKey {
  const out: JsonWebKey = {};
  for (const k of keep) if (jwk[k] !== undefined) (out as Record<string, unknown>)[k] = jwk[k];
  return out;
}

const PEM = /-----BEGIN PUBLIC KEY-----([\s\S]+?)-----END PUBLIC KEY-----/;

const importPublic = (key: JsonWebKey | string) => {
  if (typeof key === 'string') {
    const body = PEM.exec(key)?.[1];
    if (!body) throw new Error('the public key must be a JWK or a PEM "BEGIN PUBLIC KEY" block');
    return subtle().importKey('spki', base64ToBytes(body.replace(/\s+/g, '')), RSA_PARAMS, false, [
      'wrapKey',
      'encrypt',
    ]);
  }
  return subtle().importKey('jwk', { ...key, alg: 'RSA-OAEP-256', ext: true }, RSA_PARAMS, false, [
    'wrapKey',
    'encrypt',
  ]);
};

/** The public key of a pair as an SPKI PEM (for tenant files: `api.encryption.publicKeyPem`). */
export async function publicKeyPem(publicKey: JsonWebKey): Promise<string> {
  const key = await subtle().importKey(
    'jwk',
    { ...publicKey, alg: 'RSA-OAEP-256', ext: true },
    RSA_PARAMS,
    true,
    ['encrypt'],
  );
  const der = bytesToBase64(new Uint8Array(await subtle().exportKey('spki', key)));
  return `-----BEGIN PUBLIC KEY-----\n${der.replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END PUBLIC KEY-----`;
}
const importPrivate = (jwk: JsonWebKey) =>
  subtle().importKey(
    'jwk',
    { ...jwk, alg: 'RSA-OAEP-256', key_ops: undefined, ext: true },
    RSA_PARAMS,
    false,
    ['unwrapKey', 'decrypt'],
  );

/**
 * Client side. `key` is the platform's public key, or a function that fetches it (e.g. from
 * `site.encryptionKey`); it is loaded once and kept.
 */
export function createWebCryptoEncryption(
  key: PublicKeyInfo | (() => Promise<PublicKeyInfo>),
): EncryptionAdapter {
  let loaded: Promise<{ keyId: string | undefined; key: CryptoKey }> | undefined;
  const load = () =>
    (loaded ??= (async () => {
      const info = typeof key === 'function' ? await key() : key;
      return { keyId: info.keyId, key: await importPublic(info.publicKey) };
    })().catch((e: unknown) => {
      loaded = undefined; // try again on the next call
      throw e;
    }));
  return {
    scheme: WEBCRYPTO_SCHEME,
    async encrypt(payload, { callName }) {
      const { keyId, key: publicKey } = await load();
      const contentKey = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
      const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const plaintext = utf8.encode(JSON.stringify(payload ?? {}));
      const ciphertext = new Uint8Array(
        await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: aad(callName) }, contentKey, plaintext),
      );
      const wrapped = new Uint8Array(await subtle().wrapKey('raw', contentKey, publicKey, RSA_PARAMS));
      const packed = new Uint8Array(iv.length + ciphertext.length);
      packed.set(iv, 0);
      packed.set(ciphertext, iv.length);
      return {
        body: { value: bytesToBase64(packed) },
        headers: {
          [HEADERS.encryption]: bytesToBase64(wrapped),
          [HEADERS.encryptionScheme]: WEBCRYPTO_SCHEME,
          ...(keyId ? { [HEADERS.encryptionKeyId]: keyId } : {}),
        },
      };
    },
  };
}

/**
 * Server side (Node 24 has globalThis.crypto.subtle). Give it one or more private keys; the
 * `X-Encryption-Key-Id` header picks the key (the first when absent).
 */
export function createWebCryptoDecryption(keys: PrivateKeyInfo | PrivateKeyInfo[]): DecryptionAdapter {
  const list = Array.isArray(keys) ? keys : [keys];
  if (list.length === 0) throw new Error('createWebCryptoDecryption needs at least one private key');
  const imported = new Map<string, Promise<CryptoKey>>();
  const keyFor = (keyId: string | undefined) => {
    const info = keyId ? list.find((k) => k.keyId === keyId) : list[0];
    if (!info) throw new DecryptionError(`unknown encryption key id ${keyId ?? ''}`);
    let p = imported.get(info.keyId);
    if (!p) imported.set(info.keyId, (p = importPrivate(info.privateKey)));
    return p;
  };
  return {
    scheme: WEBCRYPTO_SCHEME,
    async decrypt(body: unknown, header: HeaderReader, { callName }) {
      const scheme = header(HEADERS.encryptionScheme) ?? WEBCRYPTO_SCHEME;
      if (scheme !== WEBCRYPTO_SCHEME) throw new DecryptionError(`unsupported encryption scheme ${scheme}`);
      const wrapped = header(HEADERS.encryption);
      const value = (body as { value?: unknown } | null)?.value;
      if (!wrapped || typeof value !== 'string')
        throw new DecryptionError('encrypted call without Encryption header or body value');
      try {
        const privateKey = await keyFor(header(HEADERS.encryptionKeyId));
        const contentKey = await subtle().unwrapKey(
          'raw',
          base64ToBytes(wrapped),
          privateKey,
          RSA_PARAMS,
          { name: 'AES-GCM' },
          false,
          ['decrypt'],
        );
        const packed = base64ToBytes(value);
        if (packed.length <= IV_BYTES) throw new DecryptionError('ciphertext too short');
        const plaintext = await subtle().decrypt(
          { name: 'AES-GCM', iv: packed.subarray(0, IV_BYTES), additionalData: aad(callName) },
          contentKey,
          packed.subarray(IV_BYTES),
        );
        return JSON.parse(utf8.decode(new Uint8Array(plaintext))) as unknown;
      } catch (e) {
        if (e instanceof DecryptionError) throw e;
        throw new DecryptionError(
          `cannot decrypt the payload of ${callName}: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
    },
  };
}

/** Public half of a key pair, as the `site.encryptionKey` call answers it. */
export function publicKeyInfo(pair: EncryptionKeyPair): {
  keyId: string;
  scheme: string;
  publicKey: JsonWebKey;
} {
  return { keyId: pair.keyId, scheme: WEBCRYPTO_SCHEME, publicKey: pair.publicKey };
}
