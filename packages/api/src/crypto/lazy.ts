import type { EncryptionAdapter } from './types.ts';
import type { PublicKeyInfo } from './webcrypto.ts';

/**
 * The Web Crypto adapter (`createWebCryptoEncryption`), loaded with the first encrypted call: most tenants encrypt
 * nothing, and the first screen of every site is the same JavaScript (its 200 KB budget).
 */
export function lazyWebCryptoEncryption(
  key: PublicKeyInfo | (() => Promise<PublicKeyInfo>),
): EncryptionAdapter {
  let adapter: Promise<EncryptionAdapter> | undefined;
  const load = () => (adapter ??= import('./webcrypto.ts').then((m) => m.createWebCryptoEncryption(key)));
  return {
    scheme: 'rsa-oaep-aes-gcm',
    encrypt: async (payload, context) => (await load()).encrypt(payload, context),
  };
}
