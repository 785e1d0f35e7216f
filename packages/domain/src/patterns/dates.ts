/** Calendar checks for the two date pattern families (the regex alone accepts 2023-02-31). */

/** True for a Gregorian leap year. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True if the year (1-9999), month and day form a real calendar date. */
export function isRealDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const MDY = /^(\d{2})-(\d{2})-(\d{4})$/;

/** A real date written yyyy-MM-dd. */
export function isDateYmd(value: string): boolean {
  const m = YMD.exec(value);
  return m !== null && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** A real date written MM-dd-yyyy. */
export function isDateMdy(value: string): boolean {
  const m = MDY.exec(value);
  return m !== null && isRealDate(Number(m[3]), Number(m[1]), Number(m[2]));
}

/** Parse a yyyy-MM-dd birthday into parts, or undefined when it is not a real date. */
export function parseDateYmd(value: string): { year: number; month: number; day: number } | undefined {
  if (!isDateYmd(value)) return undefined;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}
