/** The deposit promotions a member can join with a deposit, and how the cashier shows them. */
import { and, count, eq } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { deposits } from '../../db/schema.ts';
import { cashierOf, cents, type DepositPromotionConfig } from './config.ts';
import type { Customer } from '../session/sessions.ts';

export async function successfulDeposits(db: Queryable, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(deposits)
    .where(and(eq(deposits.customerId, customerId), eq(deposits.status, 'SUCCESS')));
  return Number(row?.n ?? 0);
}

export function running(p: Platform, promo: DepositPromotionConfig): boolean {
  const now = p.clock.now().getTime();
  return (
    (!promo.startAt || Date.parse(promo.startAt) <= now) && (!promo.endAt || Date.parse(promo.endAt) > now)
  );
}

/**
 * Deposit promotions a member can join now: the tenant's (platform.json `cashier.depositPromotions`, the
 * source the reward centre also lists them from: areas/promotions/promotion-lists.ts) while its promotions are on, running now, first-deposit ones only before a first
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
