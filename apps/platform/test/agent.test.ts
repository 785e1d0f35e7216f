/**
 * Agent centre (issue 15, platform half): every agent.* call with its happy path, bad input, a non-agent, an id
 * outside the caller's tree and a missing token; transfers move money once per idempotency key, on both sides, never
 * partly; the books still balance. Seed tree: agent -> (demo, player1, agentonly, agent2 -> (player2, agent3 ->
 * (player3, newbie))); `expired` has no upline.
 */
import { sql } from 'drizzle-orm';
import type { CallName } from '@wl/api/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/ledger/check.ts';
import { split } from '../src/areas/agent/money.ts';
import { expectFail, GOLD, SPORTS, unique, usePlatform } from './helpers.ts';

const t = usePlatform();
const PAY = '135790';

let agent = '';
let agent2 = '';
let member = '';
const ids: Record<string, string> = {};

const idOf = async (username: string, merchant = GOLD) => {
  const tenant = t.app.platform.tenants.byMerchantCode(merchant)!;
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

beforeAll(async () => {
  agent = await t.login('agent');
  agent2 = await t.login('agent2');
  member = await t.login('demo');
  for (const u of [
    'agent',
    'agent2',
    'agent3',
    'agentonly',
    'demo',
    'player1',
    'player2',
    'player3',
    'newbie',
    'expired',
  ])
    ids[u] = await idOf(u);
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
    ['agent.announcements', {}],
    ['agent.teamOverview', {}],
    ['agent.teamDaily', {}],
    ['agent.downlines', {}],
    ['agent.checkUsername', { username: 'someone1' }],
    ['agent.createDownline', { username: 'someone1', password: 'abc12345', type: 'member' }],
    ['agent.downlinePassword', { customerId: '1', password: 'abc12345' }],
    ['agent.downlineNickname', { customerId: '1', nickname: 'x' }],
    ['agent.promoteDownline', { customerId: '1' }],
    ['agent.transferDownline', { customerId: '1', amount: 1, paymentPassword: PAY }],
    ['agent.transferMultipleDownline', { transfers: [{ customerId: '1', amount: 1 }], paymentPassword: PAY }],
    ['agent.rebateSettings', {}],
    ['agent.downlineRebates', { customerId: '1' }],
    ['agent.updateDownlineRebates', { customerId: '1', rebates: [{ productType: 'RNG', rate: 0.1 }] }],
    ['agent.affiliateUrls', {}],
    ['agent.createAffiliateUrl', { type: 'member' }],
    ['agent.deleteAffiliateUrl', { id: '1' }],
  ];
  it.each(calls)('%s refuses a missing token', async (name, input) => {
    expectFail(await t.call(name, input), 401, 'CUSTOMER_NOT_LOGIN');
  });
  it.each(calls)('%s refuses a member (not an agent)', async (name, input) => {
    const before = await ledgerCount();
    expectFail(await t.call(name, input, { token: member }), 403, 'NON_AGENT', 'Non-agents');
    expect(await ledgerCount()).toBe(before);
  });
  it('a trial account reads its (empty) centre but is refused every action', async () => {
    const trial = (await t.call('session.freeplay', { random: await t.freePlayRandom() })).body.value
      .token as string;
    const list = await t.call('agent.downlines', {}, { token: trial });
    expect(list.body.value.list).toEqual([]);
    const overview = await t.call('agent.teamOverview', {}, { token: trial });
    expect(overview.body.value).toMatchObject({ totalBet: 0, teamCount: 0 });
    for (const [name, input] of calls.filter(([n]) =>
      [
        'agent.createDownline',
        'agent.transferDownline',
        'agent.transferMultipleDownline',
        'agent.createAffiliateUrl',
        'agent.promoteDownline',
      ].includes(n),
    )) {
      expectFail(await t.call(name, input, { token: trial }), 403, 'in_need_true_account');
    }
  });
});

describe('announcements', () => {
  it('lists the agent notices (type A) with their read state', async () => {
    const r = await t.call('agent.announcements', { pageNo: 1, pageSize: 9 }, { token: agent });
    expect(r.body.success).toBe(true);
    const list = r.body.value.list;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.every((n) => n.title.startsWith('Agent notice'))).toBe(true);
    expect(list.every((n) => n.read === false)).toBe(true);
    const unread = Number(r.body.value.unread);
    expect(
      (await t.call('messages.markAnnouncementRead', { id: list[0]!.id }, { token: agent })).body.success,
    ).toBe(true);
    const again = await t.call('agent.announcements', {}, { token: agent });
    expect(again.body.value.list.find((n) => n.id === list[0]!.id)?.read).toBe(true);
    expect(Number(again.body.value.unread)).toBe(unread - 1);
    // Another agent's read state is its own.
    const other = await t.call('agent.announcements', {}, { token: agent2 });
    expect(other.body.value.list.find((n) => n.id === list[0]!.id)?.read).toBe(false);
  });
  it('bad paging is named', async () => {
    expectFail(
      await t.call('agent.announcements', { pageSize: 0 }, { token: agent }),
      400,
      'INVALID_PARAMETERS',
      'pageSize',
    );
    expectFail(
      await t.call('agent.announcements', { pageNo: 'x' }, { token: agent }),
      400,
      'INVALID_PARAMETERS',
      'pageNo',
    );
  });
});

describe('team overview and daily list', () => {
  const sums = async (usernames: string[], from: string, toExclusive: string) => {
    const list = usernames.map((u) => Number(ids[u]));
    const res = (await t.app.platform.db.execute(sql`
      select coalesce(sum(bet_amount), 0)::text as bet, coalesce(sum(win_amount), 0)::text as win, count(*)::int as n
      from bets where status = 'settled' and not is_trial and customer_id in (${sql.join(
        list.map((i) => sql`${i}`),
        sql`, `,
      )})
      and created_at >= ${from}::date and created_at < ${toExclusive}::date`)) as unknown as {
      rows: { bet: string; win: string; n: number }[];
    };
    return { bet: Number(res.rows[0]!.bet), win: Number(res.rows[0]!.win), n: res.rows[0]!.n };
  };
  const day = (offset: number) =>
    new Date(t.clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

  it("sums the real bets of the caller's whole downline tree (not the caller's own)", async () => {
    const startDate = day(-30);
    const endDate = day(-1);
    const r = await t.call('agent.teamOverview', { startDate, endDate }, { token: agent2 });
    expect(r.body.success).toBe(true);
    const v = r.body.value;
    const expected = await sums(['agent3', 'player2', 'player3', 'newbie'], startDate, day(0));
    expect(expected.n).toBeGreaterThan(50);
    expect(v.totalBet).toBeCloseTo(expected.bet, 2);
    expect(v.totalWin).toBeCloseTo(expected.win, 2);
    expect(v.totalPNL).toBeCloseTo(expected.win - expected.bet, 2);
    expect(v.teamCount).toBe(4);
    const verticals = [
      'totalRngPNL',
      'totalLivePNL',
      'totalSportsPNL',
      'totalLottPNL',
      'totalFishPNL',
      'totalPvpPNL',
    ] as const;
    const byVertical = verticals.reduce((s, k) => s + Math.round((v[k] ?? 0) * 100), 0) / 100;
    expect(byVertical).toBeCloseTo(v.totalPNL, 2);
    // The top agent's team holds agent2's and more.
    const top = await t.call('agent.teamOverview', { startDate, endDate }, { token: agent });
    const all = await sums(
      ['player1', 'agentonly', 'agent2', 'agent3', 'player2', 'player3', 'newbie'],
      startDate,
      day(0),
    );
    expect(top.body.value.totalBet).toBeCloseTo(all.bet, 2);
    expect(top.body.value.totalBet).toBeGreaterThan(v.totalBet);
    expect(top.body.value.teamCount).toBe(7);
  });
  it('counts registrations, first deposits and logins of the team in the range', async () => {
    const username = unique('kpi');
    const made = await t.call(
      'agent.createDownline',
      { username, password: 'abc12345', type: 'member' },
      { token: agent2 },
    );
    expect(made.body.success).toBe(true);
    await t.login(username, 'abc12345');
    const today = day(0);
    const r = await t.call('agent.teamOverview', { startDate: today, endDate: today }, { token: agent2 });
    expect(r.body.value.registerCount).toBe(1);
    expect(r.body.value.loginCount).toBeGreaterThanOrEqual(1);
    expect(r.body.value.onlineCount).toBeGreaterThanOrEqual(1);
    const daily = await t.call('agent.teamDaily', { startDate: today, endDate: today }, { token: agent2 });
    expect(daily.body.value.list[0]).toMatchObject({ balanceDate: today, teamRegisterMemberCount: 1 });
    expect(daily.body.value.list[0]!.teamLoginMemberCount).toBeGreaterThanOrEqual(1);
    // The first deposit of a downline: a transfer is not a deposit, a deposit is.
    const tenant = t.app.platform.tenants.byMerchantCode(GOLD)!;
    const { credit } = await import('../src/ledger/ledger.ts');
    await credit(t.app.platform, tenant.id, Number(made.body.value.id), 1, '100.00', 'deposit', 'test');
    const after = await t.call('agent.teamOverview', { startDate: today, endDate: today }, { token: agent2 });
    expect(after.body.value.firstDepositCount).toBe(1);
    expect(after.body.value.totalDeposit).toBeCloseTo(r.body.value.totalDeposit + 100, 2);
  });
  it('gives one row per day, and the days add up to the overview', async () => {
    const startDate = day(-14);
    const endDate = day(-1);
    const daily = await t.call('agent.teamDaily', { startDate, endDate }, { token: agent });
    const rows = daily.body.value.list;
    expect(rows).toHaveLength(14);
    expect(rows[0]!.balanceDate).toBe(startDate);
    expect(rows.at(-1)!.balanceDate).toBe(endDate);
    const overview = (await t.call('agent.teamOverview', { startDate, endDate }, { token: agent })).body
      .value;
    const total = (k: 'teamTotalBet' | 'teamTotalWin' | 'teamTotalPnl' | 'teamDeposit') =>
      rows.reduce((s, r) => s + Math.round(r[k] * 100), 0) / 100;
    expect(total('teamTotalBet')).toBeCloseTo(overview.totalBet, 2);
    expect(total('teamTotalWin')).toBeCloseTo(overview.totalWin, 2);
    expect(total('teamTotalPnl')).toBeCloseTo(overview.totalPNL, 2);
    expect(total('teamDeposit')).toBeCloseTo(overview.totalDeposit, 2);
    expect(rows.some((r) => r.teamTotalBet > 0)).toBe(true);
    const paged = await t.call(
      'agent.teamDaily',
      { startDate, endDate, pageNo: 2, pageSize: 5 },
      { token: agent },
    );
    expect(paged.body.value.list.map((r) => r.balanceDate)).toEqual(
      rows.slice(5, 10).map((r) => r.balanceDate),
    );
  });
  it('bad dates are named', async () => {
    expectFail(
      await t.call('agent.teamOverview', { startDate: '2026-02-30' }, { token: agent }),
      400,
      'INVALID_PARAMETERS',
      'startDate',
    );
    expectFail(
      await t.call('agent.teamDaily', { startDate: day(-1), endDate: day(-5) }, { token: agent }),
      400,
      'INVALID_PARAMETERS',
      'startDate',
    );
    expectFail(
      await t.call('agent.teamDaily', { startDate: day(-200), endDate: day(-1) }, { token: agent }),
      400,
      'INVALID_PARAMETERS',
      '90 days',
    );
  });
});

describe('downlines', () => {
  it('lists the whole tree with level, type, balance, last login and status', async () => {
    await t.login('player1');
    const r = await t.call('agent.downlines', { pageSize: 100 }, { token: agent });
    const list = r.body.value.list;
    const names = list.map((d) => d.account);
    for (const u of ['player1', 'agentonly', 'agent2', 'agent3', 'player2', 'player3', 'newbie'])
      expect(names).toContain(u);
    expect(names).not.toContain('agent');
    expect(names).not.toContain('expired');
    // The seed gives demo no upline (it is made before agent): not in the tree.
    expect(names).not.toContain('demo');
    const a3 = list.find((d) => d.account === 'agent3')!;
    expect(a3).toMatchObject({ level: 2, type: 42, parentAccount: 'agent2', status: 'active', teamCount: 2 });
    expect(list.find((d) => d.account === 'player3')!.level).toBe(3);
    const p1 = list.find((d) => d.account === 'player1')!;
    expect(p1.balance).toBeGreaterThan(0);
    expect(p1.lastLoginTime).toBeGreaterThan(0);
    expect(p1.online).toBe(true);
    expect(list.find((d) => d.account === 'player2')!.online).toBe(false);
    expect(list.find((d) => d.account === 'agent2')!.teamCount).toBeGreaterThanOrEqual(4);
  });
  it('searches by account, filters by type, drills into a downline and pages', async () => {
    const found = await t.call('agent.downlines', { account: 'PLAYER' }, { token: agent });
    expect(found.body.value.list.map((d) => d.account).sort()).toEqual(['player1', 'player2', 'player3']);
    const agents = await t.call('agent.downlines', { type: 'agent', pageSize: 100 }, { token: agent });
    expect(agents.body.value.list.every((d) => [1, 2, 41, 42].includes(d.type))).toBe(true);
    const under = await t.call('agent.downlines', { parentId: ids.agent3 }, { token: agent });
    expect(under.body.value.list.map((d) => d.account).sort()).toEqual(['newbie', 'player3']);
    const page1 = await t.call('agent.downlines', { pageNo: 1, pageSize: 3 }, { token: agent });
    const page2 = await t.call('agent.downlines', { pageNo: 2, pageSize: 3 }, { token: agent });
    expect(page1.body.value.list).toHaveLength(3);
    expect(page1.body.value.total).toBeGreaterThanOrEqual(8);
    expect(page2.body.value.list[0]!.id).not.toBe(page1.body.value.list[0]!.id);
  });
  it('a parentId outside the tree is refused', async () => {
    expectFail(
      await t.call('agent.downlines', { parentId: ids.player1 }, { token: agent2 }),
      403,
      'NOT_IN_TREE',
      'parentId',
    );
    expectFail(
      await t.call('agent.downlines', { parentId: ids.agent }, { token: agent2 }),
      403,
      'NOT_IN_TREE',
      'not in your downline',
    );
    expectFail(
      await t.call('agent.downlines', { parentId: 'abc' }, { token: agent2 }),
      400,
      'INVALID_PARAMETERS',
      'parentId',
    );
    expectFail(
      await t.call('agent.downlines', { type: 'boss' }, { token: agent2 }),
      400,
      'INVALID_PARAMETERS',
      'type',
    );
  });
});

describe('register centre', () => {
  it('checks a username live', async () => {
    expect(
      (await t.call('agent.checkUsername', { username: 'Player1' }, { token: agent })).body.value.available,
    ).toBe(false);
    expect(
      (await t.call('agent.checkUsername', { username: unique('free') }, { token: agent })).body.value
        .available,
    ).toBe(true);
    expectFail(
      await t.call('agent.checkUsername', { username: '9bad' }, { token: agent }),
      400,
      'INVALID_PARAMETERS',
      'username',
    );
    expectFail(
      await t.call('agent.checkUsername', { username: '' }, { token: agent }),
      400,
      'INVALID_PARAMETERS',
      'username',
    );
  });
  it('creates a member under the agent (encrypted), who logs in', async () => {
    const username = unique('dm');
    const r = await t.call(
      'agent.createDownline',
      { username, password: 'abc12345', type: 'member', nickname: 'New one', rebateRate: 0.5 },
      { token: agent2, encrypt: true },
    );
    expect(r.body.success).toBe(true);
    expect(r.body.value).toMatchObject({
      account: username,
      type: 0,
      level: 1,
      parentAccount: 'agent2',
      nickname: 'New one',
    });
    await t.login(username, 'abc12345');
    const rates = await t.call('agent.downlineRebates', { customerId: r.body.value.id }, { token: agent2 });
    expect(rates.body.value.list.every((x) => x.rate === 0.5)).toBe(true);
    expect((await t.call('agent.checkUsername', { username }, { token: agent })).body.value.available).toBe(
      false,
    );
  });
  it('creates an agent one level down with its own affiliate code', async () => {
    const username = unique('da');
    const r = await t.call(
      'agent.createDownline',
      { username, password: 'abc12345', type: 'agent' },
      { token: agent },
    );
    expect(r.body.value.type).toBe(41);
    const token = await t.login(username, 'abc12345');
    expect((await t.call('agent.downlines', {}, { token })).body.value.list).toEqual([]);
  });
  it('refuses a bad password, a taken name, a rate above the quota, and writes nothing', async () => {
    const username = unique('dx');
    expectFail(
      await t.call(
        'agent.createDownline',
        { username, password: 'abcdefgh', type: 'member' },
        { token: agent },
      ),
      400,
      'INVALID_PARAMETERS',
      'password',
    );
    expectFail(
      await t.call(
        'agent.createDownline',
        { username, password: '{secret}', type: 'member' },
        { token: agent },
      ),
      400,
      'INVALID_PARAMETERS',
      'password',
    );
    expectFail(
      await t.call(
        'agent.createDownline',
        { username: 'demo', password: 'abc12345', type: 'member' },
        { token: agent },
      ),
      400,
      'USERNAME_TAKEN',
      'username',
    );
    // agent3's own SPORTS rate is 0.5: 0.6 is above its quota.
    const agent3 = await t.login('agent3');
    expectFail(
      await t.call(
        'agent.createDownline',
        { username, password: 'abc12345', type: 'member', rebateRate: 0.6 },
        { token: agent3 },
      ),
      400,
      'INVALID_PARAMETERS',
      'rebateRate',
    );
    expectFail(
      await t.call(
        'agent.createDownline',
        { username, password: 'abc12345', type: 'boss' },
        { token: agent },
      ),
      400,
      'INVALID_PARAMETERS',
      'type',
    );
    expect((await t.call('agent.checkUsername', { username }, { token: agent })).body.value.available).toBe(
      true,
    );
  });
});

describe('downline accounts', () => {
  it("resets a downline's password: the new one works, the old one and its sessions do not", async () => {
    const username = unique('pw');
    const made = await t.call(
      'agent.createDownline',
      { username, password: 'abc12345', type: 'member' },
      { token: agent },
    );
    const old = await t.login(username, 'abc12345');
    const r = await t.call(
      'agent.downlinePassword',
      { customerId: made.body.value.id, password: 'xyz98765' },
      { token: agent, encrypt: true },
    );
    expect(r.body.success).toBe(true);
    await t.login(username, 'xyz98765');
    expect((await t.call('session.login', { username, password: 'abc12345' })).body.success).toBe(false);
    expectFail(await t.call('member.info', {}, { token: old }), 401, 'CUSTOMER_NOT_LOGIN');
  });
  it('a password outside the tree or breaking the rule is refused', async () => {
    expectFail(
      await t.call(
        'agent.downlinePassword',
        { customerId: ids.player1, password: 'xyz98765' },
        { token: agent2 },
      ),
      403,
      'NOT_IN_TREE',
      'customerId',
    );
    expectFail(
      await t.call(
        'agent.downlinePassword',
        { customerId: ids.agent, password: 'xyz98765' },
        { token: agent2 },
      ),
      403,
      'NOT_IN_TREE',
    );
    expectFail(
      await t.call(
        'agent.downlinePassword',
        { customerId: ids.agent2, password: 'xyz98765' },
        { token: agent2 },
      ),
      403,
      'NOT_IN_TREE',
    );
    expectFail(
      await t.call(
        'agent.downlinePassword',
        { customerId: ids.player2, password: 'short' },
        { token: agent2 },
      ),
      400,
      'INVALID_PARAMETERS',
      'password',
    );
    expect((await t.call('session.login', { username: 'player1', password: 'demo1234' })).body.success).toBe(
      true,
    );
  });
  it("sets a downline's second nickname (the upline's label), shown in the list", async () => {
    expect(
      (
        await t.call(
          'agent.downlineNickname',
          { customerId: ids.player3, nickname: 'Lucky three' },
          { token: agent },
        )
      ).body.success,
    ).toBe(true);
    const list = await t.call('agent.downlines', { account: 'player3' }, { token: agent });
    expect(list.body.value.list[0]).toMatchObject({ account: 'player3', nickname2: 'Lucky three' });
    expectFail(
      await t.call(
        'agent.downlineNickname',
        { customerId: ids.player3, nickname: 'x'.repeat(33) },
        { token: agent },
      ),
      400,
      'INVALID_PARAMETERS',
      'nickname',
    );
    expectFail(
      await t.call('agent.downlineNickname', { customerId: ids.player3, nickname: '<b>' }, { token: agent }),
      400,
      'INVALID_PARAMETERS',
      'nickname',
    );
    expectFail(
      await t.call('agent.downlineNickname', { customerId: ids.expired, nickname: 'x' }, { token: agent }),
      403,
      'NOT_IN_TREE',
      'customerId',
    );
  });
  it('promotes a member to agent; an agent or an account outside the tree is refused', async () => {
    const username = unique('pm');
    const made = await t.call(
      'agent.createDownline',
      { username, password: 'abc12345', type: 'member' },
      { token: agent2 },
    );
    expect(
      (await t.call('agent.promoteDownline', { customerId: made.body.value.id }, { token: agent2 })).body
        .success,
    ).toBe(true);
    const row = (await t.call('agent.downlines', { account: username }, { token: agent2 })).body.value
      .list[0]!;
    expect(row.type).toBe(42);
    const token = await t.login(username, 'abc12345');
    expect((await t.call('agent.teamOverview', {}, { token })).body.success).toBe(true);
    expectFail(
      await t.call('agent.promoteDownline', { customerId: made.body.value.id }, { token: agent2 }),
      400,
      'INVALID_STATE',
      'already an agent',
    );
    expectFail(
      await t.call('agent.promoteDownline', { customerId: ids.player1 }, { token: agent2 }),
      403,
      'NOT_IN_TREE',
    );
    expectFail(
      await t.call('agent.promoteDownline', { customerId: '' }, { token: agent2 }),
      400,
      'INVALID_PARAMETERS',
      'customerId',
    );
  });
});

describe('transfer to a downline', () => {
  it('moves money agent -> downline as a ledger entry on both sides, once per idempotency key', async () => {
    const before = {
      a: await mainBalance('agent2'),
      d: await mainBalance('player2'),
      n: await ledgerCount(),
    };
    const key = `td-${unique()}`;
    const r = await t.call(
      'agent.transferDownline',
      { customerId: ids.player2, amount: 12.34, paymentPassword: PAY, remark: 'for you' },
      { token: agent2, idempotencyKey: key, encrypt: true },
    );
    expect(r.body.success).toBe(true);
    expect(r.body.value).toMatchObject({ amount: 12.34, replayed: false });
    const again = await t.call(
      'agent.transferDownline',
      { customerId: ids.player2, amount: 12.34, paymentPassword: PAY },
      { token: agent2, idempotencyKey: key },
    );
    expect(again.body.value).toMatchObject({ amount: 12.34, replayed: true });
    expect(await mainBalance('agent2')).toBeCloseTo(before.a - 12.34, 2);
    expect(await mainBalance('player2')).toBeCloseTo(before.d + 12.34, 2);
    expect(await ledgerCount()).toBe(before.n + 2);
    const entries = (await t.app.platform.db.execute(
      sql`select customer_id, amount::text as amount, kind from ledger_entries where reference = ${(r.body.value as { reference: string }).reference} order by amount`,
    )) as unknown as { rows: { customer_id: number; amount: string; kind: string }[] };
    expect(entries.rows).toEqual([
      { customer_id: Number(ids.agent2), amount: '-12.34', kind: 'downline_out' },
      { customer_id: Number(ids.player2), amount: '12.34', kind: 'upline_in' },
    ]);
  });
  it('reaches any level of the tree', async () => {
    const before = await mainBalance('player3');
    expect(
      (
        await t.call(
          'agent.transferDownline',
          { customerId: ids.player3, amount: 1, paymentPassword: PAY },
          { token: agent },
        )
      ).body.success,
    ).toBe(true);
    expect(await mainBalance('player3')).toBeCloseTo(before + 1, 2);
  });
  it('refuses more than the balance, a wrong payment password, bad amounts and accounts outside the tree, moving nothing', async () => {
    const n = await ledgerCount();
    const balance = await mainBalance('agent2');
    expectFail(
      await t.call(
        'agent.transferDownline',
        { customerId: ids.player2, amount: balance + 1, paymentPassword: PAY },
        { token: agent2 },
      ),
      200,
      'ACCOUNT_BALANCE_NOT_ENOUGH',
    );
    expectFail(
      await t.call(
        'agent.transferDownline',
        { customerId: ids.player2, amount: 1, paymentPassword: '000000' },
        { token: agent2 },
      ),
      400,
      'PAYMENT_PASSWORD_INCORRECT',
      'paymentPassword',
    );
    expectFail(
      await t.call(
        'agent.transferDownline',
        { customerId: ids.player2, amount: -1, paymentPassword: PAY },
        { token: agent2 },
      ),
      400,
      'INVALID_PARAMETERS',
      'amount',
    );
    expectFail(
      await t.call(
        'agent.transferDownline',
        { customerId: ids.player2, amount: 1.005, paymentPassword: PAY },
        { token: agent2 },
      ),
      400,
      'AMOUNT_INVALID',
      'amount',
    );
    expectFail(
      await t.call(
        'agent.transferDownline',
        { customerId: ids.player1, amount: 1, paymentPassword: PAY },
        { token: agent2 },
      ),
      403,
      'NOT_IN_TREE',
      'customerId',
    );
    expectFail(
      await t.call(
        'agent.transferDownline',
        { customerId: ids.agent, amount: 1, paymentPassword: PAY },
        { token: agent2 },
      ),
      403,
      'NOT_IN_TREE',
    );
    expectFail(
      await t.call(
        'agent.transferDownline',
        { customerId: ids.agent2, amount: 1, paymentPassword: PAY },
        { token: agent2 },
      ),
      403,
      'NOT_IN_TREE',
    );
    const sportsPlayer = await idOf('player1', SPORTS);
    expectFail(
      await t.call(
        'agent.transferDownline',
        { customerId: sportsPlayer, amount: 1, paymentPassword: PAY },
        { token: agent },
      ),
      403,
      'NOT_IN_TREE',
    );
    expect(await ledgerCount()).toBe(n);
    expect(await mainBalance('agent2')).toBe(balance);
  });
  it('an agent without a payment password is told to set one', async () => {
    const agent3 = await t.login('agent3');
    expectFail(
      await t.call(
        'agent.transferDownline',
        { customerId: ids.player3, amount: 1, paymentPassword: PAY },
        { token: agent3 },
      ),
      200,
      'INVALID_STATE',
      'paymentPassword',
    );
  });
});

describe('red envelope', () => {
  it('pays given amounts to several downlines in one go, both sides in the ledger, once per key', async () => {
    const before = {
      a: await mainBalance('agent'),
      p1: await mainBalance('player1'),
      p3: await mainBalance('player3'),
      n: await ledgerCount(),
    };
    const key = `re-${unique()}`;
    const input = {
      transfers: [
        { customerId: ids.player1, amount: 3 },
        { customerId: ids.player3, amount: 4.5 },
      ],
      paymentPassword: PAY,
    };
    const r = await t.call('agent.transferMultipleDownline', input, {
      token: agent,
      idempotencyKey: key,
      encrypt: true,
    });
    expect(r.body.value).toMatchObject({ total: 7.5, count: 2, replayed: false });
    const again = await t.call('agent.transferMultipleDownline', input, {
      token: agent,
      idempotencyKey: key,
    });
    expect(again.body.value).toMatchObject({ total: 7.5, count: 2, replayed: true });
    expect(await mainBalance('agent')).toBeCloseTo(before.a - 7.5, 2);
    expect(await mainBalance('player1')).toBeCloseTo(before.p1 + 3, 2);
    expect(await mainBalance('player3')).toBeCloseTo(before.p3 + 4.5, 2);
    expect(await ledgerCount()).toBe(before.n + 4);
  });
  it('shares a total equally (odd cents to the first) or at random; a replay gives the same shares', async () => {
    const to = [ids.player1, ids.player2, ids.player3].map((customerId) => ({ customerId }));
    const eq = await t.call(
      'agent.transferMultipleDownline',
      { transfers: to, paymentPassword: PAY, split: 'equal', totalAmount: 10 },
      { token: agent },
    );
    expect(eq.body.value.transfers!.map((x) => x.amount)).toEqual([3.34, 3.33, 3.33]);
    const key = `rr-${unique()}`;
    const before = await mainBalance('agent');
    const rnd = await t.call(
      'agent.transferMultipleDownline',
      { transfers: to, paymentPassword: PAY, split: 'random', totalAmount: 50 },
      { token: agent, idempotencyKey: key },
    );
    const shares = rnd.body.value.transfers!.map((x) => x.amount);
    expect(Math.round(shares.reduce((s, x) => s + x * 100, 0))).toBe(5000);
    expect(shares.every((x) => x >= 0.01)).toBe(true);
    const replay = await t.call(
      'agent.transferMultipleDownline',
      { transfers: to, paymentPassword: PAY, split: 'random', totalAmount: 50 },
      { token: agent, idempotencyKey: key },
    );
    expect(replay.body.value.transfers!.map((x) => x.amount)).toEqual(shares);
    expect(await mainBalance('agent')).toBeCloseTo(before - 50, 2);
  });
  it('one key sent twice at the same time moves money once', async () => {
    const before = await mainBalance('agent');
    const key = `rc-${unique()}`;
    const input = {
      transfers: [
        { customerId: ids.player1, amount: 2 },
        { customerId: ids.agentonly, amount: 2 },
      ],
      paymentPassword: PAY,
    };
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        t.call('agent.transferMultipleDownline', input, { token: agent, idempotencyKey: key }),
      ),
    );
    expect(a!.body.success && b!.body.success).toBe(true);
    expect([a!.body.value.replayed, b!.body.value.replayed].sort()).toEqual([false, true]);
    expect(await mainBalance('agent')).toBeCloseTo(before - 4, 2);
  });
  it('two transfers racing for the last money: one goes through, the balance never goes below zero', async () => {
    const username = unique('rc');
    const sub = await t.call(
      'agent.createDownline',
      { username, password: 'abc12345', type: 'agent' },
      { token: agent },
    );
    expect(
      (
        await t.call(
          'agent.transferDownline',
          { customerId: sub.body.value.id, amount: 10, paymentPassword: PAY },
          { token: agent },
        )
      ).body.success,
    ).toBe(true);
    const subToken = await t.login(username, 'abc12345');
    await t.call(
      'member.setPaymentPassword',
      { paymentPassword: PAY, confirmPaymentPassword: PAY },
      { token: subToken },
    );
    const member = await t.call(
      'agent.createDownline',
      { username: unique('rm'), password: 'abc12345', type: 'member' },
      { token: subToken },
    );
    const send = () =>
      t.call(
        'agent.transferDownline',
        { customerId: member.body.value.id, amount: 7, paymentPassword: PAY },
        { token: subToken },
      );
    const results = await Promise.all([send(), send()]);
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    expect(results.find((r) => !r.body.success)!.body.errorCode).toBe('ACCOUNT_BALANCE_NOT_ENOUGH');
    expect(await mainBalance(username)).toBeCloseTo(3, 2);
  });
  it('the split rule: every share positive, the shares add up', () => {
    for (let n = 1; n <= 7; n++) {
      for (const total of [n, n + 1, 997, 100_000]) {
        for (const how of ['equal', 'random'] as const) {
          const s = split(total, n, how);
          expect(s).toHaveLength(n);
          expect(s.reduce((a, b) => a + b, 0)).toBe(total);
          expect(Math.min(...s)).toBeGreaterThanOrEqual(1);
        }
      }
    }
    expect(() => split(2, 3, 'equal')).toThrow(/totalAmount/);
  });
  it('refuses the whole envelope when one share cannot be paid, or one account is outside the tree', async () => {
    const n = await ledgerCount();
    const balance = await mainBalance('agent2');
    expectFail(
      await t.call(
        'agent.transferMultipleDownline',
        {
          transfers: [
            { customerId: ids.player2, amount: 1 },
            { customerId: ids.agent3, amount: balance },
          ],
          paymentPassword: PAY,
        },
        { token: agent2 },
      ),
      200,
      'ACCOUNT_BALANCE_NOT_ENOUGH',
    );
    expectFail(
      await t.call(
        'agent.transferMultipleDownline',
        {
          transfers: [
            { customerId: ids.player2, amount: 1 },
            { customerId: ids.player1, amount: 1 },
          ],
          paymentPassword: PAY,
        },
        { token: agent2 },
      ),
      403,
      'NOT_IN_TREE',
      'transfers.1.customerId',
    );
    expect(await ledgerCount()).toBe(n);
    expect(await mainBalance('agent2')).toBe(balance);
  });
  it('bad input is named', async () => {
    const p2 = ids.player2;
    const call = (input: Record<string, unknown>) =>
      t.call('agent.transferMultipleDownline', { paymentPassword: PAY, ...input }, { token: agent2 });
    expectFail(await call({ transfers: [] }), 400, 'INVALID_PARAMETERS', 'transfers');
    expectFail(
      await call({ transfers: [{ customerId: p2 }] }),
      400,
      'INVALID_PARAMETERS',
      'transfers.0.amount',
    );
    expectFail(
      await call({
        transfers: [
          { customerId: p2, amount: 1 },
          { customerId: p2, amount: 1 },
        ],
      }),
      400,
      'INVALID_PARAMETERS',
      'listed twice',
    );
    expectFail(
      await call({ transfers: [{ customerId: p2 }], split: 'equal' }),
      400,
      'INVALID_PARAMETERS',
      'totalAmount',
    );
    expectFail(
      await call({ transfers: [{ customerId: p2, amount: 1 }], split: 'equal', totalAmount: 5 }),
      400,
      'INVALID_PARAMETERS',
      'transfers.0.amount',
    );
    expectFail(
      await call({
        transfers: [{ customerId: p2 }, { customerId: ids.agent3 }],
        split: 'random',
        totalAmount: 0.01,
      }),
      400,
      'INVALID_PARAMETERS',
      'totalAmount',
    );
    expectFail(
      await call({ transfers: [{ customerId: p2, amount: 1 }], paymentPassword: '999999' }),
      400,
      'PAYMENT_PASSWORD_INCORRECT',
    );
  });
});

describe('rebates', () => {
  it("shows the agent's quota and a downline's rates", async () => {
    const mine = await t.call('agent.rebateSettings', {}, { token: agent2 });
    expect(mine.body.value.list.find((x) => x.productType === 'LOTT')).toEqual({
      productType: 'LOTT',
      maxRate: 8,
      myRate: 5,
    });
    const down = await t.call('agent.downlineRebates', { customerId: ids.agent3 }, { token: agent2 });
    expect(down.body.value.list.find((x) => x.productType === 'LOTT')!.rate).toBe(3);
    expectFail(
      await t.call('agent.downlineRebates', { customerId: ids.player1 }, { token: agent2 }),
      403,
      'NOT_IN_TREE',
      'customerId',
    );
    expectFail(
      await t.call('agent.downlineRebates', { customerId: 'x1' }, { token: agent2 }),
      400,
      'INVALID_PARAMETERS',
      'customerId',
    );
  });
  it("changes a downline's rates within the upline's own and above its downlines'", async () => {
    expect(
      (
        await t.call(
          'agent.updateDownlineRebates',
          {
            customerId: ids.agent3,
            rebates: [
              { productType: 'LOTT', rate: 4.5 },
              { productType: 'RNG', rate: 1.2 },
            ],
          },
          { token: agent2 },
        )
      ).body.success,
    ).toBe(true);
    const down = await t.call('agent.downlineRebates', { customerId: ids.agent3 }, { token: agent2 });
    expect(down.body.value.list.filter((x) => ['LOTT', 'RNG'].includes(x.productType))).toEqual([
      { productType: 'LOTT', rate: 4.5 },
      { productType: 'RNG', rate: 1.2 },
    ]);
    // Above agent2's own 5: refused; nothing of the request written.
    expectFail(
      await t.call(
        'agent.updateDownlineRebates',
        {
          customerId: ids.agent3,
          rebates: [
            { productType: 'RNG', rate: 1.3 },
            { productType: 'LOTT', rate: 5.5 },
          ],
        },
        { token: agent2 },
      ),
      400,
      'INVALID_PARAMETERS',
      'rebates.1.rate',
    );
    expect(
      (
        await t.call('agent.downlineRebates', { customerId: ids.agent3 }, { token: agent2 })
      ).body.value.list.find((x) => x.productType === 'RNG')!.rate,
    ).toBe(1.2);
    // Below what agent2 gives its own downline: refused (the top agent changing agent2).
    const give = await t.call(
      'agent.createDownline',
      { username: unique('rb'), password: 'abc12345', type: 'member', rebateRate: 0.6 },
      { token: agent2 },
    );
    expect(give.body.success).toBe(true);
    expectFail(
      await t.call(
        'agent.updateDownlineRebates',
        { customerId: ids.agent2, rebates: [{ productType: 'SPORTS', rate: 0.5 }] },
        { token: agent },
      ),
      400,
      'INVALID_PARAMETERS',
      'at least',
    );
    expectFail(
      await t.call(
        'agent.updateDownlineRebates',
        { customerId: ids.agent3, rebates: [{ productType: 'CHESS', rate: 1 }] },
        { token: agent2 },
      ),
      400,
      'INVALID_PARAMETERS',
      'rebates.0.productType',
    );
    expectFail(
      await t.call(
        'agent.updateDownlineRebates',
        { customerId: ids.agent3, rebates: [{ productType: 'RNG', rate: -1 }] },
        { token: agent2 },
      ),
      400,
      'INVALID_PARAMETERS',
      'rate',
    );
    expectFail(
      await t.call(
        'agent.updateDownlineRebates',
        { customerId: ids.agent3, rebates: [{ productType: 'RNG', rate: 0.123 }] },
        { token: agent2 },
      ),
      400,
      'INVALID_PARAMETERS',
      '2 decimals',
    );
    expectFail(
      await t.call(
        'agent.updateDownlineRebates',
        { customerId: ids.player1, rebates: [{ productType: 'RNG', rate: 0.1 }] },
        { token: agent2 },
      ),
      403,
      'NOT_IN_TREE',
    );
  });
});

describe('affiliate links', () => {
  it('lists the seeded links with their URL, expiry, channel and the accounts registered through each', async () => {
    const r = await t.call('agent.affiliateUrls', {}, { token: agent });
    const list = r.body.value.list;
    const member = list.find((l) => l.code === 'GOLDCASIM1')!;
    expect(member).toMatchObject({
      accountType: 'member',
      channel: 'LINE',
      expireTime: null,
      expired: false,
      url: 'https://www.goldcasino.example/register?affiliateCode=GOLDCASIM1',
    });
    expect(member.accounts!.map((a) => a.account)).toEqual(['player1']);
    expect(member.registerCount).toBe(1);
    expect(list.find((l) => l.code === 'GOLDCASIG1')!.accounts!.map((a) => a.account)).toEqual(['agent2']);
    expect(list.find((l) => l.code === 'GOLDCASIX1')!.expired).toBe(true);
    expect((await t.call('agent.affiliateUrls', {}, { token: agent2 })).body.value.list).toEqual([]);
  });
  it('creates a link (expiry, channel, domain); registering through it puts the account under the agent and in the list', async () => {
    const made = await t.call(
      'agent.createAffiliateUrl',
      { type: 'member', expiryDays: 7, channel: 'Facebook', domain: 'gc1.goldcasino.example' },
      { token: agent2 },
    );
    expect(made.body.success).toBe(true);
    const link = made.body.value;
    expect(link.url).toBe(`https://gc1.goldcasino.example/register?affiliateCode=${link.code}`);
    expect(link.expireTime).toBe(t.clock.now().getTime() + 7 * 86_400_000);
    expect((await t.call('session.affiliateCheck', { code: link.code })).body.value.valid).toBe(true);
    const username = unique('lk');
    const reg = await t.call('session.register', {
      username,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      affiliateCode: link.code,
    });
    expect(reg.body.success).toBe(true);
    const list = await t.call('agent.affiliateUrls', {}, { token: agent2 });
    const row = list.body.value.list.find((l) => l.id === link.id)!;
    expect(row.registerCount).toBe(1);
    expect(row.accounts![0]).toMatchObject({ account: username, type: 0 });
    const down = await t.call('agent.downlines', { account: username }, { token: agent2 });
    expect(down.body.value.list[0]).toMatchObject({ account: username, level: 1 });
  });
  it('an agent link registers an agent', async () => {
    const made = await t.call('agent.createAffiliateUrl', { type: 'agent' }, { token: agent });
    const username = unique('la');
    const reg = await t.call('session.register', {
      username,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      affiliateCode: made.body.value.code,
    });
    expect(reg.body.value.type).toBe(41);
  });
  it('bad input is named', async () => {
    expectFail(
      await t.call('agent.createAffiliateUrl', { type: 'vip' }, { token: agent }),
      400,
      'INVALID_PARAMETERS',
      'type',
    );
    expectFail(
      await t.call('agent.createAffiliateUrl', { type: 'member', domain: 'evil.example' }, { token: agent }),
      400,
      'INVALID_PARAMETERS',
      'domain',
    );
    expectFail(
      await t.call('agent.createAffiliateUrl', { type: 'member', expiryDays: 0 }, { token: agent }),
      400,
      'INVALID_PARAMETERS',
      'expiryDays',
    );
    expectFail(
      await t.call('agent.createAffiliateUrl', { type: 'member', channel: '<script>' }, { token: agent }),
      400,
      'INVALID_PARAMETERS',
      'channel',
    );
    expectFail(
      await t.call('agent.affiliateUrls', { pageSize: 1000 }, { token: agent }),
      400,
      'INVALID_PARAMETERS',
      'pageSize',
    );
  });
  it("deletes its own link (registration through it then fails); another agent's link is not found", async () => {
    const made = await t.call('agent.createAffiliateUrl', { type: 'member' }, { token: agent });
    const id = made.body.value.id;
    expectFail(await t.call('agent.deleteAffiliateUrl', { id }, { token: agent2 }), 404, 'NOT_FOUND', 'id');
    expect((await t.call('agent.deleteAffiliateUrl', { id }, { token: agent })).body.success).toBe(true);
    expect(
      (await t.call('agent.affiliateUrls', { pageSize: 100 }, { token: agent })).body.value.list.some(
        (l) => l.id === id,
      ),
    ).toBe(false);
    expectFail(
      await t.call('session.register', {
        username: unique('gone'),
        password: 'abc12345',
        confirmPassword: 'abc12345',
        affiliateCode: made.body.value.code,
      }),
      400,
      'invitation_code_error',
    );
    expectFail(await t.call('agent.deleteAffiliateUrl', { id }, { token: agent }), 404, 'NOT_FOUND');
    expectFail(
      await t.call('agent.deleteAffiliateUrl', { id: 'x' }, { token: agent }),
      400,
      'INVALID_PARAMETERS',
      'id',
    );
  });
  it('an expired link no longer registers', async () => {
    const made = await t.call(
      'agent.createAffiliateUrl',
      { type: 'member', expiryDays: 1 },
      { token: agent },
    );
    t.clock.advance(2 * 86_400_000);
    expectFail(
      await t.call('session.affiliateCheck', { code: made.body.value.code }),
      200,
      'invitation_code_error',
    );
    expectFail(
      await t.call('session.register', {
        username: unique('ex'),
        password: 'abc12345',
        confirmPassword: 'abc12345',
        affiliateCode: made.body.value.code,
      }),
      400,
      'invitation_code_error',
    );
    const fresh = await t.login('agent');
    expect(
      (await t.call('agent.affiliateUrls', { pageSize: 100 }, { token: fresh })).body.value.list.find(
        (l) => l.id === made.body.value.id,
      )!.expired,
    ).toBe(true);
  });
});

describe('books', () => {
  it('every wallet still equals the sum of its ledger entries, none below zero', async () => {
    const check = await checkLedger(t.app.platform.db);
    expect(check.mismatches).toEqual([]);
    expect(check.negatives).toBe(0);
  });
});
