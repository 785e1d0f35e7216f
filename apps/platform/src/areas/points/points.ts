/**
 * Points mall (accounts §3, §4, §9): points are earned on approved deposits and settled bets (live, lottery, PVP, slots,
 * sports) at the tenant's rates (table point_rates), once per deposit or bet (point_entries.source_key is unique), and
 * never expire. The balance is the sum of the member's point entries. A redemption spends points (and stock) and waits
 * IN_PROCESS for the merchant; a conversion spends points and credits the main wallet through the ledger. Rules
 * (earning, redemption checks) come from @wl/domain. This file earns and counts them; the catalogue is
 * point-catalogue.ts, redemptions and conversions point-spending.ts.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { pointsEarned, POINTS_CATEGORIES, type PointsCategory, type PointsRatioTable } from '@wl/domain';
import type { Platform } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { bets, deposits, pointEntries, pointRates } from '../../db/schema.ts';

export const POINTS_MODULE = 'PTSYS3';
export const EARN = 'EARN';
export const CONVERT = 'CONVERT';

type RateRow = typeof pointRates.$inferSelect;

/** The tenant's earning table in the domain's shape. */
async function earnTable(db: Queryable, tenantId: string): Promise<PointsRatioTable> {
  const rows = await db
    .select()
    .from(pointRates)
    .where(and(eq(pointRates.tenantId, tenantId), eq(pointRates.kind, EARN)));
  return toTable(rows);
}

function toTable(rows: RateRow[]): PointsRatioTable {
  const bet: Partial<Record<PointsCategory, { amount: number; points: number }>> = {};
  let deposit: { amount: number; points: number } | undefined;
  for (const r of rows) {
    const ratio = { amount: Number(r.amount), points: r.points };
    if (r.type === 'DEPOSIT') deposit = ratio;
    else if ((POINTS_CATEGORIES as readonly string[]).includes(r.type)) bet[r.type as PointsCategory] = ratio;
  }
  return deposit ? { deposit, bet } : { bet };
}

/** Adds earned points once per source (a repeat of the same source key adds nothing). Returns the points added. */
async function earn(
  db: Queryable,
  e: {
    tenantId: string;
    customerId: number;
    points: number;
    kind: 'deposit' | 'bet';
    sourceKey: string;
    category?: string;
    at: Date;
  },
): Promise<number> {
  if (e.points <= 0) return 0;
  const rows = await db
    .insert(pointEntries)
    .values({
      tenantId: e.tenantId,
      customerId: e.customerId,
      points: e.points,
      kind: e.kind,
      sourceKey: e.sourceKey,
      category: e.category ?? null,
      createdAt: e.at,
    })
    .onConflictDoNothing()
    .returning({ id: pointEntries.id });
  return rows.length > 0 ? e.points : 0;
}

/** Points for one approved deposit (called where the deposit is credited). */
export async function accrueDeposit(
  db: Queryable,
  tenantId: string,
  d: { id: number; customerId: number; amount: string | number },
  at: Date,
  table?: PointsRatioTable,
): Promise<number> {
  const points = pointsEarned(
    { kind: 'deposit', amount: Number(d.amount) },
    table ?? (await earnTable(db, tenantId)),
  );
  return earn(db, {
    tenantId,
    customerId: d.customerId,
    points,
    kind: 'deposit',
    sourceKey: `deposit:${d.id}`,
    at,
  });
}

/** Points for one settled bet of a real account (trial bets earn nothing). */
export async function accrueBet(
  db: Queryable,
  tenantId: string,
  b: { id: number; customerId: number; gameType: string; validBet: string | number; isTrial: boolean },
  at: Date,
  table?: PointsRatioTable,
): Promise<number> {
  if (b.isTrial) return 0;
  const points = pointsEarned(
    { kind: 'bet', category: b.gameType, validBet: Number(b.validBet) },
    table ?? (await earnTable(db, tenantId)),
  );
  return earn(db, {
    tenantId,
    customerId: b.customerId,
    points,
    kind: 'bet',
    sourceKey: `bet:${b.id}`,
    category: b.gameType,
    at,
  });
}

/** Accrues every settled bet and approved deposit of a tenant that has not earned yet (the seeded history), in batches. */
export async function accrueHistory(db: Queryable, tenantId: string, at: Date): Promise<number> {
  const table = await earnTable(db, tenantId);
  const settled = await db
    .select({
      id: bets.id,
      customerId: bets.customerId,
      gameType: bets.gameType,
      validBet: bets.validBet,
      settledAt: bets.settledAt,
    })
    .from(bets)
    .where(
      and(
        eq(bets.tenantId, tenantId),
        eq(bets.status, 'settled'),
        eq(bets.isTrial, false),
        inArray(bets.gameType, [...POINTS_CATEGORIES]),
      ),
    );
  const credited = await db
    .select({
      id: deposits.id,
      customerId: deposits.customerId,
      amount: deposits.amount,
      completedAt: deposits.completedAt,
    })
    .from(deposits)
    .where(and(eq(deposits.tenantId, tenantId), eq(deposits.status, 'SUCCESS')));
  const rows: (typeof pointEntries.$inferInsert)[] = [];
  for (const b of settled) {
    const points = pointsEarned({ kind: 'bet', category: b.gameType, validBet: Number(b.validBet) }, table);
    if (points > 0)
      rows.push({
        tenantId,
        customerId: b.customerId,
        points,
        kind: 'bet',
        sourceKey: `bet:${b.id}`,
        category: b.gameType,
        createdAt: b.settledAt ?? at,
      });
  }
  for (const d of credited) {
    const points = pointsEarned({ kind: 'deposit', amount: Number(d.amount) }, table);
    if (points > 0)
      rows.push({
        tenantId,
        customerId: d.customerId,
        points,
        kind: 'deposit',
        sourceKey: `deposit:${d.id}`,
        createdAt: d.completedAt ?? at,
      });
  }
  let total = 0;
  for (let i = 0; i < rows.length; i += 1000) {
    const added = await db
      .insert(pointEntries)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing()
      .returning({ points: pointEntries.points });
    total += added.reduce((s, r) => s + r.points, 0);
  }
  return total;
}

export async function pointsOf(
  db: Queryable,
  customerId: number,
): Promise<{ points: number; earned: number; spent: number }> {
  const [row] = await db
    .select({
      earned: sql<string>`coalesce(sum(case when ${pointEntries.points} > 0 then ${pointEntries.points} else 0 end), 0)`,
      spent: sql<string>`coalesce(sum(case when ${pointEntries.points} < 0 then -${pointEntries.points} else 0 end), 0)`,
    })
    .from(pointEntries)
    .where(eq(pointEntries.customerId, customerId));
  const earned = Number(row?.earned ?? 0);
  const spent = Number(row?.spent ?? 0);
  return { points: earned - spent, earned, spent };
}

/** Balance with the points details: earned and spent in total and per source. */
export async function balanceView(p: Platform, customerId: number) {
  const totals = await pointsOf(p.db, customerId);
  const bySource = await p.db
    .select({ kind: pointEntries.kind, points: sql<string>`sum(${pointEntries.points})` })
    .from(pointEntries)
    .where(eq(pointEntries.customerId, customerId))
    .groupBy(pointEntries.kind)
    .orderBy(asc(pointEntries.kind));
  return { ...totals, details: bySource.map((r) => ({ kind: r.kind, points: Number(r.points) })) };
}
