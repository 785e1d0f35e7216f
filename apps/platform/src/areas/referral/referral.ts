/**
 * Referral (REWCEN3, while the tenant's promotions.referral is on): every account has a referral code
 * (customers.referral_code); registering with it (session.register `referralCode`) makes the new account the
 * referrer's invitee and pays the referrer the tenant's `rewards.referral.registerReward`, and the invitee's first
 * credited deposit pays `firstDepositReward` (areas/cashier/deposit-settlement.ts creditDeposit). Each reward once per invitee
 * (reward_claims source keys referral:register:<invitee> / referral:deposit:<invitee>), through the ledger with its
 * turnover requirement. Trial accounts neither refer nor are rewarded.
 */
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { customers, deposits, rewardClaims } from '../../db/schema.ts';
import { badInput } from '../../shared/errors.ts';
import { issueAndPay, money } from '../promotions/rewards.ts';
import { rewardsOf } from '../promotions/rewards-config.ts';
import { isTrial } from '../../shared/rules.ts';
import type { Customer } from '../session/sessions.ts';

function referralOn(tenant: Tenant): boolean {
  return (
    tenant.config.promotions.enabled &&
    tenant.config.promotions.referral &&
    tenant.config.modules.REWCEN3 !== false
  );
}

const referralLink = (tenant: Tenant, code: string) =>
  `https://${tenant.config.mainDomain}/register?referralCode=${encodeURIComponent(code)}`;

/** Pays the referrer of `inviteeId` for an event (registration, first deposit) as the tenant's rules say; once each. */
export async function rewardReferrer(
  db: Queryable,
  tenant: Tenant,
  invitee: { id: number; username: string; referredBy: number | null },
  event: 'register' | 'deposit',
  at: Date,
): Promise<number> {
  if (!invitee.referredBy || !referralOn(tenant)) return 0;
  const rules = rewardsOf(tenant).referral;
  const amount = event === 'register' ? rules.registerReward : rules.firstDepositReward;
  if (amount <= 0) return 0;
  const [referrer] = await db.select().from(customers).where(eq(customers.id, invitee.referredBy));
  if (!referrer || isTrial(referrer.type) || referrer.tenantId !== tenant.id) return 0;
  if (rules.maxRewardedInvitees > 0) {
    const [n] = await db
      .select({ n: sql<number>`count(distinct ${rewardClaims.subject})::int` })
      .from(rewardClaims)
      .where(and(eq(rewardClaims.customerId, referrer.id), eq(rewardClaims.kind, 'REFERRAL')));
    const rewarded = await db
      .select({ id: rewardClaims.id })
      .from(rewardClaims)
      .where(
        and(
          eq(rewardClaims.customerId, referrer.id),
          eq(rewardClaims.kind, 'REFERRAL'),
          eq(rewardClaims.subject, String(invitee.id)),
        ),
      )
      .limit(1);
    if (rewarded.length === 0 && Number(n?.n ?? 0) >= rules.maxRewardedInvitees) return 0;
  }
  const title =
    event === 'register'
      ? `Referral: ${invitee.username} registered`
      : `Referral: ${invitee.username} made a first deposit`;
  const row = await issueAndPay(db, tenant, {
    customerId: referrer.id,
    kind: 'REFERRAL',
    subject: String(invitee.id),
    title,
    amount,
    sourceKey: `referral:${event}:${invitee.id}`,
    multiplier: rules.turnoverMultiplier,
    at,
  });
  return row ? amount : 0;
}

/** Called where a deposit is credited: the invitee's first credited deposit rewards its referrer. */
export async function onDepositCredited(
  db: Queryable,
  tenant: Tenant,
  customerId: number,
  at: Date,
): Promise<void> {
  const [c] = await db
    .select({ id: customers.id, username: customers.username, referredBy: customers.referredBy })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!c?.referredBy) return;
  const [n] = await db
    .select({ n: count() })
    .from(deposits)
    .where(and(eq(deposits.customerId, customerId), eq(deposits.status, 'SUCCESS')));
  if (Number(n?.n ?? 0) !== 1) return;
  await rewardReferrer(db, tenant, c, 'deposit', at);
}

async function income(db: Queryable, customerId: number, from?: Date, to?: Date): Promise<number> {
  const [row] = await db
    .select({ s: sql<string>`coalesce(sum(${rewardClaims.amount}), 0)` })
    .from(rewardClaims)
    .where(
      and(
        eq(rewardClaims.customerId, customerId),
        eq(rewardClaims.kind, 'REFERRAL'),
        eq(rewardClaims.status, 'CLAIMED'),
        from ? gte(rewardClaims.createdAt, from) : undefined,
        to ? lt(rewardClaims.createdAt, to) : undefined,
      ),
    );
  return money(row?.s);
}

export async function details(p: Platform, tenant: Tenant, c: Customer) {
  const [n] = await p.db.select({ n: count() }).from(customers).where(eq(customers.referredBy, c.id));
  return {
    referralCode: c.referralCode,
    referralLink: referralLink(tenant, c.referralCode),
    totalInvitations: Number(n?.n ?? 0),
    totalIncome: await income(p.db, c.id),
    promotionDomains: [...tenant.config.domainList],
    enabled: referralOn(tenant) && !isTrial(c.type),
  };
}

export async function list(
  p: Platform,
  c: Customer,
  input: { pageNo?: number | undefined; pageSize?: number | undefined },
) {
  const size = input.pageSize ?? 10;
  const page = input.pageNo ?? 1;
  if (!Number.isInteger(size) || size < 1 || size > 100)
    throw badInput('pageSize', 'must be between 1 and 100');
  if (!Number.isInteger(page) || page < 1) throw badInput('pageNo', 'must be 1 or more');
  const where = eq(customers.referredBy, c.id);
  const [total] = await p.db.select({ n: count() }).from(customers).where(where);
  const rows = await p.db
    .select({ id: customers.id, username: customers.username, createdAt: customers.createdAt })
    .from(customers)
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(size)
    .offset((page - 1) * size);
  const ids = rows.map((r) => r.id);
  const paid = ids.length
    ? await p.db
        .select({ id: deposits.customerId })
        .from(deposits)
        .where(and(inArray(deposits.customerId, ids), eq(deposits.status, 'SUCCESS')))
        .groupBy(deposits.customerId)
    : [];
  const rewards = ids.length
    ? await p.db
        .select({ subject: rewardClaims.subject, s: sql<string>`sum(${rewardClaims.amount})` })
        .from(rewardClaims)
        .where(
          and(
            eq(rewardClaims.customerId, c.id),
            eq(rewardClaims.kind, 'REFERRAL'),
            eq(rewardClaims.status, 'CLAIMED'),
            inArray(rewardClaims.subject, ids.map(String)),
          ),
        )
        .groupBy(rewardClaims.subject)
    : [];
  const deposited = new Set(paid.map((r) => r.id));
  const reward = new Map(rewards.map((r) => [r.subject, money(r.s)]));
  const n = Number(total?.n ?? 0);
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      account: r.username,
      regDate: r.createdAt.getTime(),
      deposited: deposited.has(r.id),
      reward: reward.get(String(r.id)) ?? 0,
    })),
    pageNum: page,
    pageSize: size,
    total: n,
    totalPages: Math.max(1, Math.ceil(n / size)),
  };
}

const DAY = 86_400_000;
function dayArg(v: string | undefined, field: string): Date | undefined {
  if (v === undefined || v === '') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const t = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (!m || Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== v)
    throw badInput(field, 'must be a date yyyy-MM-dd');
  return new Date(t);
}

export async function incomeOverview(
  p: Platform,
  c: Customer,
  input: { startDate?: string | undefined; endDate?: string | undefined },
) {
  const from = dayArg(input.startDate, 'startDate');
  const end = dayArg(input.endDate, 'endDate');
  const to = end ? new Date(end.getTime() + DAY) : undefined;
  if (from && to && from >= to) throw badInput('startDate', 'must not be after endDate');
  const today = new Date(Math.floor(p.clock.now().getTime() / DAY) * DAY);
  const yesterday = new Date(today.getTime() - DAY);
  const [invitees] = await p.db.select({ n: count() }).from(customers).where(eq(customers.referredBy, c.id));
  return {
    totalIncome: await income(p.db, c.id, from, to),
    todayIncome: await income(p.db, c.id, today),
    yesterdayIncome: await income(p.db, c.id, yesterday, today),
    allTimeIncome: await income(p.db, c.id),
    totalInvitations: Number(invitees?.n ?? 0),
  };
}

export function rules(tenant: Tenant) {
  const r = rewardsOf(tenant).referral;
  const sym = tenant.config.currencySymbol;
  const fmt = (n: number) => `${sym}${n.toLocaleString('en-US')}`;
  const items = [
    r.registerReward > 0
      ? `<li>A friend registers with your referral code or link: you receive ${fmt(r.registerReward)}.</li>`
      : '',
    r.firstDepositReward > 0
      ? `<li>Your friend's first deposit is credited: you receive ${fmt(r.firstDepositReward)}.</li>`
      : '',
    r.maxRewardedInvitees > 0 ? `<li>Rewards for at most ${r.maxRewardedInvitees} friends.</li>` : '',
  ].join('');
  return {
    content: `<p>Share your referral code or link. Rewards are paid to your main wallet and ask for ${r.turnoverMultiplier}x their amount in valid bets before a withdrawal. Trial accounts take no part.</p><ul>${items}</ul>`,
    registerReward: r.registerReward,
    firstDepositReward: r.firstDepositReward,
    enabled: referralOn(tenant),
  };
}
