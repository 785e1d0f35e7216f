/**
 * The sandbox payment provider: shaped like a real one, it tells the platform the outcome of a deposit order by an
 * HTTP callback, `POST /sandbox-pay/callback`, outside /wps (a provider speaks to the platform, not a site):
 *
 *   headers  X-Sandbox-Timestamp: <unix seconds>   X-Sandbox-Nonce: <8-64 of A-Za-z0-9_->
 *            X-Sandbox-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<nonce>.<raw body>" with the tenant's secret>
 *   body     { merchantCode, reference, status: SUCCESS | FAILED, amount, currency, providerTransactionId, reason? }
 *
 * Replay-safe: a timestamp further than the tenant's tolerance (300 s) from now is refused, and a nonce is taken once
 * (stored in the same transaction as the order's change). Idempotent: the order's row is locked, and a callback for
 * an order already in that final status answers `duplicate: true` and moves nothing; the opposite outcome is refused.
 * The dev calls and the auto-approve sweep play the provider through this same code (`playProvider`).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable, Tx } from '../../db/index.ts';
import { deposits, providerNonces, providerSecrets } from '../../db/schema.ts';
import { DomainError, E, describeIssues, type ErrorKind } from '../../shared/errors.ts';
import { C2C_CHANNEL, cashierOf, cents, fromCents } from './config.ts';
import { creditDeposit, failDeposit } from './deposit-settlement.ts';
import type { DepositRow } from './deposits.ts';
import { randomId } from '../../shared/secrets.ts';

export const CALLBACK_PATH = '/sandbox-pay/callback';
export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const TIMESTAMP_HEADER = 'x-sandbox-timestamp';
export const NONCE_HEADER = 'x-sandbox-nonce';

const callbackBody = z.object({
  merchantCode: z.string().min(1),
  reference: z.string().min(1).max(40),
  status: z.enum(['SUCCESS', 'FAILED']),
  amount: z.number().positive(),
  currency: z.string().length(3),
  providerTransactionId: z.string().min(1).max(80),
  reason: z.string().max(200).optional(),
});
type CallbackBody = z.infer<typeof callbackBody>;
export type CallbackHeaders = {
  signature?: string | undefined;
  timestamp?: string | undefined;
  nonce?: string | undefined;
};
export type CallbackResult = { reference: string; transactionId: string; status: string; duplicate: boolean };

/** The tenant's signing secret (made on first use; kept across dev resets like the encryption keys). */
export async function providerSecret(p: Platform, tenantId: string, db: Queryable = p.db): Promise<string> {
  const [row] = await db.select().from(providerSecrets).where(eq(providerSecrets.tenantId, tenantId));
  if (row) return row.secret;
  await db
    .insert(providerSecrets)
    .values({ tenantId, secret: randomBytes(32).toString('hex'), createdAt: p.clock.now() })
    .onConflictDoNothing();
  const [made] = await db.select().from(providerSecrets).where(eq(providerSecrets.tenantId, tenantId));
  return made!.secret;
}

export function sign(secret: string, timestamp: string, nonce: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${nonce}.${rawBody}`).digest('hex')}`;
}

const refused = (code: string, message: string, kind: ErrorKind, field?: string) =>
  new DomainError(code, message, kind, field ? { field } : null);

/**
 * Checks and applies one callback. `tx`: run inside the caller's transaction (the sweep, which holds the order's
 * row through SKIP LOCKED), every query through it; otherwise in a transaction of its own.
 */
export async function handleCallback(
  p: Platform,
  rawBody: string,
  headers: CallbackHeaders,
  tx?: Tx,
): Promise<CallbackResult> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw refused(E.invalidParameters, 'body: is not valid JSON', 'invalid', 'body');
  }
  const parsed = callbackBody.safeParse(json);
  if (!parsed.success) {
    const { message, field } = describeIssues(parsed.error);
    throw refused(E.invalidParameters, message, 'invalid', field);
  }
  const body = parsed.data;
  const tenant = p.tenants.byMerchantCode(body.merchantCode);
  if (!tenant)
    throw refused(
      E.merchantMissing,
      `merchantCode: unknown merchant ${body.merchantCode}`,
      'invalid',
      'merchantCode',
    );
  const { signature, timestamp, nonce } = headers;
  if (!signature || !timestamp || !nonce)
    throw refused(
      'INVALID_SIGNATURE',
      'The X-Sandbox-Signature, X-Sandbox-Timestamp and X-Sandbox-Nonce headers are required',
      'unauthenticated',
    );
  if (!/^\d{9,11}$/.test(timestamp))
    throw refused('INVALID_SIGNATURE', 'X-Sandbox-Timestamp: must be unix seconds', 'unauthenticated');
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(nonce))
    throw refused(
      'INVALID_SIGNATURE',
      'X-Sandbox-Nonce: must be 8-64 letters, digits, - or _',
      'unauthenticated',
    );
  const expected = Buffer.from(
    sign(await providerSecret(p, tenant.id, tx ?? p.db), timestamp, nonce, rawBody),
  );
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw refused('INVALID_SIGNATURE', 'The signature does not match the body', 'unauthenticated');
  const tolerance = cashierOf(tenant).callbackToleranceSeconds;
  const skew = Math.abs(p.clock.now().getTime() / 1000 - Number(timestamp));
  if (skew > tolerance)
    throw refused(
      'TIMESTAMP_EXPIRED',
      `X-Sandbox-Timestamp: more than ${tolerance} seconds from now`,
      'invalid',
    );
  const apply = (t: Tx) => applyCallback(p, t, tenant, body, nonce);
  return tx ? apply(tx) : p.db.transaction(apply);
}

async function applyCallback(
  p: Platform,
  tx: Tx,
  tenant: Tenant,
  body: CallbackBody,
  nonce: string,
): Promise<CallbackResult> {
  const fresh = await tx
    .insert(providerNonces)
    .values({ tenantId: tenant.id, nonce, createdAt: p.clock.now() })
    .onConflictDoNothing()
    .returning({ nonce: providerNonces.nonce });
  if (fresh.length === 0)
    throw refused('REPLAYED', 'X-Sandbox-Nonce: this callback was already received', 'conflict');
  const [d] = await tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.tenantId, tenant.id), eq(deposits.reference, body.reference)))
    .for('update');
  if (!d) throw refused(E.notFound, `reference: no deposit order ${body.reference}`, 'notFound', 'reference');
  if (d.method === C2C_CHANNEL.method)
    throw refused(
      'ORDER_FINAL',
      'reference: this order is settled by its payee, not by the provider',
      'conflict',
      'reference',
    );
  if (cents(body.amount) !== cents(d.amount) || body.currency !== tenant.config.currency) {
    throw refused(
      'AMOUNT_MISMATCH',
      `amount: the order is ${fromCents(cents(d.amount))} ${tenant.config.currency}`,
      'invalid',
      'amount',
    );
  }
  const result = (row: DepositRow, duplicate: boolean): CallbackResult => ({
    reference: row.reference,
    transactionId: String(row.id),
    status: row.status,
    duplicate,
  });
  if (d.status === body.status) return result(d, true);
  // A payment may arrive after the order expired: the money is real, so it is still credited.
  if (d.status !== 'PENDING' && !(d.status === 'EXPIRED' && body.status === 'SUCCESS')) {
    throw refused('ORDER_FINAL', `reference: the order is already ${d.status}`, 'conflict', 'reference');
  }
  const row =
    body.status === 'SUCCESS'
      ? await creditDeposit(p, tx, tenant, d, body.providerTransactionId)
      : await failDeposit(
          p,
          tx,
          tenant,
          d,
          body.reason?.trim() || 'the payment was declined',
          body.providerTransactionId,
        );
  return result(row, false);
}

/**
 * Plays the provider for one order (dev calls, auto-approve): builds the callback a provider would send, signs it
 * with the tenant's secret and hands it to `handleCallback`, the code the HTTP endpoint runs.
 */
export async function playProvider(
  p: Platform,
  tenant: Tenant,
  d: Pick<DepositRow, 'reference' | 'amount'>,
  outcome: { status: 'SUCCESS' | 'FAILED'; reason?: string | undefined },
  tx?: Tx,
): Promise<CallbackResult> {
  const raw = JSON.stringify({
    merchantCode: tenant.merchantCode,
    reference: d.reference,
    status: outcome.status,
    amount: Number(fromCents(cents(d.amount))),
    currency: tenant.config.currency,
    providerTransactionId: `SBX-${randomId(9)}`,
    ...(outcome.reason ? { reason: outcome.reason } : {}),
  });
  const timestamp = String(Math.floor(p.clock.now().getTime() / 1000));
  const nonce = randomId(16);
  return handleCallback(
    p,
    raw,
    {
      signature: sign(await providerSecret(p, tenant.id, tx ?? p.db), timestamp, nonce, raw),
      timestamp,
      nonce,
    },
    tx,
  );
}

/** Nonces older than any tenant's tolerance can go: their timestamps are refused anyway. */
export async function purgeNonces(p: Platform): Promise<void> {
  const oldest = Math.max(3600, ...p.tenants.all.map((t) => cashierOf(t).callbackToleranceSeconds)) * 2;
  await p.db
    .delete(providerNonces)
    .where(lt(providerNonces.createdAt, new Date(p.clock.now().getTime() - oldest * 1000)));
}
