import { fromCents, toCents } from './balance.ts';

/** What an amount must satisfy: the platform's min/max, what the wallet holds. All in currency units. */
export type AmountRules = {
  readonly min?: number | undefined;
  readonly max?: number | undefined;
  /** The balance the money comes from: never send more than this. */
  readonly available?: number | undefined;
};

/** Why an amount is refused: a key of the `cashier` namespace (`amount.*`) and the limit it broke. */
export type AmountProblem = {
  readonly key:
    | 'amount.required'
    | 'amount.invalid'
    | 'amount.positive'
    | 'amount.belowMin'
    | 'amount.aboveMax'
    | 'amount.overAvailable';
  readonly limit?: number;
};

export type AmountCheck = { ok: true; amount: number; cents: number } | { ok: false; problem: AmountProblem };

/** Digits with an optional point and at most 2 decimals; thousands separators as typed (1,000.50) are allowed. */
const AMOUNT_TEXT = /^\d{1,12}(\.\d{0,2})?$/;

/** The typed text without thousands separators and spaces. */
export const normaliseAmountText = (text: string): string => text.replace(/[\s,]/g, '');

/**
 * Check an amount as the player typed it: required, a number with at most 2 decimals, more than 0, within the
 * platform's min and max, and never more than the balance it comes from. Compared in cents, so 0.1 + 0.2 is
 * not a rounding question.
 */
export function checkAmount(text: string, rules: AmountRules = {}): AmountCheck {
  const plain = normaliseAmountText(text);
  if (plain === '') return { ok: false, problem: { key: 'amount.required' } };
  if (!AMOUNT_TEXT.test(plain)) return { ok: false, problem: { key: 'amount.invalid' } };
  const cents = toCents(plain);
  if (cents === undefined) return { ok: false, problem: { key: 'amount.invalid' } };
  if (cents <= 0) return { ok: false, problem: { key: 'amount.positive' } };
  const limit = (value: number | undefined) => (value === undefined ? undefined : toCents(value));
  const min = limit(rules.min);
  const max = limit(rules.max);
  const available = limit(rules.available);
  if (min !== undefined && cents < min)
    return { ok: false, problem: { key: 'amount.belowMin', limit: rules.min } };
  if (available !== undefined && cents > available)
    return { ok: false, problem: { key: 'amount.overAvailable', limit: rules.available } };
  if (max !== undefined && max > 0 && cents > max)
    return { ok: false, problem: { key: 'amount.aboveMax', limit: rules.max } };
  return { ok: true, amount: fromCents(cents), cents };
}

/** An amount as the amount field shows it when filled in for the player ('all', a fixed amount): 1234.5 -> '1234.50'. */
export function amountText(amount: number): string {
  const cents = toCents(amount) ?? 0;
  return (cents / 100).toFixed(2);
}

/**
 * `cents` shared among `n` as equally as cents allow, the odd cents one each to the first shares (the red
 * envelope's equal split): the shares always add up to `cents` exactly. Empty when `n` is not a positive whole
 * number.
 */
export function equalShares(cents: number, n: number): number[] {
  if (!Number.isInteger(n) || n < 1 || !Number.isInteger(cents)) return [];
  const base = Math.floor(cents / n);
  const odd = cents - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < odd ? 1 : 0));
}
