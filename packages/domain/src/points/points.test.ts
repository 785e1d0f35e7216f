import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activityAction,
  ACTIVITY_STATUSES,
  checkRedemption,
  parseRedeemStatus,
  pointsEarned,
  type PointsRatioTable,
} from './points.ts';

const table: PointsRatioTable = {
  deposit: { amount: 100, points: 1 },
  bet: { RNG: { amount: 10, points: 1 }, LIVE: { amount: 50, points: 2 } },
};

describe('statuses', () => {
  it('reads redeem statuses', () => {
    expect(
      ['IN_PROCESS', 'in process', 'Processing', 'PENDING', 'REJECTED', 'approved', 'done', 3].map(
        parseRedeemStatus,
      ),
    ).toEqual([
      'inProcess',
      'inProcess',
      'inProcess',
      'inProcess',
      'rejected',
      'approved',
      undefined,
      undefined,
    ]);
  });
  it('knows which activity statuses the member can act on', () => {
    expect(ACTIVITY_STATUSES).toHaveLength(10);
    expect(ACTIVITY_STATUSES.map(activityAction)).toEqual([
      'join',
      'claim',
      undefined,
      undefined,
      undefined,
      'claim',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('pointsEarned', () => {
  it('applies the ratio of the deposit or the game category, whole points only', () => {
    expect(pointsEarned({ kind: 'deposit', amount: 1050 }, table)).toBe(10);
    expect(pointsEarned({ kind: 'bet', category: 'RNG', validBet: 99.99 }, table)).toBe(9);
    expect(pointsEarned({ kind: 'bet', category: 'LIVE', validBet: 100 }, table)).toBe(4);
    expect(
      pointsEarned(
        { kind: 'bet', category: 'RNG', validBet: 0.3 },
        { bet: { RNG: { amount: 0.1, points: 1 } } },
      ),
    ).toBe(3);
  });
  it('earns nothing outside the table, for other categories, or for bad amounts', () => {
    expect(pointsEarned({ kind: 'bet', category: 'SPORTS', validBet: 1000 }, table)).toBe(0);
    expect(
      pointsEarned(
        { kind: 'bet', category: 'FISH', validBet: 1000 },
        { bet: { RNG: { amount: 1, points: 1 } } },
      ),
    ).toBe(0);
    expect(pointsEarned({ kind: 'deposit', amount: 100 }, {})).toBe(0);
    expect(pointsEarned({ kind: 'deposit', amount: -500 }, table)).toBe(0);
    expect(pointsEarned({ kind: 'deposit', amount: Infinity }, table)).toBe(0);
    expect(pointsEarned({ kind: 'deposit', amount: 100 }, { deposit: { amount: 0, points: 1 } })).toBe(0);
    expect(pointsEarned({ kind: 'deposit', amount: 100 }, { deposit: { amount: 1, points: -1 } })).toBe(0);
    expect(pointsEarned({ kind: 'deposit', amount: 100 }, { deposit: { amount: 1, points: Infinity } })).toBe(
      0,
    );
  });
  it('is a non-negative integer, monotonic in the amount (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e12, noNaN: true }),
        fc.double({ min: 0, max: 1e12, noNaN: true }),
        (a, extra) => {
          const p = pointsEarned({ kind: 'deposit', amount: a }, table);
          expect(Number.isInteger(p) && p >= 0).toBe(true);
          expect(pointsEarned({ kind: 'deposit', amount: a + extra }, table)).toBeGreaterThanOrEqual(p);
        },
      ),
    );
  });
});

describe('checkRedemption', () => {
  const item = { pointsRequired: 100, amountRequirement: 500, stock: 5, maxQuantity: 3 };
  it('accepts a redemption within points, quantity and amount requirement', () => {
    expect(checkRedemption({ item, quantity: 2, pointsBalance: 200, qualifyingAmount: 500 })).toEqual({
      ok: true,
      errors: {},
    });
  });
  it('refuses not enough points', () => {
    expect(checkRedemption({ item, quantity: 3, pointsBalance: 250, qualifyingAmount: 500 }).errors).toEqual({
      points: { key: 'validation:points_insufficient', values: { required: 300, available: 250 } },
    });
    expect(
      checkRedemption({ item, quantity: 1, pointsBalance: NaN, qualifyingAmount: 500 }).errors.points?.values,
    ).toEqual({ required: 100, available: 0 });
  });
  it('refuses bad quantities and empty stock', () => {
    for (const q of [0, -1, 4, 1.5, NaN])
      expect(
        checkRedemption({ item, quantity: q, pointsBalance: 1e6, qualifyingAmount: 500 }).errors,
      ).toEqual({ quantity: { key: 'validation:quantity_invalid', values: { min: 1, max: 3 } } });
    expect(
      checkRedemption({ item: { ...item, stock: 0 }, quantity: 1, pointsBalance: 1e6, qualifyingAmount: 500 })
        .errors,
    ).toEqual({ quantity: { key: 'validation:out_of_stock' } });
    expect(checkRedemption({ item: { pointsRequired: 1 }, quantity: 1000, pointsBalance: 1000 }).ok).toBe(
      true,
    );
  });
  it('refuses an unmet amount requirement', () => {
    expect(
      checkRedemption({ item, quantity: 1, pointsBalance: 100, qualifyingAmount: 499.99 }).errors,
    ).toEqual({ amount: { key: 'validation:amount_requirement_unmet', values: { required: 500 } } });
    expect(checkRedemption({ item, quantity: 1, pointsBalance: 100 }).errors.amount?.key).toBe(
      'validation:amount_requirement_unmet',
    );
  });
});
