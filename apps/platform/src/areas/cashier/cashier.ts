/**
 * The cashier: deposits (orders the sandbox payment provider confirms, areas/cashier/provider.ts), withdrawals
 * (held at request, returned on rejection, paid out on approval: every step a ledger entry), bank cards, the
 * turnover a withdrawal needs, and withdrawal confirmation (C2C, accounts §4).
 *
 * Money only moves through `move` of ledger/ledger.ts inside the transaction that changes the record's status,
 * after the record's row is locked (`FOR UPDATE`): a second approval, callback or confirmation finds the final status
 * and moves nothing. Requests that move money run once per idempotency key (`once`).
 */
import { onDepositCredited } from '../referral/referral.ts';
import { requireBonusTurnover } from '../promotions/rewards.ts';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, sql, sum } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable, Tx } from '../../db/index.ts';
import {
  bankCards,
  bets,
  cashierImages,
  customers,
  deposits,
  paymentConfirmations,
  turnoverRequirements,
  walletAccounts,
  withdrawals,
} from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import {
  ACCOUNT_NO_LENGTH,
  C2C_CHANNEL,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  asNumber,
  cashierOf,
  cents,
  chargeCents,
  fromCents,
  groupFor,
  maskAccountNo,
  moneyModuleOn,
  newReference,
  qrPayload,
  type DepositChannelConfig,
  type DepositPromotionConfig,
} from './config.ts';
import { notify } from './notify.ts';
import { checkField } from '../../shared/rules.ts';
import { verifyPassword } from '../../shared/secrets.ts';
import type { Customer } from '../session/sessions.ts';
import { HOLD_ACCOUNT, MAIN_WALLET, move, negate, once, toAmount } from '../../ledger/ledger.ts';
import { accrueDeposit } from '../points/points.ts';

export type DepositRow = typeof deposits.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type ConfirmationRow = typeof paymentConfirmations.$inferSelect;

const DAY = 86_400_000;

// ---------------------------------------------------------------- shared checks

/** A record id from the wire: a positive integer, else bad input naming the field. */
export function recordId(value: string, field: string): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw badInput(field, 'is not a valid id');
  return Number(value);
}

/** Unknown and other members' records get the same answer: nothing tells which ids exist. */
export const notYours = (field: string, what: string, id: string) =>
  new DomainError(E.notFound, `${field}: no ${what} ${id} in your account`, 'notFound', { field });

const invalidState = (message: string, field?: string) =>
  new DomainError('INVALID_STATE', message, 'refused', field ? { field } : null);

export function depositOpen(tenant: Tenant): void {
  if (!cashierOf(tenant).allowDeposit || !moneyModuleOn(tenant, 'DEPOSIT'))
    throw new DomainError(E.functionNotAvailable, 'Deposits are not available on this site', 'refused');
}

export function withdrawOpen(tenant: Tenant): void {
  if (!cashierOf(tenant).allowWithdraw || !moneyModuleOn(tenant, 'WITHDRAW'))
    throw new DomainError(E.functionNotAvailable, 'Withdrawals are not available on this site', 'refused');
}

/** Checks the payment password (set, then right) before a card or a withdrawal is touched. */
export async function checkPaymentPassword(c: Customer, given: string): Promise<void> {
  if (!c.paymentPasswordHash)
    throw new DomainError('INVALID_STATE', 'paymentPassword: set a payment password first', 'refused', {
      field: 'paymentPassword',
    });
  if (!(await verifyPassword(given, c.paymentPasswordHash)))
    throw new DomainError('PAYMENT_PASSWORD_INCORRECT', 'paymentPassword: is not correct', 'invalid', {
      field: 'paymentPassword',
    });
}

/** Serialises a member's money requests (pending-deposit count, daily withdrawals, turnover) inside a transaction. */
async function lockCustomer(tx: Tx, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

async function ensureHoldAccount(tx: Queryable, tenant: Tenant, customerId: number): Promise<void> {
  await tx
    .insert(walletAccounts)
    .values({ customerId, accountTypeId: HOLD_ACCOUNT, tenantId: tenant.id, balance: '0' })
    .onConflictDoNothing();
}

export type ParsedImage = { mime: string; size: number; data: string };

/** png/jpg data URLs, at most 5 MB each once decoded, checked by their first bytes; the field of a bad one is named. */
export function parseImages(list: readonly string[], field: string): ParsedImage[] {
  return list.map((url, i) => {
    const m = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/]+={0,2})$/.exec(url);
    if (!m) throw badInput(`${field}.${i}`, 'must be a png or jpg image (a base64 data URL)');
    const data = m[2]!;
    const size = Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
    if (size > MAX_IMAGE_BYTES) throw badInput(`${field}.${i}`, 'is larger than 5 MB');
    const head = Buffer.from(data.slice(0, 16), 'base64');
    const png = head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const jpg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    if (!png && !jpg) throw badInput(`${field}.${i}`, 'is not a png or jpg image');
    return { mime: png ? 'image/png' : 'image/jpeg', size, data };
  });
}

// ---------------------------------------------------------------- deposits

export function depositChannels(
  tenant: Tenant,
  filter: { web?: boolean; mobile?: boolean } = {},
): DepositChannelConfig[] {
  return cashierOf(tenant).depositChannels.filter(
    (c) => c.enabled && (!filter.web || c.web) && (!filter.mobile || c.mobile),
  );
}

export function channelView(c: DepositChannelConfig) {
  return {
    channelId: c.channelId,
    channelName: c.channelName,
    method: c.method,
    methodName: c.methodName,
    minAmount: c.minAmount,
    maxAmount: c.maxAmount,
    fixedAmounts: c.fixedAmounts,
    fixedAmountsOnly: c.fixedAmountsOnly,
    ...(c.receivingAccount ? { bankName: c.receivingAccount.bankName } : {}),
  };
}

export function depositMethods(tenant: Tenant) {
  const by = new Map<
    string,
    { method: string; methodName: string; minAmount: number; maxAmount: number; channelCount: number }
  >();
  for (const c of depositChannels(tenant)) {
    const m = by.get(c.method);
    if (!m)
      by.set(c.method, {
        method: c.method,
        methodName: c.methodName,
        minAmount: c.minAmount,
        maxAmount: c.maxAmount,
        channelCount: 1,
      });
    else
      Object.assign(m, {
        minAmount: Math.min(m.minAmount, c.minAmount),
        maxAmount: Math.max(m.maxAmount, c.maxAmount),
        channelCount: m.channelCount + 1,
      });
  }
  return [...by.values()];
}

export function channelById(tenant: Tenant, channelId: string, field = 'channelId'): DepositChannelConfig {
  const channel = depositChannels(tenant).find((c) => c.channelId === channelId);
  if (!channel)
    throw badInput(
      field,
      `is not a deposit channel of this site (${depositChannels(tenant)
        .map((c) => c.channelId)
        .join(', ')})`,
    );
  return channel;
}

async function successfulDeposits(db: Queryable, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(deposits)
    .where(and(eq(deposits.customerId, customerId), eq(deposits.status, 'SUCCESS')));
  return Number(row?.n ?? 0);
}

function running(p: Platform, promo: DepositPromotionConfig): boolean {
  const now = p.clock.now().getTime();
  return (
    (!promo.startAt || Date.parse(promo.startAt) <= now) && (!promo.endAt || Date.parse(promo.endAt) > now)
  );
}

/**
 * Deposit promotions a member can join now: the tenant's (platform.json `cashier.depositPromotions`, the
 * source the reward centre also lists them from: areas/promotions/promotions.ts) while its promotions are on, running now, first-deposit ones only before a first
 * credited deposit, and (given an amount) those whose minimum it reaches.
 */
export async function availablePromotions(
  p: Platform,
  tenant: Tenant,
  c: Customer,
  amountCents?: number,
): Promise<DepositPromotionConfig[]> {
  if (!tenant.config.promotions.enabled) return [];
  const promos = cashierOf(tenant).depositPromotions.filter((x) => running(p, x));
  const first = promos.some((x) => x.firstDepositOnly) ? (await successfulDeposits(p.db, c.id)) === 0 : false;
  return promos.filter(
    (x) =>
      (!x.firstDepositOnly || first) && (amountCents === undefined || amountCents >= cents(x.minDeposit)),
  );
}

export function promotionView(promo: DepositPromotionConfig, language: string) {
  return {
    promotionId: promo.promotionId,
    title: promo.titles[language] ?? promo.title,
    bonusRate: promo.bonusRate,
    maxBonus: promo.maxBonus,
    minDeposit: promo.minDeposit,
    turnoverMultiplier: promo.turnoverMultiplier,
    firstDepositOnly: promo.firstDepositOnly,
    endTime: promo.endAt ? Date.parse(promo.endAt) : null,
  };
}

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

async function receiptCounts(db: Queryable, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: cashierImages.ownerId, n: count() })
    .from(cashierImages)
    .where(and(eq(cashierImages.ownerKind, 'deposit'), inArray(cashierImages.ownerId, ids)))
    .groupBy(cashierImages.ownerId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export type DepositInput = {
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

/**
 * Credits a deposit once (the caller holds its row lock and has checked it is not final): the amount (and the
 * bonus of its promotion, if it can still join it) to the main wallet, the turnover they require, the inbox message.
 */
export async function creditDeposit(
  p: Platform,
  tx: Tx,
  tenant: Tenant,
  d: DepositRow,
  providerTransactionId: string | null,
): Promise<DepositRow> {
  const config = cashierOf(tenant);
  const at = p.clock.now();
  const amountCents = cents(d.amount);
  await move(tx, {
    tenantId: tenant.id,
    customerId: d.customerId,
    accountTypeId: MAIN_WALLET,
    amount: fromCents(amountCents),
    kind: 'deposit',
    reference: d.reference,
    at,
  });
  let bonusCents = 0;
  let promo: DepositPromotionConfig | undefined;
  if (d.promotionId && tenant.config.promotions.enabled) {
    promo = config.depositPromotions.find((x) => x.promotionId === d.promotionId && running(p, x));
    if (promo && promo.firstDepositOnly && (await successfulDeposits(tx, d.customerId)) > 0)
      promo = undefined;
    if (promo) bonusCents = Math.min(Math.round(amountCents * promo.bonusRate), cents(promo.maxBonus));
  }
  const required = Math.round(amountCents * config.depositTurnoverMultiplier);
  if (required > 0)
    await tx.insert(turnoverRequirements).values({
      tenantId: tenant.id,
      customerId: d.customerId,
      source: 'deposit',
      sourceId: d.id,
      amount: fromCents(required),
      reference: d.reference,
      createdAt: at,
    });
  if (bonusCents > 0) {
    // The bonus and its own turnover requirement (the one rule of areas/promotions/rewards.ts, which bonus details show).
    await move(tx, {
      tenantId: tenant.id,
      customerId: d.customerId,
      accountTypeId: MAIN_WALLET,
      amount: fromCents(bonusCents),
      kind: 'bonus',
      reference: d.reference,
      at,
    });
    await requireBonusTurnover(tx, {
      tenantId: tenant.id,
      customerId: d.customerId,
      bonusCents,
      multiplier: promo?.turnoverMultiplier ?? 0,
      reference: d.reference,
      sourceId: d.id,
      at,
    });
  }
  const [row] = await tx
    .update(deposits)
    .set({
      status: 'SUCCESS',
      bonus: fromCents(bonusCents),
      providerTransactionId,
      updatedAt: at,
      completedAt: at,
    })
    .where(eq(deposits.id, d.id))
    .returning();
  await notify(
    tx,
    tenant,
    d.customerId,
    { kind: 'deposit_credited', amountCents, bonusCents, reference: d.reference },
    at,
  );
  // Points for the approved deposit (once per deposit).
  await accrueDeposit(tx, tenant.id, { id: d.id, customerId: d.customerId, amount: d.amount }, at);
  // A referred member's first credited deposit rewards the referrer (areas/referral/referral.ts).
  await onDepositCredited(tx, tenant, d.customerId, at);
  return row!;
}

export async function failDeposit(
  p: Platform,
  tx: Tx,
  tenant: Tenant,
  d: DepositRow,
  reason: string,
  providerTransactionId: string | null,
): Promise<DepositRow> {
  const at = p.clock.now();
  const [row] = await tx
    .update(deposits)
    .set({ status: 'FAILED', failReason: reason, providerTransactionId, updatedAt: at, completedAt: at })
    .where(eq(deposits.id, d.id))
    .returning();
  await notify(
    tx,
    tenant,
    d.customerId,
    { kind: 'deposit_failed', amountCents: cents(d.amount), reference: d.reference, reason },
    at,
  );
  return row!;
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

// ---------------------------------------------------------------- turnover

/**
 * Turnover a withdrawal needs: the open requirements (credited deposits and bonuses since the last withdrawal
 * request) against the valid bets of settled real rounds placed since the oldest of them.
 */
export async function turnover(db: Queryable, customerId: number) {
  const [req] = await db
    .select({ required: sum(turnoverRequirements.amount), n: count() })
    .from(turnoverRequirements)
    .where(and(eq(turnoverRequirements.customerId, customerId), isNull(turnoverRequirements.clearedAt)));
  const [oldest] = await db
    .select({ at: turnoverRequirements.createdAt })
    .from(turnoverRequirements)
    .where(and(eq(turnoverRequirements.customerId, customerId), isNull(turnoverRequirements.clearedAt)))
    .orderBy(asc(turnoverRequirements.createdAt))
    .limit(1);
  const requiredCents = cents(req?.required);
  if (!oldest || Number(req?.n ?? 0) === 0)
    return { requiredCents: 0, currentCents: 0, remainingCents: 0, since: null as Date | null };
  const [bet] = await db
    .select({ v: sum(bets.validBet) })
    .from(bets)
    .where(
      and(
        eq(bets.customerId, customerId),
        eq(bets.status, 'settled'),
        eq(bets.isTrial, false),
        gte(bets.createdAt, oldest.at),
      ),
    );
  const currentCents = cents(bet?.v);
  return {
    requiredCents,
    currentCents,
    remainingCents: Math.max(0, requiredCents - currentCents),
    since: oldest.at,
  };
}

export async function turnoverView(db: Queryable, customerId: number) {
  const t = await turnover(db, customerId);
  return {
    requiredTurnover: asNumber(t.requiredCents),
    currentTurnover: asNumber(t.currentCents),
    remainingTurnover: asNumber(t.remainingCents),
    met: t.remainingCents === 0,
    since: t.since?.getTime() ?? null,
  };
}

// ---------------------------------------------------------------- withdrawals

const startOfDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY) * DAY);

async function withdrawalsToday(db: Queryable, customerId: number, at: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.customerId, customerId),
        gte(withdrawals.createdAt, startOfDay(at)),
        ne(withdrawals.status, 'REJECTED'),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function withdrawSettings(p: Platform, tenant: Tenant, c: Customer) {
  const config = cashierOf(tenant);
  const group = groupFor(config, c.vipLevel);
  const used = await withdrawalsToday(p.db, c.id, p.clock.now());
  const [held] = await p.db
    .select({ n: count(), total: sum(withdrawals.amount) })
    .from(withdrawals)
    .where(and(eq(withdrawals.customerId, c.id), eq(withdrawals.status, 'PENDING')));
  const [cards] = await p.db.select({ n: count() }).from(bankCards).where(eq(bankCards.customerId, c.id));
  const t = await turnover(p.db, c.id);
  return {
    allowWithdraw: config.allowWithdraw && moneyModuleOn(tenant, 'WITHDRAW'),
    minimumAmount: group.minimumAmount,
    maximumAmount: group.maximumAmount,
    groupName: group.groupName,
    dailyCount: group.dailyCount,
    dailyCountLeft: Math.max(0, group.dailyCount - used),
    heldAmount: asNumber(cents(held?.total)),
    pendingCount: Number(held?.n ?? 0),
    bankCardCount: Number(cards?.n ?? 0),
    hasPaymentPassword: c.paymentPasswordHash !== null,
    turnoverMet: t.remainingCents === 0,
    remainingTurnover: asNumber(t.remainingCents),
    charge: { ...config.withdrawCharge },
  };
}

export async function withdrawCharges(p: Platform, tenant: Tenant, c: Customer, amountValue: number) {
  const amount = toAmount(amountValue);
  const rule = cashierOf(tenant).withdrawCharge;
  const used = await withdrawalsToday(p.db, c.id, p.clock.now());
  const charge = chargeCents(rule, cents(amount), used);
  return {
    amount: Number(amount),
    charge: asNumber(charge),
    receivable: asNumber(cents(amount) - charge),
    rate: rule.rate,
    freeLeft: Math.max(0, rule.freePerDay - used),
  };
}

export function withdrawalView(w: WithdrawalRow, confirmation?: ConfirmationRow | null) {
  return {
    transactionId: String(w.id),
    id: String(w.id),
    status: w.status,
    reference: w.reference,
    amount: asNumber(cents(w.amount)),
    charge: asNumber(cents(w.charge)),
    receivable: asNumber(cents(w.receivable)),
    bankCardId: w.bankCardId === null ? null : String(w.bankCardId),
    bankName: w.bankCard.bankName ?? '',
    accountNo: w.bankCard.accountNo ?? '',
    accountName: w.bankCard.accountName ?? '',
    createTime: w.createdAt.getTime(),
    ...(w.completedAt ? { completeTime: w.completedAt.getTime() } : {}),
    ...(w.rejectReason ? { rejectReason: w.rejectReason } : {}),
    ...(confirmation
      ? { confirmationId: String(confirmation.id), confirmationStatus: confirmation.status }
      : {}),
  };
}

export type WithdrawInput = { amount: number; bankCardId: string; paymentPassword: string };

/**
 * A withdrawal request (once per idempotency key): checks the card, the payment password, the group's limits, the
 * daily count and the turnover, then holds the amount (main wallet -> hold account) and closes the turnover requirements.
 */
export async function requestWithdrawal(
  p: Platform,
  tenant: Tenant,
  c: Customer,
  input: WithdrawInput,
  key: string | undefined,
) {
  withdrawOpen(tenant);
  const config = cashierOf(tenant);
  const amount = toAmount(input.amount);
  const amountCents = cents(amount);
  const cardId = recordId(input.bankCardId, 'bankCardId');
  const [card] = await p.db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, cardId), eq(bankCards.tenantId, tenant.id), eq(bankCards.customerId, c.id)));
  if (!card) throw notYours('bankCardId', 'bank card', input.bankCardId);
  await checkPaymentPassword(c, input.paymentPassword);
  const group = groupFor(config, c.vipLevel);
  if (amountCents < cents(group.minimumAmount) || amountCents > cents(group.maximumAmount)) {
    throw new DomainError(
      E.amountInvalid,
      `amount: must be between ${group.minimumAmount} and ${group.maximumAmount}`,
      'invalid',
      { field: 'amount', min: group.minimumAmount, max: group.maximumAmount },
    );
  }
  const { result, replayed } = await once(
    p,
    { tenantId: tenant.id, customerId: c.id, kind: 'withdraw', key },
    async (tx) => {
      await lockCustomer(tx, c.id);
      const at = p.clock.now();
      const used = await withdrawalsToday(tx, c.id, at);
      if (used >= group.dailyCount)
        throw new DomainError(
          'WITHDRAW_DAILY_LIMIT',
          `You have made today's ${group.dailyCount} withdrawals; try again tomorrow`,
          'refused',
          { dailyCount: group.dailyCount },
        );
      const t = await turnover(tx, c.id);
      if (t.remainingCents > 0) {
        throw new DomainError(
          'TURNOVER_NOT_MET',
          `Bet ${asNumber(t.remainingCents).toFixed(2)} more before withdrawing (turnover ${asNumber(t.currentCents).toFixed(2)} of ${asNumber(t.requiredCents).toFixed(2)})`,
          'refused',
          {
            requiredTurnover: asNumber(t.requiredCents),
            currentTurnover: asNumber(t.currentCents),
            remainingTurnover: asNumber(t.remainingCents),
          },
        );
      }
      const charge = chargeCents(config.withdrawCharge, amountCents, used);
      if (amountCents - charge <= 0)
        throw new DomainError(E.amountInvalid, 'amount: must be more than the charge', 'invalid', {
          field: 'amount',
        });
      const reference = newReference('W');
      await ensureHoldAccount(tx, tenant, c.id);
      // Rows in account-type order (hold 0, then main 1), as the rejection and the wallet's transfers do: no deadlocks.
      // Short of money, the main wallet's debit refuses and the whole transaction (the hold's credit too) rolls back.
      await move(tx, {
        tenantId: tenant.id,
        customerId: c.id,
        accountTypeId: HOLD_ACCOUNT,
        amount,
        kind: 'withdraw_hold',
        reference,
        at,
      });
      await move(tx, {
        tenantId: tenant.id,
        customerId: c.id,
        accountTypeId: MAIN_WALLET,
        amount: negate(amount),
        kind: 'withdraw_hold',
        reference,
        at,
      });
      const [row] = await tx
        .insert(withdrawals)
        .values({
          tenantId: tenant.id,
          customerId: c.id,
          reference,
          amount,
          charge: fromCents(charge),
          receivable: fromCents(amountCents - charge),
          bankCardId: card.id,
          bankCard: {
            bankCode: card.bankCode,
            bankName: card.bankName,
            accountNo: maskAccountNo(card.accountNo),
            accountName: card.accountName,
          },
          status: 'PENDING',
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await tx
        .update(turnoverRequirements)
        .set({ clearedAt: at })
        .where(and(eq(turnoverRequirements.customerId, c.id), isNull(turnoverRequirements.clearedAt)));
      return withdrawalView(row!);
    },
  );
  return { ...result, replayed };
}

async function lockedWithdrawal(tx: Tx, tenant: Tenant, id: number): Promise<WithdrawalRow> {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.tenantId, tenant.id)))
    .for('update');
  if (!row)
    throw new DomainError(E.notFound, `transactionId: no withdrawal ${id}`, 'notFound', {
      field: 'transactionId',
    });
  return row;
}

/**
 * The back office approves (played by the dev call): the held amount is paid out of the hold account (the payee's
 * receivable, and the charge), and the payee is asked to confirm receipt (or the withdrawal succeeds at once where
 * the tenant has no payment confirmation). A second approval moves nothing.
 */
export async function approveWithdrawal(p: Platform, tenant: Tenant, id: number) {
  const config = cashierOf(tenant);
  return p.db.transaction(async (tx) => {
    const w = await lockedWithdrawal(tx, tenant, id);
    if (w.status !== 'PENDING') {
      if (w.status === 'REJECTED')
        throw invalidState('transactionId: this withdrawal was rejected', 'transactionId');
      return { transactionId: String(w.id), status: w.status, duplicate: true };
    }
    const at = p.clock.now();
    const receivable = cents(w.receivable);
    const charge = cents(w.charge);
    await move(tx, {
      tenantId: tenant.id,
      customerId: w.customerId,
      accountTypeId: HOLD_ACCOUNT,
      amount: `-${fromCents(receivable)}`,
      kind: 'withdraw',
      reference: w.reference,
      at,
    });
    if (charge > 0)
      await move(tx, {
        tenantId: tenant.id,
        customerId: w.customerId,
        accountTypeId: HOLD_ACCOUNT,
        amount: `-${fromCents(charge)}`,
        kind: 'withdraw_fee',
        reference: w.reference,
        at,
      });
    const status = config.paymentConfirmation ? 'AWAITING_CONFIRMATION' : 'SUCCESS';
    await tx
      .update(withdrawals)
      .set({ status, updatedAt: at, ...(status === 'SUCCESS' ? { completedAt: at } : {}) })
      .where(eq(withdrawals.id, w.id));
    if (config.paymentConfirmation) {
      await tx.insert(paymentConfirmations).values({
        tenantId: tenant.id,
        customerId: w.customerId,
        withdrawalId: w.id,
        depositId: null,
        payerName: `${tenant.name} payout desk`,
        amount: w.receivable,
        status: 'WAITING',
        autoConfirmAt: new Date(at.getTime() + config.autoConfirmMinutes * 60_000),
        createdAt: at,
      });
    }
    const bank = `${w.bankCard.bankName ?? ''} ${w.bankCard.accountNo ?? ''}`.trim();
    await notify(
      tx,
      tenant,
      w.customerId,
      {
        kind: 'withdrawal_approved',
        amountCents: cents(w.amount),
        receivableCents: receivable,
        reference: w.reference,
        bank,
        confirm: config.paymentConfirmation,
      },
      at,
    );
    return { transactionId: String(w.id), status, duplicate: false };
  });
}

/** The back office rejects: the held amount goes back to the main wallet. A second rejection moves nothing. */
export async function rejectWithdrawal(p: Platform, tenant: Tenant, id: number, reason: string) {
  return p.db.transaction(async (tx) => {
    const w = await lockedWithdrawal(tx, tenant, id);
    if (w.status !== 'PENDING') {
      if (w.status === 'REJECTED') return { transactionId: String(w.id), status: w.status, duplicate: true };
      throw invalidState('transactionId: this withdrawal was already approved', 'transactionId');
    }
    const at = p.clock.now();
    await move(tx, {
      tenantId: tenant.id,
      customerId: w.customerId,
      accountTypeId: HOLD_ACCOUNT,
      amount: negate(fromCents(cents(w.amount))),
      kind: 'withdraw_return',
      reference: w.reference,
      at,
    });
    await move(tx, {
      tenantId: tenant.id,
      customerId: w.customerId,
      accountTypeId: MAIN_WALLET,
      amount: fromCents(cents(w.amount)),
      kind: 'withdraw_return',
      reference: w.reference,
      at,
    });
    await tx
      .update(withdrawals)
      .set({ status: 'REJECTED', rejectReason: reason, updatedAt: at, completedAt: at })
      .where(eq(withdrawals.id, w.id));
    await notify(
      tx,
      tenant,
      w.customerId,
      { kind: 'withdrawal_rejected', amountCents: cents(w.amount), reference: w.reference, reason },
      at,
    );
    return { transactionId: String(w.id), status: 'REJECTED', duplicate: false };
  });
}

/** The newest pending deposit or withdrawal of a member (the dev calls by username). */
export async function newestPending(
  p: Platform,
  tenant: Tenant,
  kind: 'deposit' | 'withdrawal',
  customerId: number,
): Promise<number | null> {
  if (kind === 'deposit') {
    const [row] = await p.db
      .select({ id: deposits.id })
      .from(deposits)
      .where(
        and(
          eq(deposits.tenantId, tenant.id),
          eq(deposits.customerId, customerId),
          eq(deposits.status, 'PENDING'),
          ne(deposits.method, C2C_CHANNEL.method),
        ),
      )
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(1);
    return row?.id ?? null;
  }
  const [row] = await p.db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.tenantId, tenant.id),
        eq(withdrawals.customerId, customerId),
        eq(withdrawals.status, 'PENDING'),
      ),
    )
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(1);
  return row?.id ?? null;
}

// ---------------------------------------------------------------- withdrawal confirmation (C2C)

export function confirmationView(x: ConfirmationRow, w: WithdrawalRow | undefined) {
  return {
    id: String(x.id),
    withdrawalId: String(x.withdrawalId),
    reference: w?.reference ?? '',
    amount: asNumber(cents(x.amount)),
    payerName: x.payerName,
    status: x.status,
    receivedAmount: x.receivedAmount === null ? null : asNumber(cents(x.receivedAmount)),
    forced: x.forced,
    createTime: x.createdAt.getTime(),
    autoConfirmAt: x.autoConfirmAt.getTime(),
    confirmTime: x.confirmedAt?.getTime() ?? null,
  };
}

export async function paymentConfirmationList(
  p: Platform,
  tenant: Tenant,
  c: Customer,
  pendingOnly: boolean | undefined,
) {
  const rows = await p.db
    .select({ x: paymentConfirmations, w: withdrawals })
    .from(paymentConfirmations)
    .innerJoin(withdrawals, eq(withdrawals.id, paymentConfirmations.withdrawalId))
    .where(
      and(
        eq(paymentConfirmations.tenantId, tenant.id),
        eq(paymentConfirmations.customerId, c.id),
        pendingOnly ? eq(paymentConfirmations.status, 'WAITING') : undefined,
      ),
    )
    .orderBy(desc(paymentConfirmations.createdAt), desc(paymentConfirmations.id))
    .limit(100);
  return { list: rows.map((r) => confirmationView(r.x, r.w)), total: rows.length };
}

/**
 * Settles a waiting confirmation (its row locked by the caller): received (by the payee, or forced when the time is
 * up) completes the withdrawal and credits the payer's C2C deposit; not received disputes both, crediting nothing.
 */
export async function settleConfirmation(
  p: Platform,
  tx: Tx,
  tenant: Tenant,
  x: ConfirmationRow,
  outcome:
    | { received: true; receivedCents?: number | undefined; forced: boolean }
    | { received: false; proof: ParsedImage[] },
): Promise<ConfirmationRow> {
  const at = p.clock.now();
  const status = outcome.received ? (outcome.forced ? 'AUTO_RECEIVED' : 'RECEIVED') : 'NOT_RECEIVED';
  const [row] = await tx
    .update(paymentConfirmations)
    .set({
      status,
      forced: outcome.received && outcome.forced,
      receivedAmount: outcome.received ? fromCents(outcome.receivedCents ?? cents(x.amount)) : null,
      confirmedAt: at,
    })
    .where(eq(paymentConfirmations.id, x.id))
    .returning();
  await tx
    .update(withdrawals)
    .set({
      status: outcome.received ? 'SUCCESS' : 'DISPUTED',
      updatedAt: at,
      ...(outcome.received ? { completedAt: at } : {}),
    })
    .where(eq(withdrawals.id, x.withdrawalId));
  if (!outcome.received && outcome.proof.length) {
    await tx.insert(cashierImages).values(
      outcome.proof.map((img) => ({
        tenantId: tenant.id,
        customerId: x.customerId,
        ownerKind: 'confirmation',
        ownerId: x.id,
        ...img,
        createdAt: at,
      })),
    );
  }
  if (x.depositId !== null) {
    const [d] = await tx.select().from(deposits).where(eq(deposits.id, x.depositId)).for('update');
    if (d && d.status === 'PENDING') {
      if (outcome.received) await creditDeposit(p, tx, tenant, d, `C2C-${x.id}`);
      else
        await tx
          .update(deposits)
          .set({
            status: 'DISPUTED',
            failReason: 'The payee reported the payment as not received',
            updatedAt: at,
          })
          .where(eq(deposits.id, d.id));
    }
  }
  return row!;
}

export type ConfirmInput = {
  id: string;
  received: boolean;
  receivedAmount?: number | undefined;
  proofImages?: string[] | undefined;
};

export async function confirmPayment(p: Platform, tenant: Tenant, c: Customer, input: ConfirmInput) {
  const id = recordId(input.id, 'id');
  let receivedCents: number | undefined;
  if (input.received && input.receivedAmount !== undefined)
    receivedCents = cents(toAmount(input.receivedAmount, 'receivedAmount'));
  if (!input.received && input.receivedAmount !== undefined)
    throw badInput('receivedAmount', 'is only given with a payment received');
  const proof = input.received ? [] : parseImages(input.proofImages ?? [], 'proofImages');
  if (!input.received && proof.length === 0)
    throw badInput('proofImages', 'upload proof (png or jpg, up to 3) when the payment did not arrive');
  return p.db.transaction(async (tx) => {
    const [x] = await tx
      .select()
      .from(paymentConfirmations)
      .where(
        and(
          eq(paymentConfirmations.id, id),
          eq(paymentConfirmations.tenantId, tenant.id),
          eq(paymentConfirmations.customerId, c.id),
        ),
      )
      .for('update');
    if (!x) throw notYours('id', 'payment confirmation', input.id);
    if (x.status !== 'WAITING')
      throw invalidState(`id: this payment was already confirmed (${x.status})`, 'id');
    if (receivedCents !== undefined && receivedCents > cents(x.amount))
      throw badInput(
        'receivedAmount',
        `must not be more than the payment (${asNumber(cents(x.amount)).toFixed(2)})`,
      );
    const row = await settleConfirmation(
      p,
      tx,
      tenant,
      x,
      input.received ? { received: true, receivedCents, forced: false } : { received: false, proof },
    );
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, x.withdrawalId));
    return confirmationView(row, w);
  });
}

// ---------------------------------------------------------------- bank cards

export const bankList = (tenant: Tenant) => cashierOf(tenant).banks.map((b) => ({ ...b }));

export function bankCardView(card: typeof bankCards.$inferSelect) {
  return {
    id: String(card.id),
    bankCode: card.bankCode,
    bankName: card.bankName,
    accountNo: maskAccountNo(card.accountNo),
    accountName: card.accountName,
    isDefault: card.isDefault,
    branch: card.branch,
    createTime: card.createdAt.getTime(),
  };
}

export async function listBankCards(p: Platform, tenant: Tenant, c: Customer) {
  const rows = await p.db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.tenantId, tenant.id), eq(bankCards.customerId, c.id)))
    .orderBy(desc(bankCards.isDefault), asc(bankCards.id));
  return { list: rows.map(bankCardView), total: rows.length };
}

/** How many cards a member has (the security centre's count). */
export async function bankCardCount(db: Queryable, customerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bankCards).where(eq(bankCards.customerId, customerId));
  return Number(row?.n ?? 0);
}

/** The account's real name: the profile's full name, else the payee name (set by registration or the first card). */
export const realNameOf = (c: Customer): string | null =>
  c.profile.fullName?.trim() || c.payeeName?.trim() || null;
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

export async function bindConfig(p: Platform, tenant: Tenant, c: Customer) {
  const name = realNameOf(c);
  return {
    maxCards: cashierOf(tenant).maxBankCards,
    boundCount: await bankCardCount(p.db, c.id),
    nameFixed: name !== null,
    accountName: name,
    requirePaymentPassword: true,
    hasPaymentPassword: c.paymentPasswordHash !== null,
    accountNoMinLength: ACCOUNT_NO_LENGTH.min,
    accountNoMaxLength: ACCOUNT_NO_LENGTH.max,
  };
}

export type BindInput = {
  bankCode: string;
  accountNo: string;
  accountName: string;
  branch?: string | undefined;
  paymentPassword: string;
};

/**
 * Binds a card: a bank of the tenant, 6-20 digits, the holder name by the tenant's payee-name rule and equal to the
 * account's real name when one is set (the first card sets it when none is), the payment password, at most
 * `maxBankCards`, an account not bound already.
 */
export async function bindBankCard(p: Platform, tenant: Tenant, c: Customer, input: BindInput) {
  const config = cashierOf(tenant);
  const bank = config.banks.find((b) => b.bankCode === input.bankCode);
  if (!bank) throw badInput('bankCode', 'is not a bank of this site');
  const accountNo = input.accountNo.replace(/[\s-]/g, '');
  if (!new RegExp(`^\\d{${ACCOUNT_NO_LENGTH.min},${ACCOUNT_NO_LENGTH.max}}$`).test(accountNo))
    throw badInput('accountNo', `must be ${ACCOUNT_NO_LENGTH.min}-${ACCOUNT_NO_LENGTH.max} digits`);
  const accountName = input.accountName.trim().replace(/\s+/g, ' ');
  checkField(tenant, 'accountName', accountName, true, 'payeeName');
  const branch = input.branch?.trim() || null;
  if (branch && branch.length > 60) throw badInput('branch', 'is longer than 60 characters');
  const realName = realNameOf(c);
  if (realName && !sameName(realName, accountName))
    throw new DomainError(
      'ACCOUNT_NAME_MISMATCH',
      "accountName: must be the account holder's real name",
      'invalid',
      {
        field: 'accountName',
      },
    );
  await checkPaymentPassword(c, input.paymentPassword);
  return p.db.transaction(async (tx) => {
    await lockCustomer(tx, c.id);
    const bound = await bankCardCount(tx, c.id);
    if (bound >= config.maxBankCards)
      throw new DomainError(
        'BANK_CARD_LIMIT',
        `At most ${config.maxBankCards} bank cards can be bound: delete one first`,
        'refused',
      );
    const [taken] = await tx
      .select({ id: bankCards.id })
      .from(bankCards)
      .where(
        and(
          eq(bankCards.tenantId, tenant.id),
          eq(bankCards.bankCode, bank.bankCode),
          eq(bankCards.accountNo, accountNo),
        ),
      );
    if (taken)
      throw new DomainError(E.duplicate, 'accountNo: this account is already bound', 'conflict', {
        field: 'accountNo',
      });
    const [card] = await tx
      .insert(bankCards)
      .values({
        tenantId: tenant.id,
        customerId: c.id,
        bankCode: bank.bankCode,
        bankName: bank.bankName,
        accountNo,
        accountName,
        branch,
        isDefault: bound === 0,
        createdAt: p.clock.now(),
      })
      .returning();
    if (!realName) await tx.update(customers).set({ payeeName: accountName }).where(eq(customers.id, c.id));
    return bankCardView(card!);
  });
}

export async function deleteBankCard(
  p: Platform,
  tenant: Tenant,
  c: Customer,
  input: { id: string; paymentPassword: string },
) {
  const id = recordId(input.id, 'id');
  const [card] = await p.db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, id), eq(bankCards.tenantId, tenant.id), eq(bankCards.customerId, c.id)));
  if (!card) throw notYours('id', 'bank card', input.id);
  await checkPaymentPassword(c, input.paymentPassword);
  await p.db.transaction(async (tx) => {
    await tx.delete(bankCards).where(eq(bankCards.id, card.id));
    if (card.isDefault) {
      const [next] = await tx
        .select({ id: bankCards.id })
        .from(bankCards)
        .where(eq(bankCards.customerId, c.id))
        .orderBy(asc(bankCards.id))
        .limit(1);
      if (next) await tx.update(bankCards).set({ isDefault: true }).where(eq(bankCards.id, next.id));
    }
  });
  return null;
}

// ---------------------------------------------------------------- records

export const DEPOSIT_STATUSES = ['PENDING', 'SUCCESS', 'FAILED', 'CANCELLED', 'EXPIRED', 'DISPUTED'] as const;
export const DEPOSIT_TYPES = ['BANK_TRANSFER', 'QR', 'C2C'] as const;
export const WITHDRAWAL_STATUSES = [
  'PENDING',
  'REJECTED',
  'AWAITING_CONFIRMATION',
  'SUCCESS',
  'DISPUTED',
] as const;
export const RECORD_MAX_DAYS = 60;

function oneOf(value: string | undefined, allowed: readonly string[], field: string): string[] | undefined {
  if (value === undefined || value === '') return undefined;
  const list = value
    .split(',')
    .map((v) => v.trim().toUpperCase())
    .filter(Boolean);
  const bad = list.find((v) => !allowed.includes(v));
  if (bad) throw badInput(field, `must be one of ${allowed.join(', ')}`);
  return list;
}

export type RecordQuery = {
  from: Date;
  to: Date;
  page: number;
  size: number;
  type?: string | undefined;
  status?: string | undefined;
};

export async function depositRecords(p: Platform, tenant: Tenant, c: Customer, q: RecordQuery) {
  const types = oneOf(q.type, DEPOSIT_TYPES, 'type');
  const statuses = oneOf(q.status, DEPOSIT_STATUSES, 'status');
  const where = and(
    eq(deposits.tenantId, tenant.id),
    eq(deposits.customerId, c.id),
    gte(deposits.createdAt, q.from),
    lt(deposits.createdAt, q.to),
    types ? inArray(deposits.method, types) : undefined,
    statuses ? inArray(deposits.status, statuses) : undefined,
  );
  const [totals] = await p.db
    .select({
      n: count(),
      amount: sum(deposits.amount),
      ok: sql<string>`count(*) filter (where ${deposits.status} = 'SUCCESS')`,
      okAmount: sql<string>`coalesce(sum(${deposits.amount}) filter (where ${deposits.status} = 'SUCCESS'), 0)`,
      bonus: sum(deposits.bonus),
    })
    .from(deposits)
    .where(where);
  const rows = await p.db
    .select()
    .from(deposits)
    .where(where)
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const counts = await receiptCounts(
    p.db,
    rows.map((r) => r.id),
  );
  const n = Number(totals?.n ?? 0);
  return {
    list: rows.map((d) => ({
      ...depositView(d, counts.get(d.id) ?? 0),
      id: String(d.id),
      type: d.method,
      remark: d.failReason ?? d.channelName,
    })),
    pageNum: q.page,
    pageSize: q.size,
    total: n,
    totalPages: Math.max(1, Math.ceil(n / q.size)),
    summary: {
      count: n,
      amount: asNumber(cents(totals?.amount)),
      successCount: Number(totals?.ok ?? 0),
      successAmount: asNumber(cents(totals?.okAmount)),
      bonus: asNumber(cents(totals?.bonus)),
    },
  };
}

export async function withdrawalRecords(p: Platform, tenant: Tenant, c: Customer, q: RecordQuery) {
  if (q.type !== undefined && q.type !== '' && q.type.toUpperCase() !== 'WITHDRAW')
    throw badInput('type', 'must be WITHDRAW');
  const statuses = oneOf(q.status, WITHDRAWAL_STATUSES, 'status');
  const where = and(
    eq(withdrawals.tenantId, tenant.id),
    eq(withdrawals.customerId, c.id),
    gte(withdrawals.createdAt, q.from),
    lt(withdrawals.createdAt, q.to),
    statuses ? inArray(withdrawals.status, statuses) : undefined,
  );
  const [totals] = await p.db
    .select({
      n: count(),
      amount: sum(withdrawals.amount),
      ok: sql<string>`count(*) filter (where ${withdrawals.status} = 'SUCCESS')`,
      okAmount: sql<string>`coalesce(sum(${withdrawals.amount}) filter (where ${withdrawals.status} = 'SUCCESS'), 0)`,
      charge: sql<string>`coalesce(sum(${withdrawals.charge}) filter (where ${withdrawals.status} <> 'REJECTED'), 0)`,
    })
    .from(withdrawals)
    .where(where);
  const rows = await p.db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const confirmations = rows.length
    ? await p.db
        .select()
        .from(paymentConfirmations)
        .where(
          inArray(
            paymentConfirmations.withdrawalId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const byWithdrawal = new Map(confirmations.map((x) => [x.withdrawalId, x]));
  const n = Number(totals?.n ?? 0);
  return {
    list: rows.map((w) => ({
      ...withdrawalView(w, byWithdrawal.get(w.id)),
      type: 'WITHDRAW',
      remark: w.rejectReason ?? `${w.bankCard.bankName ?? ''} ${w.bankCard.accountNo ?? ''}`.trim(),
    })),
    pageNum: q.page,
    pageSize: q.size,
    total: n,
    totalPages: Math.max(1, Math.ceil(n / q.size)),
    summary: {
      count: n,
      amount: asNumber(cents(totals?.amount)),
      successCount: Number(totals?.ok ?? 0),
      successAmount: asNumber(cents(totals?.okAmount)),
      charge: asNumber(cents(totals?.charge)),
    },
  };
}
