/**
 * Date ranges of the member's records (accounts spec §2, issue 14): today, yesterday, the last 7 and 30 days,
 * or a custom range within the last 60 days. Dates are `yyyy-MM-dd` strings (what date inputs and the
 * platform's report queries use); "today" is a parameter, so the caller decides the time zone.
 */

/** How far back a custom range may start, counting today as day 1. */
export const RECORD_RANGE_MAX_DAYS = 60;

export const RECORD_RANGE_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type RecordRangePreset = (typeof RECORD_RANGE_PRESETS)[number];

export type DayRange = { readonly from: string; readonly to: string };

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day number (days since 1970-01-01) of a `yyyy-MM-dd` date, or undefined when it is not a real date. */
function dayNumber(date: string): number | undefined {
  const m = DATE.exec(date);
  if (!m) return undefined;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(t).toISOString().slice(0, 10) === date ? t / DAY_MS : undefined;
}

const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The date `days` after (or, negative, before) a `yyyy-MM-dd` date. Throws RangeError for a date that is not real. */
export function addDays(date: string, days: number): string {
  const n = dayNumber(date);
  if (n === undefined) throw new RangeError(`not a date: ${date}`);
  return dateOf(n + days);
}

/** The range of a preset, `today` being the caller's current date. Both ends are included. */
export function presetRange(preset: RecordRangePreset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = addDays(today, -1);
      return { from: y, to: y };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
  }
}

/** The preset a range is, if any (so the picker shows it pressed). */
export function presetOf(range: DayRange, today: string): RecordRangePreset | undefined {
  return RECORD_RANGE_PRESETS.find((p) => {
    const r = presetRange(p, today);
    return r.from === range.from && r.to === range.to;
  });
}

/** The earliest date a custom range may start: 60 days including today. */
export function earliestRecordDate(today: string): string {
  return addDays(today, -(RECORD_RANGE_MAX_DAYS - 1));
}

export type DayRangeProblem = 'missing' | 'invalid' | 'reversed' | 'future' | 'tooOld';

/**
 * What is wrong with a custom range, or undefined when it may be asked for: both dates given and real, the
 * start not after the end, the end not after today, the start not before 60 days ago.
 */
export function checkDayRange(range: DayRange, today: string): DayRangeProblem | undefined {
  if (!range.from || !range.to) return 'missing';
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  const now = dayNumber(today);
  if (from === undefined || to === undefined || now === undefined) return 'invalid';
  if (from > to) return 'reversed';
  if (to > now) return 'future';
  if (from < now - (RECORD_RANGE_MAX_DAYS - 1)) return 'tooOld';
  return undefined;
}

/** Today's date (`yyyy-MM-dd`) at an instant for a fixed offset from UTC in minutes (the device's by default). */
export function localDate(instantMs: number, offsetMinutes: number): string {
  return new Date(instantMs + offsetMinutes * 60_000).toISOString().slice(0, 10);
}
