import { describe, expect, it } from 'vitest';
import { isValidChannel, parseRebateRate, rebateQuota } from './rules.ts';

describe('register centre rules', () => {
  it("takes the agent's lowest own rate as the new downline's rebate quota", () => {
    expect(
      rebateQuota([
        { productType: 'LOTT', maxRate: 8, myRate: 7 },
        { productType: 'SPORTS', maxRate: 1, myRate: 0.9 },
        { productType: 'RNG', maxRate: 2, myRate: 1.8 },
      ]),
    ).toBe(0.9);
    expect(rebateQuota([])).toBe(0);
    expect(rebateQuota([{ productType: 'LOTT', maxRate: 8, myRate: Number.NaN }])).toBe(0);
  });

  it('accepts a blank rate as none and a rate within the quota with at most 2 decimals', () => {
    expect(parseRebateRate('', 0.9)).toBe(0);
    expect(parseRebateRate(' 0.5 ', 0.9)).toBe(0.5);
    expect(parseRebateRate('0.9', 0.9)).toBe(0.9);
    expect(parseRebateRate('0.91', 0.9)).toBe('invalid');
    expect(parseRebateRate('0.125', 0.9)).toBe('invalid');
    expect(parseRebateRate('-1', 0.9)).toBe('invalid');
    expect(parseRebateRate('abc', 0.9)).toBe('invalid');
    expect(parseRebateRate('0.3', 0)).toBe('invalid');
  });

  it('accepts a channel of letters, digits, spaces, dots, dashes and underscores, up to 32', () => {
    expect(isValidChannel('')).toBe(true);
    expect(isValidChannel('LINE group_2 v1.0-a')).toBe(true);
    expect(isValidChannel('ไลน')).toBe(true);
    expect(isValidChannel('<script>')).toBe(false);
    expect(isValidChannel('x'.repeat(33))).toBe(false);
  });
});
