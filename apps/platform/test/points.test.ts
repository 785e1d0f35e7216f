/**
 * Points mall (issue 16, platform half): every points.* call with its happy path and bad input, trial accounts refused
 * on redeem and convert, a missing token; a replayed redeem / convert pays once; over-redeem refused with nothing
 * lost; points earned from an approved deposit and a settled demo-game bet, once each.
 * Seed (areas/points/seed.ts): GOLDCASINO (THB) earns 1 point per 100 of approved deposit and per 10 of RNG valid bet; 100 points
 * convert to 10 in the main wallet; rewards: Cash reward (200 points, pays 25), Branded T-shirt (goods, 300 points).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { CallName } from '@wl/api/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointEntries, pointRewards } from '../src/db/schema.ts';
import { checkLedger } from '../src/ledger/check.ts';
import { accrueDeposit } from '../src/areas/points/points.ts';
import { settleRedemption } from '../src/areas/points/point-spending.ts';
import { cashierKit, ledgerHoldsAfterAll, PAY_PASSWORD, type Member } from './cashier-helpers.ts';
import { expectFail, GOLD, SPORTS, usePlatform } from './helpers.ts';

const t = usePlatform();
const k = cashierKit(t);
ledgerHoldsAfterAll(t);
const tenant = () => t.app.platform.tenants.byMerchantCode(GOLD)!;

const rewardId = async (name: string) =>
  String(
    (
      await t.app.platform.db
        .select()
        .from(pointRewards)
        .where(and(eq(pointRewards.tenantId, tenant().id), eq(pointRewards.name, name)))
    )[0]!.id,
  );
const points = async (m: Member) =>
  (await t.call('points.balance', {}, { token: m.token })).body.value.points;

/** A member who earned `deposits` x 200 points through approved deposits of 20,000. */
async function earner(deposits = 2): Promise<Member> {
  const m = await k.member();
  for (let i = 0; i < deposits; i++) {
    const d = (
      await t.call('cashier.deposit', { channelId: 'PROMPTPAY-QR', amount: 20_000 }, { token: m.token })
    ).body.value;
    expect((await t.call('dev.approveDeposit', { transactionId: d.transactionId })).body.value.status).toBe(
      'SUCCESS',
    );
  }
  return m;
}

let demoToken = '';
let trialToken = '';
beforeAll(async () => {
  demoToken = await t.login('demo');
  trialToken = await t.login('trial');
});

describe('catalogue, rules and rates (no token needed)', () => {
  it('lists the tenant rewards: goods and cash, with points and amount requirements and stock', async () => {
    const r = await t.call('points.rewards', {});
    expect(r.body.success).toBe(true);
    const list = r.body.value.list;
    expect(list.map((x) => x.name)).toEqual([
      'Cash reward',
      'Big cash reward',
      'Branded T-shirt',
      'Wireless earbuds',
      'Smartphone',
    ]);
    expect(list[0]).toMatchObject({ pointsRequired: 200, quantity: 1000, type: 'CASH', cashAmount: 25 });
    expect(list[1]).toMatchObject({ amountRequired: 5000, type: 'CASH' });
    expect(new Set(list.map((x) => x.type))).toEqual(new Set(['CASH', 'GOODS']));
    const page2 = await t.call('points.rewards', { pageNo: 2, pageSize: 2 });
    expect(page2.body.value).toMatchObject({ pageNum: 2, pageSize: 2, total: 5, totalPages: 3 });
    expect(page2.body.value.list.map((x) => x.name)).toEqual(['Branded T-shirt', 'Wireless earbuds']);
    // Each tenant has its own catalogue, in its currency.
    const usd = await t.call('points.rewards', {}, { merchant: SPORTS });
    expect(usd.body.value.list[0]).toMatchObject({ name: 'Cash reward', cashAmount: 2.5 });
    expect(usd.body.value.list[0]!.rewardId).not.toBe(list[0]!.rewardId);
  });
  it('refuses bad paging', async () => {
    expectFail(await t.call('points.rewards', { pageSize: 500 }), 400, 'INVALID_PARAMETERS', 'pageSize');
    expectFail(await t.call('points.rewards', { pageNo: 0 }), 400, 'INVALID_PARAMETERS', 'pageNo');
  });
  it('answers the exchange-rate table and the rules', async () => {
    const rates = (await t.call('points.conversionTypes', {})).body.value.list;
    expect(rates).toContainEqual(
      expect.objectContaining({ type: 'MAIN', pointsRatio: 100, amountRatio: 10 }),
    );
    expect(rates).toContainEqual(
      expect.objectContaining({ type: 'EARN_DEPOSIT', pointsRatio: 1, amountRatio: 100 }),
    );
    expect(rates).toContainEqual(
      expect.objectContaining({ type: 'EARN_SPORTS', pointsRatio: 2, amountRatio: 10 }),
    );
    const cfg = (await t.call('points.config', {})).body.value;
    expect(cfg.earnSources?.sort()).toEqual(['DEPOSIT', 'LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS']);
    expect(cfg.rules).toContain('never expire');
    expect(cfg.rules).toContain('Every ฿100 of approved deposit earns 1 point(s).');
    expect(typeof cfg.enabled).toBe('boolean');
  });
});

describe('balance and details', () => {
  it('demo has the points its seeded history earned, earned and spent in detail', async () => {
    const r = await t.call('points.balance', {}, { token: demoToken });
    expect(r.body.success).toBe(true);
    const v = r.body.value as {
      points: number;
      earned: number;
      spent: number;
      details: { kind: string; points: number }[];
    };
    expect(v.points).toBeGreaterThan(0);
    expect(v.points).toBe(v.earned - v.spent);
    expect(v.details.map((d) => d.kind)).toEqual(expect.arrayContaining(['bet', 'deposit']));
    // The same as the entries in the database.
    expect(await rowsSum()).toBe(v.points);
  });
  it('needs a token', async () => {
    for (const name of ['points.balance', 'points.redeemList'] as CallName[])
      expectFail(await t.call(name, {}), 401, 'CUSTOMER_NOT_LOGIN');
    expectFail(
      await t.call('points.redeem', { rewardId: '1', quantity: 1, paymentPassword: PAY_PASSWORD }),
      401,
      'CUSTOMER_NOT_LOGIN',
    );
    expectFail(
      await t.call('points.convert', { points: 100, paymentPassword: PAY_PASSWORD }),
      401,
      'CUSTOMER_NOT_LOGIN',
    );
  });
});

async function rowsSum(): Promise<number> {
  const res = (await t.app.platform.db.execute(
    sql`select coalesce(sum(points), 0)::int as s from point_entries e join customers c on c.id = e.customer_id where c.username = 'demo' and c.tenant_id = ${tenant().id}`,
  )) as unknown as { rows: { s: number }[] };
  return res.rows[0]!.s;
}

describe('accrual', () => {
  it('an approved deposit earns points once', async () => {
    const m = await k.member();
    expect(await points(m)).toBe(0);
    const d = (
      await t.call('cashier.deposit', { channelId: 'PROMPTPAY-QR', amount: 1_050 }, { token: m.token })
    ).body.value;
    await t.call('dev.approveDeposit', { transactionId: d.transactionId });
    expect(await points(m)).toBe(10);
    await t.call('dev.approveDeposit', { transactionId: d.transactionId });
    // Accruing the same deposit again adds nothing (unique per deposit).
    expect(
      await accrueDeposit(
        t.app.platform.db,
        tenant().id,
        { id: Number(d.transactionId), customerId: m.id, amount: '1050.00' },
        new Date(),
      ),
    ).toBe(0);
    expect(await points(m)).toBe(10);
    const entries = await t.app.platform.db
      .select()
      .from(pointEntries)
      .where(eq(pointEntries.customerId, m.id));
    expect(entries).toMatchObject([{ kind: 'deposit', points: 10, sourceKey: `deposit:${d.transactionId}` }]);
  });
  it('a settled demo-game bet earns points once; a replayed round earns nothing more; trial bets earn nothing', async () => {
    const m = await k.member({ credit: 1000 });
    await t.call(
      'wallet.transfer',
      { fromAccountTypeId: 1, toAccountTypeId: 5, amount: 600 },
      { token: m.token },
    );
    const game = (await t.call('games.list', { gameType: 'RNG', vassalage: 'NOVA' })).body.value.list.find(
      (g) => !g.maintenance,
    )!;
    const play = async (token: string, roundId: string, bet: number) => {
      const launch = await t.call(
        'games.launch',
        {
          nodeId: game.nodeId,
          vassalage: 'NOVA',
          gameType: 'RNG',
          launchMode: 'GLS',
          accountType: 1,
          language: 'EN',
        },
        { token },
      );
      const launchToken = new URL(launch.body.value.url!).searchParams.get('ticket')!;
      const r = await t.call('games.demoPlay', { launchToken, bet, roundId });
      expect(r.body.success).toBe(true);
      return r;
    };
    await play(m.token, `pts-${m.username}-1`, 259);
    expect(await points(m)).toBe(25);
    const again = await play(m.token, `pts-${m.username}-1`, 259);
    expect(again.body.value).toMatchObject({ replayed: true });
    expect(await points(m)).toBe(25);
    await play(m.token, `pts-${m.username}-2`, 300);
    expect(await points(m)).toBe(55);
    const entries = await t.app.platform.db
      .select()
      .from(pointEntries)
      .where(eq(pointEntries.customerId, m.id));
    expect(entries.map((e) => [e.kind, e.category, e.points])).toEqual([
      ['bet', 'RNG', 25],
      ['bet', 'RNG', 30],
    ]);
    // A trial account's bets earn nothing.
    const before = (await t.app.platform.db.select().from(pointEntries)).length;
    await play(trialToken, `pts-trial-${m.username}`, 200);
    expect((await t.app.platform.db.select().from(pointEntries)).length).toBe(before);
  });
});

describe('redeem', () => {
  it('redeems goods with an address: points and stock spent, IN_PROCESS in the history, then approved or rejected', async () => {
    const m = await earner(2);
    expect(await points(m)).toBe(400);
    const shirt = await rewardId('Branded T-shirt');
    const [before] = await t.app.platform.db
      .select()
      .from(pointRewards)
      .where(eq(pointRewards.id, Number(shirt)));
    const r = await t.call(
      'points.redeem',
      {
        rewardId: shirt,
        quantity: 1,
        receivingAddress: '12 Sukhumvit Rd, Bangkok 10110',
        paymentPassword: PAY_PASSWORD,
      },
      { token: m.token, encrypt: true },
    );
    expect(r.body.value).toMatchObject({
      rewardName: 'Branded T-shirt',
      quantity: 1,
      points: 300,
      status: 'IN_PROCESS',
      receivingAddress: '12 Sukhumvit Rd, Bangkok 10110',
    });
    expect(await points(m)).toBe(100);
    const [after] = await t.app.platform.db
      .select()
      .from(pointRewards)
      .where(eq(pointRewards.id, Number(shirt)));
    expect(after!.stock).toBe(before!.stock - 1);
    const list = await t.call('points.redeemList', {}, { token: m.token });
    expect(list.body.value.list).toMatchObject([{ id: r.body.value.id, status: 'IN_PROCESS', points: 300 }]);
    // Rejected: the points and the stock come back.
    expect(
      await settleRedemption(t.app.platform, tenant(), Number(r.body.value.id), 'REJECTED', 'Out of sizes'),
    ).toMatchObject({ status: 'REJECTED', remark: 'Out of sizes' });
    expect(await points(m)).toBe(400);
    const [restored] = await t.app.platform.db
      .select()
      .from(pointRewards)
      .where(eq(pointRewards.id, Number(shirt)));
    expect(restored!.stock).toBe(before!.stock);
    expect((await t.call('points.redeemList', {}, { token: m.token })).body.value.list[0]).toMatchObject({
      status: 'REJECTED',
      remark: 'Out of sizes',
    });
    const balance = (await t.call('points.balance', {}, { token: m.token })).body.value as unknown as {
      earned: number;
      spent: number;
    };
    expect(balance).toMatchObject({ earned: 700, spent: 300 });
  });
  it('a cash reward pays the main wallet when approved (through the ledger), and its redemption names that account', async () => {
    const m = await earner(1);
    const r = await t.call(
      'points.redeem',
      { rewardId: await rewardId('Cash reward'), quantity: 1, paymentPassword: PAY_PASSWORD },
      { token: m.token },
    );
    expect(r.body.value).toMatchObject({
      status: 'IN_PROCESS',
      points: 200,
      receivingAddress: null,
      paidAccount: null,
    });
    // Not paid yet: no account.
    expect((await t.call('points.redeemList', {}, { token: m.token })).body.value.list[0]).toMatchObject({
      paidAccount: null,
    });
    const main = async () =>
      (await t.call('wallet.balance', {}, { token: m.token })).body.value as { sumBalance: number };
    const before = (await main()).sumBalance;
    const settled = await settleRedemption(t.app.platform, tenant(), Number(r.body.value.id), 'APPROVED');
    expect(settled.paidAccount).toEqual({ accountTypeId: 1, name: 'Main Wallet' });
    expect((await main()).sumBalance).toBe(before + 25);
    // The paid account of the redemption list is the wallet its ledger entry credited (spec: "paid account, main wallet").
    expect((await t.call('points.redeemList', {}, { token: m.token })).body.value.list[0]).toMatchObject({
      status: 'APPROVED',
      paidAccount: { accountTypeId: 1, name: 'Main Wallet' },
    });
    const [entry] = (
      (await t.app.platform.db.execute(
        sql`select account_type_id as a from ledger_entries where reference = ${`PR${r.body.value.id}`} and kind = 'points_reward'`,
      )) as unknown as { rows: { a: number }[] }
    ).rows;
    expect(entry!.a).toBe(1);
    expect(await checkLedger(t.app.platform.db)).toMatchObject({ mismatches: [], negatives: 0 });
  });
  it('a replayed redeem (same Idempotency-Key) spends once', async () => {
    const m = await earner(2);
    const input = { rewardId: await rewardId('Cash reward'), quantity: 1, paymentPassword: PAY_PASSWORD };
    const first = await t.call('points.redeem', input, {
      token: m.token,
      idempotencyKey: `redeem-${m.username}`,
    });
    const second = await t.call('points.redeem', input, {
      token: m.token,
      idempotencyKey: `redeem-${m.username}`,
    });
    expect(first.body.value).toMatchObject({ status: 'IN_PROCESS', replayed: false });
    expect(second.body.value).toMatchObject({ id: first.body.value.id, replayed: true });
    expect(await points(m)).toBe(200);
    expect((await t.call('points.redeemList', {}, { token: m.token })).body.value.list).toHaveLength(1);
  });
  it('refuses more points than held, and nothing is lost', async () => {
    const m = await earner(1);
    const shirt = await rewardId('Branded T-shirt');
    const [before] = await t.app.platform.db
      .select()
      .from(pointRewards)
      .where(eq(pointRewards.id, Number(shirt)));
    expectFail(
      await t.call(
        'points.redeem',
        {
          rewardId: shirt,
          quantity: 1,
          receivingAddress: '12 Sukhumvit Rd, Bangkok',
          paymentPassword: PAY_PASSWORD,
        },
        { token: m.token, idempotencyKey: `over-${m.username}` },
      ),
      200,
      'POINTS_NOT_ENOUGH',
      'points',
    );
    expectFail(
      await t.call(
        'points.redeem',
        { rewardId: await rewardId('Cash reward'), quantity: 2, paymentPassword: PAY_PASSWORD },
        { token: m.token },
      ),
      200,
      'POINTS_NOT_ENOUGH',
      '400 needed, 200 held',
    );
    expect(await points(m)).toBe(200);
    const [after] = await t.app.platform.db
      .select()
      .from(pointRewards)
      .where(eq(pointRewards.id, Number(shirt)));
    expect(after!.stock).toBe(before!.stock);
    expect((await t.call('points.redeemList', {}, { token: m.token })).body.value.list).toEqual([]);
    // The refused key was not used up: the same key works once the member has the points.
    const d = (
      await t.call('cashier.deposit', { channelId: 'PROMPTPAY-QR', amount: 20_000 }, { token: m.token })
    ).body.value;
    await t.call('dev.approveDeposit', { transactionId: d.transactionId });
    const ok = await t.call(
      'points.redeem',
      {
        rewardId: shirt,
        quantity: 1,
        receivingAddress: '12 Sukhumvit Rd, Bangkok',
        paymentPassword: PAY_PASSWORD,
      },
      { token: m.token, idempotencyKey: `over-${m.username}` },
    );
    expect(ok.body.value).toMatchObject({ status: 'IN_PROCESS', replayed: false });
  });
  it('checks the amount requirement, stock, quantity limit, address and payment password', async () => {
    const m = await earner(2);
    expectFail(
      await t.call(
        'points.redeem',
        {
          rewardId: await rewardId('Smartphone'),
          quantity: 1,
          receivingAddress: '12 Sukhumvit Rd',
          paymentPassword: PAY_PASSWORD,
        },
        { token: m.token },
      ),
      200,
      'OUT_OF_STOCK',
    );
    expectFail(
      await t.call(
        'points.redeem',
        { rewardId: await rewardId('Cash reward'), quantity: 6, paymentPassword: PAY_PASSWORD },
        { token: m.token },
      ),
      400,
      'INVALID_PARAMETERS',
      'quantity: must be between 1 and 5',
    );
    expectFail(
      await t.call(
        'points.redeem',
        { rewardId: await rewardId('Branded T-shirt'), quantity: 1, paymentPassword: PAY_PASSWORD },
        { token: m.token },
      ),
      400,
      'INVALID_PARAMETERS',
      'receivingAddress',
    );
    expectFail(
      await t.call(
        'points.redeem',
        { rewardId: await rewardId('Cash reward'), quantity: 1, paymentPassword: '000000' },
        { token: m.token },
      ),
      400,
      'PAYMENT_PASSWORD_INCORRECT',
      'paymentPassword',
    );
    expectFail(
      await t.call(
        'points.redeem',
        { rewardId: '999999', quantity: 1, paymentPassword: PAY_PASSWORD },
        { token: m.token },
      ),
      404,
      'NOT_FOUND',
      'rewardId',
    );
    expectFail(
      await t.call(
        'points.redeem',
        { rewardId: 'abc', quantity: 1, paymentPassword: PAY_PASSWORD },
        { token: m.token },
      ),
      400,
      'INVALID_PARAMETERS',
      'rewardId',
    );
    expectFail(
      await t.call(
        'points.redeem',
        { rewardId: await rewardId('Cash reward'), quantity: 0, paymentPassword: PAY_PASSWORD },
        { token: m.token },
      ),
      400,
      'INVALID_PARAMETERS',
      'quantity',
    );
    // Big cash reward: 1,000 points and 5,000 of approved deposits; this member has 40,000 deposited but 400 points.
    expectFail(
      await t.call(
        'points.redeem',
        { rewardId: await rewardId('Big cash reward'), quantity: 1, paymentPassword: PAY_PASSWORD },
        { token: m.token },
      ),
      200,
      'POINTS_NOT_ENOUGH',
    );
    // Wireless earbuds need 10,000 deposited: a member with points from bets only falls short.
    const other = await t.call(
      'points.redeem',
      {
        rewardId: await rewardId('Wireless earbuds'),
        quantity: 1,
        receivingAddress: '12 Sukhumvit Rd',
        paymentPassword: PAY_PASSWORD,
      },
      { token: demoToken },
    );
    expect(other.body.success).toBe(false);
    const none = await k.member({ payPassword: false });
    expectFail(
      await t.call(
        'points.redeem',
        { rewardId: await rewardId('Cash reward'), quantity: 1, paymentPassword: PAY_PASSWORD },
        { token: none.token },
      ),
      200,
      'INVALID_STATE',
      'set a payment password first',
    );
    expect(await points(m)).toBe(400);
  });
  it('refuses a trial account', async () => {
    expectFail(
      await t.call(
        'points.redeem',
        { rewardId: await rewardId('Cash reward'), quantity: 1, paymentPassword: PAY_PASSWORD },
        { token: trialToken },
      ),
      403,
      'in_need_true_account',
    );
  });
});

describe('convert', () => {
  it('converts points to the main wallet through the ledger; a replay pays once', async () => {
    const m = await earner(2);
    const main = async () =>
      (await t.call('wallet.balance', {}, { token: m.token })).body.value as { sumBalance: number };
    const before = (await main()).sumBalance;
    const r = await t.call(
      'points.convert',
      { points: 300, type: 'MAIN', paymentPassword: PAY_PASSWORD },
      { token: m.token, idempotencyKey: `conv-${m.username}`, encrypt: true },
    );
    expect(r.body.value).toMatchObject({ amount: 30, points: 300, replayed: false });
    const again = await t.call(
      'points.convert',
      { points: 300, type: 'MAIN', paymentPassword: PAY_PASSWORD },
      { token: m.token, idempotencyKey: `conv-${m.username}` },
    );
    expect(again.body.value).toMatchObject({ amount: 30, points: 300, replayed: true });
    expect(await points(m)).toBe(100);
    expect((await main()).sumBalance).toBe(before + 30);
    const ledger = (await t.app.platform.db.execute(
      sql`select kind, amount::text as amount from ledger_entries where customer_id = ${m.id} and kind = 'points_convert'`,
    )) as unknown as { rows: { kind: string; amount: string }[] };
    expect(ledger.rows).toEqual([{ kind: 'points_convert', amount: '30.00' }]);
    expect(await checkLedger(t.app.platform.db)).toMatchObject({ mismatches: [], negatives: 0 });
  });
  it('refuses more points than held, bad amounts, a wrong password, a trial account', async () => {
    const m = await earner(1);
    expectFail(
      await t.call('points.convert', { points: 300, paymentPassword: PAY_PASSWORD }, { token: m.token }),
      200,
      'POINTS_NOT_ENOUGH',
      '300 needed, 200 held',
    );
    expectFail(
      await t.call('points.convert', { points: 150, paymentPassword: PAY_PASSWORD }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'multiple of 100',
    );
    expectFail(
      await t.call('points.convert', { points: -100, paymentPassword: PAY_PASSWORD }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'points',
    );
    expectFail(
      await t.call(
        'points.convert',
        { points: 100, type: 'LOTTERY', paymentPassword: PAY_PASSWORD },
        { token: m.token },
      ),
      400,
      'INVALID_PARAMETERS',
      'type',
    );
    expectFail(
      await t.call('points.convert', { points: 100, paymentPassword: 'nope' }, { token: m.token }),
      400,
      'PAYMENT_PASSWORD_INCORRECT',
    );
    expectFail(
      await t.call('points.convert', { points: 100, paymentPassword: PAY_PASSWORD }, { token: trialToken }),
      403,
      'in_need_true_account',
    );
    expect(await points(m)).toBe(200);
  });
});

describe('dev.settleRedemption (the merchant approves or rejects)', () => {
  it('rejects (points and stock back) or approves (a cash reward pays the main wallet) a redemption in process, once', async () => {
    const m = await earner(2);
    const shirt = await rewardId('Branded T-shirt');
    const r = await t.call(
      'points.redeem',
      {
        rewardId: shirt,
        quantity: 1,
        receivingAddress: '12 Sukhumvit Rd, Bangkok',
        paymentPassword: PAY_PASSWORD,
      },
      { token: m.token },
    );
    expect(await points(m)).toBe(100);
    const rejected = await t.call('dev.settleRedemption', {
      redemptionId: r.body.value.id,
      status: 'REJECTED',
      remark: 'No stock of this size',
    });
    expect(rejected.body.value).toMatchObject({
      id: r.body.value.id,
      status: 'REJECTED',
      remark: 'No stock of this size',
    });
    expect(await points(m)).toBe(400);
    expectFail(
      await t.call('dev.settleRedemption', { redemptionId: r.body.value.id, status: 'APPROVED' }),
      200,
      'INVALID_STATE',
      'already REJECTED',
    );
    expect(await points(m)).toBe(400);
    const cash = await t.call(
      'points.redeem',
      { rewardId: await rewardId('Cash reward'), quantity: 1, paymentPassword: PAY_PASSWORD },
      { token: m.token },
    );
    const before = await k.mainBalance(m);
    expect(
      (await t.call('dev.settleRedemption', { redemptionId: cash.body.value.id, status: 'APPROVED' })).body
        .value,
    ).toMatchObject({ status: 'APPROVED' });
    expect(await k.mainBalance(m)).toBe(before + 25);
    expect(
      (await t.call('points.redeemList', {}, { token: m.token })).body.value.list.map((x) => x.status),
    ).toEqual(['APPROVED', 'REJECTED']);
  });
  it('refuses an unknown or malformed redemption and a bad status', async () => {
    expectFail(
      await t.call('dev.settleRedemption', { redemptionId: '999999', status: 'APPROVED' }),
      404,
      'NOT_FOUND',
    );
    expectFail(
      await t.call('dev.settleRedemption', { redemptionId: 'abc', status: 'APPROVED' }),
      400,
      'INVALID_PARAMETERS',
      'redemptionId',
    );
    expectFail(
      await t.call('dev.settleRedemption', { redemptionId: '1', status: 'PAID' }),
      400,
      'INVALID_PARAMETERS',
      'status',
    );
  });
});
