/**
 * Credit mode (issue 30, areas/agent/credit.ts, docs/platform/credit.md): an agent gives a direct downline a credit
 * limit and type, reads them in the credit report, resets the credit; the platform refuses a bet or a transfer that
 * would pass what is left. neonplay runs in credit mode (CREDITMAR3 on), goldcasino does not. Seed tree: agent ->
 * (player1, agentonly, agent2 -> (player2, agent3 -> (player3, newbie))).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFail, GOLD, NEON, unique, usePlatform } from './helpers.ts';

const t = usePlatform();
const PAY = '246810';
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

type Line = {
  customerId: string;
  account: string;
  creditLimit: number | null;
  creditType: string | null;
  used: number;
  available: number | null;
  since: number | null;
};

beforeAll(async () => {
  const tenant = t.app.platform.tenants.byMerchantCode(NEON)!;
  const res = (await t.app.platform.db.execute(
    sql`select id, username from customers where tenant_id = ${tenant.id}`,
  )) as unknown as { rows: { id: number; username: string }[] };
  for (const r of res.rows) ids[r.username] = String(r.id);
  for (const u of ['agent', 'agent2', 'demo', 'player1', 'trial'])
    tokens[u] = await t.login(u, undefined, NEON);
  const set = await t.call(
    'member.setPaymentPassword',
    { paymentPassword: PAY, confirmPaymentPassword: PAY },
    { token: tokens.agent2!, merchant: NEON },
  );
  expect(set.body.success).toBe(true);
});

const as = (who: string) => ({ token: tokens[who]!, merchant: NEON });
const setLimit = (input: Record<string, unknown>, who = 'agent') =>
  t.call('agent.createDownlineCreditLimit', input, as(who));
const report = async (input: Record<string, unknown> = {}, who = 'agent') => {
  const r = await t.call('agent.downlineCreditLimit', { pageSize: 100, ...input }, as(who));
  expect(r.body.success).toBe(true);
  return r.body.value as unknown as { list: Line[]; total: number; summary: Record<string, number> };
};
const lineOf = async (account: string) => (await report()).list.find((l) => l.account === account)!;
/** Each money action a second after the last (the test clock stands still otherwise). */
const tick = () => t.clock.advance(1000);
const transfer = (amount: number, to = 'player2') => (
  tick(),
  t.call(
    'agent.transferDownline',
    { customerId: ids[to], amount, paymentPassword: PAY },
    { ...as('agent2'), idempotencyKey: unique('k') },
  )
);
const reset = (customerId: string, key = unique('r')) => (
  tick(),
  t.call('agent.resetDownlineCredit', { customerId }, { ...as('agent'), idempotencyKey: key })
);
const mainBalance = async (who: string) => {
  const r = await t.app.platform.db.execute(
    sql`select balance from wallet_accounts where customer_id = ${Number(ids[who])} and account_type_id = 1`,
  );
  return Number((r as unknown as { rows: { balance: string }[] }).rows[0]!.balance);
};

describe('credit mode is a tenant’s choice', () => {
  it('goldcasino (CREDITMAR3 off) answers every credit call FUNCTION_NOT_AVAILABLE and changes nothing', async () => {
    const token = await t.login('agent');
    const gold = { token, merchant: GOLD };
    const cases = [
      ['agent.downlineCreditLimit', {}],
      ['agent.downlineCreditType', { customerId: '1' }],
      ['agent.createDownlineCreditLimit', { customerId: '1', creditLimit: 10 }],
      ['agent.editDownlineCreditType', { customerId: '1', creditType: 'daily' }],
      ['agent.resetDownlineCredit', { customerId: '1' }],
    ] as const;
    for (const [name, input] of cases)
      expectFail(await t.call(name, input, gold), 200, 'FUNCTION_NOT_AVAILABLE', 'Credit mode');
  });
});

describe('the credit report and a downline’s limit and type', () => {
  it('lists the direct downlines, none with a line yet, and totals nothing', async () => {
    const r = await report();
    expect(r.list.map((l) => l.account).sort()).toEqual(['agent2', 'agentonly', 'player1']);
    expect(r.list.every((l) => l.creditLimit === null && l.available === null && l.used === 0)).toBe(true);
    expect(r.summary).toEqual({ creditLimit: 0, used: 0, available: 0, count: 0 });
    const one = await report({ customerId: ids.agent2 });
    expect(one.list).toHaveLength(1);
    expect((await report({ account: 'PLAY' })).list.map((l) => l.account)).toEqual(['player1']);
  });

  it('sets a limit (fixed unless said), shows it in the report, and changes it keeping the period', async () => {
    const r = await setLimit({ customerId: ids.agent2, creditLimit: 100 });
    expect(r.body.success).toBe(true);
    expect(r.body.value).toMatchObject({
      customerId: ids.agent2,
      account: 'agent2',
      creditLimit: 100,
      creditType: 'fixed',
      used: 0,
      available: 100,
    });
    const line = await lineOf('agent2');
    expect(line).toMatchObject({ creditLimit: 100, creditType: 'fixed', available: 100 });
    // The same request again (a replay) answers the same line: one row, the period unchanged.
    const again = await setLimit({ customerId: ids.agent2, creditLimit: 100 });
    expect(again.body.value).toMatchObject({ creditLimit: 100, since: line.since });
    expect((await report()).summary).toEqual({ creditLimit: 100, used: 0, available: 100, count: 1 });
    const rows = await t.app.platform.db.execute(
      sql`select count(*)::int as n from downline_credit where customer_id = ${Number(ids.agent2)}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('reads and edits the credit type; a downline without a line has none and cannot be given one', async () => {
    const none = await t.call('agent.downlineCreditType', { customerId: ids.agentonly }, as('agent'));
    expect(none.body.value).toEqual({
      customerId: ids.agentonly,
      creditType: null,
      types: ['fixed', 'daily'],
    });
    expectFail(
      await t.call(
        'agent.editDownlineCreditType',
        { customerId: ids.agentonly, creditType: 'daily' },
        as('agent'),
      ),
      200,
      'INVALID_STATE',
      'has no credit limit yet',
    );
    const edit = await t.call(
      'agent.editDownlineCreditType',
      { customerId: ids.agent2, creditType: 'daily' },
      as('agent'),
    );
    expect(edit.body.value).toMatchObject({ creditType: 'daily', creditLimit: 100 });
    expect(
      (await t.call('agent.downlineCreditType', { customerId: ids.agent2 }, as('agent'))).body.value
        .creditType,
    ).toBe('daily');
    // Back to fixed for the tests below.
    await t.call(
      'agent.editDownlineCreditType',
      { customerId: ids.agent2, creditType: 'fixed' },
      as('agent'),
    );
    expectFail(await reset(ids.agentonly!), 200, 'INVALID_STATE', 'has no credit limit yet');
  });

  it('refuses bad input, naming the field, and changes nothing', async () => {
    const bad: [string, Record<string, unknown>][] = [
      ['agent.createDownlineCreditLimit', { customerId: ids.agent2, creditLimit: -1 }],
      ['agent.createDownlineCreditLimit', { customerId: ids.agent2, creditLimit: 2_000_000_000 }],
      ['agent.createDownlineCreditLimit', { customerId: ids.agent2, creditLimit: 1.234 }],
      ['agent.createDownlineCreditLimit', { customerId: ids.agent2, creditLimit: '10' }],
      ['agent.createDownlineCreditLimit', { customerId: ids.agent2, creditLimit: 10, creditType: 'weekly' }],
      ['agent.createDownlineCreditLimit', { customerId: 'abc', creditLimit: 10 }],
      ['agent.createDownlineCreditLimit', { creditLimit: 10 }],
      ['agent.editDownlineCreditType', { customerId: ids.agent2, creditType: '' }],
      ['agent.resetDownlineCredit', { customerId: 'x'.repeat(200) }],
    ];
    for (const [name, input] of bad) {
      const r = await t.call(name as 'agent.createDownlineCreditLimit', input, as('agent'));
      expect(r.body.success, `${name} ${JSON.stringify(input)}`).toBe(false);
      expect(['INVALID_PARAMETERS', 'AMOUNT_INVALID']).toContain(r.body.errorCode);
    }
    // agent3 is agent2's: only its own upline sets its credit.
    expectFail(
      await setLimit({ customerId: ids.agent3, creditLimit: 10 }),
      400,
      'INVALID_PARAMETERS',
      'not your direct downline',
    );
    // Outside the caller's tree: refused as not in its downline (its own upline, another branch), by each of the
    // five calls; agent2, agent3's upline, has a line (100, fixed) that agent3 can neither read, edit nor reset.
    tokens.agent3 ??= await t.login('agent3', undefined, NEON);
    const lines = async () =>
      (
        (await t.app.platform.db.execute(
          sql`select * from downline_credit order by customer_id`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    const before = await lines();
    const outsiders: [string, string][] = [
      ['agent2', ids.agent!],
      ['agent2', ids.player1!],
      ['agent3', ids.agent2!],
      ['agent3', ids.player1!],
    ];
    for (const [caller, outside] of outsiders) {
      const calls: [string, Record<string, unknown>, string?][] = [
        ['agent.createDownlineCreditLimit', { customerId: outside, creditLimit: 10 }],
        ['agent.downlineCreditLimit', { customerId: outside }],
        ['agent.downlineCreditType', { customerId: outside }],
        ['agent.editDownlineCreditType', { customerId: outside, creditType: 'daily' }],
        ['agent.resetDownlineCredit', { customerId: outside }, unique('r')],
      ];
      for (const [name, input, idempotencyKey] of calls) {
        const r = await t.call(name as 'agent.downlineCreditType', input, {
          ...as(caller),
          ...(idempotencyKey ? { idempotencyKey } : {}),
        });
        expect([r.status, r.body.errorCode], `${caller} ${name} ${JSON.stringify(input)}`).toEqual([
          403,
          'NOT_IN_TREE',
        ]);
      }
    }
    expect(await lines()).toEqual(before);
    expect((await lineOf('agent2')).creditLimit).toBe(100);
  });

  it('refuses a missing, forged or foreign token, a member and (for changes) a trial account', async () => {
    const input = { customerId: ids.agent2, creditLimit: 5 };
    expectFail(
      await t.call('agent.createDownlineCreditLimit', input, { merchant: NEON }),
      401,
      'CUSTOMER_NOT_LOGIN',
    );
    expectFail(await t.call('agent.downlineCreditLimit', {}, { merchant: NEON }), 401, 'CUSTOMER_NOT_LOGIN');
    const forged = `${tokens.agent!.slice(0, -4)}AAAA`;
    expectFail(
      await t.call('agent.createDownlineCreditLimit', input, { token: forged, merchant: NEON }),
      401,
      'CUSTOMER_NOT_LOGIN',
    );
    expectFail(
      await t.call(
        'agent.resetDownlineCredit',
        { customerId: ids.agent2 },
        { token: 'not-a-token', merchant: NEON },
      ),
      401,
      'CUSTOMER_NOT_LOGIN',
    );
    // neonplay's agent token at goldcasino is no session there.
    expectFail(
      await t.call('agent.createDownlineCreditLimit', input, { token: tokens.agent!, merchant: GOLD }),
      401,
      'CUSTOMER_NOT_LOGIN',
    );
    expectFail(await t.call('agent.createDownlineCreditLimit', input, as('demo')), 403, 'NON_AGENT');
    expectFail(
      await t.call('agent.createDownlineCreditLimit', input, as('trial')),
      403,
      'in_need_true_account',
    );
    expect((await lineOf('agent2')).creditLimit).toBe(100);
  });
});

describe('the platform holds the downline to its limit', () => {
  it('refuses a transfer or red envelope over what is left, in words; the reset gives the whole limit back, once per key', async () => {
    expect((await reset(ids.agent2!)).body.success).toBe(true);
    const before = await mainBalance('agent2');
    expect((await transfer(60)).body.success).toBe(true);
    const over = await transfer(50);
    expectFail(
      over,
      200,
      'CREDIT_LIMIT_EXCEEDED',
      'This would pass the credit limit your upline set (100.00): 40.00',
    );
    expect(over.body.value).toMatchObject({ limit: '100.00', remaining: '40.00' });
    expectFail(
      await t.call(
        'agent.transferMultipleDownline',
        {
          transfers: [{ customerId: ids.player2 }, { customerId: ids.agent3 }],
          split: 'equal',
          totalAmount: 41,
          paymentPassword: PAY,
        },
        { ...as('agent2'), idempotencyKey: unique('k') },
      ),
      200,
      'CREDIT_LIMIT_EXCEEDED',
    );
    expect(await mainBalance('agent2')).toBe(before - 60);
    expect(await lineOf('agent2')).toMatchObject({ used: 60, available: 40 });
    expect((await transfer(40)).body.success).toBe(true);
    expect(await lineOf('agent2')).toMatchObject({ used: 100, available: 0 });
    expectFail(await transfer(0.01), 200, 'CREDIT_LIMIT_EXCEEDED');

    const key = unique('reset');
    const first = await reset(ids.agent2!, key);
    expect(first.body.value).toMatchObject({ used: 0, available: 100, replayed: false });
    expect((await transfer(30)).body.success).toBe(true);
    // The same reset again (its key): answered as it was, no new period: the 30 stays used.
    const replay = await reset(ids.agent2!, key);
    expect(replay.body.value).toMatchObject({ replayed: true, since: first.body.value.since });
    expect(await lineOf('agent2')).toMatchObject({ used: 30, available: 70 });
    // A lower limit than what is used leaves nothing to spend; the used credit stays.
    expect((await setLimit({ customerId: ids.agent2, creditLimit: 20 })).body.value).toMatchObject({
      used: 30,
      available: 0,
    });
    expectFail(await transfer(1), 200, 'CREDIT_LIMIT_EXCEEDED');
  });

  it('two transfers at once cannot both pass the limit', async () => {
    await setLimit({ customerId: ids.agent2, creditLimit: 50 });
    await reset(ids.agent2!);
    const [a, b] = await Promise.all([transfer(30), transfer(30, 'agent3')]);
    expect([a.body.success, b.body.success].sort()).toEqual([false, true]);
    expect([a.body.errorCode, b.body.errorCode]).toContain('CREDIT_LIMIT_EXCEEDED');
    expect(await lineOf('agent2')).toMatchObject({ used: 30, available: 20 });
  });

  it('a daily line counts only the last 24 hours', async () => {
    await t.call(
      'agent.editDownlineCreditType',
      { customerId: ids.agent2, creditType: 'daily' },
      as('agent'),
    );
    expect(await lineOf('agent2')).toMatchObject({ used: 30, creditType: 'daily' });
    t.clock.advance(25 * 3_600_000);
    for (const u of ['agent', 'agent2', 'player1']) tokens[u] = await t.login(u, undefined, NEON);
    expect(await lineOf('agent2')).toMatchObject({ used: 0, available: 50 });
    expect((await transfer(50)).body.success).toBe(true);
    expectFail(await transfer(1), 200, 'CREDIT_LIMIT_EXCEEDED');
    await t.call(
      'agent.editDownlineCreditType',
      { customerId: ids.agent2, creditType: 'fixed' },
      as('agent'),
    );
  });

  it('refuses a bet over what is left of a player’s line, and moves no money', async () => {
    expect((await setLimit({ customerId: ids.player1, creditLimit: 10 })).body.success).toBe(true);
    const moved = await t.call(
      'wallet.transfer',
      { accept: true, accountTypeId: 0, fromAccountTypeId: 1, toAccountTypeId: 5, amount: 100 },
      as('player1'),
    );
    expect(moved.body.success).toBe(true);
    const launch = await t.call(
      'games.launch',
      { vassalage: 'NOVA', gameType: 'RNG', launchMode: 'GLS', accountType: 1, language: 'EN' },
      as('player1'),
    );
    expect(launch.body.success).toBe(true);
    const ticket = new URL(launch.body.value.url!).searchParams.get('ticket')!;
    const over = await t.call('games.demoPlay', { launchToken: ticket, bet: 10.01 }, { merchant: NEON });
    expectFail(over, 200, 'CREDIT_LIMIT_EXCEEDED', 'credit limit your upline set (10.00): 10.00');
    const bets = await t.app.platform.db.execute(
      sql`select count(*)::int as n from bets where customer_id = ${Number(ids.player1)} and created_at >= ${new Date(t.clock.now().getTime() - 60_000).toISOString()}::timestamptz`,
    );
    expect((bets as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const round = await t.call('games.demoPlay', { launchToken: ticket, bet: 10 }, { merchant: NEON });
    expect(round.body.success).toBe(true);
    const line = await lineOf('player1');
    // What is left after a 10 bet is what it won back.
    expect(line.available).toBeCloseTo(Math.min(10, round.body.value.win), 2);
  });
});

describe('a dev reset', () => {
  it('empties the credit lines with the rest of the seed', async () => {
    expect((await t.call('dev.reset', {}, { merchant: NEON })).body.success).toBe(true);
    tokens.agent = await t.login('agent', undefined, NEON);
    expect((await report()).summary.count).toBe(0);
  });
});
