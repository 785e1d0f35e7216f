/**
 * The promotion lists (REWCEN3): a guest's, and a member's with the member's status in each (the reward centre's own, the
 * deposit promotions, a MISSION per mission and an UPGRADE_BONUS per VIP level), and the header badge's count.
 * Statuses: promotion-status.ts.
 */
import { eq } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { deposits } from '../../db/schema.ts';
import { cashierOf } from '../cashier/config.ts';
import * as missions from '../missions/missions.ts';
import { claimsOf, money, titleIn } from './rewards.ts';
import { rewardsOf } from './rewards-config.ts';
import type { Customer } from '../session/sessions.ts';
import * as vip from '../vip/vip.ts';
import {
  type PromotionStatus,
  type PromotionView,
  MISSION_PREFIX,
  UPGRADE_PREFIX,
  promotionsOn,
  timing,
  times,
  view,
} from './promotion-status.ts';
import { raffleState } from './raffles.ts';

/** The tenant's promotions as a guest sees them (no member state). */
export function guestPromotions(p: Platform, tenant: Tenant, language: string): PromotionView[] {
  if (!promotionsOn(tenant)) return [];
  const own = rewardsOf(tenant).promotions.map((x) =>
    view({
      id: x.promotionId,
      title: titleIn(x, language),
      promotionType: x.type,
      status: timing(p, x) ?? 'JOIN',
      content: x.content,
      bonus: x.bonus,
      ...times(x),
      turnoverMultiplier: x.turnoverMultiplier,
    }),
  );
  return [...own, ...depositPromotionViews(p, tenant, language, null)];
}

function depositPromotionViews(
  p: Platform,
  tenant: Tenant,
  language: string,
  state: { firstDone: boolean; joined: Set<string>; credited: Set<string> } | null,
): PromotionView[] {
  return cashierOf(tenant).depositPromotions.map((d) => {
    const type = d.firstDepositOnly ? 'FIRST_DEPOSIT' : 'DEPOSIT';
    let status: PromotionStatus = timing(p, d) ?? 'JOIN';
    if (state && status === 'JOIN') {
      if (state.joined.has(d.promotionId)) status = 'JOINED';
      else if (d.firstDepositOnly && state.credited.has(d.promotionId)) status = 'CLAIMED';
      else if (d.firstDepositOnly && state.firstDone) status = 'CLOSE';
    }
    return view({
      id: d.promotionId,
      title: d.titles[language] ?? d.title,
      promotionType: type,
      status,
      content: `<p>${Math.round(d.bonusRate * 100)}% of the deposit up to ${tenant.config.currencySymbol}${d.maxBonus.toLocaleString('en-US')}, from a deposit of ${tenant.config.currencySymbol}${d.minDeposit.toLocaleString('en-US')}. Choose it on the deposit form. Turnover ${d.turnoverMultiplier}x the bonus.</p>`,
      bonus: d.maxBonus,
      ...times(d),
      bonusRate: d.bonusRate,
      minDeposit: d.minDeposit,
      turnoverMultiplier: d.turnoverMultiplier,
      joinAt: 'DEPOSIT',
    });
  });
}

/** Every promotion with the member's status in it, in the member's language. */
export async function memberPromotions(
  p: Platform,
  tenant: Tenant,
  c: Customer,
  language: string,
  db: Queryable = p.db,
): Promise<PromotionView[]> {
  if (!promotionsOn(tenant)) return [];
  const now = p.clock.now();
  const rows = await claimsOf(db, c.id);
  const byKey = new Map(rows.map((r) => [r.sourceKey, r]));
  const trial = c.type === 4;
  const out: PromotionView[] = [];
  for (const x of rewardsOf(tenant).promotions) {
    const base = {
      id: x.promotionId,
      title: titleIn(x, language),
      promotionType: x.type,
      content: x.content,
      bonus: x.bonus,
      ...times(x),
      turnoverMultiplier: x.turnoverMultiplier,
    };
    const time = timing(p, x);
    if (x.type === 'MANUAL') {
      const row = byKey.get(`manual:${x.promotionId}`);
      const status: PromotionStatus = row
        ? (row.status as PromotionStatus)
        : (time ?? (trial ? 'CLOSE' : 'JOIN'));
      // A row (applied, issued, rejected, claimed) keeps its status even after the promotion ends: an issued one stays claimable.
      out.push(
        view({
          ...base,
          status,
          ...(row
            ? {
                claimId: String(row.id),
                bonus: money(row.amount),
                ...(row.remark ? { remark: row.remark } : {}),
              }
            : {}),
        }),
      );
    } else if (x.type === 'NEW_REGISTER' || x.type === 'SIGNUP') {
      const row = byKey.get(`signup:${x.promotionId}`);
      const inTime = now.getTime() - c.createdAt.getTime() <= x.withinDays * 86_400_000;
      out.push(
        view({
          ...base,
          status: row ? 'CLAIMED' : (time ?? (trial || !inTime ? 'CLOSE' : 'CLAIM')),
          claimUntil: c.createdAt.getTime() + x.withinDays * 86_400_000,
        }),
      );
    } else {
      const r = await raffleState(db, c, x, now);
      const status: PromotionStatus =
        time ??
        (trial ? 'CLOSE' : r.ticketsLeft > 0 ? 'CLAIM' : r.used >= x.maxTickets ? 'CLAIMED' : 'PROCESS');
      out.push(
        view({
          ...base,
          status,
          ticketsLeft: r.ticketsLeft,
          ticketsUsed: r.used,
          ticketPerValidBet: x.ticketPerValidBet,
          maxTickets: x.maxTickets,
          prizes: x.prizes.map((z) => ({ name: z.name, amount: z.amount })),
          ...(time ? {} : { startTime: r.start.getTime(), endTime: r.end.getTime() }),
        }),
      );
    }
  }
  // Deposit promotions: joined by a pending deposit, paid by a credited one.
  const dep = await db
    .select({ promotionId: deposits.promotionId, status: deposits.status, bonus: deposits.bonus })
    .from(deposits)
    .where(eq(deposits.customerId, c.id));
  out.push(
    ...depositPromotionViews(p, tenant, language, {
      firstDone: dep.some((d) => d.status === 'SUCCESS'),
      joined: new Set(dep.filter((d) => d.status === 'PENDING' && d.promotionId).map((d) => d.promotionId!)),
      credited: new Set(
        dep
          .filter((d) => d.status === 'SUCCESS' && d.promotionId && Number(d.bonus) > 0)
          .map((d) => d.promotionId!),
      ),
    }).map((v) => (trial && v.status === 'JOIN' ? { ...v, status: 'CLOSE' as const, claimable: false } : v)),
  );
  // A MISSION promotion per mission, claimed through missions.claim or here.
  if (missions.missionsOn(tenant)) {
    for (const m of rewardsOf(tenant).missions) {
      const s = await missions.missionState(db, tenant, c, m, now, language);
      const status: PromotionStatus =
        s.view.status === 'CLAIMABLE' ? 'CLAIM' : s.view.status === 'CLAIMED' ? 'CLAIMED' : 'PROCESS';
      out.push(
        view({
          id: `${MISSION_PREFIX}${m.missionId}`,
          title: s.view.title,
          promotionType: 'MISSION',
          status: trial ? 'CLOSE' : status,
          content: `<p>${m.description}</p>`,
          bonus: s.view.claimableReward || s.view.reward,
          startTime: s.view.startTime,
          endTime: s.view.endTime,
          missionId: m.missionId,
          progress: s.view.score,
          target: s.view.target,
        }),
      );
    }
  }
  // An UPGRADE_BONUS per VIP level with a bonus: reached (claim or claimed) or the next one (in progress).
  if (tenant.config.modules.MEMCLUB3 !== false && !trial) {
    const level = await vip.syncLevel(p, tenant, c);
    for (const l of vip.levels(tenant)) {
      if (l.level === 0 || l.upgradeBonus <= 0) continue;
      if (l.level > level + 1) break;
      const row = byKey.get(`upgrade:${l.level}`);
      const status: PromotionStatus = row ? 'CLAIMED' : l.level <= level ? 'CLAIM' : 'PROCESS';
      out.push(
        view({
          id: `${UPGRADE_PREFIX}${l.level}`,
          title: `${l.name} upgrade bonus`,
          promotionType: 'UPGRADE_BONUS',
          status,
          content: `<p>Paid once on reaching ${l.name} (total turnover ${tenant.config.currencySymbol}${l.totalTurnover.toLocaleString('en-US')}).</p>`,
          bonus: l.upgradeBonus,
          rankLevel: l.level,
        }),
      );
    }
  }
  return out;
}

export async function claimable(
  p: Platform,
  tenant: Tenant,
  c: Customer,
  language: string,
  input: { promotionType?: string | undefined; status?: string | undefined },
) {
  const all = await memberPromotions(p, tenant, c, language);
  const status = input.status?.toUpperCase();
  const list = all.filter(
    (x) =>
      (!input.promotionType || x.promotionType === input.promotionType.toUpperCase()) &&
      (status ? x.status === status : x.claimable),
  );
  return { list, total: list.length };
}

/** Count for the header badge: promotions the member can claim now. */
export async function availableCount(
  p: Platform,
  tenant: Tenant,
  c: Customer,
  language: string,
): Promise<number> {
  return (await memberPromotions(p, tenant, c, language)).filter((x) => x.claimable).length;
}
