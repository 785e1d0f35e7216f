/**
 * Missions (MISSIONLB3): per tenant (platform.json `rewards.missions`), each with milestones of valid bet (or settled
 * round count) in its running period (UTC day, week from Monday, month), counted from the member's settled real bets
 * (the demo game's rounds and the seeded history). Each milestone reached pays its reward once per period
 * (reward_claims source key mission:<id>:<period start>:<milestone>), through the ledger with its turnover requirement.
 */
import { refuseOnBreak } from '../protection/guards.ts';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { bets, customers, rewardClaims } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import type { MissionConfig } from '../promotions/settings.ts';
import {
  alreadyClaimed,
  issueAndPay,
  lockMember,
  maskName,
  money,
  notAvailable,
  notClaimable,
  periodEnd,
  periodStart,
  titleIn,
} from '../promotions/rewards.ts';
import { rewardsOf } from '../promotions/rewards-config.ts';
import type { Customer } from '../session/sessions.ts';
import { once } from '../../ledger/ledger.ts';

const MISSION_MODULE = 'MISSIONLB3';

export function missionsOn(tenant: Tenant): boolean {
  return tenant.config.modules[MISSION_MODULE] !== false;
}

function missionById(tenant: Tenant, missionId: string, field = 'missionId'): MissionConfig {
  const m = rewardsOf(tenant).missions.find((x) => x.missionId === missionId);
  if (!m) throw new DomainError(E.notFound, `${field}: no mission ${missionId}`, 'notFound', { field });
  return m;
}

/** The member's score in the mission's running period. */
async function score(
  db: Queryable,
  customerId: number,
  m: MissionConfig,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await db
    .select({
      v: m.metric === 'BET_COUNT' ? sql<string>`count(*)` : sql<string>`coalesce(sum(${bets.validBet}), 0)`,
    })
    .from(bets)
    .where(
      and(
        eq(bets.customerId, customerId),
        eq(bets.status, 'settled'),
        eq(bets.isTrial, false),
        gte(bets.createdAt, from),
        lt(bets.createdAt, to),
        m.gameType ? eq(bets.gameType, m.gameType) : undefined,
      ),
    );
  return money(row?.v);
}

const keyOf = (m: MissionConfig, start: Date, i: number) =>
  `mission:${m.missionId}:${start.toISOString().slice(0, 10)}:${i + 1}`;

/** A mission as the member stands in it now: progress, milestones reached and claimed, status. */
export async function missionState(
  db: Queryable,
  tenant: Tenant,
  c: Customer,
  m: MissionConfig,
  now: Date,
  language: string,
) {
  const start = periodStart(m.period, now);
  const end = periodEnd(m.period, start);
  const progress = await score(db, c.id, m, start, end);
  const keys = m.milestones.map((_, i) => keyOf(m, start, i));
  const claimed = new Set(
    (
      await db
        .select({ k: rewardClaims.sourceKey })
        .from(rewardClaims)
        .where(and(eq(rewardClaims.customerId, c.id), inArray(rewardClaims.sourceKey, keys)))
    ).map((r) => r.k),
  );
  const milestones = m.milestones.map((x, i) => ({
    index: i + 1,
    target: x.target,
    reward: x.reward,
    reached: progress >= x.target,
    claimed: claimed.has(keys[i]!),
    sourceKey: keys[i]!,
  }));
  const toClaim = milestones.filter((x) => x.reached && !x.claimed);
  const target = m.milestones[m.milestones.length - 1]!.target;
  const status: 'IN_PROGRESS' | 'CLAIMABLE' | 'CLAIMED' =
    toClaim.length > 0 ? 'CLAIMABLE' : milestones.every((x) => x.claimed) ? 'CLAIMED' : 'IN_PROGRESS';
  return {
    view: {
      missionId: m.missionId,
      title: titleIn(m, language),
      description: m.description,
      progress: Math.min(progress, target),
      score: progress,
      target,
      reward: money(m.milestones.reduce((s, x) => s + x.reward, 0)),
      claimableReward: money(toClaim.reduce((s, x) => s + x.reward, 0)),
      status,
      metric: m.metric,
      period: m.period,
      ...(m.gameType ? { gameType: m.gameType } : {}),
      milestonesReached: milestones.filter((x) => x.reached).length,
      milestoneCount: milestones.length,
      startTime: start.getTime(),
      endTime: end.getTime(),
    },
    milestones,
    toClaim,
    start,
  };
}

export async function summary(p: Platform, tenant: Tenant, c: Customer, language: string) {
  if (!missionsOn(tenant)) return { missions: [], claimableCount: 0 };
  const now = p.clock.now();
  const missions = [];
  for (const m of rewardsOf(tenant).missions)
    missions.push((await missionState(p.db, tenant, c, m, now, language)).view);
  return { missions, claimableCount: missions.filter((m) => m.status === 'CLAIMABLE').length };
}

export async function milestones(
  p: Platform,
  tenant: Tenant,
  c: Customer,
  missionId: string,
  language: string,
) {
  const m = missionById(tenant, missionId);
  const s = await missionState(p.db, tenant, c, m, p.clock.now(), language);
  return {
    list: s.milestones.map(({ sourceKey: _k, ...x }) => x),
    missionId: m.missionId,
    progress: s.view.score,
    status: s.view.status,
  };
}

/** Claims every milestone reached and not paid of the running period; once per Idempotency-Key, and each milestone once. */
export async function claim(
  p: Platform,
  tenant: Tenant,
  customer: Customer,
  missionId: string,
  key: string | undefined,
  language: string,
) {
  const c = customer;
  if (!missionsOn(tenant)) throw notAvailable('Missions are not offered on this site');
  await refuseOnBreak(p.db, c.id, p.clock.now());
  const m = missionById(tenant, missionId);
  const multiplier = rewardsOf(tenant).missionTurnoverMultiplier;
  const { result, replayed } = await once(
    p,
    { tenantId: tenant.id, customerId: c.id, kind: 'mission_claim', key },
    async (tx) => {
      await lockMember(tx, c.id);
      const at = p.clock.now();
      const s = await missionState(tx, tenant, c, m, at, language);
      if (s.toClaim.length === 0) {
        if (s.view.status === 'CLAIMED')
          throw alreadyClaimed(
            `missionId: every milestone of ${s.view.title} is claimed for this period`,
            'missionId',
          );
        const next = s.milestones.find((x) => !x.reached);
        throw notClaimable(
          `missionId: nothing to claim yet: ${s.view.title} is at ${s.view.score} of ${next?.target ?? s.view.target}`,
          'missionId',
        );
      }
      let paid = 0;
      const claims: string[] = [];
      for (const x of s.toClaim) {
        const row = await issueAndPay(tx, tenant, {
          customerId: c.id,
          kind: 'MISSION',
          subject: m.missionId,
          title: `${s.view.title} (${x.index}/${s.milestones.length})`,
          amount: x.reward,
          sourceKey: x.sourceKey,
          multiplier,
          at,
        });
        if (row) {
          paid += Math.round(x.reward * 100);
          claims.push(String(row.id));
        }
      }
      return {
        amount: paid / 100,
        missionId: m.missionId,
        milestones: s.toClaim.map((x) => x.index),
        claimIds: claims,
        status: 'CLAIMED',
      };
    },
  );
  return { ...result, replayed };
}

/** The mission's board for its running period: accounts of the tenant by score, names masked. */
export async function leaderboard(
  p: Platform,
  tenant: Tenant,
  input: { missionId?: string | undefined; limitNum?: number | string | undefined },
  me: Customer | undefined,
) {
  const limit = input.limitNum === undefined || input.limitNum === '' ? 10 : Number(input.limitNum);
  if (!Number.isInteger(limit) || limit < 1 || limit > 50)
    throw badInput('limitNum', 'must be between 1 and 50');
  const all = rewardsOf(tenant).missions;
  if (!missionsOn(tenant) || all.length === 0) return { list: [], missionId: null };
  const m = input.missionId ? missionById(tenant, input.missionId) : all[0]!;
  const start = periodStart(m.period, p.clock.now());
  const end = periodEnd(m.period, start);
  const scoreSql = m.metric === 'BET_COUNT' ? sql<string>`count(*)` : sql<string>`sum(${bets.validBet})`;
  const rows = await p.db
    .select({ id: customers.id, username: customers.username, score: scoreSql })
    .from(bets)
    .innerJoin(customers, eq(customers.id, bets.customerId))
    .where(
      and(
        eq(bets.tenantId, tenant.id),
        eq(bets.status, 'settled'),
        eq(bets.isTrial, false),
        gte(bets.createdAt, start),
        lt(bets.createdAt, end),
        m.gameType ? eq(bets.gameType, m.gameType) : undefined,
      ),
    )
    .groupBy(customers.id, customers.username)
    .orderBy(desc(scoreSql), customers.id)
    .limit(limit);
  const top = m.milestones[m.milestones.length - 1]!;
  return {
    missionId: m.missionId,
    startTime: start.getTime(),
    endTime: end.getTime(),
    list: rows.map((r, i) => ({
      rank: i + 1,
      userName: maskName(r.username),
      score: money(r.score),
      reward: Number(r.score) >= top.target ? top.reward : 0,
      ...(me && me.id === r.id ? { me: true } : {}),
    })),
  };
}

export function rules(tenant: Tenant, language: string) {
  const sym = tenant.config.currencySymbol;
  const periods = {
    DAILY: 'today (UTC)',
    WEEKLY: 'this week (from Monday, UTC)',
    MONTHLY: 'this month (UTC)',
  } as const;
  const items = rewardsOf(tenant)
    .missions.map((m) => {
      const unit =
        m.metric === 'BET_COUNT'
          ? (n: number) => `${n} settled rounds`
          : (n: number) => `${sym}${n.toLocaleString('en-US')} valid bet`;
      const steps = m.milestones
        .map((x) => `${unit(x.target)}: ${sym}${x.reward.toLocaleString('en-US')}`)
        .join('; ');
      return `<li><b>${titleIn(m, language)}</b> (${periods[m.period]}${m.gameType ? `, ${m.gameType} only` : ''}): ${steps}.</li>`;
    })
    .join('');
  return {
    content: `<p>Missions count the valid bets of your settled rounds in each mission's period. Every milestone you reach pays its reward once per period: claim it before the period ends. A mission reward asks for ${rewardsOf(tenant).missionTurnoverMultiplier}x its amount in valid bets before a withdrawal. Trial accounts take no part.</p><ul>${items}</ul>`,
  };
}
