import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Platform } from '../context.ts';
import type { Db } from '../db/index.ts';
import { customers, sessions } from '../db/schema.ts';
import { newToken, sha256 } from './secrets.ts';

export type Customer = typeof customers.$inferSelect;
export type SessionInfo = { tokenHash: string; customer: Customer; loginMethod: string; createdAt: Date; ip?: string | null };

export async function createSession(
  p: Platform,
  customer: Customer,
  loginMethod: string,
  meta: { deviceId?: string | undefined; ip?: string | undefined } = {},
): Promise<string> {
  const token = newToken();
  const now = p.clock.now();
  await p.db.insert(sessions).values({
    tokenHash: sha256(token),
    tenantId: customer.tenantId,
    customerId: customer.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + p.settings.sessionTtlMs),
    loginMethod,
    deviceId: meta.deviceId ?? null,
    ip: meta.ip ?? null,
  });
  await p.db.update(customers).set({ lastLoginAt: now }).where(eq(customers.id, customer.id));
  return token;
}

/**
 * Every authenticated call looks its session up, so the query is built once per database and prepared (on
 * PostgreSQL a named statement per connection: parsed and planned once). Nothing is cached between calls: a logout
 * or a password change through any instance ends the session everywhere at once.
 */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

function prepareSessionLookup(db: Db) {
  return db
    .select({ s: sessions, c: customers })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        eq(sessions.tenantId, sql.placeholder('tenantId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('wl_resolve_session');
}

/** The live session of a token in a tenant, or null (unknown, expired, revoked, other tenant). */
export async function resolveSession(p: Platform, tenantId: string, token: string): Promise<SessionInfo | null> {
  let lookup = sessionLookups.get(p.db);
  if (!lookup) sessionLookups.set(p.db, (lookup = prepareSessionLookup(p.db)));
  const rows = await lookup.execute({ tokenHash: sha256(token), tenantId, now: p.clock.now() });
  const row = rows[0];
  if (!row || row.c.status !== 'active') return null;
  return { tokenHash: row.s.tokenHash, customer: row.c, loginMethod: row.s.loginMethod, createdAt: row.s.createdAt, ip: row.s.ip };
}

/** Keep-alive: the session lives another full lifetime from now. */
export async function touchSession(p: Platform, tokenHash: string): Promise<void> {
  const now = p.clock.now();
  await p.db
    .update(sessions)
    .set({ expiresAt: new Date(now.getTime() + p.settings.sessionTtlMs) })
    .where(eq(sessions.tokenHash, tokenHash));
}

export async function revokeSession(p: Platform, tokenHash: string): Promise<void> {
  await p.db.update(sessions).set({ revokedAt: p.clock.now() }).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every other session of a customer (after a password change). */
export async function revokeOtherSessions(p: Platform, customerId: number, keepTokenHash?: string): Promise<void> {
  const all = await p.db.select({ h: sessions.tokenHash }).from(sessions).where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
  const now = p.clock.now();
  for (const { h } of all) {
    if (h !== keepTokenHash) await p.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, h));
  }
}

export async function expireSessionByToken(p: Platform, token: string): Promise<boolean> {
  const rows = await p.db
    .update(sessions)
    .set({ expiresAt: new Date(p.clock.now().getTime() - 1000) })
    .where(eq(sessions.tokenHash, sha256(token)))
    .returning({ h: sessions.tokenHash });
  return rows.length > 0;
}
