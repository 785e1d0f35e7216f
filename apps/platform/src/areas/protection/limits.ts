/**
 * The player's limits: what is in force, what waits for its cooling-off period, what each has used. A stricter
 * limit applies at once; a looser one (raised or removed) after the tenant's cooling-off hours. A pending change
 * that is due is applied by the first read after its time, in that read's transaction, and recorded.
 */
import { and, eq, gte, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { LIMITS, LIMIT_KINDS, loosens, remainingUnder, windowStart, type LimitKind } from '@wl/domain';
import type { Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { bets, deposits, playerLimits, walletAccounts } from '../../db/schema.ts';
import { HOLD_ACCOUNT } from '../../ledger/ledger.ts';
import { appendRecord } from './records.ts';

export type Limit = { value: number | null; pending: { value: number | null; from: Date } | null };
export type Limits = Map<LimitKind, Limit>;

const num = (v: string | null) => (v === null ? null : Number(v));
const text = (v: number | null) => (v === null ? 'none' : String(v));

/** The player's limits at `now`, applying (and recording) any looser change whose cooling-off has passed. */
export async function limitsOf(db: Queryable, customerId: number, now: Date): Promise<Limits> {
  const rows = await db.select().from(playerLimits).where(eq(playerLimits.customerId, customerId));
  const due = rows.filter((r) => r.pendingFrom !== null && r.pendingFrom <= now);
  for (const r of due) {
    // Only the first reader applies it: the update names the pending time it saw.
    const applied = await db
      .update(playerLimits)
      .set({ value: r.pendingValue, pendingValue: null, pendingFrom: null, updatedAt: now })
      .where(
        and(
          eq(playerLimits.customerId, customerId),
          eq(playerLimits.kind, r.kind),
          isNotNull(playerLimits.pendingFrom),
          lte(playerLimits.pendingFrom, now),
        ),
      )
      .returning({ kind: playerLimits.kind });
    if (applied.length)
      await appendRecord(db, {
        tenantId: r.tenantId,
        customerId,
        action: 'limitApplied',
        subject: r.kind,
        detail: text(num(r.pendingValue)),
        by: 'system',
        at: r.pendingFrom ?? now,
      });
    r.value = r.pendingValue;
    r.pendingValue = null;
    r.pendingFrom = null;
  }
  const limits: Limits = new Map();
  for (const r of rows) {
    if (!(LIMIT_KINDS as readonly string[]).includes(r.kind)) continue;
    limits.set(r.kind as LimitKind, {
      value: num(r.value),
      pending: r.pendingFrom ? { value: num(r.pendingValue), from: r.pendingFrom } : null,
    });
  }
  return limits;
}

/** Sets a limit: at once when it is stricter (or the first), else pending until the cooling-off period has passed. */
export async function setLimit(
  db: Queryable,
  tenant: Tenant,
  customerId: number,
  kind: LimitKind,
  value: number | null,
  now: Date,
): Promise<{ limit: Limit; applied: 'now' | 'pending' }> {
  const current = (await limitsOf(db, customerId, now)).get(kind) ?? { value: null, pending: null };
  const stored = (v: number | null) => (v === null ? null : v.toFixed(2));
  if (!loosens(current.value, value)) {
    // Stricter, equal or first: in force now; a pending loosening is dropped.
    await db
      .insert(playerLimits)
      .values({ customerId, tenantId: tenant.id, kind, value: stored(value), updatedAt: now })
      .onConflictDoUpdate({
        target: [playerLimits.customerId, playerLimits.kind],
        set: { value: stored(value), pendingValue: null, pendingFrom: null, updatedAt: now },
      });
    await appendRecord(db, {
      tenantId: tenant.id,
      customerId,
      action: 'limitSet',
      subject: kind,
      detail: text(value),
      by: 'player',
      at: now,
    });
    return { limit: { value, pending: null }, applied: 'now' };
  }
  const from = new Date(now.getTime() + tenant.config.protection.coolingOffHours * 3_600_000);
  await db
    .update(playerLimits)
    .set({ pendingValue: stored(value), pendingFrom: from, updatedAt: now })
    .where(and(eq(playerLimits.customerId, customerId), eq(playerLimits.kind, kind)));
  await appendRecord(db, {
    tenantId: tenant.id,
    customerId,
    action: 'limitPending',
    subject: kind,
    detail: `${text(value)} from ${from.toISOString()}`,
    by: 'player',
    at: now,
  });
  return { limit: { value: current.value, pending: { value, from } }, applied: 'pending' };
}

async function sumOf(query: Promise<{ n: string | null }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.n ?? 0);
}

/** Deposits that count against a deposit limit: the orders waiting for payment and the paid ones, in the window. */
function depositedSince(db: Queryable, customerId: number, since: Date): Promise<number> {
  return sumOf(
    db
      .select({ n: sql<string>`coalesce(sum(${deposits.amount}), 0)` })
      .from(deposits)
      .where(
        and(
          eq(deposits.customerId, customerId),
          gte(deposits.createdAt, since),
          inArray(deposits.status, ['PENDING', 'SUCCESS']),
        ),
      ),
  );
}

/** What was bet and won since a time (every bet placed, settled or not; a bet's win counts once it is settled). */
export async function playedSince(
  db: Queryable,
  customerId: number,
  since: Date,
): Promise<{ wagered: number; won: number }> {
  const [row] = await db
    .select({
      wagered: sql<string>`coalesce(sum(${bets.betAmount}), 0)`,
      won: sql<string>`coalesce(sum(${bets.winAmount}), 0)`,
    })
    .from(bets)
    .where(and(eq(bets.customerId, customerId), gte(bets.createdAt, since)));
  return { wagered: Number(row?.wagered ?? 0), won: Number(row?.won ?? 0) };
}

async function totalBalance(db: Queryable, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${walletAccounts.balance}), 0)` })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.customerId, customerId), ne(walletAccounts.accountTypeId, HOLD_ACCOUNT)));
  return Number(row?.n ?? 0);
}

/** How much of a limit is used at `now`: money for the money limits, minutes of the session for the session limit. */
export async function usedOf(
  db: Queryable,
  customerId: number,
  kind: LimitKind,
  now: Date,
  sessionStartedAt: Date | null,
): Promise<number> {
  const since = windowStart(kind, now);
  switch (LIMITS[kind].measure) {
    case 'deposit':
      return depositedSince(db, customerId, since!);
    case 'wager':
      return (await playedSince(db, customerId, since!)).wagered;
    case 'loss': {
      const { wagered, won } = await playedSince(db, customerId, since!);
      return Math.max(0, Math.round((wagered - won) * 100) / 100);
    }
    case 'session':
      return sessionStartedAt ? Math.floor((now.getTime() - sessionStartedAt.getTime()) / 60_000) : 0;
    case 'balance':
      return totalBalance(db, customerId);
  }
}

/** The rows of the status answer: every kind, with what is used and left. */
export async function limitRows(db: Queryable, customerId: number, now: Date, sessionStartedAt: Date | null) {
  const limits = await limitsOf(db, customerId, now);
  return Promise.all(
    LIMIT_KINDS.map(async (kind) => {
      const l = limits.get(kind) ?? { value: null, pending: null };
      const used = await usedOf(db, customerId, kind, now, sessionStartedAt);
      return {
        kind,
        value: l.value,
        pending: l.pending ? { value: l.pending.value, from: l.pending.from.getTime() } : null,
        used,
        remaining: l.value === null ? null : remainingUnder(l.value, used),
      };
    }),
  );
}
