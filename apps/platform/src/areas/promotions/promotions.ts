/**
 * Promotions and the reward centre (REWCEN3). One source of promotions per tenant, its platform.json: the reward
 * centre's own (`rewards.promotions`: MANUAL, NEW_REGISTER / SIGNUP, RAFFLE) and the deposit promotions
 * (`cashier.depositPromotions`, listed here as DEPOSIT or FIRST_DEPOSIT and joined on the deposit form, the bonus paid
 * when the deposit is credited: areas/cashier/cashier.ts). Besides them each member sees a MISSION promotion per mission
 * (areas/missions/missions.ts) and an UPGRADE_BONUS per VIP level reached or next (areas/vip/vip.ts).
 *
 * Activity statuses (accounts §4) as a member sees them: COMING_SOON (not started), CLOSE (ended, or not for this
 * member any more), JOIN (can join: apply for a MANUAL one, pick a deposit one on the deposit form), JOINED (a pending
 * deposit joined it), APPLYING (a MANUAL application waits for the merchant), REJECTED (it was refused), ISSUED (the
 * merchant issued it: claim it), CLAIM (it can be claimed now), PROCESS (in progress: play on to reach it), CLAIMED
 * (paid). Every claim pays once (reward_claims' unique source key) and through the ledger, with its turnover.
 */
import { and, eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable, Tx } from '../../db/index.ts';
import { deposits, rewardClaims } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import type { RewardPromotion } from './settings.ts';
import { cashierOf } from '../cashier/config.ts';
import * as missions from '../missions/missions.ts';
import {
  alreadyClaimed,
  claimsOf,
  issueAndPay,
  lockMember,
  money,
  notAvailable,
  notClaimable,
  payClaim,
  periodEnd,
  periodStart,
  titleIn,
  type ClaimRow,
} from './rewards.ts';
import { rewardsOf } from './rewards-config.ts';
import type { Customer } from '../session/sessions.ts';
import * as vip from '../vip/vip.ts';
import { once } from '../../ledger/ledger.ts';

export type PromotionStatus =
  | 'JOIN'
  | 'CLAIM'
  | 'APPLYING'
  | 'CLOSE'
  | 'REJECTED'
  | 'ISSUED'
  | 'CLAIMED'
  | 'PROCESS'
  | 'JOINED'
  | 'COMING_SOON';
export const CLAIMABLE_STATUSES: readonly PromotionStatus[] = ['CLAIM', 'ISSUED'];

type PromotionBase = {
  id: string;
  title: string;
  promotionType: string;
  status: PromotionStatus;
  content?: string;
  bonus?: number;
  startTime?: number;
  endTime?: number;
};
export type PromotionView = PromotionBase & { claimable: boolean } & Record<string, unknown>;

const MISSION_PREFIX = 'MISSION-';
const UPGRADE_PREFIX = 'UPGRADE-';

export function promotionsOn(tenant: Tenant): boolean {
  return tenant.config.promotions.enabled && tenant.config.modules.REWCEN3 !== false;
}

function timing(
  p: Platform,
  x: { startAt?: string | undefined; endAt?: string | undefined },
): 'COMING_SOON' | 'CLOSE' | null {
  const now = p.clock.now().getTime();
  if (x.startAt && Date.parse(x.startAt) > now) return 'COMING_SOON';
  if (x.endAt && Date.parse(x.endAt) <= now) return 'CLOSE';
  return null;
}

const times = (x: { startAt?: string | undefined; endAt?: string | undefined }) => ({
  ...(x.startAt ? { startTime: Date.parse(x.startAt) } : {}),
  ...(x.endAt ? { endTime: Date.parse(x.endAt) } : {}),
});

function view(base: PromotionBase & Record<string, unknown>): PromotionView {
  return { ...base, claimable: CLAIMABLE_STATUSES.includes(base.status) };
}

/** A raffle's week: tickets earned by valid bet since Monday (UTC), used by claims of the same week. */
async function raffleState(db: Queryable, c: Customer, promo: RewardPromotion, now: Date) {
  const start = periodStart('WEEKLY', now);
  const played = await vip.validBet(db, c.id, start);
  const earned =
    promo.ticketPerValidBet > 0
      ? Math.min(promo.maxTickets, Math.floor(played / promo.ticketPerValidBet))
      : 0;
  const prefix = `raffle:${promo.promotionId}:${start.toISOString().slice(0, 10)}:`;
  const used = (await claimsOf(db, c.id, 'RAFFLE')).filter((r) => r.sourceKey.startsWith(prefix)).length;
  return {
    start,
    end: periodEnd('WEEKLY', start),
    played,
    earned,
    used,
    ticketsLeft: Math.max(0, earned - used),
    nextKey: `${prefix}${used + 1}`,
  };
}

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

function promotionById(tenant: Tenant, id: string): RewardPromotion | undefined {
  return rewardsOf(tenant).promotions.find((x) => x.promotionId === id);
}

/**
 * Claims (or joins) a promotion by its id in the lists: an ISSUED or CLAIM promotion pays; a MANUAL one not applied
 * for is applied for (APPLYING); a RAFFLE draws a ticket; MISSION-<id> and UPGRADE-<level> pay the mission or the
 * level's bonus. Once per Idempotency-Key; each reward once whatever the keys.
 */
export async function claim(
  p: Platform,
  tenant: Tenant,
  customer: Customer,
  id: string,
  key: string | undefined,
  language: string,
) {
  const c = customer;
  if (!promotionsOn(tenant)) throw notAvailable('Promotions are not offered on this site');
  if (id.startsWith(MISSION_PREFIX)) {
    const r = await missions.claim(p, tenant, c, id.slice(MISSION_PREFIX.length), key, language);
    return { ...r, id, promotionType: 'MISSION' };
  }
  if (id.startsWith(UPGRADE_PREFIX)) return claimUpgrade(p, tenant, c, id, key);
  const promo = promotionById(tenant, id);
  if (!promo) {
    const dep = cashierOf(tenant).depositPromotions.find((d) => d.promotionId === id);
    if (dep)
      throw notClaimable(
        `id: ${dep.title} is joined on the deposit form: its bonus is paid when the deposit is credited`,
      );
    throw new DomainError(E.notFound, `id: no promotion ${id}`, 'notFound', { field: 'id' });
  }
  const time = timing(p, promo);
  if (promo.type === 'RAFFLE') {
    if (time)
      throw notClaimable(
        time === 'COMING_SOON' ? `id: ${promo.title} has not started` : `id: ${promo.title} has ended`,
      );
    return drawRaffle(p, tenant, c, promo, key);
  }
  const { result, replayed } = await once(
    p,
    { tenantId: tenant.id, customerId: c.id, kind: 'promotion_claim', key },
    async (tx) => {
      await lockMember(tx, c.id);
      const at = p.clock.now();
      if (promo.type === 'NEW_REGISTER' || promo.type === 'SIGNUP') {
        const [had] = await tx
          .select({ id: rewardClaims.id })
          .from(rewardClaims)
          .where(
            and(eq(rewardClaims.customerId, c.id), eq(rewardClaims.sourceKey, `signup:${promo.promotionId}`)),
          );
        if (had) throw alreadyClaimed(`id: ${promo.title} is already claimed`);
        if (time)
          throw notClaimable(
            time === 'COMING_SOON' ? `id: ${promo.title} has not started` : `id: ${promo.title} has ended`,
          );
        if (at.getTime() - c.createdAt.getTime() > promo.withinDays * 86_400_000)
          throw notClaimable(
            `id: ${promo.title} is for accounts registered in the last ${promo.withinDays} days`,
          );
        const row = await issueAndPay(tx, tenant, {
          customerId: c.id,
          kind: 'PROMOTION',
          subject: promo.promotionId,
          title: promo.title,
          amount: promo.bonus,
          sourceKey: `signup:${promo.promotionId}`,
          multiplier: promo.turnoverMultiplier,
          at,
        });
        if (!row) throw alreadyClaimed(`id: ${promo.title} is already claimed`);
        return {
          id: promo.promotionId,
          promotionType: promo.type,
          amount: money(row.amount),
          status: 'CLAIMED',
          claimId: String(row.id),
        };
      }
      // MANUAL: apply, or claim what the merchant issued.
      const [row] = await tx
        .select()
        .from(rewardClaims)
        .where(
          and(eq(rewardClaims.customerId, c.id), eq(rewardClaims.sourceKey, `manual:${promo.promotionId}`)),
        );
      if (!row) {
        if (time)
          throw notClaimable(
            time === 'COMING_SOON' ? `id: ${promo.title} has not started` : `id: ${promo.title} has ended`,
          );
        const [applied] = await tx
          .insert(rewardClaims)
          .values({
            tenantId: tenant.id,
            customerId: c.id,
            kind: 'PROMOTION',
            subject: promo.promotionId,
            title: promo.title,
            status: 'APPLYING',
            amount: promo.bonus.toFixed(2),
            sourceKey: `manual:${promo.promotionId}`,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        return {
          id: promo.promotionId,
          promotionType: promo.type,
          amount: 0,
          status: 'APPLYING',
          claimId: String(applied!.id),
        };
      }
      if (row.status === 'APPLYING')
        throw notClaimable(`id: your application for ${promo.title} is being reviewed`);
      if (row.status === 'REJECTED')
        throw notClaimable(
          `id: your application for ${promo.title} was rejected${row.remark ? ` (${row.remark})` : ''}`,
        );
      if (row.status === 'CLAIMED') throw alreadyClaimed(`id: ${promo.title} is already claimed`);
      await payClaim(tx, tenant, row, promo.turnoverMultiplier, at);
      return {
        id: promo.promotionId,
        promotionType: promo.type,
        amount: money(row.amount),
        status: 'CLAIMED',
        claimId: String(row.id),
      };
    },
  );
  return { ...result, replayed };
}

async function claimUpgrade(p: Platform, tenant: Tenant, c: Customer, id: string, key: string | undefined) {
  if (tenant.config.modules.MEMCLUB3 === false) throw notAvailable('VIP is not offered on this site');
  const level = Number(id.slice(UPGRADE_PREFIX.length));
  const l = vip.levels(tenant).find((x) => x.level === level && x.level > 0);
  if (!Number.isInteger(level) || !l)
    throw new DomainError(E.notFound, `id: no VIP level ${id.slice(UPGRADE_PREFIX.length)}`, 'notFound', {
      field: 'id',
    });
  if (l.upgradeBonus <= 0) throw notClaimable(`id: ${l.name} has no upgrade bonus`);
  const reached = await vip.syncLevel(p, tenant, c);
  if (reached < l.level)
    throw notClaimable(`id: reach ${l.name} first (you are ${vip.levelOf(tenant, reached).name})`);
  const { result, replayed } = await once(
    p,
    { tenantId: tenant.id, customerId: c.id, kind: 'upgrade_claim', key },
    async (tx) => {
      await lockMember(tx, c.id);
      const row = await issueAndPay(tx, tenant, {
        customerId: c.id,
        kind: 'UPGRADE_BONUS',
        subject: String(l.level),
        title: `${l.name} upgrade bonus`,
        amount: l.upgradeBonus,
        sourceKey: `upgrade:${l.level}`,
        multiplier: rewardsOf(tenant).vipTurnoverMultiplier,
        at: p.clock.now(),
      });
      if (!row) throw alreadyClaimed(`id: the ${l.name} upgrade bonus is already claimed`);
      return {
        id,
        promotionType: 'UPGRADE_BONUS',
        amount: money(row.amount),
        status: 'CLAIMED',
        claimId: String(row.id),
        rankLevel: l.level,
      };
    },
  );
  return { ...result, replayed };
}

function raffleById(tenant: Tenant, id: string): RewardPromotion {
  const promo = promotionById(tenant, id);
  if (!promo)
    throw new DomainError(E.notFound, `promotionId: no promotion ${id}`, 'notFound', {
      field: 'promotionId',
    });
  if (promo.type !== 'RAFFLE') throw badInput('promotionId', `${promo.title} is not a raffle`);
  return promo;
}

function draw(promo: RewardPromotion) {
  const total = promo.prizes.reduce((s, x) => s + x.weight, 0);
  if (total <= 0) return { name: 'No prize', amount: 0 };
  let pick = randomInt(total);
  for (const x of promo.prizes) {
    if (pick < x.weight) return x;
    pick -= x.weight;
  }
  return promo.prizes[promo.prizes.length - 1]!;
}

/** Uses one raffle ticket of the week: draws a prize and pays it. */
async function drawRaffle(
  p: Platform,
  tenant: Tenant,
  c: Customer,
  promo: RewardPromotion,
  key: string | undefined,
) {
  const { result, replayed } = await once(
    p,
    { tenantId: tenant.id, customerId: c.id, kind: 'raffle_claim', key },
    async (tx: Tx) => {
      await lockMember(tx, c.id);
      const at = p.clock.now();
      const r = await raffleState(tx, c, promo, at);
      if (r.ticketsLeft <= 0) {
        if (r.used >= promo.maxTickets)
          throw alreadyClaimed(
            `promotionId: every ticket of ${promo.title} is drawn this week`,
            'promotionId',
          );
        throw notClaimable(
          `promotionId: no ticket left: one ticket for every ${tenant.config.currencySymbol}${promo.ticketPerValidBet.toLocaleString('en-US')} of valid bet this week`,
          'promotionId',
        );
      }
      const prize = draw(promo);
      const row = await issueAndPay(tx, tenant, {
        customerId: c.id,
        kind: 'RAFFLE',
        subject: promo.promotionId,
        title: promo.title,
        amount: prize.amount,
        prize: prize.name,
        sourceKey: r.nextKey,
        multiplier: promo.turnoverMultiplier,
        at,
      });
      if (!row) throw alreadyClaimed('promotionId: this ticket is already drawn', 'promotionId');
      return {
        id: promo.promotionId,
        promotionType: 'RAFFLE',
        prize: prize.name,
        amount: money(row.amount),
        status: 'CLAIMED',
        claimId: String(row.id),
        ticketsLeft: r.ticketsLeft - 1,
      };
    },
  );
  return { ...result, replayed };
}

export async function claimRaffle(
  p: Platform,
  tenant: Tenant,
  customer: Customer,
  promotionId: string,
  key: string | undefined,
) {
  const c = customer;
  if (!promotionsOn(tenant)) throw notAvailable('Promotions are not offered on this site');
  const promo = raffleById(tenant, promotionId);
  const time = timing(p, promo);
  if (time)
    throw notClaimable(
      time === 'COMING_SOON'
        ? `promotionId: ${promo.title} has not started`
        : `promotionId: ${promo.title} has ended`,
      'promotionId',
    );
  return drawRaffle(p, tenant, c, promo, key);
}

export async function raffleStatus(p: Platform, tenant: Tenant, c: Customer, promotionId: string) {
  const promo = raffleById(tenant, promotionId);
  const time = timing(p, promo);
  const r = await raffleState(p.db, c, promo, p.clock.now());
  const status: PromotionStatus =
    !promotionsOn(tenant) || c.type === 4
      ? 'CLOSE'
      : (time ?? (r.ticketsLeft > 0 ? 'CLAIM' : r.used >= promo.maxTickets ? 'CLAIMED' : 'PROCESS'));
  const draws = (await claimsOf(p.db, c.id, 'RAFFLE'))
    .filter((x: ClaimRow) => x.subject === promo.promotionId && x.createdAt >= r.start)
    .map((x) => ({
      claimId: String(x.id),
      prize: x.prize,
      amount: money(x.amount),
      createTime: x.createdAt.getTime(),
    }));
  return {
    promotionId: promo.promotionId,
    status,
    ticketsLeft: r.ticketsLeft,
    ticketsUsed: r.used,
    ticketsEarned: r.earned,
    maxTickets: promo.maxTickets,
    validBet: r.played,
    ticketPerValidBet: promo.ticketPerValidBet,
    startTime: r.start.getTime(),
    endTime: r.end.getTime(),
    draws,
  };
}

/**
 * The merchant's review of a MANUAL promotion (dev call; the back office's): `issue` turns an application (or no
 * application: the merchant issues it directly) into ISSUED for the member to claim; `reject` refuses an application.
 */
export async function review(
  p: Platform,
  tenant: Tenant,
  customerId: number,
  promotionId: string,
  action: 'issue' | 'reject',
  remark: string | undefined,
) {
  const promo = promotionById(tenant, promotionId);
  if (!promo || promo.type !== 'MANUAL')
    throw badInput('promotionId', 'is not a MANUAL promotion of this site');
  return p.db.transaction(async (tx) => {
    await lockMember(tx, customerId);
    const at = p.clock.now();
    const key = `manual:${promo.promotionId}`;
    const [row] = await tx
      .select()
      .from(rewardClaims)
      .where(and(eq(rewardClaims.customerId, customerId), eq(rewardClaims.sourceKey, key)));
    if (row && row.status !== 'APPLYING')
      throw new DomainError(
        'INVALID_STATE',
        `promotionId: the member's ${promo.title} is already ${row.status}`,
        'refused',
        { field: 'promotionId' },
      );
    if (!row && action === 'reject')
      throw new DomainError(
        'INVALID_STATE',
        `promotionId: the member has not applied for ${promo.title}`,
        'refused',
        {
          field: 'promotionId',
        },
      );
    const status = action === 'issue' ? 'ISSUED' : 'REJECTED';
    const [saved] = row
      ? await tx
          .update(rewardClaims)
          .set({ status, remark: remark ?? null, updatedAt: at })
          .where(eq(rewardClaims.id, row.id))
          .returning()
      : await tx
          .insert(rewardClaims)
          .values({
            tenantId: tenant.id,
            customerId,
            kind: 'PROMOTION',
            subject: promo.promotionId,
            title: promo.title,
            status,
            amount: promo.bonus.toFixed(2),
            sourceKey: key,
            remark: remark ?? null,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
    return { claimId: String(saved!.id), promotionId: promo.promotionId, status: saved!.status };
  });
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
