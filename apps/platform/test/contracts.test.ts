/**
 * Contracts (issue 15, platform half): every contracts.* call with its happy path, bad input, a non-agent, an id
 * outside the caller's contracts or tree, and a missing token; the offer / accept / reject / termination flows; the
 * lower-rate rule; settlement from the real bets, paid once per contract and period however often it runs (a salary
 * per its period: weekly and monthly too).
 * Seed (areas/contracts/seed.ts): agent -> agent2 daily salary (1 % / 2 %), weekly dividend (20 %), real-time salary
 * (0.3 %), an hourly offer waiting; agent2 -> agent3 daily salary (0.5 % / 1.5 %); agent -> agentonly ended.
 * Flows that change the seeded contracts run on the other tenants (seeded alike, without the kinds they do not offer:
 * NEONPLAY has no dividends, SPORTSLINE no hourly salary).
 */
import { sql } from 'drizzle-orm';
import type { CallName } from '@wl/api/contract';
import { nextPeriod } from '@wl/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/ledger/check.ts';
import { settleContract, startContractJobs } from '../src/areas/contracts/settlement.ts';
import { expectFail, GOLD, NEON, PASSWORD, SPORTS, usePlatform } from './helpers.ts';

const t = usePlatform();

type Tokens = Record<'agent' | 'agent2' | 'agent3' | 'agentonly' | 'demo' | 'player1', string>;
const tokens: Record<string, Tokens> = {};
const ids: Record<string, Record<string, string>> = {};

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.app.platform.db.execute(q)) as unknown as { rows: T[] }).rows;
const tenantOf = (merchant: string) => t.app.platform.tenants.byMerchantCode(merchant)!;
const mainBalance = async (merchant: string, username: string) =>
  Number(
    (
      await rows<{ b: string }>(
        sql`select balance::text as b from wallet_accounts where customer_id = ${Number(ids[merchant]![username])} and account_type_id = 1`,
      )
    )[0]!.b,
  );
const contractOf = async (
  merchant: string,
  kind: string,
  upline: string,
  downline: string,
  status = 'active',
) =>
  String(
    (
      await rows<{ id: number }>(
        sql`select id from contracts where tenant_id = ${tenantOf(merchant).id} and kind = ${kind} and upline_id = ${Number(ids[merchant]![upline])} and downline_id = ${Number(ids[merchant]![downline])} and status = ${status} order by id desc limit 1`,
      )
    )[0]!.id,
  );

beforeAll(async () => {
  for (const m of [GOLD, SPORTS, NEON]) {
    const tenant = tenantOf(m);
    ids[m] = Object.fromEntries(
      (
        await rows<{ id: number; username: string }>(
          sql`select id, username from customers where tenant_id = ${tenant.id}`,
        )
      ).map((r) => [r.username, String(r.id)]),
    );
    const tk = {} as Tokens;
    for (const u of ['agent', 'agent2', 'agent3', 'demo', 'player1'] as const)
      tk[u] = await t.login(u, undefined, m);
    // An agent-only account logs in through the agent portal.
    const only = await t.call(
      'session.login',
      { username: 'agentonly', password: PASSWORD, portal: 'agent' },
      { merchant: m },
    );
    tk.agentonly = only.body.value.token;
    tokens[m] = tk;
  }
});
const tk = (m = GOLD) => tokens[m]!;
/** The options of a call as `user` of tenant `m`. */
const opt = (m: string, user: keyof Tokens) => ({ token: tokens[m]![user], merchant: m });
const id = (u: string, m = GOLD) => ids[m]![u]!;

const tiers = (rate: number) => [{ activeMembers: 1, betAmount: 10, rate }];
const CALLS: [CallName, () => Record<string, unknown>][] = [
  ['contracts.dividendInfo', () => ({})],
  ['contracts.applyDividend', () => ({ downlineId: id('agentonly'), period: 'WEEKLY', tiers: tiers(5) })],
  ['contracts.processDividend', () => ({ contractId: '1', action: 'accept' })],
  ['contracts.dividendHistory', () => ({})],
  ['contracts.dividendRecords', () => ({})],
  ['contracts.dailySalaryInfo', () => ({})],
  ['contracts.applyDailySalary', () => ({ downlineId: id('agentonly'), period: 'DAILY', tiers: tiers(0.5) })],
  ['contracts.processDailySalary', () => ({ contractId: '1', action: 'accept' })],
  ['contracts.dailySalaryRecords', () => ({})],
  ['contracts.hourSalaryInfo', () => ({})],
  ['contracts.applyHourSalary', () => ({ downlineId: id('agentonly'), period: 'DAILY', tiers: tiers(0.5) })],
  ['contracts.processHourSalary', () => ({ contractId: '1', action: 'accept' })],
  ['contracts.hourSalaryRecords', () => ({})],
  ['contracts.realtimeSalaryInfo', () => ({})],
  [
    'contracts.assignRealtimeSalary',
    () => ({ downlineId: id('agentonly'), period: 'DAILY', tiers: tiers(0.1) }),
  ],
  ['contracts.processRealtimeSalary', () => ({ contractId: '1', action: 'accept' })],
  ['contracts.realtimeSalaryRecords', () => ({})],
];

describe('access', () => {
  it('serves all 17 calls', () => {
    expect(CALLS).toHaveLength(17);
  });
  it.each(CALLS)('%s refuses a missing token', async (name, input) => {
    expectFail(await t.call(name, input()), 401, 'CUSTOMER_NOT_LOGIN');
  });
  it.each(CALLS)('%s refuses a member (not an agent), changing nothing', async (name, input) => {
    const before = (
      await rows<{ n: number }>(
        sql`select (select count(*) from contracts)::int + (select count(*) from contract_events)::int as n`,
      )
    )[0]!.n;
    expectFail(await t.call(name, input(), { token: tk().demo }), 403, 'NON_AGENT', 'Non-agents');
    expectFail(await t.call(name, input(), { token: tk().player1 }), 403, 'NON_AGENT');
    expect(
      (
        await rows<{ n: number }>(
          sql`select (select count(*) from contracts)::int + (select count(*) from contract_events)::int as n`,
        )
      )[0]!.n,
    ).toBe(before);
  });
  it('a trial account reads an empty centre and is refused every action', async () => {
    const trial = (await t.call('session.freeplay', { random: await t.freePlayRandom() })).body.value
      .token as string;
    const info = await t.call('contracts.dailySalaryInfo', {}, { token: trial });
    expect(info.body.value).toMatchObject({ mine: null, downlines: [] });
    expect((await t.call('contracts.dividendRecords', {}, { token: trial })).body.value.list).toEqual([]);
    for (const [name, input] of CALLS.filter(([n]) => /apply|assign|process/.test(n))) {
      expectFail(await t.call(name, input(), { token: trial }), 403, 'in_need_true_account');
    }
  });
});

describe('info', () => {
  it('shows mine (from my upline), the offers waiting for me and the contracts I gave', async () => {
    const a2 = await t.call('contracts.dailySalaryInfo', {}, { token: tk().agent2 });
    expect(a2.body.success).toBe(true);
    const v = a2.body.value;
    expect(v.mine).toMatchObject({
      kind: 'dailySalary',
      status: 'ACTIVE',
      uplineAccount: 'agent',
      downlineAccount: 'agent2',
      period: 'DAILY',
      rate: 2,
    });
    expect(v.mine?.tiers).toEqual([
      { activeMembers: 1, betAmount: 20, rate: 1 },
      { activeMembers: 3, betAmount: 100, rate: 2 },
    ]);
    expect(v.downlines.map((c) => [c.downlineAccount, c.status, c['rate']])).toEqual([
      ['agent3', 'ACTIVE', 1.5],
    ]);
    expect(v['maxRate']).toBe(2);
    const hourly = await t.call('contracts.hourSalaryInfo', {}, { token: tk().agent2 });
    expect(hourly.body.value.mine).toMatchObject({ status: 'OFFERED', uplineAccount: 'agent' });
    expect(hourly.body.value['offers']).toHaveLength(1);
    const top = await t.call('contracts.hourSalaryInfo', {}, { token: tk().agent });
    expect(top.body.value.mine).toBeNull();
    expect(top.body.value.downlines.map((c) => [c.downlineAccount, c.status])).toEqual([
      ['agent2', 'OFFERED'],
    ]);
    // agent3 has no hourly contract: nothing to share.
    const a3 = await t.call('contracts.hourSalaryInfo', {}, { token: tk().agent3 });
    expect(a3.body.value).toMatchObject({ mine: null, downlines: [], maxRate: null });
    const div = await t.call('contracts.dividendInfo', {}, { token: tk().agent2 });
    expect(div.body.value.mine).toMatchObject({ period: 'WEEKLY', rate: 20 });
    const rt = await t.call('contracts.realtimeSalaryInfo', {}, { token: tk().agent2 });
    expect(rt.body.value.mine).toMatchObject({ kind: 'realtimeSalary', status: 'ACTIVE', rate: 0.3 });
  });
});

describe('offers', () => {
  it('offers a direct downline agent a contract, within the own rate, once at a time', async () => {
    const r = await t.call(
      'contracts.applyDividend',
      {
        downlineId: id('agentonly'),
        period: 'MONTHLY',
        tiers: [
          { activeMembers: 0, betAmount: 0, rate: 10 },
          { activeMembers: 5, betAmount: 10_000, rate: 25.5 },
        ],
      },
      { token: tk().agent },
    );
    expect(r.body.success).toBe(true);
    expect(r.body.value).toMatchObject({
      kind: 'dividend',
      status: 'OFFERED',
      uplineAccount: 'agent',
      downlineAccount: 'agentonly',
      period: 'MONTHLY',
      rate: 25.5,
    });
    const seen = await t.call('contracts.dividendInfo', {}, { token: tk().agentonly });
    expect(seen.body.value.mine).toMatchObject({ id: r.body.value.id, status: 'OFFERED' });
    // A second offer of the kind while one waits.
    expectFail(
      await t.call(
        'contracts.applyDividend',
        { downlineId: id('agentonly'), period: 'MONTHLY', tiers: tiers(5) },
        { token: tk().agent },
      ),
      409,
      'DUPLICATE',
      'already waiting',
    );
    const history = await t.call(
      'contracts.dividendHistory',
      { contractId: r.body.value.id },
      { token: tk().agentonly },
    );
    expect(history.body.value.list.map((e) => [e.action, e.by])).toEqual([['offer', 'agent']]);
  });
  it('each kind offers through its own call', async () => {
    const r = await t.call(
      'contracts.assignRealtimeSalary',
      { downlineId: id('agentonly'), period: 'DAILY', tiers: tiers(0.2) },
      { token: tk().agent },
    );
    expect(r.body.value).toMatchObject({ kind: 'realtimeSalary', status: 'OFFERED' });
    const h = await t.call(
      'contracts.applyHourSalary',
      { downlineId: id('agentonly'), period: 'DAILY', tiers: tiers(0.4) },
      { token: tk().agent },
    );
    expect(h.body.value).toMatchObject({ kind: 'hourSalary', status: 'OFFERED' });
    const d = await t.call(
      'contracts.applyDailySalary',
      { downlineId: id('agentonly'), period: 'DAILY', tiers: tiers(0.7) },
      { token: tk().agent },
    );
    expect(d.body.value).toMatchObject({ kind: 'dailySalary', status: 'OFFERED' });
  });
  it('refuses bad input, naming the field', async () => {
    const a = tk().agent;
    expectFail(
      await t.call(
        'contracts.applyDailySalary',
        { downlineId: id('agent2'), period: 'DAILY', tiers: [] },
        { token: a },
      ),
      400,
      'INVALID_PARAMETERS',
      'tiers',
    );
    expectFail(
      await t.call(
        'contracts.applyDailySalary',
        {
          downlineId: id('agent2'),
          period: 'DAILY',
          tiers: [{ activeMembers: 1, betAmount: 10, rate: 101 }],
        },
        { token: a },
      ),
      400,
      'INVALID_PARAMETERS',
      'tiers.0.rate',
    );
    expectFail(
      await t.call(
        'contracts.applyDividend',
        { downlineId: id('agent2'), period: 'YEARLY', tiers: tiers(1) },
        { token: a },
      ),
      400,
      'INVALID_PARAMETERS',
      'period',
    );
    expectFail(
      await t.call(
        'contracts.applyHourSalary',
        { downlineId: 'abc', period: 'DAILY', tiers: tiers(1) },
        { token: a },
      ),
      400,
      'INVALID_PARAMETERS',
      'downlineId',
    );
    expectFail(
      await t.call(
        'contracts.applyHourSalary',
        {
          downlineId: id('agent2'),
          period: 'DAILY',
          tiers: [{ activeMembers: 1, betAmount: 10.001, rate: 1 }],
        },
        { token: a },
      ),
      400,
      'INVALID_PARAMETERS',
      'tiers.0.betAmount',
    );
    expectFail(
      await t.call(
        'contracts.applyHourSalary',
        { downlineId: id('agent2'), period: 'DAILY', tiers: [tiers(1)[0], tiers(2)[0]] },
        { token: a },
      ),
      400,
      'INVALID_PARAMETERS',
      'same active members',
    );
    // Salaries are settled per day, hour or 5 minutes.
    expectFail(
      await t.call(
        'contracts.applyHourSalary',
        { downlineId: id('agentonly'), period: 'WEEKLY', tiers: tiers(1) },
        { token: a },
      ),
      400,
      'INVALID_PARAMETERS',
      'period must be DAILY',
    );
  });
  it('refuses a downline outside the tree, not direct, or not an agent', async () => {
    const a2 = tk().agent2;
    for (const u of ['player1', 'agent', 'agentonly', 'expired', 'agent2']) {
      expectFail(
        await t.call(
          'contracts.applyDividend',
          { downlineId: id(u), period: 'WEEKLY', tiers: tiers(1) },
          { token: a2 },
        ),
        403,
        'NOT_IN_TREE',
        'downlineId',
      );
    }
    // Another tenant's account is outside too.
    expectFail(
      await t.call(
        'contracts.applyDividend',
        { downlineId: id('agent3', SPORTS), period: 'WEEKLY', tiers: tiers(1) },
        { token: a2 },
      ),
      403,
      'NOT_IN_TREE',
    );
    expectFail(
      await t.call(
        'contracts.applyDailySalary',
        { downlineId: id('agent3'), period: 'DAILY', tiers: tiers(0.1) },
        { token: tk().agent },
      ),
      400,
      'INVALID_PARAMETERS',
      'direct downlines only',
    );
    expectFail(
      await t.call(
        'contracts.applyDailySalary',
        { downlineId: id('player1'), period: 'DAILY', tiers: tiers(0.1) },
        { token: tk().agent },
      ),
      400,
      'INVALID_PARAMETERS',
      'not an agent',
    );
  });
  it('never offers above the own rate, nor a kind the agent has none of', async () => {
    expectFail(
      await t.call(
        'contracts.applyDividend',
        { downlineId: id('agent3'), period: 'WEEKLY', tiers: tiers(20.5) },
        { token: tk().agent2 },
      ),
      400,
      'RATE_TOO_HIGH',
      'above your own 20%',
    );
    expectFail(
      await t.call(
        'contracts.applyHourSalary',
        { downlineId: id('agent3'), period: 'DAILY', tiers: tiers(0.1) },
        { token: tk().agent2 },
      ),
      400,
      'CONTRACT_REQUIRED',
    );
    const ok = await t.call(
      'contracts.applyDividend',
      { downlineId: id('agent3'), period: 'DAILY', tiers: tiers(20) },
      { token: tk().agent2 },
    );
    expect(ok.body.value).toMatchObject({
      status: 'OFFERED',
      rate: 20,
      uplineAccount: 'agent2',
      downlineAccount: 'agent3',
    });
  });
});

describe('processing', () => {
  it('the downline rejects an offer; closed, nothing else is possible', async () => {
    const offer = await t.call(
      'contracts.applyHourSalary',
      { downlineId: id('agent2', NEON), period: 'DAILY', tiers: tiers(0.1) },
      opt(NEON, 'agent'),
    );
    // The seeded hourly offer waits: a second one is refused; reject the seeded one.
    expectFail(offer, 409, 'DUPLICATE');
    const seeded = await contractOf(NEON, 'hourSalary', 'agent', 'agent2', 'offered');
    expectFail(
      await t.call(
        'contracts.processHourSalary',
        { contractId: seeded, action: 'accept' },
        opt(NEON, 'agent'),
      ),
      403,
      'WRONG_PARTY',
      'only the downline',
    );
    const r = await t.call(
      'contracts.processHourSalary',
      { contractId: seeded, action: 'reject' },
      opt(NEON, 'agent2'),
    );
    expect(r.body.value).toMatchObject({ id: seeded, status: 'REJECTED', role: 'downline' });
    expect(r.body.value['endedAt']).toBe(t.clock.now().getTime());
    expectFail(
      await t.call(
        'contracts.processHourSalary',
        { contractId: seeded, action: 'accept' },
        opt(NEON, 'agent2'),
      ),
      400,
      'INVALID_STATE',
      'REJECTED',
    );
    const again = await t.call(
      'contracts.applyHourSalary',
      { downlineId: id('agent2', NEON), period: 'DAILY', tiers: tiers(0.1) },
      opt(NEON, 'agent'),
    );
    expect(again.body.value.status).toBe('OFFERED');
  });
  it('the downline accepts an offer: in force from now, settled from now', async () => {
    const seeded = await contractOf(GOLD, 'hourSalary', 'agent', 'agent2', 'offered');
    expectFail(
      await t.call(
        'contracts.processHourSalary',
        { contractId: seeded, action: 'accept' },
        opt(GOLD, 'agent'),
      ),
      403,
      'WRONG_PARTY',
    );
    const r = await t.call(
      'contracts.processHourSalary',
      { contractId: seeded, action: 'accept' },
      opt(GOLD, 'agent2'),
    );
    expect(r.body.value).toMatchObject({ status: 'ACTIVE', acceptedAt: t.clock.now().getTime() });
    const [row] = await rows<{ settled: Date }>(
      sql`select settled_until as settled from contracts where id = ${Number(seeded)}`,
    );
    expect(new Date(row!.settled).getTime()).toBe(t.clock.now().getTime());
    const info = await t.call('contracts.hourSalaryInfo', {}, opt(GOLD, 'agent'));
    expect(
      info.body.value.downlines.filter((c) => c.downlineAccount === 'agent2').map((c) => c.status),
    ).toEqual(['ACTIVE']);
    expect((await t.call('contracts.hourSalaryInfo', {}, opt(GOLD, 'agent2'))).body.value['offers']).toEqual(
      [],
    );
  });
  it('termination: either side asks, the other agrees or refuses; the asker cannot answer itself', async () => {
    const m = SPORTS;
    const c = await contractOf(m, 'dividend', 'agent', 'agent2');
    const ask = await t.call(
      'contracts.processDividend',
      { contractId: c, action: 'requestTermination' },
      opt(m, 'agent2'),
    );
    expect(ask.body.value).toMatchObject({
      status: 'TERMINATION_REQUESTED',
      terminationRequestedBy: 'downline',
    });
    expectFail(
      await t.call(
        'contracts.processDividend',
        { contractId: c, action: 'agreeTermination' },
        opt(m, 'agent2'),
      ),
      403,
      'WRONG_PARTY',
      'the other side',
    );
    expectFail(
      await t.call(
        'contracts.processDividend',
        { contractId: c, action: 'requestTermination' },
        opt(m, 'agent'),
      ),
      400,
      'INVALID_STATE',
    );
    const refused = await t.call(
      'contracts.processDividend',
      { contractId: c, action: 'refuseTermination' },
      opt(m, 'agent'),
    );
    expect(refused.body.value).toMatchObject({ status: 'ACTIVE', terminationRequestedBy: null });
    await t.call(
      'contracts.processDividend',
      { contractId: c, action: 'requestTermination' },
      opt(m, 'agent'),
    );
    const agreed = await t.call(
      'contracts.processDividend',
      { contractId: c, action: 'agreeTermination' },
      opt(m, 'agent2'),
    );
    expect(agreed.body.value).toMatchObject({ status: 'TERMINATED', role: 'downline' });
    expectFail(
      await t.call(
        'contracts.processDividend',
        { contractId: c, action: 'refuseTermination' },
        opt(m, 'agent'),
      ),
      400,
      'INVALID_STATE',
      'TERMINATED',
    );
    // Both sides' history tells the story, newest first.
    for (const as of [opt(m, 'agent'), opt(m, 'agent2')]) {
      const h = await t.call('contracts.dividendHistory', { contractId: c }, as);
      expect(h.body.value.list.map((e) => `${e.action}:${e.by}`)).toEqual([
        'agreeTermination:agent2',
        'requestTermination:agent',
        'refuseTermination:agent',
        'requestTermination:agent2',
        'accept:agent2',
        'offer:agent',
      ]);
    }
    const info = await t.call('contracts.dividendInfo', {}, opt(m, 'agent2'));
    expect(info.body.value.mine).toBeNull();
  });
  it("refuses bad input, another kind, and a contract that is not the caller's", async () => {
    const c = await contractOf(GOLD, 'dailySalary', 'agent', 'agent2');
    expectFail(
      await t.call('contracts.processDailySalary', { contractId: c, action: 'sign' }, { token: tk().agent2 }),
      400,
      'INVALID_PARAMETERS',
      'action',
    );
    expectFail(
      await t.call(
        'contracts.processDailySalary',
        { contractId: 'x1', action: 'accept' },
        { token: tk().agent2 },
      ),
      400,
      'INVALID_PARAMETERS',
      'contractId',
    );
    expectFail(
      await t.call(
        'contracts.processDividend',
        { contractId: c, action: 'requestTermination' },
        { token: tk().agent2 },
      ),
      400,
      'INVALID_PARAMETERS',
      'not a dividend one',
    );
    // agent3 and agentonly are not parties to it (agent3 is below, agentonly beside); another tenant's agent neither.
    for (const as of [opt(GOLD, 'agent3'), opt(GOLD, 'agentonly'), opt(SPORTS, 'agent')]) {
      expectFail(
        await t.call('contracts.processDailySalary', { contractId: c, action: 'requestTermination' }, as),
        403,
        'NOT_IN_TREE',
        'contractId',
      );
    }
    expectFail(
      await t.call(
        'contracts.processDailySalary',
        { contractId: '999999', action: 'accept' },
        { token: tk().agent2 },
      ),
      403,
      'NOT_IN_TREE',
    );
    const [status] = await rows<{ status: string }>(
      sql`select status from contracts where id = ${Number(c)}`,
    );
    expect(status!.status).toBe('active');
  });
});

describe('history', () => {
  it('lists the actions on my contracts of both sides; refuses a contract that is not mine', async () => {
    const h = await t.call('contracts.dividendHistory', {}, { token: tk().agent3 });
    expect(h.body.success).toBe(true);
    // agent3 only has the daily salary from agent2 (and the dividend offer made above): none of agent's contracts.
    const contractIds = new Set(h.body.value.list.map((e) => e.contractId));
    const mine = await rows<{ id: number }>(
      sql`select id from contracts where tenant_id = ${tenantOf(GOLD).id} and (upline_id = ${Number(id('agent3'))} or downline_id = ${Number(id('agent3'))})`,
    );
    expect([...contractIds].sort()).toEqual(mine.map((r) => String(r.id)).sort());
    expect(
      h.body.value.list.some((e) => e.kind === 'dailySalary' && e.action === 'accept' && e.by === 'agent3'),
    ).toBe(true);
    const other = await contractOf(GOLD, 'dailySalary', 'agent', 'agent2');
    expectFail(
      await t.call('contracts.dividendHistory', { contractId: other }, { token: tk().agent3 }),
      403,
      'NOT_IN_TREE',
      'contractId',
    );
    expectFail(
      await t.call('contracts.dividendHistory', { contractId: 'abc' }, { token: tk().agent3 }),
      400,
      'INVALID_PARAMETERS',
      'contractId',
    );
  });
});

describe('settlement', () => {
  const settle = (input: Record<string, unknown> = {}, merchant = GOLD) =>
    t.call('dev.settleContracts', input, { merchant });
  const payouts = async (contractId: string) =>
    rows<{
      start: Date;
      end: Date;
      amount: string;
      gross: string;
      downline: string;
      valid: string;
      pnl: string;
      members: number;
      rate: string;
    }>(
      sql`select period_start as start, period_end as "end", amount::text, gross::text, downline_paid::text as downline, valid_bet::text as valid, profit_loss::text as pnl, active_members as members, rate::text from contract_payouts where contract_id = ${Number(contractId)} order by period_start`,
    );
  /** Team figures of a period straight from the bets (the downline and everything below it). */
  const teamFigures = async (root: string, start: Date, end: Date) => {
    const [r] = await rows<{ valid: string; pnl: string; members: number }>(sql`
      with recursive team as (select id from customers where id = ${Number(root)} union all select c.id from customers c join team on c.parent_id = team.id)
      select coalesce(sum(valid_bet), 0)::text as valid, coalesce(sum(win_amount - bet_amount), 0)::text as pnl, count(distinct customer_id)::int as members
      from bets where customer_id in (select id from team) and status = 'settled' and not is_trial and settled_at >= ${start} and settled_at < ${end}`);
    return { valid: Number(r!.valid), pnl: Number(r!.pnl), members: r!.members };
  };
  const tierRate = (
    list: { activeMembers: number; betAmount: number; rate: number }[],
    f: { valid: number; members: number },
  ) =>
    list
      .filter((x) => f.members >= x.activeMembers && f.valid >= x.betAmount)
      .reduce((m, x) => Math.max(m, x.rate), -1);

  it('pays the seeded periods from the real bets into the main wallet, with a record each', async () => {
    const before = await mainBalance(GOLD, 'agent2');
    const r = await settle();
    expect(r.body.success).toBe(true);
    expect(r.body.value.paid).toBeGreaterThan(20);
    const daily = await contractOf(GOLD, 'dailySalary', 'agent', 'agent2');
    const list = await payouts(daily);
    // 30 days since acceptance: a record for every whole UTC day with bets of agent2's team.
    expect(list.length).toBeGreaterThanOrEqual(20);
    const [days] = await rows<{ n: number }>(sql`
      with recursive team as (select id from customers where id = ${Number(id('agent2'))} union all select c.id from customers c join team on c.parent_id = team.id)
      select count(distinct to_char(settled_at at time zone 'UTC', 'YYYY-MM-DD'))::int as n from bets
      where customer_id in (select id from team) and status = 'settled' and not is_trial and settled_at >= ${new Date(list[0]!.start)} and settled_at < ${new Date(list[list.length - 1]!.end)}`);
    expect(list.length).toBe(days!.n);
    const toAgent2 = (
      await rows<{ s: string }>(
        sql`select coalesce(sum(amount), 0)::text as s from ledger_entries where customer_id = ${Number(id('agent2'))} and kind in ('daily_salary', 'dividend', 'realtime_salary', 'hour_salary')`,
      )
    )[0]!.s;
    expect(await mainBalance(GOLD, 'agent2')).toBeCloseTo(before + Number(toAgent2), 2);
    // Every PAID record has its ledger entry, to the cent.
    const [check] = await rows<{ records: string; ledger: string }>(sql`
      select (select coalesce(sum(amount), 0) from contract_payouts p join contracts c on c.id = p.contract_id where c.tenant_id = ${tenantOf(GOLD).id})::text as records,
             (select coalesce(sum(amount), 0) from ledger_entries where tenant_id = ${tenantOf(GOLD).id} and kind in ('daily_salary', 'dividend', 'realtime_salary', 'hour_salary'))::text as ledger`);
    expect(Number(check!.records)).toBeGreaterThan(0);
    expect(check!.records).toBe(check!.ledger);
    expect((await checkLedger(t.app.platform.db)).mismatches).toEqual([]);
  });

  it('computes a daily salary from the team figures less what the downline contract is due (the differential)', async () => {
    const daily = await contractOf(GOLD, 'dailySalary', 'agent', 'agent2');
    const list = await payouts(daily);
    const upTiers = [
      { activeMembers: 1, betAmount: 20, rate: 1 },
      { activeMembers: 3, betAmount: 100, rate: 2 },
    ];
    const downTiers = [
      { activeMembers: 1, betAmount: 10, rate: 0.5 },
      { activeMembers: 2, betAmount: 50, rate: 1.5 },
    ];
    const [child] = await rows<{ accepted: Date }>(
      sql`select accepted_at as accepted from contracts where id = ${Number(await contractOf(GOLD, 'dailySalary', 'agent2', 'agent3'))}`,
    );
    const downAccepted = new Date(child!.accepted).getTime();
    let checked = 0;
    for (const x of list.slice(-12)) {
      const start = new Date(x.start);
      const end = new Date(x.end);
      const team = await teamFigures(id('agent2'), start, end);
      expect(Number(x.valid)).toBeCloseTo(team.valid, 2);
      expect(Number(x.pnl)).toBeCloseTo(team.pnl, 2);
      expect(x.members).toBe(team.members);
      const rate = tierRate(upTiers, team);
      const gross = rate < 0 ? 0 : Math.floor((Math.round(team.valid * 100) * rate) / 100 + 1e-6);
      const sub = await teamFigures(id('agent3'), start, end);
      const subRate = tierRate(downTiers, sub);
      const child =
        start.getTime() >= downAccepted && subRate >= 0
          ? Math.floor((Math.round(sub.valid * 100) * subRate) / 100 + 1e-6)
          : 0;
      expect(Math.round(Number(x.gross) * 100)).toBe(gross);
      expect(Math.round(Number(x.downline) * 100)).toBe(child);
      expect(Math.round(Number(x.amount) * 100)).toBe(Math.max(0, gross - child));
      checked++;
    }
    expect(checked).toBe(12);
    // agent3's own daily salary is its contract's gross (nothing below it has one).
    const down = await payouts(await contractOf(GOLD, 'dailySalary', 'agent2', 'agent3'));
    expect(down.length).toBeGreaterThanOrEqual(15);
    expect(down.every((x) => x.downline === '0.00' && x.amount === x.gross)).toBe(true);
  });

  it('computes a weekly dividend on the team loss', async () => {
    const list = await payouts(await contractOf(GOLD, 'dividend', 'agent', 'agent2'));
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const x of list) {
      expect(new Date(x.start).getUTCDay()).toBe(1);
      const team = await teamFigures(id('agent2'), new Date(x.start), new Date(x.end));
      const loss = Math.max(0, -Math.round(team.pnl * 100));
      expect(Math.round(Number(x.amount) * 100)).toBe(Math.floor(loss * 0.2 + 1e-6));
    }
  });

  it('settling again pays nothing twice: not a second run, not two at once, not one period asked again', async () => {
    const count = async () =>
      (
        await rows<{ n: number; s: string }>(
          sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as s from ledger_entries where kind in ('daily_salary', 'dividend', 'realtime_salary', 'hour_salary')`,
        )
      )[0]!;
    const before = await count();
    const balance = await mainBalance(GOLD, 'agent2');
    const again = await settle();
    expect(again.body.value).toMatchObject({ paid: 0, periods: 0 });
    const both = await Promise.all([
      settle(),
      settle(),
      settle({ contractId: await contractOf(GOLD, 'dailySalary', 'agent', 'agent2') }),
    ]);
    expect(both.every((r) => r.body.success && r.body.value.paid === 0)).toBe(true);
    const daily = await contractOf(GOLD, 'dailySalary', 'agent', 'agent2');
    const paidPeriod = (await payouts(daily)).find((x) => Number(x.amount) > 0)!;
    const one = await settle({ contractId: daily, at: new Date(paidPeriod.start).getTime() + 1000 });
    expect(one.body.value).toMatchObject({ paid: 0, periods: 0 });
    // The service itself, twice at once on one contract: the advisory lock and the unique key keep it to one payment.
    const tenant = tenantOf(GOLD);
    const runs = await Promise.all([
      settleContract(t.app.platform, tenant, Number(daily), t.clock.now()),
      settleContract(t.app.platform, tenant, Number(daily), t.clock.now()),
    ]);
    expect(runs.flatMap((r) => r ?? [])).toEqual([]);
    // Even from a stale view (its settled-until put back to the acceptance), every period is already paid: nothing moves.
    await t.app.platform.db.execute(
      sql`update contracts set settled_until = accepted_at where id = ${Number(daily)}`,
    );
    const stale = await settle({ contractId: daily });
    expect(stale.body.value).toMatchObject({ paid: 0, periods: 0 });
    expect(await count()).toEqual(before);
    expect(await mainBalance(GOLD, 'agent2')).toBe(balance);
  });

  it('real-time salary: a 5-minute window with new bets of the team is paid once it ends', async () => {
    const rt = await contractOf(GOLD, 'realtimeSalary', 'agent', 'agent2');
    await settle();
    // player2 (under agent2) plays the demo game now.
    const player2 = await t.login('player2');
    // Money in the slots wallet (type 5) the demo game plays from.
    expect((await t.call('dev.credit', { username: 'player2', amount: 100 })).body.success).toBe(true);
    expect(
      (
        await t.call(
          'wallet.transfer',
          { fromAccountTypeId: 1, toAccountTypeId: 5, amount: 100 },
          { token: player2 },
        )
      ).body.success,
    ).toBe(true);
    const launch = await t.call('games.launch', { vassalage: 'PS', gameType: 'RNG' }, { token: player2 });
    const launchToken = new URL(launch.body.value.url!).searchParams.get('ticket')!;
    for (let i = 0; i < 5; i++) {
      const round = await t.call('games.demoPlay', { launchToken, bet: 10 });
      expect(round.body.message).toBeNull();
    }
    const windowStart = Math.floor(t.clock.now().getTime() / 300_000) * 300_000;
    // Not before the window ends.
    const early = await settle({ contractId: rt });
    expect(
      early.body.value.payouts.some(
        (x) => x.contractId === rt && (x as { periodStart?: number }).periodStart === windowStart,
      ),
    ).toBe(false);
    t.clock.advance(300_000);
    const before = await mainBalance(GOLD, 'agent2');
    const r = await settle();
    const paid = r.body.value.payouts.filter((x) => x.contractId === rt);
    expect(paid).toHaveLength(1);
    const [x] = (await payouts(rt)).filter((p) => new Date(p.start).getTime() === windowStart);
    expect(new Date(x!.end).getTime() - windowStart).toBe(300_000);
    const team = await teamFigures(id('agent2'), new Date(windowStart), new Date(windowStart + 300_000));
    expect(team.valid).toBeGreaterThanOrEqual(50);
    expect(Math.round(Number(x!.amount) * 100)).toBe(Math.floor(Math.round(team.valid * 100) * 0.003 + 1e-6));
    expect(await mainBalance(GOLD, 'agent2')).toBeCloseTo(before + Number(x!.amount), 2);
    expect((await settle()).body.value.paid).toBe(0);
  });

  it('an ended contract settles the periods before its end once, and none after', async () => {
    const m = SPORTS;
    const daily = await contractOf(m, 'dailySalary', 'agent2', 'agent3');
    // Terminated now: the whole days since acceptance are still due, once.
    await t.call(
      'contracts.processDailySalary',
      { contractId: daily, action: 'requestTermination' },
      opt(m, 'agent3'),
    );
    await t.call(
      'contracts.processDailySalary',
      { contractId: daily, action: 'agreeTermination' },
      opt(m, 'agent2'),
    );
    const first = await settle({}, m);
    expect(first.body.value.payouts.filter((x) => x.contractId === daily).length).toBeGreaterThanOrEqual(15);
    t.clock.advance(2 * 86_400_000);
    const later = await settle({}, m);
    expect(later.body.value.payouts.filter((x) => x.contractId === daily)).toEqual([]);
    // Settled to its end: the sweep leaves it alone from now on.
    const [row] = await rows<{ done: boolean }>(
      sql`select settled_until >= ended_at as done from contracts where id = ${Number(daily)}`,
    );
    expect(row!.done).toBe(true);
    t.clock.advance(-2 * 86_400_000);
  });

  it('the dev call refuses bad input', async () => {
    expectFail(await settle({ at: 5 }), 400, 'INVALID_PARAMETERS', 'needs contractId');
    expectFail(await settle({ contractId: 'zz' }), 400, 'INVALID_PARAMETERS', 'contractId');
    expectFail(await settle({ contractId: '999999' }), 404, 'NOT_FOUND');
    const daily = await contractOf(GOLD, 'dailySalary', 'agent', 'agent2');
    expectFail(
      await settle({ contractId: daily, at: t.clock.now().getTime() }),
      400,
      'INVALID_PARAMETERS',
      'not ended yet',
    );
  });
});

describe('records', () => {
  const day = (offset: number) =>
    new Date(t.clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  it('lists the settled periods paid to me and to my downlines, newest first', async () => {
    const r = await t.call(
      'contracts.dailySalaryRecords',
      { startDate: day(-40), endDate: day(0), pageSize: 100 },
      { token: tk().agent2 },
    );
    expect(r.body.success).toBe(true);
    const list = r.body.value.list;
    expect(list.some((x) => x.account === 'agent2' && x['role'] === 'mine')).toBe(true);
    expect(list.some((x) => x.account === 'agent3' && x['role'] === 'downline')).toBe(true);
    expect(list.map((x) => x.periodStart)).toEqual([...list.map((x) => x.periodStart)].sort((a, b) => b - a));
    const paid = list.filter((x) => x.status === 'PAID');
    expect(paid.every((x) => x.amount > 0 && x.periodEnd - x.periodStart === 86_400_000)).toBe(true);
    const mine =
      list.filter((x) => x['role'] === 'mine').reduce((s, x) => s + Math.round(x.amount * 100), 0) / 100;
    expect(r.body.value['summary']).toMatchObject({ mine });
    // The top agent sees agent2's, not agent3's (a contract agent is no party to).
    const top = await t.call(
      'contracts.dailySalaryRecords',
      { startDate: day(-40), endDate: day(0), pageSize: 100 },
      { token: tk().agent },
    );
    expect(new Set(top.body.value.list.map((x) => x.account))).toEqual(new Set(['agent2']));
    // agent3 sees its own only.
    const a3 = await t.call(
      'contracts.dailySalaryRecords',
      { startDate: day(-40), endDate: day(0) },
      { token: tk().agent3 },
    );
    expect(new Set(a3.body.value.list.map((x) => x.account))).toEqual(new Set(['agent3']));
  });
  it('each kind lists its own records', async () => {
    const div = await t.call(
      'contracts.dividendRecords',
      { startDate: day(-40), endDate: day(0) },
      { token: tk().agent2 },
    );
    expect(div.body.value.list.length).toBeGreaterThan(0);
    expect(div.body.value.list.every((x) => x.periodEnd - x.periodStart === 7 * 86_400_000)).toBe(true);
    const rt = await t.call(
      'contracts.realtimeSalaryRecords',
      { startDate: day(-1), endDate: day(1) },
      { token: tk().agent2 },
    );
    expect(rt.body.value.list.length).toBeGreaterThan(0);
    expect(rt.body.value.list.every((x) => x.periodEnd - x.periodStart === 300_000)).toBe(true);
    const hour = await t.call('contracts.hourSalaryRecords', {}, { token: tk().agent2 });
    expect(hour.body.value.list).toEqual([]);
  });
  it('refuses bad dates and paging', async () => {
    expectFail(
      await t.call('contracts.dailySalaryRecords', { startDate: '2026-13-01' }, { token: tk().agent2 }),
      400,
      'INVALID_PARAMETERS',
      'startDate',
    );
    expectFail(
      await t.call('contracts.dividendRecords', { pageSize: 0 }, { token: tk().agent2 }),
      400,
      'INVALID_PARAMETERS',
      'pageSize',
    );
    expectFail(
      await t.call(
        'contracts.hourSalaryRecords',
        { startDate: day(-200), endDate: day(0) },
        { token: tk().agent2 },
      ),
      400,
      'INVALID_PARAMETERS',
      '90 days',
    );
  });
});

describe('the lower-rate rule', () => {
  it('agreeing to a lower rate terminates the own downline contracts above it, and replaces the old contract', async () => {
    const m = NEON;
    const old = await contractOf(m, 'dailySalary', 'agent', 'agent2');
    const below = await contractOf(m, 'dailySalary', 'agent2', 'agent3');
    // A replacement offer at 1 %: agent2 gave agent3 up to 1.5 %.
    const offer = await t.call(
      'contracts.applyDailySalary',
      { downlineId: id('agent2', m), period: 'DAILY', tiers: [{ activeMembers: 1, betAmount: 20, rate: 1 }] },
      opt(m, 'agent'),
    );
    expect(offer.body.value.status).toBe('OFFERED');
    // Until agent2 agrees, nothing changes.
    expect((await t.call('contracts.dailySalaryInfo', {}, opt(m, 'agent3'))).body.value.mine).toMatchObject({
      id: below,
      status: 'ACTIVE',
    });
    const accepted = await t.call(
      'contracts.processDailySalary',
      { contractId: offer.body.value.id, action: 'accept' },
      opt(m, 'agent2'),
    );
    expect(accepted.body.value).toMatchObject({ status: 'ACTIVE', rate: 1 });
    const a3 = await t.call('contracts.dailySalaryInfo', {}, opt(m, 'agent3'));
    expect(a3.body.value.mine).toBeNull();
    const h3 = await t.call('contracts.dividendHistory', { contractId: below }, opt(m, 'agent3'));
    expect(h3.body.value.list[0]).toMatchObject({ action: 'systemTerminate', party: 'system', by: 'system' });
    expect(h3.body.value.list[0]?.detail).toContain('below this contract');
    const hOld = await t.call('contracts.dividendHistory', { contractId: old }, opt(m, 'agent'));
    expect(hOld.body.value.list[0]).toMatchObject({
      action: 'systemTerminate',
      detail: `replaced by contract ${offer.body.value.id}`,
    });
    const a2 = await t.call('contracts.dailySalaryInfo', {}, opt(m, 'agent2'));
    expect(a2.body.value.mine).toMatchObject({ id: offer.body.value.id, status: 'ACTIVE' });
    expect(a2.body.value.downlines).toEqual([]);
    expect(a2.body.value['maxRate']).toBe(1);
    // A downline contract at or below the new rate stays: agent2 offers agent3 1 %, accepted; agent then offers 1 % again.
    const ok = await t.call(
      'contracts.applyDailySalary',
      { downlineId: id('agent3', m), period: 'DAILY', tiers: tiers(1) },
      opt(m, 'agent2'),
    );
    await t.call(
      'contracts.processDailySalary',
      { contractId: ok.body.value.id, action: 'accept' },
      opt(m, 'agent3'),
    );
    const same = await t.call(
      'contracts.applyDailySalary',
      { downlineId: id('agent2', m), period: 'DAILY', tiers: tiers(1) },
      opt(m, 'agent'),
    );
    await t.call(
      'contracts.processDailySalary',
      { contractId: same.body.value.id, action: 'accept' },
      opt(m, 'agent2'),
    );
    expect((await t.call('contracts.dailySalaryInfo', {}, opt(m, 'agent3'))).body.value.mine).toMatchObject({
      id: ok.body.value.id,
      status: 'ACTIVE',
    });
  });
  it('an offer waiting below an accepted lower rate is terminated too', async () => {
    // agent2 offered agent3 a 20 % dividend above ('never offers above the own rate'); agent2 accepts a 10 % replacement.
    const down = await contractOf(GOLD, 'dividend', 'agent2', 'agent3', 'offered');
    const up = await t.call(
      'contracts.applyDividend',
      { downlineId: id('agent2'), period: 'WEEKLY', tiers: tiers(10) },
      opt(GOLD, 'agent'),
    );
    const accepted = await t.call(
      'contracts.processDividend',
      { contractId: up.body.value.id, action: 'accept' },
      opt(GOLD, 'agent2'),
    );
    expect(accepted.body.value.status).toBe('ACTIVE');
    expectFail(
      await t.call('contracts.processDividend', { contractId: down, action: 'accept' }, opt(GOLD, 'agent3')),
      400,
      'INVALID_STATE',
      'TERMINATED',
    );
  });
});

describe('kinds the site does not offer', () => {
  it('answers FUNCTION_NOT_AVAILABLE for a kind whose module is off (NEONPLAY: no dividends; SPORTSLINE: no hourly salary)', async () => {
    expectFail(
      await t.call('contracts.dividendInfo', {}, opt(NEON, 'agent')),
      200,
      'FUNCTION_NOT_AVAILABLE',
      'dividend contracts are not offered',
    );
    expectFail(
      await t.call(
        'contracts.applyDividend',
        { downlineId: id('agent2', NEON), period: 'WEEKLY', tiers: tiers(1) },
        opt(NEON, 'agent'),
      ),
      200,
      'FUNCTION_NOT_AVAILABLE',
    );
    expectFail(
      await t.call('contracts.dividendRecords', {}, opt(NEON, 'agent2')),
      200,
      'FUNCTION_NOT_AVAILABLE',
    );
    expectFail(
      await t.call(
        'contracts.applyHourSalary',
        { downlineId: id('agent2', SPORTS), period: 'DAILY', tiers: tiers(0.1) },
        opt(SPORTS, 'agent'),
      ),
      200,
      'FUNCTION_NOT_AVAILABLE',
      'hourly salary',
    );
    // Nor seeded there.
    const [n] = await rows<{ n: number }>(
      sql`select count(*)::int as n from contracts where (tenant_id = ${tenantOf(NEON).id} and kind = 'dividend') or (tenant_id = ${tenantOf(SPORTS).id} and kind = 'hourSalary')`,
    );
    expect(n!.n).toBe(0);
  });
});

describe('the scheduled settlement', () => {
  it('pays the periods due without any call, and stops when asked', async () => {
    const daily = await contractOf(GOLD, 'dailySalary', 'agent', 'agent2');
    await t.call('dev.settleContracts', {});
    const until = async () =>
      new Date(
        (
          await rows<{ u: Date }>(sql`select settled_until as u from contracts where id = ${Number(daily)}`)
        )[0]!.u,
      ).getTime();
    const before = await until();
    // A day later a new daily period is due.
    t.clock.advance(86_400_000);
    const errors: unknown[] = [];
    const stop = startContractJobs(t.app.platform, 50, (_msg, err) => errors.push(err));
    try {
      const deadline = Date.now() + 20_000;
      while ((await until()) === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    } finally {
      await stop();
      t.clock.advance(-86_400_000);
    }
    expect(errors).toEqual([]);
    expect(await until()).toBe(before + 86_400_000);
  });
});

describe('salary periods (spec: daily, weekly, semimonthly, monthly)', () => {
  /** player2 (below agent2) plays five rounds of 10 in the demo game now (the platform's clock). */
  const play = async () => {
    const player2 = await t.login('player2');
    expect((await t.call('dev.credit', { username: 'player2', amount: 50 })).body.success).toBe(true);
    await t.call(
      'wallet.transfer',
      { fromAccountTypeId: 1, toAccountTypeId: 5, amount: 50 },
      { token: player2 },
    );
    const launch = await t.call('games.launch', { vassalage: 'PS', gameType: 'RNG' }, { token: player2 });
    const launchToken = new URL(launch.body.value.url!).searchParams.get('ticket')!;
    for (let i = 0; i < 5; i++)
      expect((await t.call('games.demoPlay', { launchToken, bet: 10 })).body.message).toBeNull();
  };
  /** agent gives agent2 a salary of this period (replacing the one in force), agent2 accepts; its id. */
  const salary = async (period: 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY') => {
    const offer = await t.call(
      'contracts.applyDailySalary',
      { downlineId: id('agent2'), period, tiers: [{ activeMembers: 1, betAmount: 10, rate: 5 }] },
      opt(GOLD, 'agent'),
    );
    expect(offer.body.value).toMatchObject({ period, status: 'OFFERED' });
    const accepted = await t.call(
      'contracts.processDailySalary',
      { contractId: offer.body.value.id, action: 'accept' },
      opt(GOLD, 'agent2'),
    );
    expect(accepted.body.value).toMatchObject({ period, status: 'ACTIVE' });
    return offer.body.value.id;
  };
  /**
   * Bets in each of the first `count` whole periods after acceptance, each settled after its end: one payout of that
   * period, once. The periods, in order.
   */
  const settlesOncePer = async (
    period: 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY',
    type: 'weekly' | 'semimonthly' | 'monthly',
    count = 1,
  ) => {
    const contractId = await salary(period);
    const start = t.clock.now().getTime();
    const periods: { start: number; end: number }[] = [];
    try {
      for (let n = 0, whole = nextPeriod(type, start, 'UTC'); n < count; n++) {
        t.clock.advance(whole.start + 3_600_000 - t.clock.now().getTime());
        await play();
        // Not paid before the period ends.
        t.clock.advance(whole.end - 3_600_000 - t.clock.now().getTime());
        const early = await t.call('dev.settleContracts', { contractId });
        expect(early.body.value.payouts).toEqual([]);
        t.clock.advance(2 * 3_600_000);
        const r = await t.call('dev.settleContracts', { contractId });
        expect(r.body.value.payouts).toHaveLength(1);
        const [paid] = r.body.value.payouts as unknown as {
          periodStart: number;
          periodEnd: number;
          amount: number;
        }[];
        expect(paid).toMatchObject({ periodStart: whole.start, periodEnd: whole.end, status: 'PAID' });
        const [team] = await rows<{ valid: string }>(sql`
        with recursive team as (select id from customers where id = ${Number(id('agent2'))} union all select c.id from customers c join team on c.parent_id = team.id)
        select coalesce(sum(valid_bet), 0)::text as valid from bets where customer_id in (select id from team) and status = 'settled' and not is_trial
        and settled_at >= ${new Date(whole.start)} and settled_at < ${new Date(whole.end)}`);
        expect(Number(team!.valid)).toBeGreaterThanOrEqual(50);
        expect(Math.round(paid!.amount * 100)).toBe(
          Math.floor(Math.round(Number(team!.valid) * 100) * 0.05 + 1e-6),
        );
        // Once per period: settling again pays nothing.
        expect((await t.call('dev.settleContracts', { contractId })).body.value.payouts).toEqual([]);
        periods.push(whole);
        whole = nextPeriod(type, whole.start, 'UTC');
      }
    } finally {
      t.clock.advance(start - t.clock.now().getTime());
    }
    return periods;
  };

  it('a weekly salary is settled once per ISO week (Monday to Monday)', async () => {
    const [week] = (await settlesOncePer('WEEKLY', 'weekly')) as [{ start: number; end: number }];
    expect(new Date(week.start).getUTCDay()).toBe(1);
    expect(week.end - week.start).toBe(7 * 86_400_000);
  });
  it('a monthly salary is settled once per calendar month', async () => {
    const [month] = (await settlesOncePer('MONTHLY', 'monthly')) as [{ start: number; end: number }];
    expect(new Date(month.start).getUTCDate()).toBe(1);
    expect(new Date(month.end).getUTCDate()).toBe(1);
    expect(new Date(month.end).getUTCMonth()).toBe((new Date(month.start).getUTCMonth() + 1) % 12);
  });
  it('a semimonthly salary is settled once per half month (the 1st to the 15th, the 16th to the month’s end)', async () => {
    // Two halves in a row: one of them is a first half, the other a second half.
    const halves = await settlesOncePer('SEMIMONTHLY', 'semimonthly', 2);
    expect(halves).toHaveLength(2);
    expect(halves[1]!.start).toBe(halves[0]!.end);
    const day = (ms: number) => new Date(ms).getUTCDate();
    const [first, second] = day(halves[0]!.start) === 1 ? halves : [halves[1]!, halves[0]!];
    // 1st 00:00 to 16th 00:00 of one month.
    expect([day(first!.start), day(first!.end)]).toEqual([1, 16]);
    expect(new Date(first!.end).getUTCMonth()).toBe(new Date(first!.start).getUTCMonth());
    // 16th 00:00 to the next month's 1st 00:00 (the month's last day included).
    expect([day(second!.start), day(second!.end)]).toEqual([16, 1]);
    expect(new Date(second!.end).getUTCMonth()).toBe((new Date(second!.start).getUTCMonth() + 1) % 12);
    expect(new Date(second!.end - 1).getUTCDate()).toBeGreaterThanOrEqual(28);
  });
  it('offers a semimonthly salary; hourly and real-time salaries stay DAILY', async () => {
    await salary('SEMIMONTHLY');
    const info = await t.call('contracts.dailySalaryInfo', {}, opt(GOLD, 'agent2'));
    expect(info.body.value.mine).toMatchObject({ period: 'SEMIMONTHLY', status: 'ACTIVE' });
    expectFail(
      await t.call(
        'contracts.assignRealtimeSalary',
        { downlineId: id('agent2'), period: 'MONTHLY', tiers: tiers(0.1) },
        opt(GOLD, 'agent'),
      ),
      400,
      'INVALID_PARAMETERS',
      'period must be DAILY',
    );
  });
});
