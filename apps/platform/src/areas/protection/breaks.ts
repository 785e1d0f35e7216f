/**
 * Time-out and self-exclusion. Neither can be undone before its end. A time-out ends by itself; a self-exclusion
 * restricts until customer service re-opens the account, which it may do only after the end (never for a permanent one).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { breakUntil, periodsOf, restricts, type BreakKind, type BreakPeriod } from '@wl/domain';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { customers, playerBreaks } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { appendRecord } from './records.ts';

export type BreakRow = typeof playerBreaks.$inferSelect;

/** The break that restricts the account at `now`, if any (the one ending last, when there are several). */
export async function activeBreak(db: Queryable, customerId: number, now: Date): Promise<BreakRow | null> {
  const rows = await db
    .select()
    .from(playerBreaks)
    .where(eq(playerBreaks.customerId, customerId))
    .orderBy(desc(playerBreaks.id));
  const active = rows.filter((b) =>
    restricts({ kind: b.kind as BreakKind, until: b.until, reopenedAt: b.reopenedAt }, now),
  );
  // A self-exclusion outranks a time-out; then the later end (null: permanent).
  active.sort(
    (a, b) =>
      Number(b.kind === 'selfExclusion') - Number(a.kind === 'selfExclusion') ||
      (b.until?.getTime() ?? Infinity) - (a.until?.getTime() ?? Infinity),
  );
  return active[0] ?? null;
}

/**
 * Which of these accounts a break restricts now, and its kind (a self-exclusion outranks a time-out): what an agent
 * sees of a downline's break, without its period or dates.
 */
export async function restrictionsOf(
  db: Queryable,
  customerIds: number[],
  now: Date,
): Promise<Map<number, BreakKind>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db.select().from(playerBreaks).where(inArray(playerBreaks.customerId, customerIds));
  const out = new Map<number, BreakKind>();
  for (const b of rows) {
    if (!restricts({ kind: b.kind as BreakKind, until: b.until, reopenedAt: b.reopenedAt }, now)) continue;
    if (out.get(b.customerId) !== 'selfExclusion') out.set(b.customerId, b.kind as BreakKind);
  }
  return out;
}

/** The refusal of an action the break forbids (deposits, bets, game launches, promotion claims). */
export function onBreakError(b: BreakRow): DomainError {
  const until = b.until ? ` until ${b.until.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';
  const message =
    b.kind === 'timeout'
      ? `You are taking a break${until}: you can withdraw and see your records, but not deposit or play.`
      : 'Your account is self-excluded: you can withdraw and see your records, but not deposit or play.';
  return new DomainError(E.accountOnBreak, message, 'refused', {
    kind: b.kind,
    until: b.until?.getTime() ?? null,
  });
}

export function breakView(b: BreakRow, now: Date) {
  return {
    kind: b.kind as BreakKind,
    period: b.period as BreakPeriod,
    since: b.since.getTime(),
    until: b.until?.getTime() ?? null,
    ended: b.until !== null && now >= b.until,
  };
}

export async function takeBreak(
  p: Platform,
  tenant: Tenant,
  customerId: number,
  kind: BreakKind,
  period: BreakPeriod,
) {
  if (!periodsOf(kind).includes(period))
    throw badInput('period', `must be one of ${periodsOf(kind).join(', ')} for a ${kind}`);
  return p.db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const now = p.clock.now();
    const until = breakUntil(period, now);
    const current = await activeBreak(tx, customerId, now);
    // A break can be lengthened or turned into a self-exclusion, never shortened.
    if (current) {
      const shorter =
        (current.kind === 'selfExclusion' && kind === 'timeout') ||
        current.until === null ||
        (until !== null && until <= current.until);
      if (shorter)
        throw new DomainError(
          E.invalidState,
          'You already have a break that lasts at least as long: it cannot be shortened.',
          'conflict',
        );
    }
    const [row] = await tx
      .insert(playerBreaks)
      .values({ tenantId: tenant.id, customerId, kind, period, since: now, until })
      .returning();
    await appendRecord(tx, {
      tenantId: tenant.id,
      customerId,
      action: 'breakTaken',
      subject: kind,
      detail: `${period}${until ? ` until ${until.toISOString()}` : ''}`,
      by: 'player',
      at: now,
    });
    return breakView(row!, now);
  });
}

/** Customer service re-opens a self-excluded account, after the exclusion's end only. */
export async function reopen(p: Platform, tenant: Tenant, username: string) {
  return p.db.transaction(async (tx) => {
    const [c] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.tenantId, tenant.id),
          sql`lower(${customers.username}) = ${username.trim().toLowerCase()}`,
        ),
      );
    if (!c) throw new DomainError(E.unknownAccount, 'username: no such account', 'notFound');
    const now = p.clock.now();
    const open = (
      await tx
        .select()
        .from(playerBreaks)
        .where(and(eq(playerBreaks.customerId, c.id), eq(playerBreaks.kind, 'selfExclusion')))
    ).filter((b) => b.reopenedAt === null);
    if (open.length === 0) return { reopened: false };
    if (open.some((b) => b.until === null || now < b.until))
      throw new DomainError(
        E.invalidState,
        'The self-exclusion has not ended: the account cannot be re-opened before its end.',
        'conflict',
      );
    for (const b of open)
      await tx.update(playerBreaks).set({ reopenedAt: now }).where(eq(playerBreaks.id, b.id));
    await appendRecord(tx, {
      tenantId: tenant.id,
      customerId: c.id,
      action: 'breakReopened',
      subject: 'selfExclusion',
      detail: null,
      by: 'operator',
      at: now,
    });
    return { reopened: true };
  });
}
