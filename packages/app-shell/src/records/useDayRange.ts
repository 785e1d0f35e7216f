import { useMemo, useState } from 'react';
import { checkDayRange, localDate, presetRange, type DayRange, type DayRangeProblem } from '@wl/domain';

const today = () => localDate(Date.now(), -new Date().getTimezoneOffset());

/**
 * The date range of a records page: the picker's value as typed, and the last valid range (what is asked for),
 * so a half-typed custom range never sends a query. Starts at the last 7 days.
 */
export function useDayRange() {
  const now = useMemo(today, []);
  const [value, setValue] = useState<DayRange>(() => presetRange('last7', now));
  const [applied, setApplied] = useState<DayRange>(value);
  const problem: DayRangeProblem | undefined = checkDayRange(value, now);
  const change = (next: DayRange) => {
    setValue(next);
    if (!checkDayRange(next, now)) setApplied(next);
  };
  return { today: now, value, applied, problem, change };
}
