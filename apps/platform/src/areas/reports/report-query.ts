/** A report's query: its range of UTC days (at most 90) and page, and amounts as numbers of cents precision. */
import type { Platform } from '../../context.ts';
import { badInput } from '../../shared/errors.ts';

const DAY = 86_400_000;

const MAX_RANGE_DAYS = 90;

type ReportQuery = {
  startDate?: string | number | undefined;
  endDate?: string | number | undefined;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
};

function day(value: string | number | undefined, field: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (typeof value === 'number') return value;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) throw badInput(field, 'must be a date yyyy-MM-dd or epoch milliseconds');
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== value)
    throw badInput(field, 'is not a real date');
  return t;
}

/** [from, to) of the query: default the last 7 days; the end date is included; at most 90 days. */
export function rangeOf(p: Platform, q: ReportQuery): { from: Date; to: Date; page: number; size: number } {
  const today = Math.floor(p.clock.now().getTime() / DAY) * DAY;
  const end = day(q.endDate, 'endDate', today);
  const start = day(q.startDate, 'startDate', end - 6 * DAY);
  const to = typeof q.endDate === 'number' ? end : end + DAY;
  if (start >= to) throw badInput('startDate', 'must not be after endDate');
  if (to - start > MAX_RANGE_DAYS * DAY)
    throw badInput('startDate', `the range is at most ${MAX_RANGE_DAYS} days`);
  const size = q.pageSize ?? 20;
  const page = q.pageNo ?? 1;
  if (!Number.isInteger(size) || size < 1 || size > 200)
    throw badInput('pageSize', 'must be between 1 and 200');
  if (!Number.isInteger(page) || page < 1) throw badInput('pageNo', 'must be 1 or more');
  return { from: new Date(start), to: new Date(to), page, size };
}

export const num = (v: string | null | undefined) => Math.round(Number(v ?? 0) * 100) / 100;
