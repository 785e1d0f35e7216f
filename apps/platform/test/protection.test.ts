/**
 * Responsible gaming (issue 31): each limit refuses at its boundary and not below it, for each period, with the ledger
 * unchanged; a looser limit waits for its cooling-off (the clock is injected); time-out and self-exclusion refuse each
 * guarded call and leave withdrawals and records open; the session limit ends the session; the record is append-only.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMITS, type LimitKind } from '@wl/domain';
import { bets, deposits, games, ledgerEntries } from '../src/db/schema.ts';
import { PAY_PASSWORD, cashierKit, type Member } from './cashier-helpers.ts';
import { GOLD, usePlatform } from './helpers.ts';

const t = usePlatform({ rateLimits: false });
const k = cashierKit(t);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * After the clock has travelled: passwords count as just changed (GOLD's passwords expire after 90 days, which
 * would stand between these tests and what they check), then a new session.
 */
async function relogin(m: Member): Promise<Member> {
  await t.app.platform.db.execute(sql`update customers set password_changed_at = ${t.clock.now()}`);
  return { ...m, token: await t.login(m.username, 'abc12345', m.merchant) };
}

/** Puts a settled bet (and its win) on the books at `at`, as a vendor's settlement would, without moving money. */
async function pastBet(m: Member, bet: number, win: number, at: Date) {
  const [g] = await t.app.platform.db.select().from(games).limit(1);
  await t.app.platform.db.insert(bets).values({
    tenantId: t.app.platform.tenants.byMerchantCode(m.merchant)!.id,
    customerId: m.id,
    gameId: g!.id,
    vendorCode: g!.vendorCode,
    gameType: g!.gameType,
    roundId: `past-${m.id}-${at.getTime()}-${bet}`,
    betAmount: bet.toFixed(2),
    validBet: bet.toFixed(2),
    winAmount: win.toFixed(2),
    status: 'settled',
    createdAt: at,
    settledAt: at,
  });
}

/** A paid deposit at `at`, as the books of an earlier day would have it. */
async function pastDeposit(m: Member, amount: number, at: Date) {
  await t.app.platform.db.insert(deposits).values({
    tenantId: t.app.platform.tenants.byMerchantCode(m.merchant)!.id,
    customerId: m.id,
    reference: `PAST${m.id}${at.getTime()}`,
    channelId: 'PROMPTPAY-QR',
    channelName: 'PromptPay',
    method: 'QR',
    amount: amount.toFixed(2),
    status: 'SUCCESS',
    createdAt: at,
    updatedAt: at,
  });
}

/** A launch ticket for a slot game, with `slots` moved from the main wallet to the slots wallet it plays from. */
async function launchToken(m: Member, slots = 0): Promise<string> {
  if (slots > 0) {
    const moved = await t.call(
      'wallet.transfer',
      { accept: true, accountTypeId: 0, fromAccountTypeId: 1, toAccountTypeId: 5, amount: slots },
      { token: m.token },
    );
    if (!moved.body.success) throw new Error(`transfer: ${moved.body.message}`);
  }
  const r = await t.call(
    'games.launch',
    { vassalage: 'NOVA', gameType: 'RNG', launchMode: 'GLS', accountType: 1, language: 'EN' },
    { token: m.token },
  );
  if (!r.body.success) throw new Error(`launch: ${r.body.errorCode} ${r.body.message}`);
  return new URL(r.body.value.url!).searchParams.get('ticket')!;
}

async function books(m: Member) {
  const db = t.app.platform.db;
  const [l] = await db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.customerId, m.id));
  const [b] = await db.select({ n: count() }).from(bets).where(eq(bets.customerId, m.id));
  const [d] = await db.select({ n: count() }).from(deposits).where(eq(deposits.customerId, m.id));
  return {
    ledger: Number(l?.n),
    bets: Number(b?.n),
    deposits: Number(d?.n),
    balance: await k.mainBalance(m),
  };
}

const setLimit = (m: Member, kind: LimitKind, value: number | null) =>
  t.call('protection.setLimit', { kind, value }, { token: m.token });

const deposit = (m: Member, amount: number) =>
  t.call('cashier.deposit', { channelId: 'PROMPTPAY-QR', amount }, { token: m.token });

describe('deposit limits refuse at the boundary, per period, before any payment starts', () => {
  for (const kind of ['depositDaily', 'depositWeekly', 'depositMonthly'] as const) {
    it(`${kind}: what is left passes, a cent more is refused with the remaining amount`, async () => {
      const m = await k.member({ credit: 0 });
      const days = LIMITS[kind].days!;
      const now = t.clock.now().getTime();
      // Inside the window: counts. Just outside it: does not.
      await pastDeposit(m, 300, new Date(now - days * DAY + HOUR));
      await pastDeposit(m, 5000, new Date(now - days * DAY - HOUR));
      expect((await setLimit(m, kind, 500)).body.value).toMatchObject({ applied: 'now' });
      const before = await books(m);
      const over = await deposit(m, 200.01);
      expect(over.status).toBe(200);
      expect(over.body).toMatchObject({
        success: false,
        errorCode: 'LIMIT_EXCEEDED',
        value: { kind, limit: 500, remaining: 200 },
      });
      expect(over.body.message).toContain('200');
      expect(await books(m)).toEqual(before);
      expect((await deposit(m, 200)).body.success).toBe(true);
      const after = await deposit(m, 100);
      expect(after.body).toMatchObject({ errorCode: 'LIMIT_EXCEEDED', value: { remaining: 0 } });
    });
  }

  it('the maximum balance refuses a deposit that would take the balance over it', async () => {
    const m = await k.member({ credit: 900 });
    await setLimit(m, 'maxBalance', 1000);
    expect((await deposit(m, 100.01)).body).toMatchObject({
      errorCode: 'LIMIT_EXCEEDED',
      value: { kind: 'maxBalance', remaining: 100 },
    });
    expect((await deposit(m, 100)).body.success).toBe(true);
  });
});

describe('loss and wager limits refuse a bet at the boundary, per period, and the ledger does not move', () => {
  const cases: { kind: LimitKind; bet: number; win: number; used: number }[] = [
    { kind: 'lossDaily', bet: 100, win: 40, used: 60 },
    { kind: 'lossWeekly', bet: 100, win: 40, used: 60 },
    { kind: 'lossMonthly', bet: 100, win: 40, used: 60 },
    { kind: 'wagerDaily', bet: 100, win: 40, used: 100 },
    { kind: 'wagerWeekly', bet: 100, win: 40, used: 100 },
    { kind: 'wagerMonthly', bet: 100, win: 40, used: 100 },
  ];
  for (const c of cases) {
    it(`${c.kind}: a bet of what is left plays, a cent more is refused`, async () => {
      const m = await k.member({ credit: 1000 });
      const days = LIMITS[c.kind].days!;
      const now = t.clock.now().getTime();
      await pastBet(m, c.bet, c.win, new Date(now - days * DAY + HOUR));
      await pastBet(m, 900, 0, new Date(now - days * DAY - HOUR));
      await setLimit(m, c.kind, 150);
      const status = await t.call('protection.status', {}, { token: m.token });
      expect(status.body.value.limits.find((l) => l.kind === c.kind)).toMatchObject({
        value: 150,
        used: c.used,
        remaining: 150 - c.used,
      });
      const ticket = await launchToken(m, 500);
      const before = await books(m);
      const left = 150 - c.used;
      const over = await t.call('games.demoPlay', { launchToken: ticket, bet: left + 0.01 });
      expect(over.body).toMatchObject({
        success: false,
        errorCode: 'LIMIT_EXCEEDED',
        value: { kind: c.kind, remaining: left },
      });
      expect(await books(m)).toEqual(before);
      const at = await t.call('games.demoPlay', { launchToken: ticket, bet: left });
      expect(at.body).toMatchObject({ success: true });
    });
  }

  it('a repeated round answers what it was even when the limit is now used up', async () => {
    const m = await k.member({ credit: 500 });
    await setLimit(m, 'wagerDaily', 50);
    const ticket = await launchToken(m, 100);
    const first = await t.call('games.demoPlay', {
      launchToken: ticket,
      bet: 50,
      roundId: `rg-${m.id}-once`,
    });
    expect(first.body.success).toBe(true);
    const again = await t.call('games.demoPlay', {
      launchToken: ticket,
      bet: 50,
      roundId: `rg-${m.id}-once`,
    });
    expect(again.body).toMatchObject({ success: true, value: { replayed: true } });
  });
});

describe('a looser limit waits for the cooling-off period; a stricter one applies at once', () => {
  it('raise: pending until its time (injected clock), then in force and recorded', async () => {
    let m = await k.member({ credit: 0 });
    await setLimit(m, 'depositDaily', 100);
    const raised = await setLimit(m, 'depositDaily', 1000);
    expect(raised.body.value).toMatchObject({
      applied: 'pending',
      limit: { value: 100, pending: { value: 1000 } },
    });
    const from = raised.body.value.limit.pending!.from;
    expect(from - t.clock.now().getTime()).toBe(24 * HOUR);
    // Before its time the old limit holds.
    t.clock.advance(23 * HOUR);
    m = await relogin(m);
    expect((await deposit(m, 100.01)).body.errorCode).toBe('LIMIT_EXCEEDED');
    // After it, the new one.
    t.clock.advance(2 * HOUR);
    m = await relogin(m);
    expect((await deposit(m, 500)).body.success).toBe(true);
    const history = await t.call('protection.history', {}, { token: m.token });
    expect(history.body.value.list.map((r) => r.action).slice(0, 3)).toEqual([
      'limitApplied',
      'limitPending',
      'limitSet',
    ]);
  });

  it('removal waits too; lowering during the wait applies now and drops the pending removal', async () => {
    const m = await k.member({ credit: 0 });
    await setLimit(m, 'depositWeekly', 300);
    expect((await setLimit(m, 'depositWeekly', null)).body.value).toMatchObject({
      applied: 'pending',
      limit: { value: 300, pending: { value: null } },
    });
    expect((await setLimit(m, 'depositWeekly', 200)).body.value).toMatchObject({
      applied: 'now',
      limit: { value: 200, pending: null },
    });
    expect((await deposit(m, 200.01)).body.errorCode).toBe('LIMIT_EXCEEDED');
  });

  it('a first limit applies at once; bad input is refused with its field', async () => {
    const m = await k.member({ credit: 0 });
    expect((await setLimit(m, 'lossDaily', 10)).body.value.applied).toBe('now');
    const bad = await t.call('protection.setLimit', { kind: 'lossYearly', value: 10 }, { token: m.token });
    expect(bad.body).toMatchObject({ success: false, errorCode: 'INVALID_PARAMETERS' });
    const negative = await t.call(
      'protection.setLimit',
      { kind: 'lossDaily', value: -5 },
      { token: m.token },
    );
    expect(negative.body.success).toBe(false);
  });
});

describe('time-out and self-exclusion', () => {
  it('a time-out refuses deposit, bet, launch and claim; withdraw and records stay open; it cannot be shortened', async () => {
    let m: Member = await k.withdrawer({ credit: 2000 });
    const ticket = await launchToken(m);
    const taken = await t.call(
      'protection.takeBreak',
      { kind: 'timeout', period: '24h' },
      { token: m.token },
    );
    expect(taken.body.value).toMatchObject({ kind: 'timeout', period: '24h', ended: false });
    expect(taken.body.value.until! - t.clock.now().getTime()).toBe(DAY);
    const before = await books(m);
    expect((await deposit(m, 100)).body.errorCode).toBe('ACCOUNT_ON_BREAK');
    expect((await t.call('games.demoPlay', { launchToken: ticket, bet: 1 })).body.errorCode).toBe(
      'ACCOUNT_ON_BREAK',
    );
    const launch = await t.call(
      'games.launch',
      { vassalage: 'NOVA', gameType: 'RNG', launchMode: 'GLS', accountType: 1 },
      { token: m.token },
    );
    expect(launch.body.errorCode).toBe('ACCOUNT_ON_BREAK');
    const claim = await t.call('promotions.claim', { id: 'WELCOME' }, { token: m.token });
    expect(claim.body.errorCode).toBe('ACCOUNT_ON_BREAK');
    const raffle = await t.call('promotions.claimRaffle', { promotionId: 'LUCKYDRAW' }, { token: m.token });
    expect(raffle.body.errorCode).toBe('ACCOUNT_ON_BREAK');
    const mission = await t.call('missions.claim', { missionId: 'DAILYBET' }, { token: m.token });
    expect(mission.body.errorCode).toBe('ACCOUNT_ON_BREAK');
    expect(await books(m)).toEqual(before);
    // Records and withdrawals stay open.
    expect((await t.call('reports.rngBets', {}, { token: m.token })).body.success).toBe(true);
    const w = await t.call(
      'cashier.withdraw',
      { amount: 100, bankCardId: (m as Member & { cardId: string }).cardId, paymentPassword: PAY_PASSWORD },
      { token: m.token },
    );
    expect(w.body).toMatchObject({ success: true });
    // No promotion notices (no marketing) while on a break.
    const notices = await t.call('site.notices', { types: 'PR' }, { token: m.token });
    expect(notices.body.value.promotion).toEqual([]);
    // Not shortened, not replaced by a shorter one.
    const shorter = await t.call(
      'protection.takeBreak',
      { kind: 'timeout', period: '24h' },
      { token: m.token },
    );
    expect(shorter.body).toMatchObject({ success: false, errorCode: 'INVALID_STATE' });
    // It ends by itself.
    t.clock.advance(DAY + 1000);
    m = await relogin(m);
    expect((await deposit(m, 100)).body.success).toBe(true);
  });

  it('a self-exclusion outlives its end until customer service re-opens the account, never before the end', async () => {
    let m = await k.member({ credit: 0 });
    await t.call('protection.takeBreak', { kind: 'selfExclusion', period: '6m' }, { token: m.token });
    const early = await t.call('dev.reopenSelfExcluded', { username: m.username });
    expect(early.body).toMatchObject({ success: false, errorCode: 'INVALID_STATE' });
    t.clock.advance(200 * DAY);
    m = await relogin(m);
    const status = await t.call('protection.status', {}, { token: m.token });
    expect(status.body.message).toBe(null);
    expect(status.body.value.break).toMatchObject({ kind: 'selfExclusion', ended: true });
    expect((await deposit(m, 100)).body.errorCode).toBe('ACCOUNT_ON_BREAK');
    expect((await t.call('dev.reopenSelfExcluded', { username: m.username })).body.value).toEqual({
      reopened: true,
    });
    expect((await deposit(m, 100)).body.success).toBe(true);
    const actions = (await t.call('protection.history', {}, { token: m.token })).body.value.list;
    expect(actions.map((r) => [r.action, r.by])).toEqual([
      ['breakReopened', 'operator'],
      ['breakTaken', 'player'],
    ]);
  });

  it('a permanent self-exclusion is never re-opened; a period of the other kind is refused', async () => {
    const m = await k.member({ credit: 0 });
    const wrong = await t.call(
      'protection.takeBreak',
      { kind: 'timeout', period: 'permanent' },
      { token: m.token },
    );
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'INVALID_PARAMETERS' });
    await t.call('protection.takeBreak', { kind: 'selfExclusion', period: 'permanent' }, { token: m.token });
    t.clock.advance(3000 * DAY);
    expect((await t.call('dev.reopenSelfExcluded', { username: m.username })).body.errorCode).toBe(
      'INVALID_STATE',
    );
  });
});

describe('the session limit and the reality check', () => {
  it('a session past its length ends at the next call, with a message', async () => {
    let m = await k.member({ credit: 0 });
    await setLimit(m, 'sessionMinutes', 15);
    m = await relogin(m);
    t.clock.advance(14 * 60_000);
    expect((await t.call('member.info', {}, { token: m.token })).body.success).toBe(true);
    t.clock.advance(60_000);
    const over = await t.call('member.info', {}, { token: m.token });
    expect(over.body).toMatchObject({ success: false, errorCode: 'SESSION_LIMIT_REACHED' });
    expect(over.body.message).toContain('15 minutes');
    // The session is over: the next call is simply not logged in.
    expect((await t.call('member.info', {}, { token: m.token })).body.errorCode).toBe('CUSTOMER_NOT_LOGIN');
  });

  it('the reality check: the tenant default, one of its options, and the session figures', async () => {
    const m = await k.member({ credit: 500 });
    const status = await t.call('protection.status', {}, { token: m.token });
    expect(status.body.value.realityCheck).toEqual({ everyMinutes: 60, options: [15, 30, 45, 60, 90, 120] });
    expect(
      (await t.call('protection.setRealityCheck', { everyMinutes: 7 }, { token: m.token })).body.success,
    ).toBe(false);
    expect(
      (await t.call('protection.setRealityCheck', { everyMinutes: 30 }, { token: m.token })).body.value,
    ).toEqual({ everyMinutes: 30 });
    const ticket = await launchToken(m, 100);
    const round = await t.call('games.demoPlay', { launchToken: ticket, bet: 10 });
    const state = await t.call('games.demoState', { launchToken: ticket });
    expect(state.body.value.realityCheck).toMatchObject({
      everyMinutes: 30,
      net: round.body.value.win - 10,
      historyPath: '/member/personalHistoryCopy',
    });
    const summary = await t.call('protection.session', {}, { token: m.token });
    expect(summary.body.value).toMatchObject({ wagered: 10, won: round.body.value.win });
    // 'Log out' in the game window ends the session.
    expect((await t.call('games.demoLogout', { launchToken: ticket })).body.success).toBe(true);
    expect((await t.call('member.info', {}, { token: m.token })).body.errorCode).toBe('CUSTOMER_NOT_LOGIN');
  });
});

describe('agents and the record', () => {
  it('an agent sees a downline on a break (not its details) and cannot transfer money to it', async () => {
    await t.app.platform.db.execute(sql`update customers set password_changed_at = ${t.clock.now()}`);
    const agent = await t.login('agent');
    await t.call(
      'member.setPaymentPassword',
      { paymentPassword: PAY_PASSWORD, confirmPaymentPassword: PAY_PASSWORD },
      { token: agent },
    );
    await t.call('dev.credit', { username: 'agent', amount: 100 });
    const list = await t.call('agent.downlines', { pageSize: 50 }, { token: agent });
    expect(list.body.message).toBe(null);
    const row = list.body.value.list.find((r) => r.type === 0)!;
    expect(row.restriction ?? null).toBeNull();
    const db = t.app.platform.db;
    const tenantId = t.app.platform.tenants.byMerchantCode(GOLD)!.id;
    await db.execute(
      sql`insert into player_breaks (tenant_id, customer_id, kind, period, since, until) values (${tenantId}, ${Number(row.id)}, 'timeout', '7d', ${t.clock.now()}, ${new Date(t.clock.now().getTime() + 7 * DAY)})`,
    );
    const after = await t.call('agent.downlines', { pageSize: 50 }, { token: agent });
    const seen = after.body.value.list.find((r) => r.id === row.id)!;
    expect(seen.restriction).toBe('timeout');
    expect(JSON.stringify(seen)).not.toContain('7d');
    const transfer = (to: string) =>
      t.call(
        'agent.transferDownline',
        { customerId: to, amount: 1, paymentPassword: PAY_PASSWORD },
        { token: agent },
      );
    expect((await transfer(row.id)).body).toMatchObject({ success: false, errorCode: 'ACCOUNT_ON_BREAK' });
    // Another downline still gets it: the refusal is the break's.
    const other = after.body.value.list.find((r) => r.type === 0 && r.id !== row.id)!;
    expect((await transfer(other.id)).body.success).toBe(true);
  });

  it('the record is append-only: the database refuses to change or delete it', async () => {
    const m = await k.member({ credit: 0 });
    await setLimit(m, 'lossDaily', 50);
    const db = t.app.platform.db;
    const refusal = (q: Promise<unknown>) =>
      q.then(
        () => 'changed',
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(
      await refusal(db.execute(sql`update protection_records set detail = 'x' where customer_id = ${m.id}`)),
    ).toMatch(/append-only/);
    expect(
      await refusal(db.execute(sql`delete from protection_records where customer_id = ${m.id}`)),
    ).toMatch(/append-only/);
    const rows = await db
      .select({ n: count() })
      .from(sql`protection_records`)
      .where(and(sql`customer_id = ${m.id}`));
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('a trial account and a guest are refused (a real account is needed)', async () => {
    const trial = await t.login('trial');
    expect((await t.call('protection.status', {}, { token: trial })).body.errorCode).toBe(
      'in_need_true_account',
    );
    expect((await t.call('protection.status', {})).body.errorCode).toBe('CUSTOMER_NOT_LOGIN');
  });
});
