/**
 * Referral (areas/referral/referral.ts): code, link, totals, invitees, rules and income; registering with a referral code
 * pays the referrer the tenant's registration reward and the invitee's first credited deposit its deposit reward
 * (defaults, GOLDCASINO: 50 and 100), each once, through the ledger with its turnover. Seed: player2 and player3
 * registered with demo's code (GOLDDEMO), demo was paid 50 for each.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, ledgerEntries } from '../src/db/schema.ts';
import { cashierKit, ledgerHoldsAfterAll, PAY_PASSWORD } from './cashier-helpers.ts';
import { expectFail, SPORTS, unique, usePlatform } from './helpers.ts';

const t = usePlatform();
const k = cashierKit(t);
ledgerHoldsAfterAll(t);

let demoToken = '';
beforeAll(async () => {
  demoToken = await t.login('demo');
});

/** Registers a new account with `referralCode`; returns its token and id. */
async function invitee(referralCode: string, merchant?: string) {
  const username = unique('inv');
  const r = await t.call(
    'session.register',
    // sportsline requires the nationality at registration.
    {
      username,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      referralCode,
      ...(merchant === SPORTS ? { nationality: 'Thai' } : {}),
    },
    merchant ? { merchant } : {},
  );
  if (!r.body.success) throw new Error(`register: ${r.body.message}`);
  const [row] = await t.app.platform.db.select().from(customers).where(eq(customers.username, username));
  return { username, token: r.body.value.token, id: row!.id };
}

const codeOf = async (token: string, merchant?: string) =>
  (await t.call('referral.details', {}, { token, ...(merchant ? { merchant } : {}) })).body.value
    .referralCode;

describe('details, list, income, rules', () => {
  it("demo's code, link, invitations and domains", async () => {
    const r = await t.call('referral.details', { autoGenerate: true }, { token: demoToken });
    expect(r.body.value).toMatchObject({ referralCode: 'GOLDDEMO', totalInvitations: 2, totalIncome: 100 });
    expect(r.body.value.promotionDomains.length).toBeGreaterThan(0);
    expect(String(r.body.value.referralLink)).toMatch(/^https:\/\/[^/]+\/register\?referralCode=GOLDDEMO$/);
  });
  it('lists the invitees with their reward, pages, and refuses bad paging', async () => {
    const r = await t.call('referral.list', {}, { token: demoToken });
    expect(r.body.value.list.map((x) => x.account).sort()).toEqual(['player2', 'player3']);
    expect(r.body.value.list.every((x) => x.reward === 50)).toBe(true);
    expect(
      (await t.call('referral.list', { pageNo: 2, pageSize: 1 }, { token: demoToken })).body.value,
    ).toMatchObject({ pageNum: 2, total: 2, totalPages: 2 });
    expectFail(
      await t.call('referral.list', { pageSize: 500 }, { token: demoToken }),
      400,
      'INVALID_PARAMETERS',
      'pageSize',
    );
  });
  it('income overview, in a date range; bad dates refused', async () => {
    const all = (await t.call('referral.income', {}, { token: demoToken })).body.value;
    expect(all).toMatchObject({ totalIncome: 100, todayIncome: 0 });
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(
      (await t.call('referral.income', { startDate: today, endDate: today }, { token: demoToken })).body.value
        .totalIncome,
    ).toBe(0);
    expectFail(
      await t.call('referral.income', { startDate: '2026-02-30' }, { token: demoToken }),
      400,
      'INVALID_PARAMETERS',
      'startDate',
    );
  });
  it('rules name the rewards', async () => {
    const r = await t.call('referral.rules', {});
    expect(r.body.value.content).toContain('you receive ฿50');
    expect(r.body.value.content).toContain('you receive ฿100');
  });
  it('needs a token for the member calls', async () => {
    for (const name of ['referral.details', 'referral.list', 'referral.income'] as const)
      expectFail(await t.call(name, {}), 401, 'CUSTOMER_NOT_LOGIN');
  });
});

describe('rewards', () => {
  it('a registration with the code pays the referrer once; the first credited deposit pays again, once', async () => {
    const referrer = await k.withdrawer({ credit: 1000 });
    const code = await codeOf(referrer.token);
    const friend = await invitee(code.toLowerCase());
    expect(await k.mainBalance(referrer)).toBe(1050);
    const list = (await t.call('referral.list', {}, { token: referrer.token })).body.value.list;
    expect(list).toMatchObject([
      { id: String(friend.id), account: friend.username, deposited: false, reward: 50 },
    ]);
    // The first deposit credited (approved twice: paid once), a second deposit pays nothing.
    for (const amount of [1000, 500]) {
      const d = (
        await t.call('cashier.deposit', { channelId: 'PROMPTPAY-QR', amount }, { token: friend.token })
      ).body.value;
      await t.call('dev.approveDeposit', { transactionId: d.transactionId });
      await t.call('dev.approveDeposit', { transactionId: d.transactionId });
    }
    expect(await k.mainBalance(referrer)).toBe(1150);
    expect((await t.call('referral.list', {}, { token: referrer.token })).body.value.list[0]).toMatchObject({
      deposited: true,
      reward: 150,
    });
    expect((await t.call('referral.income', {}, { token: referrer.token })).body.value).toMatchObject({
      totalIncome: 150,
      todayIncome: 150,
    });
    const ledger = await t.app.platform.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.customerId, referrer.id), eq(ledgerEntries.kind, 'promotion')));
    expect(ledger.map((e) => e.amount).sort()).toEqual(['100.00', '50.00']);
    // The rewards ask for their turnover (1x): shown in bonus details, checked by a withdrawal.
    expect(
      (await t.call('cashier.turnoverInfo', {}, { token: referrer.token })).body.value.requiredTurnover,
    ).toBe(150);
    const w = await t.call(
      'cashier.withdraw',
      { amount: 100, bankCardId: referrer.cardId, paymentPassword: PAY_PASSWORD },
      { token: referrer.token },
    );
    expectFail(w, 200, 'TURNOVER_NOT_MET');
    expect(w.body.value).toMatchObject({ requiredTurnover: 150, remainingTurnover: 150 });
  });
  it('an unknown code is refused; a trial referrer and a tenant without referral pay nothing', async () => {
    const r = await t.call('session.register', {
      username: unique('inv'),
      password: 'abc12345',
      confirmPassword: 'abc12345',
      referralCode: 'NOSUCHCODE',
    });
    expectFail(r, 400, 'invitation_code_error', 'referralCode');
    const trialToken = await t.login('trial');
    const trialCode = await codeOf(trialToken);
    const before = await k.mainBalance({ token: trialToken, merchant: 'GOLDCASINO' });
    await invitee(trialCode);
    expect(await k.mainBalance({ token: trialToken, merchant: 'GOLDCASINO' })).toBe(before);
    const sportsDemo = await t.login('demo', undefined, SPORTS);
    const sportsBefore = await k.mainBalance({ token: sportsDemo, merchant: SPORTS });
    await invitee(await codeOf(sportsDemo, SPORTS), SPORTS);
    expect(await k.mainBalance({ token: sportsDemo, merchant: SPORTS })).toBe(sportsBefore);
    expect(
      (await t.call('referral.details', {}, { token: sportsDemo, merchant: SPORTS })).body.value,
    ).toMatchObject({ totalInvitations: 3, enabled: false });
  });
});
