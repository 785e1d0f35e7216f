/** The tenant's encryption key: its key pair (made once), the public key the sites encrypt with and the decryptor for what they send. */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  createWebCryptoDecryption,
  generateEncryptionKeyPair,
  publicKeyInfo,
  type DecryptionAdapter,
} from '@wl/api/crypto';
import type { Platform, Tenant } from '../../context.ts';
import { tenantKeys } from '../../db/schema.ts';
import { DomainError } from '../../shared/errors.ts';

const decryptors = new WeakMap<Platform, Map<string, DecryptionAdapter>>();

/** The tenant's key pair, made on first use and kept in the database (the private key never leaves it). */
async function tenantKey(p: Platform, tenant: Tenant) {
  const [row] = await p.db.select().from(tenantKeys).where(eq(tenantKeys.tenantId, tenant.id));
  if (row) return row;
  const pair = await generateEncryptionKeyPair();
  const values = {
    tenantId: tenant.id,
    keyId: pair.keyId,
    privateKeyPem: JSON.stringify(pair.privateKey),
    publicJwk: pair.publicKey as Record<string, string>,
    createdAt: p.clock.now(),
  };
  await p.db.insert(tenantKeys).values(values).onConflictDoNothing();
  const [stored] = await p.db.select().from(tenantKeys).where(eq(tenantKeys.tenantId, tenant.id));
  return stored ?? values;
}

/**
 * A secret of the tenant for one purpose (e.g. 'human-verification'), derived from its private key (HMAC-SHA256 of the
 * purpose): the same on every instance and across restarts and dev resets, different per tenant and per purpose,
 * and never sent anywhere.
 */
export async function derivedSecret(p: Platform, tenant: Tenant, purpose: string): Promise<string> {
  const k = await tenantKey(p, tenant);
  return createHmac('sha256', k.privateKeyPem).update(`wl:${purpose}`).digest('hex');
}

export async function encryptionKey(p: Platform, tenant: Tenant) {
  const k = await tenantKey(p, tenant);
  const info = publicKeyInfo({ keyId: k.keyId, publicKey: k.publicJwk, privateKey: {} });
  const { kty, n, e } = info.publicKey;
  if (kty !== 'RSA' || !n || !e)
    throw new DomainError('INTERNAL_ERROR', "The tenant's encryption key is not an RSA key", 'internal');
  return { ...info, publicKey: { ...info.publicKey, kty: 'RSA' as const, n, e } };
}

export async function decryptorFor(p: Platform, tenant: Tenant): Promise<DecryptionAdapter> {
  let map = decryptors.get(p);
  if (!map) decryptors.set(p, (map = new Map()));
  const cached = map.get(tenant.id);
  if (cached) return cached;
  const k = await tenantKey(p, tenant);
  const adapter = createWebCryptoDecryption({
    keyId: k.keyId,
    privateKey: JSON.parse(k.privateKeyPem) as JsonWebKey,
  });
  map.set(tenant.id, adapter);
  return adapter;
}
