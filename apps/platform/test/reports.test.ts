import { describe, expect, it } from 'vitest';
import { expectFail, usePlatform } from './helpers.ts';

const t = usePlatform();

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe('member records', () => {
  it('slot bets of the last 7 days by default, newest first, with a summary that adds up', async () => {
    const token = await t.login('demo');
    const r = await t.call('reports.rngBets', { pageSize: 200 }, { token });
    const v = r.body.value;
    expect(v.list.length).toBeGreaterThan(0);
    const times = v.list.map((b) => b.betTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times.every((ts) => ts > Date.now() - 8 * 86_400_000)).toBe(true);
    const summary = v.summary as { count: number; betAmount: number };
    expect(summary.count).toBe(v.total);
    if ((v.total ?? 0) <= 200) expect(summary.betAmount).toBeCloseTo(v.list.reduce((s, b) => s + b.betAmount, 0), 2);
  });
  it('60 days of history can be read in a 60-day range', async () => {
    const token = await t.login('demo');
    const r = await t.call('reports.liveBets', { startDate: daysAgo(60), endDate: today(), pageSize: 10 }, { token });
    expect(r.body.value.total).toBeGreaterThan(10);
  });
  it('unsettled sports bets are listed apart from settled ones', async () => {
    const token = await t.login('demo');
    const open = await t.call('reports.sportsUnsettledBets', {}, { token });
    expect(open.body.value.list.length).toBeGreaterThan(0);
    expect(open.body.value.list.every((b) => b.status === 'unsettled')).toBe(true);
    const settled = await t.call('reports.sportsSettledBets', { startDate: daysAgo(60), endDate: today() }, { token });
    expect(settled.body.value.list.every((b) => b.status === 'settled')).toBe(true);
  });
  it('a demo-game round shows in the slot record at once', async () => {
    const token = await t.login('player1');
    await t.call('wallet.transfer', { fromAccountTypeId: 1, toAccountTypeId: 5, amount: 20 }, { token });
    const launch = await t.call('games.launch', { vassalage: 'LUX', gameType: 'RNG' }, { token });
    const launchToken = new URL(launch.body.value.url!).searchParams.get('ticket')!;
    await t.call('games.demoPlay', { launchToken, bet: 2, roundId: 'report-round-1' }, {});
    const r = await t.call('reports.rngBets', { vassalage: 'LUX' }, { token });
    expect(r.body.value.list[0]).toMatchObject({ orderId: 'report-round-1', betAmount: 2, status: 'settled' });
  });
  it('the account record lists ledger movements with the balance after', async () => {
    const token = await t.login('demo');
    const r = await t.call('reports.transactions', { startDate: daysAgo(61), endDate: today(), type: 'deposit' }, { token });
    expect(r.body.value.list.length).toBeGreaterThan(0);
    expect(r.body.value.list.every((e) => e.type === 'deposit' && e.amount > 0)).toBe(true);
  });
  it('personal profit: one row per day with bet, win and profit', async () => {
    const token = await t.login('demo');
    const r = await t.call('reports.profit', { startDate: daysAgo(30), endDate: today(), pageSize: 50 }, { token });
    expect(r.body.value.list.length).toBeGreaterThan(20);
    const d = r.body.value.list[0]!;
    expect(d.profitLoss).toBeCloseTo(d.win - d.bet, 2);
  });
  it('a malformed date, a reversed range and a range over 90 days are named', async () => {
    const token = await t.login('demo');
    expectFail(await t.call('reports.rngBets', { startDate: '2026-13-01' }, { token }), 400, 'INVALID_PARAMETERS', 'startDate');
    expectFail(await t.call('reports.rngBets', { startDate: today(), endDate: daysAgo(3) }, { token }), 400, 'INVALID_PARAMETERS', 'startDate');
    expectFail(await t.call('reports.rngBets', { startDate: daysAgo(120), endDate: today() }, { token }), 400, 'INVALID_PARAMETERS', '90 days');
  });
  it('records are the caller\'s own', async () => {
    const token = await t.login('player3');
    const r = await t.call('reports.rngBets', { startDate: daysAgo(60), endDate: today(), pageSize: 200 }, { token });
    const demo = await t.login('demo');
    const mine = await t.call('reports.rngBets', { startDate: daysAgo(60), endDate: today(), pageSize: 200 }, { token: demo });
    const ids = new Set(mine.body.value.list.map((b) => b.orderId));
    expect(r.body.value.list.some((b) => ids.has(b.orderId))).toBe(false);
  });
});
