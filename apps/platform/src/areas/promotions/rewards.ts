/**
 * What every reward shares (promotions, missions, VIP upgrade bonuses, raffles, referral rewards): a row in
 * reward_claims per reward, unique per member and source key, so a reward pays once whatever clicks, replays or
 * instances race; the payment, a main-wallet credit through the ledger (kind `promotion`, reference R<claim id>); and
 * the turnover the bonus asks for, written in turnover_requirements with the same reference. That requirement is the
 * one rule: the withdrawal check (areas/cashier/turnover.ts `turnover`) sums it and bonus details (reports.bonuses) show it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable, Tx } from '../../db/index.ts';
import { customers, rewardClaims, turnoverRequirements } from '../../db/schema.ts';
import { DomainError, E } from '../../shared/errors.ts';
import { MAIN_WALLET, move } from '../../ledger/ledger.ts';

export type RewardKind = 'PROMOTION' | 'RAFFLE' | 'MISSION' | 'UPGRADE_BONUS' | 'REFERRAL';
export type ClaimRow = typeof rewardClaims.$inferSelect;
/** The ledger kind of every reward credit (one of BONUS_KINDS, reports/account-records.ts). */
const REWARD_LEDGER_KIND = 'promotion';

const cents = (v: string | number | null | undefined) => Math.round(Number(v ?? 0) * 100);
export const money = (v: string | number | null | undefined) => cents(v) / 100;

/**
 * The turnover a bonus requires before a withdrawal: its amount times the multiplier of what paid it, in cents. The
 * one rule for deposit bonuses (cashier) and every reward here.
 */
const bonusTurnoverCents = (bonusCents: number, multiplier: number) =>
  Math.max(0, Math.round(bonusCents * multiplier));

/** Writes the turnover requirement of a bonus credited with `reference` (nothing for a zero requirement). */
export async function requireBonusTurnover(
  db: Queryable,
  r: {
    tenantId: string;
    customerId: number;
    bonusCents: number;
    multiplier: number;
    reference: string;
    sourceId: number;
    at: Date;
  },
): Promise<number> {
  const required = bonusTurnoverCents(r.bonusCents, r.multiplier);
  if (required > 0) {
    await db.insert(turnoverRequirements).values({
      tenantId: r.tenantId,
      customerId: r.customerId,
      source: 'bonus',
      sourceId: r.sourceId,
      amount: (required / 100).toFixed(2),
      reference: r.reference,
      createdAt: r.at,
    });
  }
  return required;
}

/** Serialises one member's reward claims (read what is claimable and claim it in one transaction). */
export async function lockMember(tx: Tx, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

export const notClaimable = (message: string, field = 'id') =>
  new DomainError('NOT_CLAIMABLE', message, 'refused', { field });
export const alreadyClaimed = (message: string, field = 'id') =>
  new DomainError('ALREADY_CLAIMED', message, 'refused', { field });
export const notAvailable = (message: string) => new DomainError(E.functionNotAvailable, message, 'refused');

export async function claimsOf(db: Queryable, customerId: number, kind?: RewardKind): Promise<ClaimRow[]> {
  return db
    .select()
    .from(rewardClaims)
    .where(and(eq(rewardClaims.customerId, customerId), kind ? eq(rewardClaims.kind, kind) : undefined));
}

/**
 * Pays a reward row (inside the caller's transaction): credits the main wallet, writes the turnover requirement,
 * marks the row CLAIMED. Only an ISSUED row pays: a row already CLAIMED pays nothing (returns false).
 */
export async function payClaim(
  tx: Queryable,
  tenant: Tenant,
  row: ClaimRow,
  multiplier: number,
  at: Date,
): Promise<boolean> {
  const [updated] = await tx
    .update(rewardClaims)
    .set({ status: 'CLAIMED', reference: `RW${row.id}`, updatedAt: at })
    .where(and(eq(rewardClaims.id, row.id), eq(rewardClaims.status, 'ISSUED')))
    .returning();
  if (!updated) return false;
  const amountCents = cents(updated.amount);
  if (amountCents > 0) {
    await move(tx, {
      tenantId: tenant.id,
      customerId: row.customerId,
      accountTypeId: MAIN_WALLET,
      amount: (amountCents / 100).toFixed(2),
      kind: REWARD_LEDGER_KIND,
      reference: `RW${row.id}`,
      at,
    });
    await requireBonusTurnover(tx, {
      tenantId: tenant.id,
      customerId: row.customerId,
      bonusCents: amountCents,
      multiplier,
      reference: `RW${row.id}`,
      sourceId: row.id,
      at,
    });
  }
  return true;
}

/**
 * Issues a reward once per source key and pays it at once (missions, upgrade bonuses, raffles, referral, sign-up
 * bonuses). Returns the paid row, or undefined when that source key was used already (nothing paid).
 */
export async function issueAndPay(
  tx: Queryable,
  tenant: Tenant,
  r: {
    customerId: number;
    kind: RewardKind;
    subject: string;
    title: string;
    amount: number;
    sourceKey: string;
    prize?: string;
    multiplier: number;
    at: Date;
  },
): Promise<ClaimRow | undefined> {
  const [row] = await tx
    .insert(rewardClaims)
    .values({
      tenantId: tenant.id,
      customerId: r.customerId,
      kind: r.kind,
      subject: r.subject,
      title: r.title,
      status: 'ISSUED',
      amount: r.amount.toFixed(2),
      prize: r.prize ?? null,
      sourceKey: r.sourceKey,
      createdAt: r.at,
      updatedAt: r.at,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return undefined;
  await payClaim(tx, tenant, row, r.multiplier, r.at);
  return { ...row, status: 'CLAIMED', reference: `RW${row.id}` };
}

/** Claim history (bonus details of the reward centre): every reward row of the member, newest first. */
export async function claimHistory(p: Platform, customerId: number) {
  const rows = await p.db
    .select()
    .from(rewardClaims)
    .where(eq(rewardClaims.customerId, customerId))
    .orderBy(sql`${rewardClaims.createdAt} desc, ${rewardClaims.id} desc`);
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      promotionId: r.subject,
      title: r.title,
      type: r.kind,
      amount: money(r.amount),
      status: r.status,
      createTime: r.createdAt.getTime(),
      updateTime: r.updatedAt.getTime(),
      ...(r.prize ? { prize: r.prize } : {}),
      ...(r.remark ? { remark: r.remark } : {}),
      ...(r.reference ? { reference: r.reference } : {}),
    })),
    total: rows.length,
  };
}

/** Start of the running period (UTC): day, week from Monday, month. */
export function periodStart(period: 'DAILY' | 'WEEKLY' | 'MONTHLY', now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === 'DAILY') return new Date(day);
  if (period === 'WEEKLY') return new Date(day - ((now.getUTCDay() + 6) % 7) * 86_400_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export function periodEnd(period: 'DAILY' | 'WEEKLY' | 'MONTHLY', start: Date): Date {
  if (period === 'DAILY') return new Date(start.getTime() + 86_400_000);
  if (period === 'WEEKLY') return new Date(start.getTime() + 7 * 86_400_000);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/** A name as boards show other members: first 2 and last letter, stars between. */
export const maskName = (name: string) =>
  name.length <= 3
    ? `${name[0] ?? ''}**`
    : `${name.slice(0, 2)}${'*'.repeat(Math.min(4, name.length - 3))}${name.slice(-1)}`;

export const titleIn = (t: { title: string; titles: Record<string, string> }, language: string) =>
  t.titles[language] ?? t.title;
