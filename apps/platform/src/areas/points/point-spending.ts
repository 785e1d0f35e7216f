/**
 * Spending points (accounts §9): a redemption spends points and stock and waits IN_PROCESS for the merchant (who
 * settles it), a conversion spends points and credits the main wallet through the ledger; the member's redemptions.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { checkRedemption } from '@wl/domain';
import type { Platform, Tenant } from '../../context.ts';
import type { Tx } from '../../db/index.ts';
import {
  customers,
  deposits,
  ledgerEntries,
  pointEntries,
  pointRates,
  pointRedemptions,
  pointRewards,
} from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import type { Customer } from '../session/sessions.ts';
import { verifyPassword } from '../../shared/secrets.ts';
import { ACCOUNT_TYPES, MAIN_WALLET, move, once } from '../../ledger/ledger.ts';
import { CONVERT, pointsOf } from './points.ts';
import { pageArgs } from './point-catalogue.ts';

const STATUS: Record<string, 'IN_PROCESS' | 'REJECTED' | 'APPROVED'> = {
  IN_PROCESS: 'IN_PROCESS',
  REJECTED: 'REJECTED',
  APPROVED: 'APPROVED',
};
type RedemptionRow = typeof pointRedemptions.$inferSelect;
/** The ledger reference of a cash reward's payment (settleRedemption). */
const paymentReference = (redemptionId: number) => `PR${redemptionId}`;
type PaidAccount = { accountTypeId: number; name: string };
const paidAccountOf = (accountTypeId: number): PaidAccount => ({
  accountTypeId,
  name: ACCOUNT_TYPES[accountTypeId]?.name ?? `Wallet ${accountTypeId}`,
});
/**
 * The wallets cash rewards of these redemptions were paid to: read from the ledger entry of the payment (reference
 * PR<id>, kind points_reward), so the answer is where the money went, not where it would go.
 */
async function paidAccounts(
  p: Platform,
  customerId: number,
  ids: readonly number[],
): Promise<Map<number, PaidAccount>> {
  const out = new Map<number, PaidAccount>();
  if (ids.length === 0) return out;
  const rows = await p.db
    .select({ reference: ledgerEntries.reference, accountTypeId: ledgerEntries.accountTypeId })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.customerId, customerId),
        eq(ledgerEntries.kind, 'points_reward'),
        inArray(ledgerEntries.reference, ids.map(paymentReference)),
      ),
    );
  for (const r of rows) out.set(Number(r.reference!.slice(2)), paidAccountOf(r.accountTypeId));
  return out;
}
const redemptionView = (r: RedemptionRow, paidAccount: PaidAccount | null = null) => ({
  id: String(r.id),
  rewardName: r.rewardName,
  quantity: r.quantity,
  points: r.points,
  status: STATUS[r.status] ?? 'IN_PROCESS',
  applyTime: r.createdAt.getTime(),
  remark: r.remark,
  receivingAddress: r.receivingAddress,
  paidAccount,
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
  const paid = await paidAccounts(
    p,
    customerId,
    rows.filter((r) => r.status === 'APPROVED').map((r) => r.id),
  );
  const n = Number(total?.n ?? 0);
  return {
    list: rows.map((r) => redemptionView(r, paid.get(r.id) ?? null)),
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
    let paidTo: PaidAccount | null = null;
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
      paidTo = paidAccountOf(MAIN_WALLET);
      const amount = (Number(reward.cashAmount) * r.quantity).toFixed(2);
      await move(tx, {
        tenantId: tenant.id,
        customerId: r.customerId,
        accountTypeId: MAIN_WALLET,
        amount,
        kind: 'points_reward',
        reference: paymentReference(r.id),
        at,
      });
    }
    const [row] = await tx
      .update(pointRedemptions)
      .set({ status, remark: remark ?? null })
      .where(eq(pointRedemptions.id, r.id))
      .returning();
    return redemptionView(row!, paidTo);
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
