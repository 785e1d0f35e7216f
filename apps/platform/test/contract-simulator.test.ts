/**
 * The contract simulator (contracts.simulate, ours): tiers tried on the last 30 days of the team's real bets pay what
 * the settlement pays for the same tiers and days; the lower-rate rule's ended contracts are named; access (an agent,
 * a direct downline agent of the caller, tiers within the caller's rate, a token) and bad input are refused.
 * Seed (areas/contracts/seed.ts): agent -> agent2 daily salary (1 % / 2 %), agent2 -> agent3 daily salary (0.5 % / 1.5 %).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFail, GOLD, NEON, usePlatform } from './helpers.ts';

const t = usePlatform();
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.app.platform.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  const tenant = t.app.platform.tenants.byMerchantCode(GOLD)!;
  for (const r of await rows<{ id: number; username: string }>(
    sql`select id, username from customers where tenant_id = ${tenant.id}`,
  ))
    ids[r.username] = String(r.id);
  for (const u of ['agent', 'agent2', 'agent3', 'demo']) tokens[u] = await t.login(u, undefined, GOLD);
});

const UP_TIERS = [
  { activeMembers: 1, betAmount: 20, rate: 1 },
  { activeMembers: 3, betAmount: 100, rate: 2 },
];
const simulate = (as: string | undefined, input: Record<string, unknown>) =>
  t.call('contracts.simulate', input, as ? { token: tokens[as]! } : {});
type Sim = {
  from: number;
  to: number;
  periods: number;
  ownRate: number | null;
  downlines: { downlineId: string; account: string; total: number; ended: string[] }[];
  rows: {
    start: number;
    end: number;
    validBet: number;
    activeMembers: number;
    agent: { gross: number; downlinePaid: number; amount: number } | null;
    downlines: { downlineId: string; gross: number; downlinePaid: number; amount: number }[];
  }[];
  totals: { agent: number | null; downlines: number; validBet: number };
};

describe('contracts.simulate', () => {
  it('pays each day what the settlement pays for the same tiers (the seeded contract agent -> agent2)', async () => {
    const r = await simulate('agent', { kind: 'dailySalary', tiers: UP_TIERS, downlineId: ids.agent2 });
    expect(r.body.success).toBe(true);
    const sim = r.body.value as Sim;
    expect(sim.periods).toBe(30);
    expect(sim.rows).toHaveLength(30);
    expect(sim.to - sim.from).toBe(30 * 86_400_000);
    // agent is a top agent: no contract of its own, the site pays its downlines.
    expect(sim.ownRate).toBeNull();
    expect(sim.totals.agent).toBeNull();
    // 2 % is not below agent3's 1.5 %: agent3's contract stays and is paid out of agent2's gross.
    expect(sim.downlines).toEqual([
      expect.objectContaining({ downlineId: ids.agent2, account: 'agent2', ended: [] }),
    ]);
    expect(sim.totals.downlines).toBeGreaterThan(0);
    // The team's valid bet, straight from the bets.
    const [bet] = await rows<{ v: string }>(sql`
      with recursive team as (select id from customers where id = ${Number(ids.agent2)} union all select c.id from customers c join team on c.parent_id = team.id)
      select coalesce(sum(valid_bet), 0)::text as v from bets where customer_id in (select id from team) and status = 'settled' and not is_trial
        and settled_at >= ${new Date(sim.from)} and settled_at < ${new Date(sim.to)}`);
    expect(sim.totals.validBet).toBeCloseTo(Number(bet!.v), 2);

    // The settlement of the seeded contract (same tiers) pays the same amount for every day both cover.
    expect((await t.call('dev.settleContracts', {}, { merchant: GOLD })).body.success).toBe(true);
    const paid = await rows<{ start: Date; amount: string; gross: string; downline: string }>(sql`
      select p.period_start as start, p.amount::text, p.gross::text, p.downline_paid::text as downline from contract_payouts p join contracts c on c.id = p.contract_id
      where c.kind = 'dailySalary' and c.upline_id = ${Number(ids.agent)} and c.downline_id = ${Number(ids.agent2)} and c.status = 'active'`);
    const byDay = new Map(paid.map((x) => [new Date(x.start).getTime(), x]));
    let compared = 0;
    for (const row of sim.rows) {
      const settled = byDay.get(row.start);
      if (!settled) continue;
      compared++;
      expect(row.downlines[0]).toMatchObject({
        amount: Number(settled.amount),
        gross: Number(settled.gross),
        downlinePaid: Number(settled.downline),
      });
    }
    expect(compared).toBeGreaterThanOrEqual(20);
  });

  it("names the downline contracts a lower rate would end, and pays the agent its own contract less the downline's pay", async () => {
    // agent2 (1 % / 2 % from agent) tries 1 % for agent3; agent3 has no agent below it.
    const r = await simulate('agent2', {
      kind: 'dailySalary',
      tiers: [{ activeMembers: 1, betAmount: 0, rate: 1 }],
      downlineId: ids.agent3,
    });
    expect(r.body.success).toBe(true);
    const sim = r.body.value as Sim;
    expect(sim.ownRate).toBe(2);
    expect(sim.totals.agent).not.toBeNull();
    for (const row of sim.rows) {
      const down = row.downlines[0]!;
      // 1 % of the valid bet of agent3's team once a member bet, to the cent below.
      expect(down.gross).toBe(
        row.activeMembers >= 1 ? Math.floor(row.validBet * 100 * 0.01 + 1e-6) / 100 : 0,
      );
      expect(row.agent!.downlinePaid).toBeCloseTo(down.gross, 2);
      expect(row.agent!.amount).toBeCloseTo(Math.max(0, row.agent!.gross - row.agent!.downlinePaid), 2);
    }
    // agent tries 1 % for agent2: agent2's 1.5 % contract with agent3 would end, and is not paid out of it.
    const lower = (
      await simulate('agent', {
        kind: 'dailySalary',
        tiers: [{ activeMembers: 1, betAmount: 20, rate: 1 }],
        downlineId: ids.agent2,
      })
    ).body.value as Sim;
    expect(lower.downlines[0]!.ended).toEqual(['agent3']);
    expect(lower.rows.every((row) => row.downlines[0]!.downlinePaid === 0)).toBe(true);
  });

  it('tries the tiers for every direct downline agent when no downline is named; a dividend per its period', async () => {
    const all = (await simulate('agent', { kind: 'dailySalary', tiers: UP_TIERS })).body.value as Sim;
    const direct = await rows<{ username: string }>(
      sql`select username from customers where parent_id = ${Number(ids.agent)} and type in (1, 2, 41, 42) order by username`,
    );
    expect(all.downlines.map((d) => d.account)).toEqual(direct.map((d) => d.username));
    expect(all.rows[0]!.downlines).toHaveLength(direct.length);
    const weekly = await simulate('agent', {
      kind: 'dividend',
      period: 'WEEKLY',
      tiers: [{ activeMembers: 1, betAmount: 0, rate: 20 }],
      downlineId: ids.agent2,
    });
    expect(weekly.body.success).toBe(true);
    const w = weekly.body.value as Sim;
    expect(w.rows.length).toBe(w.periods);
    for (const row of w.rows) expect(row.end - row.start).toBe(7 * 86_400_000);
    const hourly = (
      await simulate('agent', {
        kind: 'hourSalary',
        tiers: [{ activeMembers: 1, betAmount: 0, rate: 0.5 }],
        downlineId: ids.agent2,
      })
    ).body.value as Sim;
    expect(hourly.periods).toBe(30 * 24);
    expect(hourly.rows).toHaveLength(30);
    // A real-time salary: 288 windows a day, paid window by window, shown a day a row.
    const realtime = (
      await simulate('agent', {
        kind: 'realtimeSalary',
        tiers: [{ activeMembers: 1, betAmount: 0, rate: 0.3 }],
        downlineId: ids.agent2,
      })
    ).body.value as Sim;
    expect(realtime.periods).toBe(30 * 288);
    expect(realtime.rows).toHaveLength(30);
    // The same team's bets over the same days, whatever the windows.
    const daily = (await simulate('agent', { kind: 'dailySalary', tiers: UP_TIERS, downlineId: ids.agent2 }))
      .body.value as Sim;
    expect(realtime.totals.validBet).toBeCloseTo(daily.totals.validBet, 2);
    expect(realtime.rows.map((r) => r.validBet)).toEqual(daily.rows.map((r) => r.validBet));
  });

  it('refuses bad tiers and periods', async () => {
    expectFail(
      await simulate('agent', { kind: 'dailySalary', tiers: [] }),
      400,
      'INVALID_PARAMETERS',
      'tiers',
    );
    expectFail(
      await simulate('agent', {
        kind: 'dailySalary',
        tiers: [{ activeMembers: 1, betAmount: 10, rate: 101 }],
      }),
      400,
      'INVALID_PARAMETERS',
      'tiers',
    );
    expectFail(
      await simulate('agent', {
        kind: 'dailySalary',
        tiers: [{ activeMembers: -1, betAmount: 10, rate: 1 }],
      }),
      400,
      'INVALID_PARAMETERS',
      'tiers',
    );
    expectFail(
      await simulate('agent', {
        kind: 'dailySalary',
        tiers: [
          { activeMembers: 1, betAmount: 10, rate: 1 },
          { activeMembers: 1, betAmount: 10, rate: 2 },
        ],
      }),
      400,
      'INVALID_PARAMETERS',
      'tiers.1',
    );
    // A salary takes every period the spec names; an hourly or real-time salary is settled per hour or per 5 minutes.
    expect(
      (await simulate('agent', { kind: 'dailySalary', period: 'WEEKLY', tiers: UP_TIERS })).body.success,
    ).toBe(true);
    expectFail(
      await simulate('agent', { kind: 'realtimeSalary', period: 'WEEKLY', tiers: UP_TIERS }),
      400,
      'INVALID_PARAMETERS',
      'period',
    );
    expectFail(
      await simulate('agent', { kind: 'weeklySalary', tiers: UP_TIERS }),
      400,
      'INVALID_PARAMETERS',
      'kind',
    );
    // agent2's own daily salary is at most 2 %.
    expectFail(
      await simulate('agent2', {
        kind: 'dailySalary',
        tiers: [{ activeMembers: 1, betAmount: 10, rate: 3 }],
        downlineId: ids.agent3,
      }),
      400,
      'RATE_TOO_HIGH',
      '2%',
    );
    // agent3 has no hourly salary to share.
    expectFail(
      await simulate('agent3', {
        kind: 'hourSalary',
        tiers: [{ activeMembers: 1, betAmount: 10, rate: 0.1 }],
      }),
      400,
      'CONTRACT_REQUIRED',
    );
    // A kind the site does not offer.
    const neon = await t.login('agent', undefined, NEON);
    expectFail(
      await t.call(
        'contracts.simulate',
        { kind: 'dividend', period: 'WEEKLY', tiers: UP_TIERS },
        { token: neon, merchant: NEON },
      ),
      200,
      'FUNCTION_NOT_AVAILABLE',
    );
  });

  it('refuses a member, a downline outside the tree or not a direct downline agent, and a missing token', async () => {
    expectFail(await simulate('demo', { kind: 'dailySalary', tiers: UP_TIERS }), 403, 'NON_AGENT');
    // agentonly is agent's, not agent2's; agent3 is two levels below agent; player1 is not an agent.
    expectFail(
      await simulate('agent2', {
        kind: 'dailySalary',
        tiers: [{ activeMembers: 1, betAmount: 10, rate: 1 }],
        downlineId: ids.agentonly,
      }),
      403,
      'NOT_IN_TREE',
      'downlineId',
    );
    expectFail(
      await simulate('agent2', {
        kind: 'dailySalary',
        tiers: [{ activeMembers: 1, betAmount: 10, rate: 1 }],
        downlineId: '999999',
      }),
      403,
      'NOT_IN_TREE',
      'downlineId',
    );
    expectFail(
      await simulate('agent', { kind: 'dailySalary', tiers: UP_TIERS, downlineId: ids.agent3 }),
      400,
      'INVALID_PARAMETERS',
      'not your direct downline',
    );
    const player = (
      await rows<{ id: number }>(
        sql`select id from customers where parent_id = ${Number(ids.agent)} and type = 0 limit 1`,
      )
    )[0];
    if (player)
      expectFail(
        await simulate('agent', { kind: 'dailySalary', tiers: UP_TIERS, downlineId: String(player.id) }),
        400,
        'INVALID_PARAMETERS',
        'not an agent',
      );
    expectFail(
      await simulate(undefined, { kind: 'dailySalary', tiers: UP_TIERS }),
      401,
      'CUSTOMER_NOT_LOGIN',
    );
  });
});
