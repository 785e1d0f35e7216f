/**
 * Idempotency keys of money-moving calls. A screen makes one key per user intent (this transfer of this amount)
 * and passes it with the hook's argument, `transfer(withIdempotencyKey({ ...request }, key))`; a retry of the
 * same intent passes the same key, so the platform moves the money once. The key travels as the
 * `Idempotency-Key` header, never in the body (request parsing drops the symbol-keyed property).
 */
const KEY = Symbol.for('wl.idempotencyKey');

/** The request with its idempotency key attached (a symbol-keyed property: not sent, not in cache keys). */
export function withIdempotencyKey<T extends object>(request: T, key: string): T {
  return Object.defineProperty({ ...request }, KEY, { value: key, enumerable: false });
}

/** The idempotency key attached to a hook argument, if any. */
export function idempotencyKeyOf(request: unknown): string | undefined {
  if (typeof request !== 'object' || request === null) return undefined;
  const key = (request as Record<symbol, unknown>)[KEY];
  return typeof key === 'string' && key ? key : undefined;
}

/** A fresh random key (UUID v4 where the browser has crypto.randomUUID). */
export function newIdempotencyKey(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
