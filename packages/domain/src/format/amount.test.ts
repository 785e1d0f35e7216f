import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAmount, equalShares } from './amount.ts';

describe('checkAmount', () => {
  it('takes up to 2 decimals and refuses what the wallet cannot pay', () => {
    expect(checkAmount('1,000.5')).toEqual({ ok: true, amount: 1000.5, cents: 100050 });
    expect(checkAmount('')).toMatchObject({ ok: false, problem: { key: 'amount.required' } });
    expect(checkAmount('1.234')).toMatchObject({ ok: false, problem: { key: 'amount.invalid' } });
    expect(checkAmount('0')).toMatchObject({ ok: false, problem: { key: 'amount.positive' } });
    expect(checkAmount('10.01', { available: 10 })).toMatchObject({
      ok: false,
      problem: { key: 'amount.overAvailable', limit: 10 },
    });
  });
});

describe('equalShares', () => {
  it('gives the odd cents to the first shares', () => {
    expect(equalShares(1000, 3)).toEqual([334, 333, 333]);
    expect(equalShares(2, 2)).toEqual([1, 1]);
    expect(equalShares(5, 0)).toEqual([]);
  });
  it('always adds up to the total, no two shares a cent apart by more than one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 100 }), (cents, n) => {
        const shares = equalShares(cents, n);
        expect(shares).toHaveLength(n);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(cents);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
