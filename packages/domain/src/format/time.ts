/** Time-zone helpers and the agent clock (GMT offset text). All take the instant as a parameter. */

const pad = (n: number, w = 2) => String(Math.trunc(Math.abs(n))).padStart(w, '0');

/** 'GMT+08:00', 'GMT-03:30', 'GMT+00:00' for an offset in minutes east of UTC. */
export function gmtOffsetText(offsetMinutes: number): string {
  const m = Math.round(offsetMinutes);
  const sign = m < 0 ? '-' : '+';
  return `GMT${sign}${pad(Math.abs(m) / 60)}:${pad(Math.abs(m) % 60)}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export type WallTime = {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
};

/** The wall-clock time of an instant (ms) in an IANA time zone. Throws RangeError for an unknown zone. */
export function wallTime(instantMs: number, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(instantMs))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year as number,
    month: parts.month as number,
    day: parts.day as number,
    hour: parts.hour as number,
    minute: parts.minute as number,
    second: parts.second as number,
  };
}

/** Whether an IANA time zone name is known to the runtime. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Offset of a time zone from UTC in minutes at an instant (DST aware). */
export function timeZoneOffsetMinutes(timeZone: string, instantMs: number): number {
  const w = wallTime(instantMs, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instantMs / 1000) * 1000) / 60000);
}

/**
 * The UTC instant of a wall-clock time in a time zone. In an overlap (the hour repeated when clocks go
 * back) the earlier instant; in a gap (the hour skipped when clocks go forward) the instant given by
 * the offset before the change, i.e. the wall time is read as if the change had not happened yet.
 * Month and day may overflow (Date.UTC normalises them).
 */
export function zonedTimeToUtc(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): number {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const before = guess - timeZoneOffsetMinutes(timeZone, guess - 86_400_000) * 60_000;
  const after = guess - timeZoneOffsetMinutes(timeZone, guess + 86_400_000) * 60_000;
  const valid = [before, after].filter((c) => c + timeZoneOffsetMinutes(timeZone, c) * 60_000 === guess);
  return valid.length > 0 ? Math.min(...valid) : before;
}

/** The agent centre clock: 'yyyy-MM-dd HH:mm:ss' at an instant for a fixed offset (minutes east of UTC). */
export function clockText(instantMs: number, offsetMinutes: number): string {
  const d = new Date(instantMs + offsetMinutes * 60000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Agent clock tick interval. */
export const CLOCK_TICK_MS = 1000;
