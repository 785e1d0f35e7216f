/**
 * @wl/api/crypto: payload-encryption adapters. Default: Web Crypto RSA-OAEP-256 wrapping an AES-GCM key
 * (see README "Encryption"). Usable in browsers and in Node 24 (the platform decrypts with it).
 *
 * Room for a legacy adapter: the original platform's scheme (a random string k; header
 * `Encryption: RSA(reverse(k))` with a 1024-bit textbook RSA key; body `DES-ECB(JSON, k)` or
 * `{ value: <DES base64> }`; newer builds add X-Digest / X-RSA) would implement the same
 * `EncryptionAdapter` interface with scheme 'legacy-des-rsa' (the tenant schema's adapter name). It is documented, not implemented: it is
 * obfuscation, and only a merchant pointing a build at the real gateway would need it.
 */
export * from './types.ts';
export * from './webcrypto.ts';
export { bytesToBase64, base64ToBytes } from './base64.ts';
export { encryptionAdapterFor, type TenantEncryptionConfig } from './tenant.ts';
export { FREEPLAY_RANDOM, seal, sealFreePlayRandom, unseal } from './sealed.ts';
