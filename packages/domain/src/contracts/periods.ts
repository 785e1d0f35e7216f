import { timeZoneOffsetMinutes, wallTime, zonedTimeToUtc } from '../format/time.ts';

/**
 * Settlement periods in a given IANA time zone. A period is [start, end) in epoch milliseconds.
 * - daily: local midnight to midnight;
 * - weekly: Monday 00:00 to the next Monday (ISO weeks);
 * - semimonthly: the 1st to the 16th, and the 16th to the 1st of the next month;
 * - monthly: the 1st to the 1st of the next month;
 * - hourly (hourly salary): local hour;
 * - realtime (real-time salary): 5-minute windows of the local clock.
 * Days are local calendar days, so a DST day is 23 or 25 hours long; hourly and real-time windows also
 * split where the offset changes.
 */
export type PeriodType = 'daily' | 'weekly' | 'semimonthly' | 'monthly' | 'hourly' | 'realtime';
export const SALARY_PERIOD_TYPES: readonly PeriodType[] = Object.freeze([
  'daily',
  'weekly',
  'semimonthly',
  'monthly',
]);

export const REALTIME_WINDOW_MS = 5 * 60_000;

export type Period = { readonly type: PeriodType; readonly start: number; readonly end: number };

/** The first instant (whole second) in (from, to] whose offset differs from `from`'s; to itself if none in between. */
function transitionBetween(from: number, to: number, timeZone: string): number {
  const offset = timeZoneOffsetMinutes(timeZone, from);
  let lo = Math.floor(from / 1000);
  let hi = Math.ceil(to / 1000);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (timeZoneOffsetMinutes(timeZone, mid * 1000) === offset) lo = mid;
    else hi = mid;
  }
  return hi * 1000;
}

/**
 * The local-clock window of `size` ms (hour, 5 minutes) containing an instant. Windows also split where
 * the zone's offset changes, so they never overlap and always tile time (a 30-minute DST shift such as
 * Lord Howe's gives one 30-minute window).
 */
function localWindow(instant: number, size: number, timeZone: string): { start: number; end: number } {
  const offset = timeZoneOffsetMinutes(timeZone, instant) * 60_000;
  const local = instant + offset;
  let start = local - (((local % size) + size) % size) - offset;
  let end = start + size;
  if (timeZoneOffsetMinutes(timeZone, start) * 60_000 !== offset)
    start = transitionBetween(start, instant, timeZone);
  if (timeZoneOffsetMinutes(timeZone, end) * 60_000 !== offset)
    end = transitionBetween(instant, end, timeZone);
  return { start, end };
}

/** The period of a type that contains an instant. Throws RangeError for an unknown time zone. */
export function periodContaining(type: PeriodType, instant: number, timeZone: string): Period {
  if (type === 'realtime' || type === 'hourly') {
    const { start, end } = localWindow(
      instant,
      type === 'realtime' ? REALTIME_WINDOW_MS : 3_600_000,
      timeZone,
    );
    return { type, start, end };
  }
  const w = wallTime(instant, timeZone);
  const at = (y: number, m: number, d: number) => zonedTimeToUtc(y, m, d, 0, 0, timeZone);
  switch (type) {
    case 'daily':
      return { type, start: at(w.year, w.month, w.day), end: at(w.year, w.month, w.day + 1) };
    case 'weekly': {
      const weekday = (new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay() + 6) % 7; // Monday = 0
      return {
        type,
        start: at(w.year, w.month, w.day - weekday),
        end: at(w.year, w.month, w.day - weekday + 7),
      };
    }
    case 'semimonthly':
      return w.day <= 15
        ? { type, start: at(w.year, w.month, 1), end: at(w.year, w.month, 16) }
        : { type, start: at(w.year, w.month, 16), end: at(w.year, w.month + 1, 1) };
    case 'monthly':
      return { type, start: at(w.year, w.month, 1), end: at(w.year, w.month + 1, 1) };
  }
}

/** The period right before the one containing `instant` (the last complete one when `instant` is now). */
export function previousPeriod(type: PeriodType, instant: number, timeZone: string): Period {
  return periodContaining(type, periodContaining(type, instant, timeZone).start - 1, timeZone);
}

/** The period right after the one containing `instant`. */
export function nextPeriod(type: PeriodType, instant: number, timeZone: string): Period {
  return periodContaining(type, periodContaining(type, instant, timeZone).end, timeZone);
}

/**
 * Whole periods that start at or after `settledUntil` and end no later than `now`, oldest first, at most `limit`
 * (for a scheduler catching up after downtime). Real-time salary settles every 5 minutes this way.
 */
export function periodsToSettle(
  type: PeriodType,
  settledUntil: number,
  now: number,
  timeZone: string,
  limit = 1000,
): readonly Period[] {
  const out: Period[] = [];
  let p = periodContaining(type, settledUntil, timeZone);
  if (p.start < settledUntil) p = periodContaining(type, p.end, timeZone);
  while (p.end <= now && out.length < limit) {
    out.push(p);
    p = periodContaining(type, p.end, timeZone);
  }
  return out;
}
