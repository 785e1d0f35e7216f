/** The turnover a withdrawal needs, and how the cashier shows it (cashier.turnoverInfo). */
import { and, asc, count, eq, gte, isNull, sum } from 'drizzle-orm';
import type { Queryable } from '../../db/index.ts';
import { bets, turnoverRequirements } from '../../db/schema.ts';
import { asNumber, cents } from './config.ts';

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
