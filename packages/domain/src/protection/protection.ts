/**
 * Responsible gaming: the player's limits, breaks (time-out and self-exclusion) and reality check. The platform
 * enforces them (apps/platform/src/areas/protection/); the player site shows them. Both read these rules.
 *
 * Periods are rolling: a daily limit counts the last 24 hours, a weekly one the last 7 days, a monthly one the last
 * 30 days, so a limit means the same in every time zone and never resets at midnight to allow a burst.
 */

/** What a limit measures. */
export type LimitMeasure = 'deposit' | 'loss' | 'wager' | 'session' | 'balance';

export const LIMIT_KINDS = [
  'depositDaily',
  'depositWeekly',
  'depositMonthly',
  'lossDaily',
  'lossWeekly',
  'lossMonthly',
  'wagerDaily',
  'wagerWeekly',
  'wagerMonthly',
  'sessionMinutes',
  'maxBalance',
] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export type LimitInfo = {
  readonly measure: LimitMeasure;
  /** The rolling window in days, or null (the session's length, the balance now). */
  readonly days: 1 | 7 | 30 | null;
  /** Money in the tenant's currency, or minutes. */
  readonly unit: 'money' | 'minutes';
};

export const LIMITS: Readonly<Record<LimitKind, LimitInfo>> = {
  depositDaily: { measure: 'deposit', days: 1, unit: 'money' },
  depositWeekly: { measure: 'deposit', days: 7, unit: 'money' },
  depositMonthly: { measure: 'deposit', days: 30, unit: 'money' },
  lossDaily: { measure: 'loss', days: 1, unit: 'money' },
  lossWeekly: { measure: 'loss', days: 7, unit: 'money' },
  lossMonthly: { measure: 'loss', days: 30, unit: 'money' },
  wagerDaily: { measure: 'wager', days: 1, unit: 'money' },
  wagerWeekly: { measure: 'wager', days: 7, unit: 'money' },
  wagerMonthly: { measure: 'wager', days: 30, unit: 'money' },
  sessionMinutes: { measure: 'session', days: null, unit: 'minutes' },
  maxBalance: { measure: 'balance', days: null, unit: 'money' },
};

export const limitsOf = (measure: LimitMeasure): LimitKind[] =>
  LIMIT_KINDS.filter((kind) => LIMITS[kind].measure === measure);

/** The start of a limit's rolling window at `now` (null for the session and balance limits). */
export function windowStart(kind: LimitKind, now: Date): Date | null {
  const days = LIMITS[kind].days;
  return days === null ? null : new Date(now.getTime() - days * 86_400_000);
}

/**
 * Whether changing a limit from `current` to `next` loosens it (a higher value, or no limit where there was one):
 * that waits for the cooling-off period. A stricter value, or a first limit, applies at once. null = no limit.
 */
export function loosens(current: number | null, next: number | null): boolean {
  if (current === null) return false;
  if (next === null) return true;
  return next > current;
}

/**
 * What is left under a limit with `used` of it used, and whether `amount` more would pass it: an action exactly at
 * the limit is allowed, one cent over is refused.
 */
export function remainingUnder(limit: number, used: number): number {
  return Math.max(0, Math.round((limit - used) * 100) / 100);
}
export const passesLimit = (limit: number, used: number, amount: number): boolean =>
  Math.round((used + amount) * 100) > Math.round(limit * 100);

export const TIMEOUT_PERIODS = ['24h', '7d', '30d', '6w'] as const;
export const EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export type TimeoutPeriod = (typeof TIMEOUT_PERIODS)[number];
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
export type BreakKind = 'timeout' | 'selfExclusion';
export type BreakPeriod = TimeoutPeriod | ExclusionPeriod;

export function periodsOf(kind: BreakKind): readonly BreakPeriod[] {
  return kind === 'timeout' ? TIMEOUT_PERIODS : EXCLUSION_PERIODS;
}

/** When a break taken at `from` ends; null: permanent. Months and years are calendar ones (UTC). */
export function breakUntil(period: BreakPeriod, from: Date): Date | null {
  const t = from.getTime();
  const calendar = (months: number) => {
    const d = new Date(t);
    d.setUTCMonth(d.getUTCMonth() + months);
    return d;
  };
  switch (period) {
    case '24h':
      return new Date(t + 86_400_000);
    case '7d':
      return new Date(t + 7 * 86_400_000);
    case '30d':
      return new Date(t + 30 * 86_400_000);
    case '6w':
      return new Date(t + 42 * 86_400_000);
    case '6m':
      return calendar(6);
    case '1y':
      return calendar(12);
    case '5y':
      return calendar(60);
    case 'permanent':
      return null;
  }
}

/**
 * A break as the platform keeps it, and whether it restricts the account at `now`. A time-out restricts until its
 * end. A self-exclusion restricts until the operator re-opens the account, which it may do only after its end: its
 * ending never re-opens the account by itself.
 */
export type BreakState = {
  readonly kind: BreakKind;
  readonly until: Date | null;
  readonly reopenedAt: Date | null;
};
export function restricts(b: BreakState, now: Date): boolean {
  if (b.kind === 'timeout') return b.until !== null && now < b.until;
  return b.reopenedAt === null;
}

/** The reality check's choices, in minutes, and the default (a tenant may set its own list). */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
export const DEFAULT_REALITY_CHECK_MINUTES = 60;

/** When the next reality check is due: the first whole interval after `now` since the session started. */
export function nextRealityCheck(startedAt: Date, everyMinutes: number, now: Date): Date {
  const every = everyMinutes * 60_000;
  const elapsed = Math.max(0, now.getTime() - startedAt.getTime());
  return new Date(startedAt.getTime() + (Math.floor(elapsed / every) + 1) * every);
}
