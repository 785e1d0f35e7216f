/**
 * Downline permissions (issue 15, areas/agent/permissions.ts): an upline sets what a direct downline agent may do
 * (create downline accounts, transfer to its downline) behind its payment password; the platform refuses what was
 * taken away and allows it again when given back. Seed tree: agent -> (demo, player1, agentonly, agent2 -> (player2,
 * agent3 -> (player3, newbie))).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFail, GOLD, unique, usePlatform } from './helpers.ts';

const t = usePlatform();
const PAY = '246810';
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  const tenant = t.app.platform.tenants.byMerchantCode(GOLD)!;
  const res = (await t.app.platform.db.execute(
    sql`select id, username from customers where tenant_id = ${tenant.id}`,
  )) as unknown as { rows: { id: number; username: string }[] };
  for (const r of res.rows) ids[r.username] = String(r.id);
  for (const u of ['agent', 'agent2', 'agent3', 'demo']) tokens[u] = await t.login(u);
  for (const u of ['agent', 'agent2'])
    expect(
      (
        await t.call(
          'member.setPaymentPassword',
          { paymentPassword: PAY, confirmPaymentPassword: PAY },
          { token: tokens[u]! },
        )
      ).body.success,
    ).toBe(true);
});

const change = (as: string | undefined, input: Record<string, unknown>, encrypt = false) =>
  t.call(
    'agent.changeDownlinePermission',
    { paymentPassword: PAY, ...input },
    { ...(as ? { token: tokens[as]! } : {}), encrypt },
  );
const agent2Row = async () => {
  const list = (await t.call('agent.downlines', { type: 'agent', pageSize: 100 }, { token: tokens.agent! }))
    .body.value.list as { account: string; permissions?: unknown }[];
  return list.find((r) => r.account === 'agent2')!;
};

describe('agent.changeDownlinePermission', () => {
  it('lists a direct downline agent with all allowed until its upline changes them', async () => {
    expect((await agent2Row()).permissions).toEqual({ createDownline: true, transferDownline: true });
    // agent3 is agent2's, not agent's: its row in agent's list carries no permissions of agent's.
    const list = (await t.call('agent.downlines', { type: 'agent', pageSize: 100 }, { token: tokens.agent! }))
      .body.value.list as { account: string; permissions?: unknown }[];
    expect(list.find((r) => r.account === 'agent3')?.permissions).toBeUndefined();
  });

  it('takes away transfers: agent2 is refused a transfer and a red envelope, and may transfer again once given back', async () => {
    const r = await change('agent', { customerId: ids.agent2, transferDownline: false }, true);
    expect(r.body.success).toBe(true);
    expect(r.body.value).toMatchObject({
      customerId: ids.agent2,
      account: 'agent2',
      permissions: { createDownline: true, transferDownline: false },
    });
    expect((await agent2Row()).permissions).toEqual({ createDownline: true, transferDownline: false });
    expectFail(
      await t.call(
        'agent.transferDownline',
        { customerId: ids.player2, amount: 5, paymentPassword: PAY },
        { token: tokens.agent2!, idempotencyKey: unique('k') },
      ),
      403,
      'PERMISSION_DENIED',
      'transfer money',
    );
    expectFail(
      await t.call(
        'agent.transferMultipleDownline',
        { transfers: [{ customerId: ids.player2 }], split: 'equal', totalAmount: 5, paymentPassword: PAY },
        { token: tokens.agent2!, idempotencyKey: unique('k') },
      ),
      403,
      'PERMISSION_DENIED',
    );
    // Creating accounts is still allowed.
    expect(
      (
        await t.call(
          'agent.createDownline',
          { username: unique('pa'), password: 'abc12345', type: 'member' },
          { token: tokens.agent2! },
        )
      ).body.success,
    ).toBe(true);
    // Given back: the transfer goes through.
    expect(
      (await change('agent', { customerId: ids.agent2, transferDownline: true })).body.value.permissions,
    ).toEqual({ createDownline: true, transferDownline: true });
    expect(
      (
        await t.call(
          'agent.transferDownline',
          { customerId: ids.player2, amount: 5, paymentPassword: PAY },
          { token: tokens.agent2!, idempotencyKey: unique('k') },
        )
      ).body.success,
    ).toBe(true);
  });

  it('takes away creating downline accounts', async () => {
    expect((await change('agent', { customerId: ids.agent2, createDownline: false })).body.success).toBe(
      true,
    );
    const username = unique('pb');
    expectFail(
      await t.call(
        'agent.createDownline',
        { username, password: 'abc12345', type: 'member' },
        { token: tokens.agent2! },
      ),
      403,
      'PERMISSION_DENIED',
      'create downline accounts',
    );
    const made = (await t.app.platform.db.execute(
      sql`select count(*)::int as n from customers where username = ${username}`,
    )) as unknown as { rows: { n: number }[] };
    expect(made.rows[0]!.n).toBe(0);
    await change('agent', { customerId: ids.agent2, createDownline: true });
    expect(
      (
        await t.call(
          'agent.createDownline',
          { username, password: 'abc12345', type: 'member' },
          { token: tokens.agent2! },
        )
      ).body.success,
    ).toBe(true);
  });

  it('refuses a wrong payment password, nothing to change, and a downline that is not a direct downline agent', async () => {
    expectFail(
      await change('agent', { customerId: ids.agent2, transferDownline: false, paymentPassword: 'nope99' }),
      400,
      'PAYMENT_PASSWORD_INCORRECT',
    );
    expect((await agent2Row()).permissions).toEqual({ createDownline: true, transferDownline: true });
    expectFail(
      await change('agent', { customerId: ids.agent2 }),
      400,
      'INVALID_PARAMETERS',
      'at least one permission',
    );
    // agent3 is below agent2: only its own upline (agent2) sets its permissions.
    expectFail(
      await change('agent', { customerId: ids.agent3, transferDownline: false }),
      400,
      'INVALID_PARAMETERS',
      'not your direct downline',
    );
    expectFail(
      await change('agent', { customerId: ids.player1, transferDownline: false }),
      400,
      'INVALID_PARAMETERS',
      'not an agent',
    );
    // agent2 cannot set its upline's or a stranger's; agent3 cannot set its own.
    expectFail(
      await change('agent2', { customerId: ids.agent, transferDownline: false }),
      403,
      'NOT_IN_TREE',
      'customerId',
    );
    expectFail(
      await change('agent2', { customerId: ids.agentonly, transferDownline: false }),
      403,
      'NOT_IN_TREE',
      'customerId',
    );
    expectFail(
      await change('agent2', { customerId: '999999', transferDownline: false }),
      403,
      'NOT_IN_TREE',
      'customerId',
    );
    expectFail(
      await change('agent', { customerId: ids.agent2, transferDownline: 'no' }),
      400,
      'INVALID_PARAMETERS',
      'transferDownline',
    );
  });

  it('refuses a member, a trial account and a missing token', async () => {
    expectFail(await change('demo', { customerId: ids.agent2, transferDownline: false }), 403, 'NON_AGENT');
    const trial = (await t.call('session.freeplay', { random: await t.freePlayRandom() })).body.value
      .token as string;
    expectFail(
      await t.call(
        'agent.changeDownlinePermission',
        { customerId: ids.agent2, transferDownline: false, paymentPassword: PAY },
        { token: trial },
      ),
      403,
      'in_need_true_account',
    );
    expectFail(
      await change(undefined, { customerId: ids.agent2, transferDownline: false }),
      401,
      'CUSTOMER_NOT_LOGIN',
    );
    expect((await agent2Row()).permissions).toEqual({ createDownline: true, transferDownline: true });
  });
});
