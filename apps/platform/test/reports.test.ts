import { describe, expect, it } from 'vitest';
import { expectFail, GOLD, usePlatform } from './helpers.ts';
import { findByUsername } from '../src/areas/session/account-lookup.ts';
import { requireBonusTurnover } from '../src/areas/promotions/rewards.ts';
import { credit } from '../src/ledger/ledger.ts';

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
    if ((v.total ?? 0) <= 200)
      expect(summary.betAmount).toBeCloseTo(
        v.list.reduce((s, b) => s + b.betAmount, 0),
        2,
      );
  });
  it('60 days of history can be read in a 60-day range', async () => {
    const token = await t.login('demo');
    const r = await t.call(
      'reports.liveBets',
      { startDate: daysAgo(60), endDate: today(), pageSize: 10 },
      { token },
    );
    expect(r.body.value.total).toBeGreaterThan(10);
  });
  it('unsettled sports bets are listed apart from settled ones', async () => {
    const token = await t.login('demo');
    const open = await t.call('reports.sportsUnsettledBets', {}, { token });
    expect(open.body.value.list.length).toBeGreaterThan(0);
    expect(open.body.value.list.every((b) => b.status === 'unsettled')).toBe(true);
    const settled = await t.call(
      'reports.sportsSettledBets',
      { startDate: daysAgo(60), endDate: today() },
      { token },
    );
    expect(settled.body.value.list.every((b) => b.status === 'settled')).toBe(true);
  });
  it('a demo-game round shows in the slot record at once', async () => {
    const token = await t.login('player1');
    await t.call('wallet.transfer', { fromAccountTypeId: 1, toAccountTypeId: 5, amount: 20 }, { token });
    const launch = await t.call('games.launch', { vassalage: 'LUX', gameType: 'RNG' }, { token });
    const launchToken = new URL(launch.body.value.url!).searchParams.get('ticket')!;
    await t.call('games.demoPlay', { launchToken, bet: 2, roundId: 'report-round-1' }, {});
    const r = await t.call('reports.rngBets', { vassalage: 'LUX' }, { token });
    expect(r.body.value.list[0]).toMatchObject({
      orderId: 'report-round-1',
      betAmount: 2,
      status: 'settled',
    });
  });
  it('the account record lists ledger movements with the balance after', async () => {
    const token = await t.login('demo');
    const r = await t.call(
      'reports.transactions',
      { startDate: daysAgo(61), endDate: today(), type: 'deposit' },
      { token },
    );
    expect(r.body.value.list.length).toBeGreaterThan(0);
    expect(r.body.value.list.every((e) => e.type === 'deposit' && e.amount > 0)).toBe(true);
  });
  it('personal profit: one row per day with bet, win and profit', async () => {
    const token = await t.login('demo');
    const r = await t.call(
      'reports.profit',
      { startDate: daysAgo(30), endDate: today(), pageSize: 50 },
      { token },
    );
    expect(r.body.value.list.length).toBeGreaterThan(20);
    const d = r.body.value.list[0]!;
    expect(d.profitLoss).toBeCloseTo(d.win - d.bet, 2);
  });
  it('a malformed date, a reversed range and a range over 90 days are named', async () => {
    const token = await t.login('demo');
    expectFail(
      await t.call('reports.rngBets', { startDate: '2026-13-01' }, { token }),
      400,
      'INVALID_PARAMETERS',
      'startDate',
    );
    expectFail(
      await t.call('reports.rngBets', { startDate: today(), endDate: daysAgo(3) }, { token }),
      400,
      'INVALID_PARAMETERS',
      'startDate',
    );
    expectFail(
      await t.call('reports.rngBets', { startDate: daysAgo(120), endDate: today() }, { token }),
      400,
      'INVALID_PARAMETERS',
      '90 days',
    );
  });
  it("records are the caller's own", async () => {
    const token = await t.login('player3');
    const r = await t.call(
      'reports.rngBets',
      { startDate: daysAgo(60), endDate: today(), pageSize: 200 },
      { token },
    );
    const demo = await t.login('demo');
    const mine = await t.call(
      'reports.rngBets',
      { startDate: daysAgo(60), endDate: today(), pageSize: 200 },
      { token: demo },
    );
    const ids = new Set(mine.body.value.list.map((b) => b.orderId));
    expect(r.body.value.list.some((b) => ids.has(b.orderId))).toBe(false);
  });
});

describe('lottery and e-lottery records; cancelling a lottery sub-order', () => {
  const range = () => ({ startDate: daysAgo(60), endDate: today(), pageSize: 200 });
  it('the lottery call splits LOTT and ELOTT by gameType; another type is named', async () => {
    const token = await t.login('demo');
    const all = await t.call('reports.lotteryBets', range(), { token });
    const lott = await t.call('reports.lotteryBets', { ...range(), gameType: 'LOTT' }, { token });
    const elott = await t.call('reports.lotteryBets', { ...range(), gameType: 'ELOTT' }, { token });
    expect(lott.body.value.list.every((b) => b.gameType === 'LOTT')).toBe(true);
    expect(elott.body.value.list.every((b) => b.gameType === 'ELOTT')).toBe(true);
    expect((lott.body.value.total ?? 0) + (elott.body.value.total ?? 0)).toBe(all.body.value.total);
    expectFail(
      await t.call('reports.lotteryBets', { gameType: 'RNG' }, { token }),
      400,
      'INVALID_PARAMETERS',
      'gameType',
    );
  });
  it('an undrawn lottery order is cancellable; cancelling refunds its stake once; a drawn one is refused', async () => {
    const token = await t.login('demo');
    const open = (
      await t.call('reports.lotteryBets', { ...range(), gameType: 'LOTT', settled: 'false' }, { token })
    ).body.value.list;
    const order = open.find((b) => b.cancellable === true);
    expect(order).toBeDefined();
    const before = (await t.call('wallet.balance', {}, { token })).body.value.sumBalance;
    const r = await t.call('reports.cancelLotteryOrders', { orderIds: [order!.orderId] }, { token });
    expect(r.body.value).toEqual({ cancelled: [order!.orderId], refunded: order!.betAmount });
    expect((await t.call('wallet.balance', {}, { token })).body.value.sumBalance).toBeCloseTo(
      before + order!.betAmount,
      2,
    );
    const again = await t.call('reports.cancelLotteryOrders', { orderIds: [order!.orderId] }, { token });
    expect(again.body.value).toEqual({ cancelled: [], refunded: 0 });
    expect((await t.call('wallet.balance', {}, { token })).body.value.sumBalance).toBeCloseTo(
      before + order!.betAmount,
      2,
    );
    const listed = (
      await t.call('reports.lotteryBets', { ...range(), gameType: 'LOTT' }, { token })
    ).body.value.list.find((b) => b.orderId === order!.orderId);
    expect(listed).toMatchObject({ status: 'cancelled', cancellable: false });
    const ledger = await t.call('reports.transactions', { type: 'bet_cancel' }, { token });
    expect(
      ledger.body.value.list.some((e) => e.remark === order!.orderId && e.amount === order!.betAmount),
    ).toBe(true);
    const drawn = (await t.call('reports.lotteryBets', { ...range(), settled: 'true' }, { token })).body.value
      .list[0];
    if (drawn)
      expectFail(
        await t.call('reports.cancelLotteryOrders', { orderIds: [drawn.orderId] }, { token }),
        400,
        'INVALID_PARAMETERS',
        'already drawn',
      );
    const slot = (await t.call('reports.rngBets', range(), { token })).body.value.list[0]!;
    expectFail(
      await t.call('reports.cancelLotteryOrders', { orderIds: [slot.orderId] }, { token }),
      400,
      'INVALID_PARAMETERS',
      'not a lottery order',
    );
  });
  it("another player's order, no order and no token are refused", async () => {
    const demo = await t.login('demo');
    const mine = (await t.call('reports.lotteryBets', range(), { token: demo })).body.value.list[0]!;
    const other = await t.login('player1');
    expectFail(
      await t.call('reports.cancelLotteryOrders', { orderIds: [mine.orderId] }, { token: other }),
      404,
      'NOT_FOUND',
      'orderIds',
    );
    expectFail(
      await t.call('reports.cancelLotteryOrders', { orderIds: [] }, { token: other }),
      400,
      'INVALID_PARAMETERS',
      'orderIds',
    );
    const anon = await t.call('reports.cancelLotteryOrders', { orderIds: [mine.orderId] });
    expect(anon.body.success).toBe(false);
    expect(anon.status).toBe(401);
  });
});

describe('account record filters and bonus details', () => {
  it('the account record takes several kinds at once and a status (ledger movements are all SUCCESS)', async () => {
    const token = await t.login('player2');
    await t.call('wallet.transfer', { fromAccountTypeId: 1, toAccountTypeId: 5, amount: 5 }, { token });
    const both = await t.call('reports.transactions', { type: 'transfer_in,transfer_out' }, { token });
    expect(new Set(both.body.value.list.map((e) => e.type))).toEqual(
      new Set(['transfer_in', 'transfer_out']),
    );
    expect(
      (
        await t.call(
          'reports.transactions',
          { type: 'transfer_in,transfer_out', status: 'SUCCESS' },
          { token },
        )
      ).body.value.total,
    ).toBe(both.body.value.total);
    expect(
      (
        await t.call(
          'reports.transactions',
          { type: 'transfer_in,transfer_out', status: 'PENDING' },
          { token },
        )
      ).body.value.list,
    ).toHaveLength(0);
    expectFail(
      await t.call('reports.transactions', { type: 'DROP TABLE' }, { token }),
      400,
      'INVALID_PARAMETERS',
      'type',
    );
  });
  it('each bonus shows its turnover requirement and the valid bets played since, until it is met', async () => {
    const token = await t.login('player3');
    const tenant = t.app.platform.tenants.byMerchantCode(GOLD)!;
    const player = (await findByUsername(t.app.platform.db, tenant.id, 'player3'))!;
    expect((await t.call('reports.bonuses', {}, { token })).body.value.list).toHaveLength(0);
    const required = async () =>
      (await t.call('cashier.turnoverInfo', {}, { token })).body.value.requiredTurnover;
    const before = await required();
    await credit(t.app.platform, tenant.id, player.id, 1, '10.00', 'bonus', 'Welcome bonus');
    // The requirement written with the bonus (areas/promotions/rewards.ts, the rule the withdrawal check sums too).
    await requireBonusTurnover(t.app.platform.db, {
      tenantId: tenant.id,
      customerId: player.id,
      bonusCents: 1000,
      multiplier: 1,
      reference: 'Welcome bonus',
      sourceId: 0,
      at: t.clock.now(),
    });
    expect(await required()).toBe(before + 10);
    const fresh = (await t.call('reports.bonuses', {}, { token })).body.value;
    expect(fresh.list).toHaveLength(1);
    expect(fresh.list[0]).toMatchObject({
      title: 'Welcome bonus',
      amount: 10,
      requiredTurnover: 10,
      currentTurnover: 0,
      status: 'ACTIVE',
    });
    const profit = (await t.call('reports.profit', { startDate: today(), endDate: today() }, { token })).body
      .value.list;
    expect(profit.find((d) => d.date === today())?.promotion).toBe(10);
    await t.call('wallet.transfer', { fromAccountTypeId: 1, toAccountTypeId: 5, amount: 20 }, { token });
    const launch = await t.call('games.launch', { vassalage: 'LUX', gameType: 'RNG' }, { token });
    const launchToken = new URL(launch.body.value.url!).searchParams.get('ticket')!;
    for (const roundId of ['bonus-round-1', 'bonus-round-2'])
      await t.call('games.demoPlay', { launchToken, bet: 3, roundId }, {});
    expect((await t.call('reports.bonuses', {}, { token })).body.value.list[0]).toMatchObject({
      currentTurnover: 6,
      status: 'ACTIVE',
    });
    for (const roundId of ['bonus-round-3', 'bonus-round-4'])
      await t.call('games.demoPlay', { launchToken, bet: 3, roundId }, {});
    const done = (await t.call('reports.bonuses', {}, { token })).body.value;
    expect(done.list[0]).toMatchObject({ currentTurnover: 10, status: 'COMPLETED' });
    expect(done.summary).toMatchObject({ count: 1, amount: 10, requiredTurnover: 10, currentTurnover: 10 });
    expect((await t.call('reports.bonuses', { status: 'ACTIVE' }, { token })).body.value.list).toHaveLength(
      0,
    );
    const other = await t.login('player1');
    expect((await t.call('reports.bonuses', {}, { token: other })).body.value.list).toHaveLength(0);
    expect((await t.call('reports.bonuses', {})).status).toBe(401);
    expectFail(
      await t.call('reports.bonuses', { status: 'PAID' }, { token }),
      400,
      'INVALID_PARAMETERS',
      'status',
    );
    expectFail(
      await t.call('reports.bonuses', { startDate: daysAgo(120), endDate: today() }, { token }),
      400,
      'INVALID_PARAMETERS',
      '90 days',
    );
  });
});
