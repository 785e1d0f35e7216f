/**
 * Points mall (accounts §3, §4, §9): points are earned on approved deposits and settled bets (live, lottery, PVP, slots,
 * sports) at the tenant's rates (table point_rates), once per deposit or bet (point_entries.source_key is unique), and
 * never expire. The balance is the sum of the member's point entries. A redemption spends points (and stock) and waits
 * IN_PROCESS for the merchant; a conversion spends points and credits the main wallet through the ledger. Rules
 * (earning, redemption checks) come from @wl/domain.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  checkRedemption,
  pointsEarned,
  POINTS_CATEGORIES,
  type PointsCategory,
  type PointsRatioTable,
} from '@wl/domain';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable, Tx } from '../../db/index.ts';
import {
  bets,
  customers,
  deposits,
  pointEntries,
  pointRates,
  pointRedemptions,
  pointRewards,
} from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import type { Customer } from '../session/sessions.ts';
import { verifyPassword } from '../../shared/secrets.ts';
import { MAIN_WALLET, move, once } from '../../ledger/ledger.ts';

export const POINTS_MODULE = 'PTSYS3';
export const EARN = 'EARN';
export const CONVERT = 'CONVERT';

type RateRow = typeof pointRates.$inferSelect;

/** The tenant's earning table in the domain's shape. */
export async function earnTable(db: Queryable, tenantId: string): Promise<PointsRatioTable> {
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

export const pageArgs = (pageNo: number | undefined, pageSize: number | undefined, fallback = 10) => {
  const size = pageSize ?? fallback;
  const page = pageNo ?? 1;
  if (!Number.isInteger(size) || size < 1 || size > 100)
    throw badInput('pageSize', 'must be between 1 and 100');
  if (!Number.isInteger(page) || page < 1) throw badInput('pageNo', 'must be 1 or more');
  return { page, size };
};

type RewardRow = typeof pointRewards.$inferSelect;
const rewardView = (r: RewardRow) => ({
  rewardId: String(r.id),
  name: r.name,
  ...(r.imageUrl ? { imageUrl: r.imageUrl } : {}),
  pointsRequired: r.pointsRequired,
  ...(r.amountRequired !== null ? { amountRequired: Number(r.amountRequired) } : {}),
  quantity: r.stock,
  type: r.type,
  ...(r.cashAmount !== null ? { cashAmount: Number(r.cashAmount) } : {}),
  ...(r.maxQuantity !== null ? { maxQuantity: r.maxQuantity } : {}),
});

export async function rewards(
  p: Platform,
  tenant: Tenant,
  input: { pageNo?: number | undefined; pageSize?: number | undefined },
) {
  const { page, size } = pageArgs(input.pageNo, input.pageSize, 20);
  const where = eq(pointRewards.tenantId, tenant.id);
  const [total] = await p.db.select({ n: count() }).from(pointRewards).where(where);
  const rows = await p.db
    .select()
    .from(pointRewards)
    .where(where)
    .orderBy(asc(pointRewards.sort), asc(pointRewards.id))
    .limit(size)
    .offset((page - 1) * size);
  const n = Number(total?.n ?? 0);
  return {
    list: rows.map(rewardView),
    pageNum: page,
    pageSize: size,
    total: n,
    totalPages: Math.ceil(n / size),
  };
}

export async function conversionTypes(p: Platform, tenant: Tenant) {
  const rows = await p.db
    .select()
    .from(pointRates)
    .where(eq(pointRates.tenantId, tenant.id))
    .orderBy(asc(pointRates.kind), asc(pointRates.type));
  return {
    list: rows.map((r) => ({
      type: r.kind === CONVERT ? r.type : `${r.kind}_${r.type}`,
      kind: r.kind,
      pointsRatio: r.points,
      amountRatio: Number(r.amount),
    })),
  };
}

export async function config(p: Platform, tenant: Tenant) {
  const rates = await p.db
    .select()
    .from(pointRates)
    .where(and(eq(pointRates.tenantId, tenant.id), eq(pointRates.kind, EARN)))
    .orderBy(asc(pointRates.type));
  const sym = tenant.config.currencySymbol;
  const lines = rates.map((r) =>
    r.type === 'DEPOSIT'
      ? `Every ${sym}${Number(r.amount)} of approved deposit earns ${r.points} point(s).`
      : `Every ${sym}${Number(r.amount)} of valid bet in ${r.type} earns ${r.points} point(s).`,
  );
  return {
    enabled: tenant.config.modules[POINTS_MODULE] === true,
    rules: [
      ...lines,
      'Points are added when a deposit is approved or a bet is settled, and never expire.',
      'Points can be redeemed in the points mall or converted to the main wallet.',
    ].join('\n'),
    earnSources: rates.map((r) => r.type),
  };
}

const STATUS: Record<string, 'IN_PROCESS' | 'REJECTED' | 'APPROVED'> = {
  IN_PROCESS: 'IN_PROCESS',
  REJECTED: 'REJECTED',
  APPROVED: 'APPROVED',
};
type RedemptionRow = typeof pointRedemptions.$inferSelect;
const redemptionView = (r: RedemptionRow) => ({
  id: String(r.id),
  rewardName: r.rewardName,
  quantity: r.quantity,
  points: r.points,
  status: STATUS[r.status] ?? 'IN_PROCESS',
  applyTime: r.createdAt.getTime(),
  remark: r.remark,
  receivingAddress: r.receivingAddress,
});

export async function redeemList(
  p: Platform,
  customerId: number,
  input: { pageNo?: number | undefined; pageSize?: number | undefined },
) {
  const { page, size } = pageArgs(input.pageNo, input.pageSize, 10);
  const where = eq(pointRedemptions.customerId, customerId);
  const [total] = await p.db.select({ n: count() }).from(pointRedemptions).where(where);
  const rows = await p.db
    .select()
    .from(pointRedemptions)
    .where(where)
    .orderBy(desc(pointRedemptions.createdAt), desc(pointRedemptions.id))
    .limit(size)
    .offset((page - 1) * size);
  const n = Number(total?.n ?? 0);
  return {
    list: rows.map(redemptionView),
    pageNum: page,
    pageSize: size,
    total: n,
    totalPages: Math.ceil(n / size),
  };
}

async function checkPaymentPassword(c: Customer, given: string): Promise<void> {
  if (!c.paymentPasswordHash)
    throw new DomainError('INVALID_STATE', 'paymentPassword: set a payment password first', 'refused', {
      field: 'paymentPassword',
    });
  if (!(await verifyPassword(given, c.paymentPasswordHash)))
    throw new DomainError('PAYMENT_PASSWORD_INCORRECT', 'paymentPassword: is not correct', 'invalid', {
      field: 'paymentPassword',
    });
}

/** Serialises a member's point spending (the balance is read and spent in one transaction). */
async function lockCustomer(tx: Tx, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

const idOf = (value: string, field: string) => {
  if (!/^\d{1,9}$/.test(value)) throw badInput(field, 'must be a number');
  return Number(value);
};

export async function redeem(
  p: Platform,
  tenant: Tenant,
  c: Customer,
  input: {
    rewardId: string;
    quantity: number;
    receivingAddress?: string | undefined;
    paymentPassword: string;
  },
  key: string | undefined,
) {
  const rewardId = idOf(input.rewardId, 'rewardId');
  await checkPaymentPassword(c, input.paymentPassword);
  const address = input.receivingAddress?.trim() ?? '';
  if (address.length > 300) throw badInput('receivingAddress', 'must be at most 300 characters');
  const { result, replayed } = await once(
    p,
    { tenantId: tenant.id, customerId: c.id, kind: 'points_redeem', key },
    async (tx, operationId) => {
      await lockCustomer(tx, c.id);
      const [reward] = await tx
        .select()
        .from(pointRewards)
        .where(and(eq(pointRewards.id, rewardId), eq(pointRewards.tenantId, tenant.id)))
        .for('update');
      if (!reward)
        throw new DomainError(E.notFound, 'rewardId: no such reward', 'notFound', { field: 'rewardId' });
      if (reward.type === 'GOODS' && address.length < 5)
        throw badInput('receivingAddress', 'a receiving address is needed for goods (5-300 characters)');
      const { points } = await pointsOf(tx, c.id);
      const [dep] = await tx
        .select({ s: sql<string>`coalesce(sum(${deposits.amount}), 0)` })
        .from(deposits)
        .where(and(eq(deposits.customerId, c.id), eq(deposits.status, 'SUCCESS')));
      const check = checkRedemption({
        item: {
          pointsRequired: reward.pointsRequired,
          stock: reward.stock,
          ...(reward.amountRequired !== null ? { amountRequirement: Number(reward.amountRequired) } : {}),
          ...(reward.maxQuantity !== null ? { maxQuantity: reward.maxQuantity } : {}),
        },
        quantity: input.quantity,
        pointsBalance: points,
        qualifyingAmount: Number(dep?.s ?? 0),
      });
      if (!check.ok) {
        const { quantity, points: pts, amount } = check.errors;
        if (pts)
          throw new DomainError(
            'POINTS_NOT_ENOUGH',
            `points: not enough points (${String(pts.values?.required)} needed, ${String(pts.values?.available)} held)`,
            'refused',
            { field: 'points' },
          );
        if (quantity)
          throw new DomainError(
            quantity.key === 'validation:out_of_stock' ? 'OUT_OF_STOCK' : E.invalidParameters,
            quantity.key === 'validation:out_of_stock'
              ? 'quantity: the reward is out of stock'
              : `quantity: must be between 1 and ${String(quantity.values?.max)}`,
            quantity.key === 'validation:out_of_stock' ? 'refused' : 'invalid',
            { field: 'quantity' },
          );
        if (amount)
          throw new DomainError(
            'AMOUNT_REQUIREMENT_UNMET',
            `amount: approved deposits of ${String(amount.values?.required)} are needed for this reward`,
            'refused',
            { field: 'amount' },
          );
      }
      const spend = input.quantity * reward.pointsRequired;
      const at = p.clock.now();
      await tx
        .update(pointRewards)
        .set({ stock: sql`${pointRewards.stock} - ${input.quantity}` })
        .where(eq(pointRewards.id, reward.id));
      const [row] = await tx
        .insert(pointRedemptions)
        .values({
          tenantId: tenant.id,
          customerId: c.id,
          rewardId: reward.id,
          rewardName: reward.name,
          quantity: input.quantity,
          points: spend,
          status: 'IN_PROCESS',
          receivingAddress: reward.type === 'GOODS' ? address : null,
          remark: null,
          createdAt: at,
        })
        .returning();
      await tx.insert(pointEntries).values({
        tenantId: tenant.id,
        customerId: c.id,
        points: -spend,
        kind: 'redeem',
        sourceKey: `redeem:${row!.id}`,
        createdAt: at,
      });
      void operationId;
      return redemptionView(row!);
    },
  );
  return { ...result, replayed };
}

/**
 * Settles a redemption (the merchant's side; dev and tests): APPROVED pays a cash reward into the main wallet,
 * REJECTED gives the points and the stock back. Only an IN_PROCESS redemption changes.
 */
export async function settleRedemption(
  p: Platform,
  tenant: Tenant,
  redemptionId: number,
  status: 'APPROVED' | 'REJECTED',
  remark?: string,
) {
  return p.db.transaction(async (tx) => {
    const [r] = await tx
      .select()
      .from(pointRedemptions)
      .where(and(eq(pointRedemptions.id, redemptionId), eq(pointRedemptions.tenantId, tenant.id)))
      .for('update');
    if (!r) throw new DomainError(E.notFound, 'No such redemption', 'notFound');
    if (r.status !== 'IN_PROCESS')
      throw new DomainError('INVALID_STATE', `The redemption is already ${r.status}`, 'refused');
    const at = p.clock.now();
    const [reward] = await tx.select().from(pointRewards).where(eq(pointRewards.id, r.rewardId));
    if (status === 'REJECTED') {
      await tx
        .update(pointRewards)
        .set({ stock: sql`${pointRewards.stock} + ${r.quantity}` })
        .where(eq(pointRewards.id, r.rewardId));
      await tx.insert(pointEntries).values({
        tenantId: tenant.id,
        customerId: r.customerId,
        points: r.points,
        kind: 'refund',
        sourceKey: `refund:${r.id}`,
        createdAt: at,
      });
    } else if (reward?.type === 'CASH' && reward.cashAmount !== null) {
      const amount = (Number(reward.cashAmount) * r.quantity).toFixed(2);
      await move(tx, {
        tenantId: tenant.id,
        customerId: r.customerId,
        accountTypeId: MAIN_WALLET,
        amount,
        kind: 'points_reward',
        reference: `PR${r.id}`,
        at,
      });
    }
    const [row] = await tx
      .update(pointRedemptions)
      .set({ status, remark: remark ?? null })
      .where(eq(pointRedemptions.id, r.id))
      .returning();
    return redemptionView(row!);
  });
}

export async function convert(
  p: Platform,
  tenant: Tenant,
  c: Customer,
  input: { points: number; type?: string | undefined; paymentPassword: string },
  key: string | undefined,
) {
  await checkPaymentPassword(c, input.paymentPassword);
  const type = input.type ?? 'MAIN';
  const [rate] = await p.db
    .select()
    .from(pointRates)
    .where(and(eq(pointRates.tenantId, tenant.id), eq(pointRates.kind, CONVERT), eq(pointRates.type, type)));
  if (!rate || rate.points <= 0) throw badInput('type', 'is not a conversion type of this site');
  if (input.points % rate.points !== 0) throw badInput('points', `must be a multiple of ${rate.points}`);
  const amount = ((input.points / rate.points) * Number(rate.amount)).toFixed(2);
  if (!(Number(amount) > 0)) throw badInput('points', 'too few points to convert');
  const { result, replayed } = await once(
    p,
    { tenantId: tenant.id, customerId: c.id, kind: 'points_convert', key },
    async (tx, operationId) => {
      await lockCustomer(tx, c.id);
      const { points } = await pointsOf(tx, c.id);
      if (points < input.points)
        throw new DomainError(
          'POINTS_NOT_ENOUGH',
          `points: not enough points (${input.points} needed, ${points} held)`,
          'refused',
          { field: 'points' },
        );
      const at = p.clock.now();
      const [entry] = await tx
        .insert(pointEntries)
        .values({
          tenantId: tenant.id,
          customerId: c.id,
          points: -input.points,
          kind: 'convert',
          createdAt: at,
        })
        .returning({ id: pointEntries.id });
      const balance = await move(tx, {
        tenantId: tenant.id,
        customerId: c.id,
        accountTypeId: MAIN_WALLET,
        amount,
        kind: 'points_convert',
        operationId,
        reference: `PC${entry!.id}`,
        at,
      });
      return {
        amount: Number(amount),
        points: input.points,
        balance: Number(balance),
        pointsLeft: points - input.points,
      };
    },
  );
  return { ...result, replayed };
}
