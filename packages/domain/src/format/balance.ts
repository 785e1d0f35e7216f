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
  const formatted = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    roundingMode: 'halfExpand',
    signDisplay: 'negative',
  }).format(text as Intl.StringNumericLiteral);
  const symbol = options.currencySymbol ?? '';
  return formatted.startsWith('-') ? `-${symbol}${formatted.slice(1)}` : `${symbol}${formatted}`;
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
