/**
 * Agent centre (issue 15): a downline's mobile number (read, change with the tenant's rule, one account per number)
 * and collecting money back from a downline (payment password, once per idempotency key, never below zero, a ledger
 * entry on both sides). Seed tree: agent -> (demo, player1, agentonly, agent2 -> (player2, agent3 -> (player3, newbie))).
 */
import { sql } from 'drizzle-orm';
import type { CallName } from '@wl/api/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/ledger/check.ts';
import { expectFail, GOLD, unique, usePlatform } from './helpers.ts';

const t = usePlatform();
const PAY = '135790';

let agent = '';
let agent2 = '';
let member = '';
const ids: Record<string, string> = {};

const idOf = async (username: string) => {
  const tenant = t.app.platform.tenants.byMerchantCode(GOLD)!;
  const res = (await t.app.platform.db.execute(
    sql`select id from customers where tenant_id = ${tenant.id} and username = ${username}`,
  )) as unknown as { rows: { id: number }[] };
  return String(res.rows[0]!.id);
};
const mainBalance = async (username: string) => {
  const res = (await t.app.platform.db.execute(
    sql`select balance::text as b from wallet_accounts where customer_id = ${Number(await idOf(username))} and account_type_id = 1`,
  )) as unknown as { rows: { b: string }[] };
  return Number(res.rows[0]!.b);
};
const ledgerCount = async () => {
  const res = (await t.app.platform.db.execute(
    sql`select count(*)::int as n from ledger_entries`,
  )) as unknown as { rows: { n: number }[] };
  return res.rows[0]!.n;
};
/** A mobile number no other test uses: 08 and 8 digits. */
const newMobile = () => `08${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-8)}`;

beforeAll(async () => {
  agent = await t.login('agent');
  agent2 = await t.login('agent2');
  member = await t.login('demo');
  for (const u of ['agent', 'agent2', 'player1', 'player2', 'player3']) ids[u] = await idOf(u);
  for (const token of [agent, agent2]) {
    const r = await t.call(
      'member.setPaymentPassword',
      { paymentPassword: PAY, confirmPaymentPassword: PAY },
      { token },
    );
    expect(r.body.success).toBe(true);
  }
});

describe('access', () => {
  const calls: [CallName, Record<string, unknown>][] = [
    ['agent.downlineMobile', { customerId: '1' }],
    ['agent.setDownlineMobile', { customerId: '1', mobile: '0812345678' }],
    ['agent.collectFromDownline', { customerId: '1', amount: 1, paymentPassword: PAY }],
  ];
  it.each(calls)('%s refuses a missing token and a member', async (name, input) => {
    expectFail(await t.call(name, input), 401, 'CUSTOMER_NOT_LOGIN');
    expectFail(await t.call(name, input, { token: member }), 403, 'NON_AGENT');
  });
  it('a trial account is refused the changes', async () => {
    const trial = (await t.call('session.freeplay', { random: await t.freePlayRandom() })).body.value
      .token as string;
    for (const [name, input] of calls.slice(1))
      expectFail(await t.call(name, input, { token: trial }), 403, 'in_need_true_account');
  });
});

describe("a downline's mobile number", () => {
  it('is read and changed by its upline (any level), with the mobile rule and one account per number', async () => {
    const mobile = newMobile();
    expect(
      (await t.call('agent.setDownlineMobile', { customerId: ids.player3, mobile }, { token: agent })).body
        .success,
    ).toBe(true);
    const read = await t.call('agent.downlineMobile', { customerId: ids.player3 }, { token: agent2 });
    expect(read.body.value).toMatchObject({ mobile });
    expectFail(
      await t.call('agent.setDownlineMobile', { customerId: ids.player2, mobile }, { token: agent2 }),
      400,
      'DUPLICATE',
      'mobile',
    );
    expectFail(
      await t.call('agent.setDownlineMobile', { customerId: ids.player2, mobile: 'abc' }, { token: agent2 }),
      400,
      'INVALID_PARAMETERS',
      'mobile',
    );
    // Setting the number it already has is no conflict with itself.
    expect(
      (await t.call('agent.setDownlineMobile', { customerId: ids.player3, mobile }, { token: agent })).body
        .success,
    ).toBe(true);
  });
  it('is refused outside the tree', async () => {
    expectFail(
      await t.call('agent.downlineMobile', { customerId: ids.player1 }, { token: agent2 }),
      403,
      'NOT_IN_TREE',
      'customerId',
    );
    expectFail(
      await t.call(
        'agent.setDownlineMobile',
        { customerId: ids.agent, mobile: newMobile() },
        { token: agent2 },
      ),
      403,
      'NOT_IN_TREE',
    );
  });
});

describe('collect from a downline', () => {
  it('moves money downline -> agent as a ledger entry on both sides, once per idempotency key', async () => {
    expect(
      (
        await t.call(
          'agent.transferDownline',
          { customerId: ids.player2, amount: 20, paymentPassword: PAY },
          { token: agent2 },
        )
      ).body.success,
    ).toBe(true);
    const before = {
      a: await mainBalance('agent2'),
      d: await mainBalance('player2'),
      n: await ledgerCount(),
    };
    const key = `cd-${unique()}`;
    const r = await t.call(
      'agent.collectFromDownline',
      { customerId: ids.player2, amount: 7.5, paymentPassword: PAY },
      { token: agent2, idempotencyKey: key, encrypt: true },
    );
    expect(r.body.success).toBe(true);
    expect(r.body.value).toMatchObject({ amount: 7.5, replayed: false });
    const again = await t.call(
      'agent.collectFromDownline',
      { customerId: ids.player2, amount: 7.5, paymentPassword: PAY },
      { token: agent2, idempotencyKey: key },
    );
    expect(again.body.value).toMatchObject({ amount: 7.5, replayed: true });
    expect(await mainBalance('agent2')).toBeCloseTo(before.a + 7.5, 2);
    expect(await mainBalance('player2')).toBeCloseTo(before.d - 7.5, 2);
    expect(await ledgerCount()).toBe(before.n + 2);
    const entries = (await t.app.platform.db.execute(
      sql`select customer_id, amount::text as amount, kind from ledger_entries where reference = ${(r.body.value as unknown as { reference: string }).reference} order by amount`,
    )) as unknown as { rows: { customer_id: number; amount: string; kind: string }[] };
    expect(entries.rows).toEqual([
      { customer_id: Number(ids.player2), amount: '-7.50', kind: 'upline_collect_out' },
      { customer_id: Number(ids.agent2), amount: '7.50', kind: 'downline_collect_in' },
    ]);
  });
  it('refuses more than the downline holds, a wrong payment password and accounts outside the tree, moving nothing', async () => {
    const n = await ledgerCount();
    const held = await mainBalance('player2');
    expectFail(
      await t.call(
        'agent.collectFromDownline',
        { customerId: ids.player2, amount: held + 1, paymentPassword: PAY },
        { token: agent2 },
      ),
      200,
      'ACCOUNT_BALANCE_NOT_ENOUGH',
    );
    expectFail(
      await t.call(
        'agent.collectFromDownline',
        { customerId: ids.player2, amount: 1, paymentPassword: '000000' },
        { token: agent2 },
      ),
      400,
      'PAYMENT_PASSWORD_INCORRECT',
      'paymentPassword',
    );
    expectFail(
      await t.call(
        'agent.collectFromDownline',
        { customerId: ids.player2, amount: 0.001, paymentPassword: PAY },
        { token: agent2 },
      ),
      400,
      'AMOUNT_INVALID',
      'amount',
    );
    expectFail(
      await t.call(
        'agent.collectFromDownline',
        { customerId: ids.player1, amount: 1, paymentPassword: PAY },
        { token: agent2 },
      ),
      403,
      'NOT_IN_TREE',
      'customerId',
    );
    expectFail(
      await t.call(
        'agent.collectFromDownline',
        { customerId: ids.agent, amount: 1, paymentPassword: PAY },
        { token: agent2 },
      ),
      403,
      'NOT_IN_TREE',
    );
    expect(await ledgerCount()).toBe(n);
    expect(await mainBalance('player2')).toBe(held);
    const check = await checkLedger(t.app.platform.db);
    expect(check.mismatches).toEqual([]);
    expect(check.negatives).toBe(0);
  });
});
