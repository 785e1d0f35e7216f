import { lazyWebCryptoEncryption } from './lazy.ts';
import type { EncryptionAdapter } from './types.ts';

/** The `api.encryption` block of a tenant file (packages/tenant schema). */
export type TenantEncryptionConfig =
  | { adapter: 'none' }
  | { adapter: 'rsa-oaep-aes-gcm'; publicKeyPem: string; keyId?: string }
  | { adapter: 'legacy-des-rsa'; modulus: string; exponent?: string };

/**
 * The client adapter for a tenant's encryption setting: none, the Web Crypto default with the tenant's
 * public key, or (not implemented, see README) the original platform's legacy DES/RSA handshake.
 */
export function encryptionAdapterFor(config: TenantEncryptionConfig | undefined): EncryptionAdapter | null {
  if (!config || config.adapter === 'none') return null;
  if (config.adapter === 'rsa-oaep-aes-gcm') {
    return lazyWebCryptoEncryption({
      publicKey: config.publicKeyPem,
      ...(config.keyId ? { keyId: config.keyId } : {}),
    });
  }
  throw new Error(
    "the legacy 'legacy-des-rsa' encryption adapter is documented but not implemented (see @wl/api README, Encryption)",
  );
}
