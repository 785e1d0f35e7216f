/**
 * The responsible-gaming guards other areas call, inside the transaction of the action they guard (after locking the
 * customer), so two actions at once cannot both pass a limit and a refused action moves no money:
 * - a deposit order: the break, the deposit limits and the maximum balance (cashier/deposits.ts);
 * - a bet: the break, the loss and wager limits (games/demo-game.ts);
 * - a game launch and a promotion claim: the break (games/launch.ts, promotions/claims.ts);
 * - an agent's transfer to a downline: the downline's break and maximum balance (agent/money.ts).
 * The session limit is checked by the mount on every call (sessionOverLimit).
 */
import { limitsOf as kindsOf, passesLimit, remainingUnder, type LimitKind } from '@wl/domain';
import type { Queryable } from '../../db/index.ts';
import { DomainError, E } from '../../shared/errors.ts';
import { activeBreak, onBreakError } from './breaks.ts';
import { limitsOf, usedOf } from './limits.ts';

const WORDS: Record<LimitKind, string> = {
  depositDaily: 'daily deposit limit',
  depositWeekly: 'weekly deposit limit',
  depositMonthly: 'monthly deposit limit',
  lossDaily: 'daily loss limit',
  lossWeekly: 'weekly loss limit',
  lossMonthly: 'monthly loss limit',
  wagerDaily: 'daily wager limit',
  wagerWeekly: 'weekly wager limit',
  wagerMonthly: 'monthly wager limit',
  sessionMinutes: 'session limit',
  maxBalance: 'maximum balance',
};

function limitError(kind: LimitKind, limit: number, remaining: number): DomainError {
  return new DomainError(
    E.limitExceeded,
    `This would pass your ${WORDS[kind]} of ${limit}: ${remaining} is left.`,
    'refused',
    { kind, limit, remaining },
  );
}

/** Refuses when the account is on a time-out or self-excluded. */
export async function refuseOnBreak(db: Queryable, customerId: number, now: Date): Promise<void> {
  const b = await activeBreak(db, customerId, now);
  if (b) throw onBreakError(b);
}

/** Refuses `amount` more of a measure when it would pass any of its limits (the first that it would pass). */
async function refuseOver(
  db: Queryable,
  customerId: number,
  kinds: readonly LimitKind[],
  amount: number,
  now: Date,
): Promise<void> {
  const limits = await limitsOf(db, customerId, now);
  for (const kind of kinds) {
    const limit = limits.get(kind)?.value;
    if (limit === undefined || limit === null) continue;
    const used = await usedOf(db, customerId, kind, now, null);
    if (passesLimit(limit, used, amount)) throw limitError(kind, limit, remainingUnder(limit, used));
  }
}

/** A deposit order of `amount`: refused on a break, over a deposit limit, or above the maximum balance. */
export async function guardDeposit(db: Queryable, customerId: number, amount: number, now: Date) {
  await refuseOnBreak(db, customerId, now);
  await refuseOver(db, customerId, [...kindsOf('deposit'), 'maxBalance'], amount, now);
}

/** A bet of `amount`: refused on a break, or when it could pass a loss limit (a bet can lose all of it) or a wager limit. */
export async function guardBet(db: Queryable, customerId: number, amount: number, now: Date) {
  await refuseOnBreak(db, customerId, now);
  await refuseOver(db, customerId, [...kindsOf('loss'), ...kindsOf('wager')], amount, now);
}

/** Money an agent sends a downline: refused to an account on a break, or above its maximum balance. */
export async function guardIncomingTransfer(db: Queryable, customerId: number, amount: number, now: Date) {
  const b = await activeBreak(db, customerId, now);
  if (b)
    throw new DomainError(
      E.accountOnBreak,
      'This account is taking a break from gambling: it cannot receive transfers.',
      'refused',
      { kind: b.kind },
    );
  await refuseOver(db, customerId, ['maxBalance'], amount, now);
}

/** Whether a session that started at `startedAt` has passed the player's session limit at `now`. */
export function sessionOverLimit(limitMinutes: number | null, startedAt: Date, now: Date): boolean {
  return limitMinutes !== null && now.getTime() - startedAt.getTime() >= limitMinutes * 60_000;
}

export const sessionLimitError = (minutes: number) =>
  new DomainError(
    E.sessionLimitReached,
    `You reached your session limit of ${minutes} minutes: you have been logged out.`,
    'unauthenticated',
    { minutes },
  );
