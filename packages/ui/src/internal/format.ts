/**
 * Balance formatting (spec: 2 decimals, thousands separators, currency symbol; masked with stars when
 * hidden). Private until `@wl/domain` exports it; then swap the import.
 */
export function formatMoney(amount: number, symbol = '', locale = 'en-US'): string {
  const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Number.isFinite(amount) ? amount : 0,
  );
  return symbol ? `${symbol}${text}` : text;
}

export const MASK = '******';

/** Seconds as m:ss. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** `+7` -> `GMT+07:00`, `-3.5` -> `GMT-03:30`. */
export function formatGmtOffset(offsetHours: number): string {
  const sign = offsetHours < 0 ? '-' : '+';
  const abs = Math.abs(offsetHours);
  const h = Math.floor(abs);
  const m = Math.round((abs - h) * 60);
  return `GMT${sign}${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
