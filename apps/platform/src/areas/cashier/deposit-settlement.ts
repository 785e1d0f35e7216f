/**
 * Settles a deposit: credited (the amount, a promotion's bonus, the turnover they require, points, the referrer's reward,
 * the inbox message) or failed. Money only moves through `move` of ledger/ledger.ts inside the transaction that changes
 * the deposit's status, after the caller has locked its row (`FOR UPDATE`): a second callback or confirmation finds the
 * final status and moves nothing.
 */
import { onDepositCredited } from '../referral/referral.ts';
import { requireBonusTurnover } from '../promotions/rewards.ts';
import { eq } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Tx } from '../../db/index.ts';
import { deposits, turnoverRequirements } from '../../db/schema.ts';
import { cashierOf, cents, fromCents, type DepositPromotionConfig } from './config.ts';
import { notify } from './notify.ts';
import { MAIN_WALLET, move } from '../../ledger/ledger.ts';
import { accrueDeposit } from '../points/points.ts';
import { running, successfulDeposits } from './deposit-promotions.ts';
import type { DepositRow } from './deposits.ts';

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
