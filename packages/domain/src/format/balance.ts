/** Money and balance formatting (site spec: 2 decimals, thousands separators, currency symbol). */

export const BALANCE_MASK = '******';
/** Shown for a balance that is not a number (missing, NaN, Infinity, garbage). */
export const BALANCE_UNKNOWN = '--';

const NUMERIC = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?\s*$/;

/**
 * The exact decimal text of an amount, or undefined: finite numbers use their shortest round-trip form
 * (so 1.005 is 1.005, not 1.00499...), numeric strings are taken exactly (any size).
 */
export function decimalText(amount: unknown): string | undefined {
  if (typeof amount === 'number') return Number.isFinite(amount) ? String(amount) : undefined;
  if (typeof amount === 'bigint') return amount.toString();
  if (typeof amount === 'string' && NUMERIC.test(amount)) return amount.trim();
  return undefined;
}

export type MoneyFormatOptions = {
  /** Currency symbol placed before the digits (after the minus sign). */
  readonly currencySymbol?: string;
  /** Show the mask instead of the amount (the header's hide toggle). */
  readonly hidden?: boolean;
  readonly decimals?: number;
};

/** Beyond this power of ten a numeric text is not an amount of money (and would print a thousand digits). */
const MAX_EXPONENT = 1000;

/**
 * Digits of an exact decimal text rounded half away from zero to `decimals` places, with the sign apart:
 * `fixedDecimal('-1.005', 2)` is `{ negative: true, integer: '1', fraction: '01' }`. Plain string arithmetic (no
 * `Intl.NumberFormat`: making the first one loads number-formatting data, tens of milliseconds on a phone while
 * the lobby renders). Undefined when the exponent is beyond `MAX_EXPONENT`.
 */
function fixedDecimal(
  text: string,
  decimals: number,
): { negative: boolean; integer: string; fraction: string } | undefined {
  let rest = text;
  const negative = rest.startsWith('-');
  if (negative || rest.startsWith('+')) rest = rest.slice(1);
  let exponent = 0;
  const e = rest.search(/[eE]/);
  if (e >= 0) {
    exponent = Number(rest.slice(e + 1));
    rest = rest.slice(0, e);
  }
  if (exponent > MAX_EXPONENT) return undefined;
  const dot = rest.indexOf('.');
  let digits = dot >= 0 ? rest.slice(0, dot) + rest.slice(dot + 1) : rest;
  // Where the decimal point falls in `digits`, moved by the exponent; digits far below the rounding place are 0.
  let point = (dot >= 0 ? dot : rest.length) + exponent;
  if (point < -decimals - 1) return { negative, integer: '0', fraction: '0'.repeat(decimals) };
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits = digits.padEnd(point, '0');
  const kept = (digits.slice(0, point) || '0') + digits.slice(point, point + decimals).padEnd(decimals, '0');
  const roundUp = (digits.charCodeAt(point + decimals) || 0) >= 53; // the next digit is 5 or more
  let rounded = kept;
  if (roundUp) {
    const carried = [...kept];
    let i = carried.length - 1;
    while (i >= 0 && carried[i] === '9') carried[i--] = '0';
    if (i >= 0) carried[i] = String(Number(carried[i]) + 1);
    else carried.unshift('1');
    rounded = carried.join('');
  }
  const integer = rounded.slice(0, rounded.length - decimals).replace(/^0+(?=\d)/, '');
  return { negative, integer, fraction: rounded.slice(rounded.length - decimals) };
}

/**
 * Format a balance: 2 decimals (half away from zero on the exact decimal value), comma thousands
 * separators, the currency symbol, a leading minus for negative amounts and never '-0.00'. Hidden
 * balances show `******`; values that are not numbers show `--`. Works for amounts of any size given
 * as strings.
 */
export function formatBalance(amount: unknown, options: MoneyFormatOptions = {}): string {
  if (options.hidden === true) return BALANCE_MASK;
  const text = decimalText(amount);
  if (text === undefined) return BALANCE_UNKNOWN;
  const decimals = options.decimals ?? 2;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 100)
    throw new RangeError(`decimals must be an integer from 0 to 100, not ${decimals}`);
  const fixed = fixedDecimal(text, decimals);
  if (!fixed) return BALANCE_UNKNOWN;
  const grouped = fixed.integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const number = decimals > 0 ? `${grouped}.${fixed.fraction}` : grouped;
  // Never '-0.00': an amount that rounds to zero has no sign.
  const zero = !/[1-9]/.test(fixed.integer + fixed.fraction);
  return `${fixed.negative && !zero ? '-' : ''}${options.currencySymbol ?? ''}${number}`;
}

/**
 * Money as integer cents, rounded half away from zero; undefined for non-numbers and for amounts
 * beyond Number.MAX_SAFE_INTEGER cents (never silently imprecise).
 */
export function toCents(amount: unknown): number | undefined {
  const text = decimalText(amount);
  if (text === undefined) return undefined;
  const n = Number(text);
  const cents = Math.sign(n) * Math.round(Math.abs(n) * 100 + 1e-9);
  return Number.isSafeInteger(cents) ? cents + 0 : undefined;
}

/** Cents back to a number of currency units. */
export function fromCents(cents: number): number {
  return cents / 100;
}
