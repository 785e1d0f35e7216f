import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { checkLedger } from '../src/ledger/check.ts';
import { expectFail, SPORTS, unique, usePlatform } from './helpers.ts';

const t = usePlatform();

const balances = async (token: string, merchant?: string) => {
  const r = await t.call('wallet.balance', {}, { token, ...(merchant ? { merchant } : {}) });
  return Object.fromEntries(r.body.value.balance.map((b) => [b.accountTypeId, b.availBalance])) as Record<
    number,
    number
  >;
};

describe('balance', () => {
  it('lists each wallet, the sum and the currency', async () => {
    const token = await t.login('demo');
    const r = await t.call('wallet.balance', { typeId: 0 }, { token });
    const v = r.body.value;
    expect(v.currency).toBe('THB');
    expect(v.currencySymbol).toBe('฿');
    const sum = v.balance.reduce((s, b) => s + Math.round(b.availBalance * 100), 0) / 100;
    expect(v.sumBalance).toBeCloseTo(sum, 2);
    expect(v.balance[0]).toMatchObject({ accountTypeId: 1, displayName: 'Main Wallet' });
  });
  it('a single-wallet tenant has one wallet', async () => {
    const token = await t.login('demo', 'demo1234', SPORTS);
    const r = await t.call('wallet.balance', {}, { token, merchant: SPORTS });
    expect(r.body.value.balance).toHaveLength(1);
    expect(r.body.value.currencySymbol).toBe('$');
  });
  it('merchant wallet tells single (1) or multi (0)', async () => {
    expect((await t.call('wallet.merchantWallet', {})).body.value.isSingle).toBe(0);
    expect((await t.call('wallet.merchantWallet', {}, { merchant: SPORTS })).body.value.isSingle).toBe(1);
  });
  it('consolidated funds: balance, VIP label and unread messages', async () => {
    const token = await t.login('demo');
    const r = await t.call('wallet.consolidatedFunds', {}, { token });
    expect(r.body.value).toMatchObject({ hasVip: true, vipLabelName: 'Gold', unreadMessage: 3 });
  });
  it('consolidated funds count the promotions the member can claim now (the reward centre)', async () => {
    const token = await t.login('demo');
    const claimable = await t.call('promotions.claimable', {}, { token });
    const r = await t.call('wallet.consolidatedFunds', {}, { token });
    expect(r.body.value.availablePromoCount).toBeGreaterThan(0);
    expect(r.body.value.availablePromoCount).toBe(claimable.body.value.list.length);
  });
  it('consolidated funds carry the REFERRAL promotion switch of the tenant (availablePromo.REFERRAL.enabled)', async () => {
    const gold = await t.call('wallet.consolidatedFunds', {}, { token: await t.login('demo') });
    expect(gold.body.value.availablePromo).toEqual({ REFERRAL: { enabled: true } });
    const sports = await t.call(
      'wallet.consolidatedFunds',
      {},
      { token: await t.login('demo', 'demo1234', SPORTS), merchant: SPORTS },
    );
    expect(sports.body.value.availablePromo).toEqual({ REFERRAL: { enabled: false } });
  });
  it('the seeded books balance: every wallet equals the sum of its ledger entries', async () => {
    const check = await checkLedger(t.app.platform.db);
    expect(check.entries).toBeGreaterThan(1000);
    expect(check.mismatches).toEqual([]);
    expect(check.negatives).toBe(0);
  });
});

describe('transfer', () => {
  it('moves money between main and a game wallet with two ledger entries', async () => {
    const token = await t.login('agent');
    const before = await balances(token);
    const r = await t.call(
      'wallet.transfer',
      { accept: true, accountTypeId: 0, fromAccountTypeId: 1, toAccountTypeId: 3, amount: 123.45 },
      { token },
    );
    expect(r.body.success).toBe(true);
    const after = await balances(token);
    expect(after[1]).toBeCloseTo(before[1]! - 123.45, 2);
    expect(after[3]).toBeCloseTo(before[3]! + 123.45, 2);
  });
  it('more than the balance is refused and nothing moves', async () => {
    const token = await t.login('player2');
    const before = await balances(token);
    expectFail(
      await t.call(
        'wallet.transfer',
        { fromAccountTypeId: 1, toAccountTypeId: 2, amount: before[1]! + 1 },
        { token },
      ),
      200,
      'ACCOUNT_BALANCE_NOT_ENOUGH',
    );
    expect(await balances(token)).toEqual(before);
  });
  it('a negative or zero amount is refused, naming amount', async () => {
    const token = await t.login('player2');
    expectFail(
      await t.call('wallet.transfer', { fromAccountTypeId: 1, toAccountTypeId: 2, amount: -5 }, { token }),
      400,
      'INVALID_PARAMETERS',
      'amount',
    );
    expectFail(
      await t.call('wallet.transfer', { fromAccountTypeId: 1, toAccountTypeId: 2, amount: 0 }, { token }),
      400,
      'INVALID_PARAMETERS',
      'amount',
    );
  });
  it('an amount with 3 decimals is refused', async () => {
    const token = await t.login('player2');
    expectFail(
      await t.call('wallet.transfer', { fromAccountTypeId: 1, toAccountTypeId: 2, amount: 1.005 }, { token }),
      400,
      'AMOUNT_INVALID',
      'amount',
    );
  });
  it('the same wallet on both sides, or an unknown wallet, is named', async () => {
    const token = await t.login('player2');
    expectFail(
      await t.call('wallet.transfer', { fromAccountTypeId: 1, toAccountTypeId: 1, amount: 1 }, { token }),
      400,
      'INVALID_PARAMETERS',
      'toAccountTypeId',
    );
    expectFail(
      await t.call('wallet.transfer', { fromAccountTypeId: 1, toAccountTypeId: 7, amount: 1 }, { token }),
      400,
      'INVALID_PARAMETERS',
      'toAccountTypeId',
    );
  });
  it('a missing wallet id is named', async () => {
    const token = await t.login('player2');
    expectFail(
      await t.call('wallet.transfer', { toAccountTypeId: 2, amount: 1 }, { token }),
      400,
      'INVALID_PARAMETERS',
      'fromAccountTypeId',
    );
  });
  it("someone else's customer id is refused", async () => {
    const token = await t.login('player2');
    expectFail(
      await t.call(
        'wallet.transfer',
        { customerId: '1', fromAccountTypeId: 1, toAccountTypeId: 2, amount: 1 },
        { token },
      ),
      400,
      'INVALID_PARAMETERS',
      'customerId',
    );
  });
  it('a single-wallet tenant refuses transfers', async () => {
    const token = await t.login('demo', 'demo1234', SPORTS);
    expectFail(
      await t.call(
        'wallet.transfer',
        { fromAccountTypeId: 1, toAccountTypeId: 2, amount: 1 },
        { token, merchant: SPORTS },
      ),
      200,
      'FUNCTION_NOT_AVAILABLE',
    );
  });
  it('trial accounts cannot transfer', async () => {
    const trial = await t.call('session.freeplay', { random: await t.freePlayRandom() });
    expectFail(
      await t.call(
        'wallet.transfer',
        { fromAccountTypeId: 1, toAccountTypeId: 2, amount: 1 },
        { token: trial.body.value.token },
      ),
      403,
      'in_need_true_account',
    );
  });
  it('a repeated request with the same idempotency key moves money once', async () => {
    const token = await t.login('agent2');
    const before = await balances(token);
    const first = await t.call(
      'wallet.transfer',
      { fromAccountTypeId: 1, toAccountTypeId: 4, amount: 10 },
      { token, idempotencyKey: 'key-abc-1' },
    );
    const second = await t.call(
      'wallet.transfer',
      { fromAccountTypeId: 1, toAccountTypeId: 4, amount: 10 },
      { token, idempotencyKey: 'key-abc-1' },
    );
    expect(first.body.success && second.body.success).toBe(true);
    expect((second.body.value as { replayed: boolean }).replayed).toBe(true);
    const after = await balances(token);
    expect(after[1]).toBeCloseTo(before[1]! - 10, 2);
    expect(after[4]).toBeCloseTo(before[4]! + 10, 2);
  });
  it('the same key sent 12 times at once moves money once; the others replay its result', async () => {
    const token = await t.login('player2');
    const before = await balances(token);
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.call(
          'wallet.transfer',
          { fromAccountTypeId: 1, toAccountTypeId: 5, amount: 7.25 },
          { token, idempotencyKey: 'key-race-1' },
        ),
      ),
    );
    expect(results.every((r) => r.body.success)).toBe(true);
    const values = results.map(
      (r) => r.body.value as { replayed: boolean; balances: Record<string, number> },
    );
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    // Every answer carries the first one's balances.
    expect(new Set(values.map((v) => JSON.stringify(v.balances))).size).toBe(1);
    const after = await balances(token);
    expect(after[1]).toBeCloseTo(before[1]! - 7.25, 2);
    expect(after[5]).toBeCloseTo(before[5]! + 7.25, 2);
    expect(values[0]!.balances).toEqual({ 1: after[1], 5: after[5] });
    // The key belongs to the transfer: a recall with it is refused, naming the header.
    const other = await t.call('wallet.recall', {}, { token, idempotencyKey: 'key-race-1' });
    expect(other.body.success).toBe(false);
    expect(other.body.message).toMatch(/Idempotency-Key/);
    expect((await checkLedger(t.app.platform.db)).mismatches).toEqual([]);
  });
  it('a transfer from a wallet the account does not have moves nothing and names it', async () => {
    const username = `nowallet${Date.now() % 1_000_000}`;
    const reg = await t.call('session.register', {
      username,
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    const token = reg.body.value.token as string;
    await t.call('dev.credit', { username, amount: 50 });
    // As if the tenant had turned multi-wallet on after the account was opened: no slots wallet.
    const gone = await t.app.platform.db.execute(
      sql`DELETE FROM wallet_accounts WHERE account_type_id = 5 AND customer_id = (SELECT id FROM customers WHERE username = ${username})`,
    );
    expect(
      (gone as unknown as { affectedRows?: number; rowCount?: number }).affectedRows ??
        (gone as unknown as { rowCount: number }).rowCount,
    ).toBe(1);
    expectFail(
      await t.call('wallet.transfer', { fromAccountTypeId: 1, toAccountTypeId: 5, amount: 1 }, { token }),
      400,
      'INVALID_PARAMETERS',
      'wallet 5 does not exist',
    );
    expectFail(
      await t.call('wallet.transfer', { fromAccountTypeId: 5, toAccountTypeId: 1, amount: 1 }, { token }),
      400,
      'INVALID_PARAMETERS',
      'wallet 5 does not exist',
    );
    expect((await balances(token))[1]).toBe(50);
    expect((await checkLedger(t.app.platform.db)).mismatches).toEqual([]);
  });
  it('concurrent transfers never overdraw: 40 requests of 100 against 1,000 leave exactly 0', async () => {
    const token = await t.login('player3');
    const start = await balances(token);
    // Bring the main wallet to exactly 1,000 first.
    await t.call('wallet.recall', {}, { token });
    const main = (await balances(token))[1]!;
    const spare = Math.round((main - 1000) * 100) / 100;
    if (spare > 0)
      await t.call('wallet.transfer', { fromAccountTypeId: 1, toAccountTypeId: 2, amount: spare }, { token });
    else if (spare < 0) await t.call('dev.credit', { username: 'player3', amount: -spare });
    expect((await balances(token))[1]).toBeCloseTo(1000, 2);
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.call('wallet.transfer', { fromAccountTypeId: 1, toAccountTypeId: 3, amount: 100 }, { token }),
      ),
    );
    expect(results.filter((r) => r.body.success)).toHaveLength(10);
    expect(results.filter((r) => r.body.errorCode === 'ACCOUNT_BALANCE_NOT_ENOUGH')).toHaveLength(30);
    expect((await balances(token))[1]).toBe(0);
    const check = await checkLedger(t.app.platform.db);
    expect(check.mismatches).toEqual([]);
    expect(check.negatives).toBe(0);
    void start;
  });
  describe('transfers that arrive together', () => {
    type Execute = (q: SQL) => Promise<unknown>;
    /** Spies on the database's statements; `transfers()` counts the transfer statements among them. */
    function watchStatements(fail?: (n: number) => boolean) {
      const db = t.app.platform.db as unknown as {
        execute: Execute;
        dialect: { sqlToQuery(q: SQL): { sql: string } };
      };
      const original = db.execute.bind(db);
      let n = 0;
      const count = (q: SQL) => {
        if (db.dialect.sqlToQuery(q).sql.includes('prev AS MATERIALIZED')) {
          n++;
          if (fail?.(n)) throw new Error('simulated failure of the statement');
        }
      };
      const spy = vi.spyOn(db, 'execute').mockImplementation(async (q: SQL) => {
        count(q);
        return original(q);
      });
      // On PostgreSQL a transfer alone is a named prepared statement, sent past db.execute (on PGlite it goes through it).
      const handle = t.app.platform.handle;
      const originalNamed = handle.executeNamed.bind(handle);
      const named = vi.spyOn(handle, 'executeNamed').mockImplementation(async <T>(name: string, q: SQL) => {
        if (handle.kind === 'postgres') count(q);
        return originalNamed<T>(name, q);
      });
      return {
        transfers: () => n,
        restore: () => {
          spy.mockRestore();
          named.mockRestore();
        },
      };
    }
    async function funded(amount: number) {
      const username = unique('batch');
      const reg = await t.call('session.register', {
        username,
        password: 'abc12345',
        confirmPassword: 'abc12345',
      });
      await t.call('dev.credit', { username, amount });
      return reg.body.value.token as string;
    }
    const move = (token: string, from: number, to: number, amount: number, idempotencyKey?: string) =>
      t.call(
        'wallet.transfer',
        { fromAccountTypeId: from, toAccountTypeId: to, amount },
        { token, ...(idempotencyKey ? { idempotencyKey } : {}) },
      );

    it('go to the database as one statement per round (an account once a round), each answered as if it came alone', async () => {
      const [a, b, c, d] = await Promise.all([funded(100), funded(100), funded(100), funded(100)]);
      const watch = watchStatements();
      try {
        const [a1, a2, bOver, cEmpty, d1, dAgain] = await Promise.all([
          move(a!, 1, 5, 30),
          move(a!, 1, 5, 80),
          move(b!, 1, 5, 150),
          move(c!, 5, 1, 10),
          move(d!, 1, 3, 40, 'batch-d'),
          move(d!, 1, 3, 40, 'batch-d'),
        ]);
        // Only one of A's two transfers fits its 100. They ran in two statements in the order they came: 30 moved, then
        // 80 was more than the 70 left.
        expect(a1!.body).toMatchObject({ success: true, value: { replayed: false } });
        expectFail(a2!, 200, 'ACCOUNT_BALANCE_NOT_ENOUGH');
        const aMoved = 30;
        expectFail(bOver!, 200, 'ACCOUNT_BALANCE_NOT_ENOUGH');
        expectFail(cEmpty!, 200, 'ACCOUNT_BALANCE_NOT_ENOUGH');
        // D's key moved money once; the second request with it replays the first's answer.
        expect(d1!.body).toMatchObject({
          success: true,
          value: { balances: { 1: 60, 3: 40 }, replayed: false },
        });
        expect(dAgain!.body).toMatchObject({
          success: true,
          value: { balances: { 1: 60, 3: 40 }, replayed: true },
        });
        // Six transfers of four accounts: two statements, not six (on PGlite and PostgreSQL alike).
        expect(watch.transfers()).toBe(2);
        expect(await balances(a!)).toMatchObject({ 1: 100 - aMoved, 5: aMoved });
      } finally {
        watch.restore();
      }
      expect(await balances(b!)).toMatchObject({ 1: 100, 5: 0 });
      expect(await balances(c!)).toMatchObject({ 1: 100, 5: 0 });
      expect(await balances(d!)).toMatchObject({ 1: 60, 3: 40 });
      const check = await checkLedger(t.app.platform.db);
      expect(check.mismatches).toEqual([]);
      expect(check.negatives).toBe(0);
    });

    it('a statement that fails moved nothing; its transfers then run one by one, and each answers for itself', async () => {
      const [a, b, c] = await Promise.all([funded(50), funded(50), funded(50)]);
      // The first statement (all three) fails, and so does B's own statement after it.
      const watch = watchStatements((n) => n === 1 || n === 3);
      let answers;
      try {
        answers = await Promise.all([
          move(a!, 1, 2, 20, 'fail-a'),
          move(b!, 1, 2, 20, 'fail-b'),
          move(c!, 1, 2, 20),
        ]);
        expect(watch.transfers()).toBe(4);
      } finally {
        watch.restore();
      }
      expect(answers[0]!.body).toMatchObject({
        success: true,
        value: { balances: { 1: 30, 2: 20 }, replayed: false },
      });
      expect(answers[1]!.status).toBe(500);
      expect(answers[1]!.body).toMatchObject({ success: false, errorCode: 'INTERNAL_ERROR' });
      expect(answers[2]!.body).toMatchObject({ success: true, value: { balances: { 1: 30, 2: 20 } } });
      expect(await balances(b!)).toMatchObject({ 1: 50, 2: 0 });
      // B's key was not used up by the failure: sent again, it moves the money once.
      expect((await move(b!, 1, 2, 20, 'fail-b')).body).toMatchObject({
        success: true,
        value: { balances: { 1: 30, 2: 20 }, replayed: false },
      });
      expect((await checkLedger(t.app.platform.db)).mismatches).toEqual([]);
    });
  });

  it('recall brings every game wallet back to main', async () => {
    const token = await t.login('agent3');
    const before = await balances(token);
    const total = Object.values(before).reduce((s, v) => s + v, 0);
    const r = await t.call('wallet.recall', {}, { token });
    expect(r.body.success).toBe(true);
    const after = await balances(token);
    expect(after[1]).toBeCloseTo(total, 2);
    expect([2, 3, 4, 5].every((k) => after[k] === 0)).toBe(true);
  });
});

describe('transfer to upline', () => {
  it('needs a payment password, then moves money to the upline agent', async () => {
    const token = await t.login('player1');
    expectFail(
      await t.call('wallet.transferUpline', { amount: 5, paymentPassword: '123456' }, { token }),
      200,
      'INVALID_STATE',
      'paymentPassword',
    );
    await t.call(
      'member.setPaymentPassword',
      { paymentPassword: '246810', confirmPaymentPassword: '246810' },
      { token },
    );
    expectFail(
      await t.call('wallet.transferUpline', { amount: 5, paymentPassword: '111111' }, { token }),
      400,
      'PAYMENT_PASSWORD_INCORRECT',
      'paymentPassword',
    );
    const agent = await t.login('agent');
    const before = (await balances(agent))[1]!;
    expect(
      (await t.call('wallet.transferUpline', { amount: 5, paymentPassword: '246810' }, { token })).body
        .success,
    ).toBe(true);
    expect((await balances(agent))[1]).toBeCloseTo(before + 5, 2);
  });
  it('an account without an upline is refused', async () => {
    const token = await t.login('expired', 'demo1234', SPORTS);
    expectFail(
      await t.call(
        'wallet.transferUpline',
        { amount: 5, paymentPassword: '123456' },
        { token, merchant: SPORTS },
      ),
      200,
      'FUNCTION_NOT_AVAILABLE',
    );
  });
});
