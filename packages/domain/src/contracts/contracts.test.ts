import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeContractPay, qualifyingTier } from './pay.ts';
import {
  nextPeriod,
  periodContaining,
  periodsToSettle,
  previousPeriod,
  REALTIME_WINDOW_MS,
  type PeriodType,
} from './periods.ts';
import {
  canOfferRate,
  contractRate,
  contractTransition,
  downlineContractsToTerminate,
  isContractInForce,
  type ContractEvent,
  type ContractState,
} from './stateMachine.ts';

const run = (events: ContractEvent[], start: ContractState = { status: 'offered' }) =>
  events.reduce<ContractState>((s, e) => {
    const r = contractTransition(s, e);
    if (!r.ok) throw new Error(`${e.type}: ${r.reason}`);
    return r.state;
  }, start);

describe('contract state machine', () => {
  it('offer -> accept -> termination requested -> confirmed by the other side -> terminated', () => {
    const active = run([{ type: 'accept', by: 'downline' }]);
    expect(active).toEqual({ status: 'active' });
    expect(isContractInForce(active)).toBe(true);
    const requested = run([{ type: 'requestTermination', by: 'upline' }], active);
    expect(requested).toEqual({ status: 'terminationRequested', terminationRequestedBy: 'upline' });
    expect(isContractInForce(requested)).toBe(true);
    expect(run([{ type: 'confirmTermination', by: 'downline' }], requested)).toEqual({
      status: 'terminated',
    });
    expect(run([{ type: 'declineTermination', by: 'downline' }], requested)).toEqual({ status: 'active' });
  });

  it('lets the downline reject and the upline withdraw an offer', () => {
    expect(run([{ type: 'reject', by: 'downline' }])).toEqual({ status: 'rejected' });
    expect(run([{ type: 'withdraw', by: 'upline' }])).toEqual({ status: 'withdrawn' });
  });

  it('refuses the wrong party and the wrong state', () => {
    expect(contractTransition({ status: 'offered' }, { type: 'accept', by: 'upline' })).toEqual({
      ok: false,
      reason: 'wrongParty',
    });
    expect(contractTransition({ status: 'offered' }, { type: 'withdraw', by: 'downline' })).toEqual({
      ok: false,
      reason: 'wrongParty',
    });
    expect(contractTransition({ status: 'active' }, { type: 'accept', by: 'downline' })).toEqual({
      ok: false,
      reason: 'notAllowedInState',
    });
    expect(contractTransition({ status: 'active' }, { type: 'withdraw', by: 'upline' })).toEqual({
      ok: false,
      reason: 'notAllowedInState',
    });
    expect(contractTransition({ status: 'offered' }, { type: 'requestTermination', by: 'upline' })).toEqual({
      ok: false,
      reason: 'notAllowedInState',
    });
    expect(contractTransition({ status: 'active' }, { type: 'confirmTermination', by: 'upline' })).toEqual({
      ok: false,
      reason: 'notAllowedInState',
    });
    expect(
      contractTransition(
        { status: 'terminationRequested', terminationRequestedBy: 'upline' },
        { type: 'confirmTermination', by: 'upline' },
      ),
    ).toEqual({ ok: false, reason: 'wrongParty' });
    expect(contractTransition({ status: 'terminated' }, { type: 'systemTerminate' })).toEqual({
      ok: false,
      reason: 'notAllowedInState',
    });
  });

  it('never leaves a closed state, whatever the events (property)', () => {
    const event = fc.oneof(
      fc.record({
        type: fc.constantFrom(
          'accept',
          'reject',
          'withdraw',
          'requestTermination',
          'confirmTermination',
          'declineTermination',
        ),
        by: fc.constantFrom('upline', 'downline'),
      }),
      fc.constant({ type: 'systemTerminate' }),
    ) as fc.Arbitrary<ContractEvent>;
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), (events) => {
        let s: ContractState = { status: 'offered' };
        let closedAs: string | undefined;
        for (const e of events) {
          const r = contractTransition(s, e);
          if (r.ok) s = r.state;
          if (closedAs !== undefined) expect(s.status).toBe(closedAs);
          if (['rejected', 'withdrawn', 'terminated'].includes(s.status)) closedAs = s.status;
        }
      }),
    );
  });

  it('terminates downline contracts whose rate is above the newly agreed rate', () => {
    const downlines = [
      { id: 'a', kind: 'dailySalary' as const, rate: 0.02, state: { status: 'active' as const } },
      { id: 'b', kind: 'dailySalary' as const, rate: 0.01, state: { status: 'active' as const } },
      { id: 'c', kind: 'dividend' as const, rate: 0.5, state: { status: 'active' as const } },
      { id: 'd', kind: 'dailySalary' as const, rate: 0.03, state: { status: 'terminated' as const } },
      { id: 'e', kind: 'dailySalary' as const, rate: 0.03, state: { status: 'offered' as const } },
    ];
    expect(downlineContractsToTerminate('dailySalary', 0.015, downlines).map((c) => c.id)).toEqual([
      'a',
      'e',
    ]);
    expect(downlineContractsToTerminate('dailySalary', 0.05, downlines)).toEqual([]);
    expect(run([{ type: 'systemTerminate' }], { status: 'active' })).toEqual({ status: 'terminated' });
  });

  it('compares rates by the best tier and never offers above the own rate', () => {
    expect(
      contractRate([
        { rate: 0.01, minActiveMembers: 0, minValidBet: 0 },
        { rate: 0.03, minActiveMembers: 5, minValidBet: 0 },
      ]),
    ).toBe(0.03);
    expect(contractRate([])).toBe(0);
    expect([
      canOfferRate(0.02, 0.02),
      canOfferRate(0.02, 0.021),
      canOfferRate(undefined, 0.5),
      canOfferRate(undefined, 1.5),
      canOfferRate(undefined, -0.1),
      canOfferRate(0.1, NaN),
    ]).toEqual([true, false, true, false, false, false]);
  });
});

describe('periods', () => {
  const BKK = 'Asia/Bangkok';
  const at = (iso: string) => Date.parse(iso);

  it('daily periods run from local midnight to midnight', () => {
    expect(periodContaining('daily', at('2026-11-22T16:59:59Z'), BKK)).toEqual({
      type: 'daily',
      start: at('2026-11-21T17:00:00Z'),
      end: at('2026-11-22T17:00:00Z'),
    });
    expect(periodContaining('daily', at('2026-11-22T17:00:00Z'), BKK).start).toBe(at('2026-11-22T17:00:00Z'));
  });

  it('weekly periods start on Monday', () => {
    // 2026-11-22 is a Sunday
    expect(periodContaining('weekly', at('2026-11-22T12:00:00Z'), 'UTC')).toEqual({
      type: 'weekly',
      start: at('2026-11-16T00:00:00Z'),
      end: at('2026-11-23T00:00:00Z'),
    });
    expect(periodContaining('weekly', at('2026-11-23T00:00:00Z'), 'UTC').start).toBe(
      at('2026-11-23T00:00:00Z'),
    );
  });

  it('semimonthly periods split on the 16th, monthly on the 1st, across years', () => {
    expect(periodContaining('semimonthly', at('2026-02-15T23:59:59Z'), 'UTC')).toEqual({
      type: 'semimonthly',
      start: at('2026-02-01T00:00:00Z'),
      end: at('2026-02-16T00:00:00Z'),
    });
    expect(periodContaining('semimonthly', at('2026-12-20T00:00:00Z'), 'UTC')).toEqual({
      type: 'semimonthly',
      start: at('2026-12-16T00:00:00Z'),
      end: at('2027-01-01T00:00:00Z'),
    });
    expect(periodContaining('monthly', at('2024-02-29T12:00:00Z'), 'UTC')).toEqual({
      type: 'monthly',
      start: at('2024-02-01T00:00:00Z'),
      end: at('2024-03-01T00:00:00Z'),
    });
  });

  it('keeps local days across DST (23- and 25-hour days)', () => {
    const ny = 'America/New_York';
    const spring = periodContaining('daily', at('2026-03-08T12:00:00Z'), ny);
    expect(spring.end - spring.start).toBe(23 * 3_600_000);
    const fall = periodContaining('daily', at('2026-11-01T12:00:00Z'), ny);
    expect(fall.end - fall.start).toBe(25 * 3_600_000);
  });

  it('real-time windows are 5 minutes of the local clock, also with a :45 offset', () => {
    expect(periodContaining('realtime', at('2026-11-22T10:07:30Z'), BKK)).toEqual({
      type: 'realtime',
      start: at('2026-11-22T10:05:00Z'),
      end: at('2026-11-22T10:10:00Z'),
    });
    expect(periodContaining('hourly', at('2026-11-22T10:07:30Z'), 'Asia/Kathmandu')).toEqual({
      type: 'hourly',
      start: at('2026-11-22T09:15:00Z'),
      end: at('2026-11-22T10:15:00Z'),
    });
  });

  it('splits hourly windows where the offset changes (Lord Howe moves 30 minutes)', () => {
    const lh = 'Australia/Lord_Howe';
    expect(periodContaining('hourly', at('2023-09-30T15:10:00Z'), lh)).toEqual({
      type: 'hourly',
      start: at('2023-09-30T14:30:00Z'),
      end: at('2023-09-30T15:30:00Z'),
    });
    expect(periodContaining('hourly', at('2023-09-30T15:40:00Z'), lh)).toEqual({
      type: 'hourly',
      start: at('2023-09-30T15:30:00Z'),
      end: at('2023-09-30T16:00:00Z'),
    });
    expect(periodContaining('semimonthly', 1694784600000, lh)).toEqual({
      type: 'semimonthly',
      start: 1694784600000,
      end: at('2023-09-30T13:30:00Z'),
    });
  });

  it('steps to the previous and next period', () => {
    const now = at('2026-11-22T05:00:00Z');
    expect(previousPeriod('monthly', now, 'UTC').start).toBe(at('2026-10-01T00:00:00Z'));
    expect(nextPeriod('semimonthly', now, 'UTC').start).toBe(at('2026-12-01T00:00:00Z'));
  });

  it('lists the whole periods to settle since the last settlement', () => {
    const since = at('2026-11-22T10:00:00Z');
    const due = periodsToSettle('realtime', since, at('2026-11-22T10:17:00Z'), 'UTC');
    expect(due.map((p) => new Date(p.start).toISOString().slice(11, 16))).toEqual([
      '10:00',
      '10:05',
      '10:10',
    ]);
    expect(
      periodsToSettle('realtime', at('2026-11-22T10:02:00Z'), at('2026-11-22T10:17:00Z'), 'UTC'),
    ).toHaveLength(2);
    expect(periodsToSettle('realtime', since, at('2026-11-23T10:00:00Z'), 'UTC', 10)).toHaveLength(10);
    expect(periodsToSettle('daily', since, since, 'UTC')).toEqual([]);
  });

  it('every instant lies in its period, and periods tile time (property)', () => {
    const types: PeriodType[] = ['daily', 'weekly', 'semimonthly', 'monthly', 'hourly', 'realtime'];
    fc.assert(
      fc.property(
        fc.constantFrom(...types),
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom('UTC', 'Asia/Bangkok', 'America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe'),
        (type, instant, zone) => {
          const p = periodContaining(type, instant, zone);
          expect(p.start).toBeLessThanOrEqual(instant);
          expect(p.end).toBeGreaterThan(instant);
          expect(nextPeriod(type, instant, zone).start).toBe(p.end);
          if (type === 'realtime') expect(p.end - p.start).toBe(REALTIME_WINDOW_MS);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses an unknown time zone', () => {
    expect(() => periodContaining('daily', 0, 'Nowhere/Land')).toThrow(RangeError);
  });
});

describe('contract pay', () => {
  const tiers = [
    { rate: 0.001, minActiveMembers: 1, minValidBet: 10_000 },
    { rate: 0.002, minActiveMembers: 5, minValidBet: 50_000 },
    { rate: 0.003, minActiveMembers: 10, minValidBet: 100_000 },
  ];

  it('pays the valid bet times the best tier met', () => {
    const r = computeContractPay('dailySalary', tiers, {
      validBet: 80_000,
      activeMembers: 12,
      profitAndLoss: 5000,
    });
    expect(r).toMatchObject({
      ok: true,
      tier: tiers[1],
      baseCents: 8_000_000,
      grossCents: 16_000,
      netCents: 16_000,
      net: 160,
    });
    expect(qualifyingTier(tiers, { validBet: 200_000, activeMembers: 3 })).toBe(tiers[0]);
  });

  it('pays nothing when no tier is met', () => {
    expect(
      computeContractPay('hourlySalary', tiers, { validBet: 9999.99, activeMembers: 100, profitAndLoss: 0 }),
    ).toMatchObject({ ok: true, tier: undefined, netCents: 0 });
  });

  it('shares the team loss for dividends, nothing when players won', () => {
    const div = [{ rate: 0.3, minActiveMembers: 0, minValidBet: 0 }];
    expect(
      computeContractPay('dividend', div, { validBet: 0, activeMembers: 0, profitAndLoss: -1000.5 }),
    ).toMatchObject({ baseCents: 100_050, grossCents: 30_015, net: 300.15 });
    expect(
      computeContractPay('dividend', div, { validBet: 0, activeMembers: 0, profitAndLoss: 2000 }),
    ).toMatchObject({ ok: true, netCents: 0 });
  });

  it('subtracts what the downlines are paid, never below zero, and rounds down to the cent', () => {
    const flat = [{ rate: 0.0015, minActiveMembers: 0, minValidBet: 0 }];
    expect(
      computeContractPay(
        'realtimeSalary',
        flat,
        { validBet: 1234.56, activeMembers: 0, profitAndLoss: 0 },
        0.5,
      ),
    ).toMatchObject({ grossCents: 185, downlineCents: 50, netCents: 135 });
    expect(
      computeContractPay('realtimeSalary', flat, { validBet: 100, activeMembers: 0, profitAndLoss: 0 }, 99),
    ).toMatchObject({ netCents: 0 });
  });

  it('refuses bad figures and tiers', () => {
    const ok = { validBet: 1, activeMembers: 1, profitAndLoss: 0 };
    for (const f of [
      { ...ok, validBet: -1 },
      { ...ok, validBet: NaN },
      { ...ok, validBet: 1e300 },
      { ...ok, activeMembers: 1.5 },
      { ...ok, activeMembers: -1 },
      { ...ok, profitAndLoss: Infinity },
      { ...ok, profitAndLoss: -1e300 },
    ]) {
      expect(computeContractPay('dailySalary', tiers, f)).toEqual({ ok: false, reason: 'invalidFigures' });
    }
    expect(computeContractPay('dailySalary', tiers, ok, -5)).toEqual({ ok: false, reason: 'invalidFigures' });
    for (const t of [
      { rate: 2, minActiveMembers: 0, minValidBet: 0 },
      { rate: 0.1, minActiveMembers: 0.5, minValidBet: 0 },
      { rate: 0.1, minActiveMembers: 0, minValidBet: -1 },
    ]) {
      expect(computeContractPay('dailySalary', [t], ok)).toEqual({ ok: false, reason: 'invalidTiers' });
    }
  });

  it('is never negative, never above base x best rate, and monotonic in the valid bet (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 50 }),
        (a, b, members) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const r1 = computeContractPay('dailySalary', tiers, {
            validBet: lo,
            activeMembers: members,
            profitAndLoss: 0,
          });
          const r2 = computeContractPay('dailySalary', tiers, {
            validBet: hi,
            activeMembers: members,
            profitAndLoss: 0,
          });
          if (!r1.ok || !r2.ok) throw new Error('unexpected refusal');
          expect(r1.netCents).toBeGreaterThanOrEqual(0);
          expect(r1.netCents).toBeLessThanOrEqual(Math.round(lo * 100) * 0.003 + 1e-6);
          expect(r2.netCents).toBeGreaterThanOrEqual(r1.netCents);
        },
      ),
    );
  });
});
