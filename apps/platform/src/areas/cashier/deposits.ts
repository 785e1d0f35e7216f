/**
 * Deposits: pending orders (once per idempotency key; the sandbox payment provider confirms them, areas/cashier/provider.ts,
 * and deposit-settlement.ts credits or fails them), their detail, cancellation and receipts, and the deposit settings.
 */
import { guardDeposit } from '../protection/guards.ts';
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { cashierImages, deposits } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import {
  C2C_CHANNEL,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  asNumber,
  cashierOf,
  cents,
  moneyModuleOn,
  newReference,
  qrPayload,
} from './config.ts';
import type { Customer } from '../session/sessions.ts';
import { once, toAmount } from '../../ledger/ledger.ts';
import { depositOpen, invalidState, lockCustomer, notYours, recordId } from './checks.ts';
import { parseImages } from './images.ts';
import { channelById } from './deposit-channels.ts';
import { availablePromotions } from './deposit-promotions.ts';

export type DepositRow = typeof deposits.$inferSelect;

export function depositView(d: DepositRow, receiptCount: number) {
  return {
    transactionId: String(d.id),
    status: d.status,
    amount: asNumber(cents(d.amount)),
    reference: d.reference,
    channelId: d.channelId,
    channelName: d.channelName,
    method: d.method,
    receivingAccount: d.receivingAccount ?? null,
    qrPayload: d.qrPayload ?? null,
    promotionId: d.promotionId ?? null,
    bonus: asNumber(cents(d.bonus)),
    receiptCount,
    cancellable: d.status === 'PENDING' && d.method !== C2C_CHANNEL.method,
    createTime: d.createdAt.getTime(),
    expireTime: d.expiresAt?.getTime() ?? null,
    ...(d.completedAt ? { completeTime: d.completedAt.getTime() } : {}),
    ...(d.failReason ? { failReason: d.failReason } : {}),
    ...(d.remark ? { remark: d.remark } : {}),
  };
}

export async function receiptCounts(db: Queryable, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: cashierImages.ownerId, n: count() })
    .from(cashierImages)
    .where(and(eq(cashierImages.ownerKind, 'deposit'), inArray(cashierImages.ownerId, ids)))
    .groupBy(cashierImages.ownerId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

type DepositInput = {
  channelId: string;
  amount: number;
  remark?: string | undefined;
  accountName?: string | undefined;
  transactionId?: string | undefined;
  promotionId?: string | undefined;
};

/** A pending deposit order (once per idempotency key): its reference, and the receiving account or the QR payload. */
export async function createDeposit(
  p: Platform,
  tenant: Tenant,
  c: Customer,
  input: DepositInput,
  key: string | undefined,
) {
  depositOpen(tenant);
  const config = cashierOf(tenant);
  const channel = channelById(tenant, input.channelId);
  const amount = toAmount(input.amount);
  const amountCents = cents(amount);
  if (amountCents < cents(channel.minAmount) || amountCents > cents(channel.maxAmount)) {
    throw new DomainError(
      E.amountInvalid,
      `amount: must be between ${channel.minAmount} and ${channel.maxAmount} for ${channel.channelName}`,
      'invalid',
      { field: 'amount', min: channel.minAmount, max: channel.maxAmount },
    );
  }
  if (channel.fixedAmountsOnly && !channel.fixedAmounts.some((a) => cents(a) === amountCents)) {
    throw new DomainError(
      E.amountInvalid,
      `amount: must be one of ${channel.fixedAmounts.join(', ')}`,
      'invalid',
      {
        field: 'amount',
      },
    );
  }
  const payerName = input.accountName?.trim().replace(/\s+/g, ' ') || null;
  if (payerName && payerName.length > 60) throw badInput('accountName', 'is longer than 60 characters');
  const payerTxn = input.transactionId?.trim() || null;
  if (payerTxn && !/^[A-Za-z0-9-]{1,60}$/.test(payerTxn))
    throw badInput(
      'transactionId',
      'must be the bank transaction id: letters, digits and dashes (at most 60)',
    );
  let promotionId: string | null = null;
  if (input.promotionId) {
    const promos = await availablePromotions(p, tenant, c, amountCents);
    const promo = promos.find((x) => x.promotionId === input.promotionId);
    if (!promo) throw badInput('promotionId', 'is not a promotion this deposit can join');
    promotionId = promo.promotionId;
  }
  const { result, replayed } = await once(
    p,
    { tenantId: tenant.id, customerId: c.id, kind: 'deposit', key },
    async (tx) => {
      await lockCustomer(tx, c.id);
      await guardDeposit(tx, c.id, Number(amount), p.clock.now());
      const [pending] = await tx
        .select({ n: count() })
        .from(deposits)
        .where(
          and(
            eq(deposits.customerId, c.id),
            eq(deposits.status, 'PENDING'),
            ne(deposits.method, C2C_CHANNEL.method),
          ),
        );
      if (Number(pending?.n ?? 0) >= config.maxPendingDeposits) {
        throw new DomainError(
          'TOO_MANY_PENDING_DEPOSITS',
          `You already have ${config.maxPendingDeposits} deposits waiting for payment: pay or cancel one first`,
          'refused',
        );
      }
      const at = p.clock.now();
      const reference = newReference('D');
      const [row] = await tx
        .insert(deposits)
        .values({
          tenantId: tenant.id,
          customerId: c.id,
          reference,
          channelId: channel.channelId,
          channelName: channel.channelName,
          method: channel.method,
          amount,
          promotionId,
          status: 'PENDING',
          receivingAccount: channel.method === 'BANK_TRANSFER' ? channel.receivingAccount : null,
          qrPayload:
            channel.method === 'QR'
              ? qrPayload({
                  merchantId: channel.qrAccountId ?? tenant.merchantCode,
                  merchantName: tenant.name,
                  amountCents,
                  currency: tenant.config.currency,
                  reference,
                })
              : null,
          remark: input.remark?.trim() || null,
          payerName,
          payerTransactionId: payerTxn,
          createdAt: at,
          updatedAt: at,
          expiresAt: new Date(at.getTime() + config.depositExpiryMinutes * 60_000),
        })
        .returning();
      return depositView(row!, 0);
    },
  );
  return { ...result, replayed };
}

/** A deposit of the caller (locked when `tx` is a transaction that asks for it). */
async function ownDeposit(
  db: Queryable,
  tenant: Tenant,
  c: Customer,
  transactionId: string,
  lock = false,
): Promise<DepositRow> {
  const id = recordId(transactionId, 'transactionId');
  const q = db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, id), eq(deposits.tenantId, tenant.id), eq(deposits.customerId, c.id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notYours('transactionId', 'deposit', transactionId);
  return row;
}

export async function depositDetail(p: Platform, tenant: Tenant, c: Customer, transactionId: string) {
  const row = await ownDeposit(p.db, tenant, c, transactionId);
  return depositView(row, (await receiptCounts(p.db, [row.id])).get(row.id) ?? 0);
}

export async function pendingDeposits(p: Platform, tenant: Tenant, c: Customer) {
  const rows = await p.db
    .select()
    .from(deposits)
    .where(
      and(eq(deposits.tenantId, tenant.id), eq(deposits.customerId, c.id), eq(deposits.status, 'PENDING')),
    )
    .orderBy(desc(deposits.createdAt), desc(deposits.id));
  const counts = await receiptCounts(
    p.db,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => depositView(r, counts.get(r.id) ?? 0)), total: rows.length };
}

export async function cancelDeposit(p: Platform, tenant: Tenant, c: Customer, transactionId: string) {
  return p.db.transaction(async (tx) => {
    const row = await ownDeposit(tx, tenant, c, transactionId, true);
    if (row.method === C2C_CHANNEL.method)
      throw invalidState(
        'transactionId: this deposit pays a withdrawal and is settled by its payee',
        'transactionId',
      );
    if (row.status !== 'PENDING')
      throw invalidState(
        `transactionId: this deposit is ${row.status.toLowerCase()}, not pending`,
        'transactionId',
      );
    const at = p.clock.now();
    const [updated] = await tx
      .update(deposits)
      .set({ status: 'CANCELLED', updatedAt: at, completedAt: at })
      .where(eq(deposits.id, row.id))
      .returning();
    return depositView(updated!, (await receiptCounts(tx, [row.id])).get(row.id) ?? 0);
  });
}

/** Receipts of a pending deposit: at most 3 per deposit, stored in the database with the order. */
export async function uploadReceipts(
  p: Platform,
  tenant: Tenant,
  c: Customer,
  transactionId: string,
  images: readonly string[],
) {
  const parsed = parseImages(images, 'images');
  return p.db.transaction(async (tx) => {
    const row = await ownDeposit(tx, tenant, c, transactionId, true);
    if (row.status !== 'PENDING')
      throw invalidState(
        `transactionId: this deposit is ${row.status.toLowerCase()}: receipts are taken while it is pending`,
        'transactionId',
      );
    const had = (await receiptCounts(tx, [row.id])).get(row.id) ?? 0;
    if (had + parsed.length > MAX_IMAGES)
      throw badInput('images', `at most ${MAX_IMAGES} receipts per deposit (${had} already uploaded)`);
    const at = p.clock.now();
    await tx.insert(cashierImages).values(
      parsed.map((img) => ({
        tenantId: tenant.id,
        customerId: c.id,
        ownerKind: 'deposit',
        ownerId: row.id,
        ...img,
        createdAt: at,
      })),
    );
    return { transactionId: String(row.id), receiptCount: had + parsed.length };
  });
}

export function depositSettings(tenant: Tenant) {
  const config = cashierOf(tenant);
  return {
    allowDeposit: config.allowDeposit && moneyModuleOn(tenant, 'DEPOSIT'),
    maxPendingDeposits: config.maxPendingDeposits,
    receiptMaxImages: MAX_IMAGES,
    receiptMaxBytes: MAX_IMAGE_BYTES,
    autoApproveDepositAfterSeconds: config.autoApproveDepositAfterSeconds,
    depositExpiryMinutes: config.depositExpiryMinutes,
  };
}

export async function pendingDepositCount(db: Queryable, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(deposits)
    .where(
      and(
        eq(deposits.customerId, customerId),
        eq(deposits.status, 'PENDING'),
        ne(deposits.method, C2C_CHANNEL.method),
      ),
    );
  return Number(row?.n ?? 0);
}
