/**
 * Rebate rates (percent of valid bet) per product type. The platform caps each product type (PRODUCT_TYPES); an
 * agent's own rate is its quota: it gives a downline at most that, and never less than what that downline already
 * gives its own downlines (the tree stays ordered, so no account earns a rate above its upline's).
 */
import { eq, inArray, max } from 'drizzle-orm';
import type { Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { customers, rebateRates } from '../../db/schema.ts';
import { badInput } from '../../shared/errors.ts';
import type { Customer } from '../session/sessions.ts';
import { isAgent } from '../../shared/rules.ts';

/** Product types with the platform's maximum rate (percent). */
const PRODUCT_TYPES: readonly { productType: string; maxRate: number }[] = [
  { productType: 'LOTT', maxRate: 8 },
  { productType: 'RNG', maxRate: 2 },
  { productType: 'LIVE', maxRate: 1.2 },
  { productType: 'SPORTS', maxRate: 1 },
  { productType: 'FISH', maxRate: 2 },
  { productType: 'PVP', maxRate: 1 },
];

const cents = (rate: number) => Math.round(rate * 100);

async function ratesOf(db: Queryable, customerId: number): Promise<Map<string, number>> {
  const rows = await db.select().from(rebateRates).where(eq(rebateRates.customerId, customerId));
  const got = new Map(rows.map((r) => [r.productType, Number(r.rate)]));
  return new Map(PRODUCT_TYPES.map((t) => [t.productType, got.get(t.productType) ?? 0]));
}

/** The ceiling of an account's rates: its upline agent's rates, or the platform's maximum at the top of the tree. */
async function ceilingOf(
  db: Queryable,
  c: Pick<Customer, 'parentId'>,
): Promise<{ rates: Map<string, number>; who: string }> {
  if (c.parentId !== null) {
    const [parent] = await db.select().from(customers).where(eq(customers.id, c.parentId));
    if (parent && isAgent(parent.type)) return { rates: await ratesOf(db, parent.id), who: parent.username };
  }
  return {
    rates: new Map(PRODUCT_TYPES.map((t) => [t.productType, t.maxRate])),
    who: 'the platform maximum',
  };
}

/** The agent's quota: per product type the platform's maximum and the agent's own rate (what it may give). */
export async function rebateSettings(db: Queryable, agent: Customer) {
  const own = await ratesOf(db, agent.id);
  return {
    list: PRODUCT_TYPES.map((t) => ({
      productType: t.productType,
      maxRate: t.maxRate,
      myRate: own.get(t.productType) ?? 0,
    })),
  };
}

export async function downlineRebates(db: Queryable, customerId: number) {
  const rates = await ratesOf(db, customerId);
  return {
    list: PRODUCT_TYPES.map((t) => ({ productType: t.productType, rate: rates.get(t.productType) ?? 0 })),
  };
}

function checkRate(rate: number, field: string): void {
  if (!Number.isFinite(rate) || rate < 0) throw badInput(field, 'must be 0 or more');
  if (Math.abs(rate * 100 - Math.round(rate * 100)) > 1e-6) throw badInput(field, 'at most 2 decimals');
}

/** A single rate for every product type of a new downline: at most the agent's own rate of each. */
export async function checkNewDownlineRate(db: Queryable, agent: Customer, rate: number): Promise<void> {
  checkRate(rate, 'rebateRate');
  const own = await ratesOf(db, agent.id);
  for (const t of PRODUCT_TYPES) {
    const mine = own.get(t.productType) ?? 0;
    if (cents(rate) > cents(mine))
      throw badInput('rebateRate', `at most ${mine} (your own ${t.productType} rate)`);
  }
}

export async function setUniformRate(
  db: Queryable,
  tenant: Tenant,
  customerId: number,
  rate: number,
  at: Date,
): Promise<void> {
  if (rate <= 0) return;
  await db.insert(rebateRates).values(
    PRODUCT_TYPES.map((t) => ({
      customerId,
      productType: t.productType,
      tenantId: tenant.id,
      rate: rate.toFixed(2),
      updatedAt: at,
    })),
  );
}

/**
 * Changes a downline's rates: each at most its upline's own rate and at least the highest rate the downline gives
 * any of its direct downlines. Checked in full before anything is written; written in one transaction.
 */
export async function updateDownlineRebates(
  db: Queryable,
  tenant: Tenant,
  downline: Customer,
  rebates: { productType: string; rate: number }[],
  at: Date,
): Promise<void> {
  const seen = new Set<string>();
  const ceiling = await ceilingOf(db, downline);
  const children = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.parentId, downline.id));
  const floors = new Map<string, number>();
  if (children.length) {
    const rows = await db
      .select({ productType: rebateRates.productType, rate: max(rebateRates.rate) })
      .from(rebateRates)
      .where(
        inArray(
          rebateRates.customerId,
          children.map((c) => c.id),
        ),
      )
      .groupBy(rebateRates.productType);
    for (const r of rows) floors.set(r.productType, Number(r.rate ?? 0));
  }
  for (const [i, r] of rebates.entries()) {
    const type = r.productType.trim().toUpperCase();
    if (!PRODUCT_TYPES.some((t) => t.productType === type))
      throw badInput(
        `rebates.${i}.productType`,
        `must be one of ${PRODUCT_TYPES.map((t) => t.productType).join(', ')}`,
      );
    if (seen.has(type)) throw badInput(`rebates.${i}.productType`, `${type} is given twice`);
    seen.add(type);
    checkRate(r.rate, `rebates.${i}.rate`);
    const top = ceiling.rates.get(type) ?? 0;
    if (cents(r.rate) > cents(top))
      throw badInput(`rebates.${i}.rate`, `at most ${top} (the ${type} rate of ${ceiling.who})`);
    const floor = floors.get(type) ?? 0;
    if (cents(r.rate) < cents(floor))
      throw badInput(
        `rebates.${i}.rate`,
        `at least ${floor} (the ${type} rate ${downline.username} already gives a downline)`,
      );
  }
  await db.transaction(async (tx) => {
    for (const r of rebates) {
      const productType = r.productType.trim().toUpperCase();
      await tx
        .insert(rebateRates)
        .values({
          customerId: downline.id,
          productType,
          tenantId: tenant.id,
          rate: r.rate.toFixed(2),
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: [rebateRates.customerId, rebateRates.productType],
          set: { rate: r.rate.toFixed(2), updatedAt: at },
        });
    }
  });
}
