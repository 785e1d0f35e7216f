/**
 * VIP (member club): levels per tenant (platform.json `rewards.vip.levels`), a member's progress from the valid bets of
 * its settled real rounds (this calendar month, UTC, and in total), and the level: the highest whose total turnover the
 * member reached, never below the level it has (seeded or reached before). Reaching a level issues its upgrade bonus,
 * claimed in the reward centre (UPGRADE_BONUS through promotions.claim, areas/promotions/promotion-claims.ts).
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { bets, customers } from '../../db/schema.ts';
import type { VipLevel } from '../promotions/settings.ts';
import { money, periodStart } from '../promotions/rewards.ts';
import { rewardsOf } from '../promotions/rewards-config.ts';
import type { Customer } from '../session/sessions.ts';

export function levels(tenant: Tenant): VipLevel[] {
  return rewardsOf(tenant).vipLevels;
}

/** The level's entry (the highest configured level at or below it). */
export function levelOf(tenant: Tenant, level: number): VipLevel {
  const all = levels(tenant);
  let hit = all[0]!;
  for (const l of all) if (l.level <= level) hit = l;
  return hit;
}

/** The VIP label a member shows (member info, the header): the level's name. */
export const vipLabel = (tenant: Tenant, level: number) => levelOf(tenant, level).name;

/** Valid bet of settled real rounds: since `from` (or in total). */
export async function validBet(db: Queryable, customerId: number, from?: Date): Promise<number> {
  const [row] = await db
    .select({ v: sql<string>`coalesce(sum(${bets.validBet}), 0)` })
    .from(bets)
    .where(
      and(
        eq(bets.customerId, customerId),
        eq(bets.status, 'settled'),
        eq(bets.isTrial, false),
        from ? gte(bets.createdAt, from) : undefined,
      ),
    );
  return money(row?.v);
}

/** The level the member's total turnover reaches, never below its own; stored when it rose. Returns the level. */
export async function syncLevel(p: Platform, tenant: Tenant, c: Customer, total?: number): Promise<number> {
  const reached = total ?? (await validBet(p.db, c.id));
  let level = c.vipLevel;
  for (const l of levels(tenant)) if (reached >= l.totalTurnover && l.level > level) level = l.level;
  if (level > c.vipLevel) {
    await p.db
      .update(customers)
      .set({ vipLevel: sql`greatest(${customers.vipLevel}, ${level})` })
      .where(eq(customers.id, c.id));
    c.vipLevel = level;
  }
  return level;
}

export async function rankProgress(p: Platform, tenant: Tenant, c: Customer) {
  const now = p.clock.now();
  const total = await validBet(p.db, c.id);
  const monthly = await validBet(p.db, c.id, periodStart('MONTHLY', now));
  const level = await syncLevel(p, tenant, c, total);
  const current = levelOf(tenant, level);
  const next = levels(tenant).find((l) => l.level > current.level) ?? null;
  const target = next ?? current;
  return {
    playerRankName: current.name,
    rankLevel: current.level,
    nextRankName: next?.name ?? null,
    nextRankLevel: next?.level ?? null,
    labelName: current.name,
    monthlyTurnover: { actual: monthly, expected: target.monthlyTurnover },
    totalTurnover: { actual: total, expected: target.totalTurnover },
    upgradeBonus: next?.upgradeBonus ?? 0,
  };
}

export function groupLevels(tenant: Tenant) {
  return {
    list: levels(tenant).map((l) => ({
      rankLevel: l.level,
      rankName: l.name,
      monthlyTurnover: l.monthlyTurnover,
      totalTurnover: l.totalTurnover,
    })),
  };
}

export function clubBenefit(tenant: Tenant) {
  return {
    list: levels(tenant).map((l) => ({
      rankLevel: l.level,
      rankName: l.name,
      upgradeBonus: l.upgradeBonus,
      monthlyBonus: l.monthlyBonus,
      rebateRate: l.rebateRate,
    })),
  };
}

export function rankRule(tenant: Tenant) {
  const sym = tenant.config.currencySymbol;
  const fmt = (n: number) => `${sym}${n.toLocaleString('en-US')}`;
  const rows = levels(tenant)
    .map(
      (l) =>
        `<tr><td>${l.name}</td><td>${fmt(l.totalTurnover)}</td><td>${fmt(l.monthlyTurnover)}</td><td>${fmt(l.upgradeBonus)}</td><td>${l.rebateRate}%</td></tr>`,
    )
    .join('');
  const multiple = rewardsOf(tenant).vipTurnoverMultiplier;
  return {
    content: [
      "<p>Your VIP level rises with the valid bets of your settled rounds: reach a level's total turnover and you move up. Levels never go down.</p>",
      `<p>Each level reached pays its upgrade bonus once: claim it in the reward centre. An upgrade bonus asks for ${multiple}x its amount in valid bets before a withdrawal.</p>`,
      `<table><thead><tr><th>Level</th><th>Total turnover</th><th>Monthly turnover</th><th>Upgrade bonus</th><th>Rebate</th></tr></thead><tbody>${rows}</tbody></table>`,
    ].join(''),
  };
}
