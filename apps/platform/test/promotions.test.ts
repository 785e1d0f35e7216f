/**
 * Promotions and the reward centre (areas/promotions/promotion-lists.ts, promotion-claims.ts, raffles.ts): the tenant's promotions for guests and members with the
 * activity statuses, each claimable type's flow (MANUAL apply / issue / claim, NEW_REGISTER, RAFFLE, DEPOSIT and
 * FIRST_DEPOSIT from the cashier's one list, UPGRADE_BONUS), the turnover a claimed bonus asks for shown in bonus
 * details and checked by the withdrawal (one rule), replayed and double claims paying once, trial accounts, a missing
 * token, bad input. Seed (areas/promotions/seed.ts, defaults.ts DEFAULT_REWARDS): GOLDCASINO (THB), demo at VIP 3 (Gold) with
 * CASHBACK applying, VIPGIFT issued (500), LOYALTY rejected, WELCOME claimed, upgrade bonuses 1 and 2 claimed.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, ledgerEntries, turnoverRequirements } from '../src/db/schema.ts';
import { cashierKit, ledgerHoldsAfterAll } from './cashier-helpers.ts';
import { expectFail, GOLD, SPORTS, usePlatform } from './helpers.ts';
import { playSlots } from './rewards-helpers.ts';

const t = usePlatform();
const k = cashierKit(t);
ledgerHoldsAfterAll(t);

type Promo = {
  id: string;
  promotionType: string;
  status: string;
  claimable: boolean;
  bonus?: number;
  [k: string]: unknown;
};
const list = async (token: string) =>
  (await t.call('promotions.available', {}, { token })).body.value.list as Promo[];
const byId = async (token: string, id: string) => (await list(token)).find((x) => x.id === id);

let demoToken = '';
let trialToken = '';
beforeAll(async () => {
  demoToken = await t.login('demo');
  trialToken = await t.login('trial');
});

describe('lists', () => {
  it("guests see the tenant's promotions, the deposit ones from the cashier's own list", async () => {
    const r = await t.call('promotions.merchantAvailable', {});
    expect(r.body.success).toBe(true);
    const all = r.body.value.list as Promo[];
    expect(all.find((x) => x.id === 'FESTIVAL')).toMatchObject({ status: 'COMING_SOON', claimable: false });
    expect(all.find((x) => x.id === 'NEWYEAR2020')).toMatchObject({ status: 'CLOSE' });
    expect(all.find((x) => x.id === 'WELCOME')).toMatchObject({
      promotionType: 'NEW_REGISTER',
      status: 'JOIN',
      bonus: 100,
    });
    // One source: the deposit promotions are the ones the deposit form offers.
    const m = await k.member();
    const offered = (await t.call('cashier.depositPromotions', {}, { token: m.token })).body.value.list
      .map((x) => x.promotionId)
      .sort();
    expect(
      all
        .filter((x) => x.promotionType === 'DEPOSIT' || x.promotionType === 'FIRST_DEPOSIT')
        .map((x) => x.id)
        .sort(),
    ).toEqual(offered);
    expect(all.find((x) => x.id === 'FIRST100')).toMatchObject({
      promotionType: 'FIRST_DEPOSIT',
      turnoverMultiplier: 5,
    });
    // In the language asked for; a tenant with promotions off lists none.
    expect(
      ((await t.call('promotions.merchantAvailable', { language: 'TY' })).body.value.list as Promo[]).find(
        (x) => x.id === 'WELCOME',
      )?.title,
    ).toBe('โบนัสต้อนรับสมาชิกใหม่');
    expect((await t.call('promotions.merchantAvailable', {}, { merchant: SPORTS })).body.value.list).toEqual(
      [],
    );
  });
  it('demo sees every status of the reward centre', async () => {
    const all = await list(demoToken);
    const status = Object.fromEntries(all.map((x) => [x.id, x.status]));
    expect(status).toMatchObject({
      CASHBACK: 'APPLYING',
      VIPGIFT: 'ISSUED',
      LOYALTY: 'REJECTED',
      WELCOME: 'CLAIMED',
      FESTIVAL: 'COMING_SOON',
      NEWYEAR2020: 'CLOSE',
      FIRST100: 'CLOSE',
      RELOAD10: 'JOIN',
      'UPGRADE-1': 'CLAIMED',
      'UPGRADE-2': 'CLAIMED',
    });
    expect(new Set(all.map((x) => x.status))).toEqual(
      new Set([
        'APPLYING',
        'ISSUED',
        'REJECTED',
        'CLAIMED',
        'COMING_SOON',
        'CLOSE',
        'JOIN',
        'CLAIM',
        'PROCESS',
      ]),
    );
    expect(all.filter((x) => x.claimable).every((x) => x.status === 'CLAIM' || x.status === 'ISSUED')).toBe(
      true,
    );
    expect(all.map((x) => x.promotionType)).toEqual(
      expect.arrayContaining([
        'MANUAL',
        'RAFFLE',
        'NEW_REGISTER',
        'DEPOSIT',
        'FIRST_DEPOSIT',
        'MISSION',
        'UPGRADE_BONUS',
      ]),
    );
  });
  it('claimable lists what can be claimed now, by type and by status', async () => {
    const r = await t.call('promotions.claimable', {}, { token: demoToken });
    expect((r.body.value.list as Promo[]).every((x) => x.claimable)).toBe(true);
    expect((r.body.value.list as Promo[]).map((x) => x.id)).toContain('VIPGIFT');
    const manual = await t.call('promotions.claimable', { promotionType: 'MANUAL' }, { token: demoToken });
    expect((manual.body.value.list as Promo[]).map((x) => x.id)).toEqual(['VIPGIFT']);
    const rejected = await t.call('promotions.claimable', { status: 'REJECTED' }, { token: demoToken });
    expect((rejected.body.value.list as Promo[]).map((x) => x.id)).toEqual(['LOYALTY']);
  });
  it('claim history lists the rewards with their status', async () => {
    const r = await t.call('promotions.claims', {}, { token: demoToken });
    const rows = r.body.value.list;
    expect(rows.map((x) => x.status)).toEqual(
      expect.arrayContaining(['APPLYING', 'ISSUED', 'REJECTED', 'CLAIMED']),
    );
    expect(rows.find((x) => x.promotionId === 'WELCOME')).toMatchObject({
      status: 'CLAIMED',
      amount: 100,
      type: 'PROMOTION',
    });
  });
  it('needs a token for the member calls', async () => {
    for (const name of ['promotions.available', 'promotions.claimable', 'promotions.claims'] as const)
      expectFail(await t.call(name, {}), 401, 'CUSTOMER_NOT_LOGIN');
    expectFail(await t.call('promotions.claim', { id: 'WELCOME' }), 401, 'CUSTOMER_NOT_LOGIN');
    expectFail(
      await t.call('promotions.claimRaffle', { promotionId: 'LUCKYDRAW' }),
      401,
      'CUSTOMER_NOT_LOGIN',
    );
    expectFail(
      await t.call('promotions.raffleStatus', { promotionId: 'LUCKYDRAW' }),
      401,
      'CUSTOMER_NOT_LOGIN',
    );
  });
});

describe('claims', () => {
  it('an ISSUED promotion pays once through the ledger, with its turnover in bonus details and the withdrawal check', async () => {
    const token = await t.login('demo');
    const before = await k.mainBalance({ token, merchant: GOLD });
    const turnover = async () =>
      (await t.call('cashier.turnoverInfo', {}, { token })).body.value.requiredTurnover;
    const required = await turnover();
    const first = await t.call('promotions.claim', { id: 'VIPGIFT' }, { token, idempotencyKey: 'vipgift-1' });
    expect(first.body.value).toMatchObject({ amount: 500, status: 'CLAIMED', replayed: false });
    const replay = await t.call(
      'promotions.claim',
      { id: 'VIPGIFT' },
      { token, idempotencyKey: 'vipgift-1' },
    );
    expect(replay.body.value).toMatchObject({ amount: 500, status: 'CLAIMED', replayed: true });
    expectFail(
      await t.call('promotions.claim', { id: 'VIPGIFT' }, { token }),
      200,
      'ALREADY_CLAIMED',
      'already claimed',
    );
    expect(await k.mainBalance({ token, merchant: GOLD })).toBe(before + 500);
    expect((await byId(token, 'VIPGIFT'))?.status).toBe('CLAIMED');
    // The bonus's turnover (1x) is what bonus details show and what a withdrawal needs.
    expect(await turnover()).toBe(required + 500);
    const bonus = (await t.call('reports.bonuses', {}, { token })).body.value.list.find(
      (b) => b.title === 'VIP birthday gift',
    );
    expect(bonus).toMatchObject({ amount: 500, requiredTurnover: 500, type: 'promotion' });
  });
  it('MANUAL: apply, then the merchant issues (dev call) and the member claims; or rejects', async () => {
    const m = await k.member();
    expect((await byId(m.token, 'CASHBACK'))?.status).toBe('JOIN');
    const applied = await t.call('promotions.claim', { id: 'CASHBACK' }, { token: m.token });
    expect(applied.body.value).toMatchObject({ status: 'APPLYING', amount: 0 });
    expectFail(
      await t.call('promotions.claim', { id: 'CASHBACK' }, { token: m.token }),
      200,
      'NOT_CLAIMABLE',
      'being reviewed',
    );
    expect(
      (
        await t.call('dev.reviewPromotion', {
          username: m.username,
          promotionId: 'CASHBACK',
          action: 'issue',
        })
      ).body.value,
    ).toMatchObject({ status: 'ISSUED' });
    expect(await byId(m.token, 'CASHBACK')).toMatchObject({ status: 'ISSUED', claimable: true });
    expect(
      (await t.call('promotions.claim', { id: 'CASHBACK' }, { token: m.token })).body.value,
    ).toMatchObject({ status: 'CLAIMED', amount: 200 });
    expect(await k.mainBalance(m)).toBe(200);
    // Reject
    await t.call('promotions.claim', { id: 'LOYALTY' }, { token: m.token });
    expect(
      (
        await t.call('dev.reviewPromotion', {
          username: m.username,
          promotionId: 'LOYALTY',
          action: 'reject',
          remark: 'Too new',
        })
      ).body.value,
    ).toMatchObject({ status: 'REJECTED' });
    expectFail(
      await t.call('promotions.claim', { id: 'LOYALTY' }, { token: m.token }),
      200,
      'NOT_CLAIMABLE',
      'rejected (Too new)',
    );
    expectFail(
      await t.call('dev.reviewPromotion', { username: m.username, promotionId: 'LOYALTY', action: 'issue' }),
      200,
      'INVALID_STATE',
    );
    expectFail(
      await t.call('dev.reviewPromotion', { username: m.username, promotionId: 'WELCOME', action: 'issue' }),
      400,
      'INVALID_PARAMETERS',
      'promotionId',
    );
    expect(await k.mainBalance(m)).toBe(200);
  });
  it('NEW_REGISTER: a new account claims the welcome bonus once, even on a double click', async () => {
    const m = await k.member();
    expect(await byId(m.token, 'WELCOME')).toMatchObject({ status: 'CLAIM', claimable: true });
    const both = await Promise.all([
      t.call('promotions.claim', { id: 'WELCOME' }, { token: m.token }),
      t.call('promotions.claim', { id: 'WELCOME' }, { token: m.token }),
    ]);
    expect(both.filter((r) => r.body.success)).toHaveLength(1);
    expect(both.find((r) => !r.body.success)?.body.errorCode).toBe('ALREADY_CLAIMED');
    expect(await k.mainBalance(m)).toBe(100);
    // Turnover 3x the bonus, the same in bonus details and the withdrawal check.
    const bonus = (await t.call('reports.bonuses', {}, { token: m.token })).body.value.list;
    expect(bonus).toMatchObject([
      { title: 'Welcome bonus', amount: 100, requiredTurnover: 300, status: 'ACTIVE' },
    ]);
    expect((await t.call('cashier.turnoverInfo', {}, { token: m.token })).body.value).toMatchObject({
      requiredTurnover: 300,
      remainingTurnover: 300,
    });
    const ledger = await t.app.platform.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.customerId, m.id), eq(ledgerEntries.kind, 'promotion')));
    expect(ledger.map((e) => e.amount)).toEqual(['100.00']);
    // An account registered more than 30 days ago cannot.
    const old = await k.member();
    await t.app.platform.db
      .update(customers)
      .set({ createdAt: new Date(t.clock.now().getTime() - 40 * 86_400_000) })
      .where(eq(customers.id, old.id));
    expect((await byId(old.token, 'WELCOME'))?.status).toBe('CLOSE');
    expectFail(
      await t.call('promotions.claim', { id: 'WELCOME' }, { token: old.token }),
      200,
      'NOT_CLAIMABLE',
      'registered in the last 30 days',
    );
  });
  it('DEPOSIT and FIRST_DEPOSIT join at deposit: JOINED while pending, the bonus with its own turnover when credited', async () => {
    const m = await k.member();
    expectFail(
      await t.call('promotions.claim', { id: 'FIRST100' }, { token: m.token }),
      200,
      'NOT_CLAIMABLE',
      'deposit form',
    );
    const d = (
      await t.call(
        'cashier.deposit',
        { channelId: 'PROMPTPAY-QR', amount: 1000, promotionId: 'FIRST100' },
        { token: m.token },
      )
    ).body.value;
    expect((await byId(m.token, 'FIRST100'))?.status).toBe('JOINED');
    await t.call('dev.approveDeposit', { transactionId: d.transactionId });
    expect((await byId(m.token, 'FIRST100'))?.status).toBe('CLAIMED');
    expect((await byId(m.token, 'RELOAD10'))?.status).toBe('JOIN');
    // Bonus 1,000 (100% up to 1,000), turnover 5x = 5,000; the deposit's own 1x = 1,000.
    const bonus = (await t.call('reports.bonuses', {}, { token: m.token })).body.value.list;
    expect(bonus).toMatchObject([{ amount: 1000, requiredTurnover: 5000, type: 'bonus' }]);
    expect((await t.call('cashier.turnoverInfo', {}, { token: m.token })).body.value.requiredTurnover).toBe(
      6000,
    );
    const reqs = await t.app.platform.db
      .select()
      .from(turnoverRequirements)
      .where(eq(turnoverRequirements.customerId, m.id));
    expect(reqs.map((r) => [r.source, r.amount]).sort()).toEqual([
      ['bonus', '5000.00'],
      ['deposit', '1000.00'],
    ]);
  });
  it('UPGRADE_BONUS: a level reached pays its bonus once; a level not reached is refused', async () => {
    const token = await t.login('demo');
    const before = await k.mainBalance({ token, merchant: GOLD });
    const r = await t.call('promotions.claim', { id: 'UPGRADE-3' }, { token, idempotencyKey: 'up3' });
    expect(r.body.value).toMatchObject({ status: 'CLAIMED', amount: 800, rankLevel: 3 });
    expect(
      (await t.call('promotions.claim', { id: 'UPGRADE-3' }, { token, idempotencyKey: 'up3' })).body.value,
    ).toMatchObject({ replayed: true });
    expectFail(await t.call('promotions.claim', { id: 'UPGRADE-3' }, { token }), 200, 'ALREADY_CLAIMED');
    expectFail(
      await t.call('promotions.claim', { id: 'UPGRADE-6' }, { token }),
      200,
      'NOT_CLAIMABLE',
      'reach Royal first',
    );
    expectFail(await t.call('promotions.claim', { id: 'UPGRADE-99' }, { token }), 404, 'NOT_FOUND', 'id');
    expect(await k.mainBalance({ token, merchant: GOLD })).toBe(before + 800);
  });
  it("RAFFLE: tickets from this week's valid bet; each draws a prize once", async () => {
    const m = await k.member({ credit: 3000 });
    expect(
      await t.call('promotions.raffleStatus', { promotionId: 'LUCKYDRAW' }, { token: m.token }),
    ).toMatchObject({ body: { value: { status: 'PROCESS', ticketsLeft: 0 } } });
    expectFail(
      await t.call('promotions.claimRaffle', { promotionId: 'LUCKYDRAW' }, { token: m.token }),
      200,
      'NOT_CLAIMABLE',
      'no ticket left',
    );
    await playSlots(t, m, 2, 1000);
    const status = (await t.call('promotions.raffleStatus', { promotionId: 'LUCKYDRAW' }, { token: m.token }))
      .body.value;
    expect(status).toMatchObject({ status: 'CLAIM', ticketsLeft: 2, validBet: 2000 });
    const balance = await k.mainBalance(m);
    const first = await t.call(
      'promotions.claimRaffle',
      { promotionId: 'LUCKYDRAW' },
      { token: m.token, idempotencyKey: 'raffle-1' },
    );
    expect(first.body.value).toMatchObject({ status: 'CLAIMED', ticketsLeft: 1 });
    expect([20, 100, 500]).toContain(first.body.value.amount);
    expect(
      (
        await t.call(
          'promotions.claimRaffle',
          { promotionId: 'LUCKYDRAW' },
          { token: m.token, idempotencyKey: 'raffle-1' },
        )
      ).body.value,
    ).toMatchObject({ replayed: true, amount: first.body.value.amount });
    // The generic claim draws the next ticket.
    const second = await t.call('promotions.claim', { id: 'LUCKYDRAW' }, { token: m.token });
    expect(second.body.value).toMatchObject({ status: 'CLAIMED', promotionType: 'RAFFLE' });
    expect(await k.mainBalance(m)).toBe(balance + first.body.value.amount + second.body.value.amount);
    expect(
      (await t.call('promotions.raffleStatus', { promotionId: 'LUCKYDRAW' }, { token: m.token })).body.value,
    ).toMatchObject({ ticketsLeft: 0, ticketsUsed: 2 });
    expectFail(
      await t.call('promotions.claimRaffle', { promotionId: 'WELCOME' }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'not a raffle',
    );
    expectFail(
      await t.call('promotions.raffleStatus', { promotionId: 'NOPE' }, { token: m.token }),
      404,
      'NOT_FOUND',
      'promotionId',
    );
  });
  it('refuses what cannot be claimed, bad input, a trial account, a tenant without promotions', async () => {
    expectFail(
      await t.call('promotions.claim', { id: 'FESTIVAL' }, { token: demoToken }),
      200,
      'NOT_CLAIMABLE',
      'has not started',
    );
    expectFail(
      await t.call('promotions.claim', { id: 'NEWYEAR2020' }, { token: demoToken }),
      200,
      'NOT_CLAIMABLE',
      'has ended',
    );
    expectFail(
      await t.call('promotions.claim', { id: 'WELCOME' }, { token: demoToken }),
      200,
      'ALREADY_CLAIMED',
    );
    expectFail(
      await t.call('promotions.claim', { id: 'NOPE' }, { token: demoToken }),
      404,
      'NOT_FOUND',
      'id',
    );
    expectFail(await t.call('promotions.claim', {}, { token: demoToken }), 400, 'INVALID_PARAMETERS', 'id');
    expectFail(
      await t.call('promotions.claimRaffle', {}, { token: demoToken }),
      400,
      'INVALID_PARAMETERS',
      'promotionId',
    );
    expectFail(
      await t.call('promotions.claim', { id: 'WELCOME' }, { token: trialToken }),
      403,
      'in_need_true_account',
    );
    expectFail(
      await t.call('promotions.claimRaffle', { promotionId: 'LUCKYDRAW' }, { token: trialToken }),
      403,
      'in_need_true_account',
    );
    expect((await list(trialToken)).every((x) => !x.claimable)).toBe(true);
    const sports = await t.login('demo', undefined, SPORTS);
    expect(
      (await t.call('promotions.available', {}, { token: sports, merchant: SPORTS })).body.value.list,
    ).toEqual([]);
    expectFail(
      await t.call('promotions.claim', { id: 'WELCOME' }, { token: sports, merchant: SPORTS }),
      200,
      'FUNCTION_NOT_AVAILABLE',
    );
  });
});
