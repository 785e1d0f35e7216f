/**
 * VIP (areas/vip/vip.ts): rank progress from real bets (monthly and total valid bet against the next level's), the
 * levels table, benefits, rules, the level rising with play (never falling) and its upgrade bonus claimed once through
 * the reward centre (UPGRADE_BONUS). Defaults (GOLDCASINO, THB): Member 0, Bronze at 20,000 total (bonus 100), Silver
 * 100,000, Gold 300,000 (demo is seeded Gold), ...; SPORTSLINE (USD) a tenth of each amount.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cashierKit, ledgerHoldsAfterAll } from './cashier-helpers.ts';
import { expectFail, GOLD, SPORTS, usePlatform } from './helpers.ts';
import { playSlots } from './rewards-helpers.ts';

const t = usePlatform();
const k = cashierKit(t);
ledgerHoldsAfterAll(t);

let demoToken = '';
let trialToken = '';
beforeAll(async () => {
  demoToken = await t.login('demo');
  trialToken = await t.login('trial');
});

async function validBetOf(username: string): Promise<number> {
  const tenant = t.app.platform.tenants.byMerchantCode(GOLD)!;
  const res = (await t.app.platform.db.execute(
    sql`select coalesce(sum(b.valid_bet), 0)::text as s from bets b join customers c on c.id = b.customer_id where c.username = ${username} and c.tenant_id = ${tenant.id} and b.status = 'settled' and not b.is_trial`,
  )) as unknown as { rows: { s: string }[] };
  return Math.round(Number(res.rows[0]!.s) * 100) / 100;
}

describe('levels, benefits, rules', () => {
  it('the levels table with thresholds, per tenant currency', async () => {
    const r = await t.call('vip.groupLevels', {});
    expect(r.body.value.list.map((l) => l.rankName)).toEqual([
      'Member',
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
      'Royal',
    ]);
    expect(r.body.value.list[1]).toMatchObject({ rankLevel: 1, monthlyTurnover: 5000, totalTurnover: 20000 });
    expect((await t.call('vip.groupLevels', {}, { merchant: SPORTS })).body.value.list[1]).toMatchObject({
      totalTurnover: 2000,
    });
  });
  it('benefits per level', async () => {
    const r = await t.call('vip.clubBenefit', {}, { token: demoToken });
    expect(r.body.value.list[3]).toMatchObject({
      rankLevel: 3,
      rankName: 'Gold',
      upgradeBonus: 800,
      monthlyBonus: 150,
      rebateRate: 0.5,
    });
  });
  it('rules explain the levels', async () => {
    const r = await t.call('vip.rankRule', {});
    expect(r.body.value.content).toContain('never go down');
    expect(r.body.value.content).toContain('<td>Gold</td><td>฿300,000</td>');
  });
});

describe('rank progress', () => {
  it("demo's progress: the seeded level and its real turnover against the next level's", async () => {
    const r = await t.call('vip.rankProgress', {}, { token: demoToken });
    expect(r.body.success).toBe(true);
    const v = r.body.value;
    expect(v.rankLevel).toBeGreaterThanOrEqual(3);
    expect(v.totalTurnover.actual).toBe(await validBetOf('demo'));
    expect(v.monthlyTurnover.actual).toBeLessThanOrEqual(v.totalTurnover.actual);
    const levels = (await t.call('vip.groupLevels', {})).body.value.list;
    const next = levels.find((l) => l.rankLevel === (v.rankLevel ?? 0) + 1);
    if (next)
      expect(v).toMatchObject({
        nextRankName: next.rankName,
        totalTurnover: { expected: next.totalTurnover },
        monthlyTurnover: { expected: next.monthlyTurnover },
      });
    const info = (await t.call('member.info', {}, { token: demoToken })).body.value as {
      clubLabel: { labelName: string };
    };
    expect(info.clubLabel.labelName).toBe(v.playerRankName);
  });
  it('a new member rises with its bets, never falls, and claims the upgrade bonus once', async () => {
    const m = await k.member({ credit: 21_000 });
    expect((await t.call('vip.rankProgress', {}, { token: m.token })).body.value).toMatchObject({
      playerRankName: 'Member',
      rankLevel: 0,
      nextRankName: 'Bronze',
      totalTurnover: { actual: 0, expected: 20000 },
      monthlyTurnover: { actual: 0, expected: 5000 },
    });
    expectFail(
      await t.call('promotions.claim', { id: 'UPGRADE-1' }, { token: m.token }),
      200,
      'NOT_CLAIMABLE',
      'reach Bronze first',
    );
    await playSlots(t, m, 2, 10_000);
    const v = (await t.call('vip.rankProgress', {}, { token: m.token })).body.value;
    expect(v).toMatchObject({
      playerRankName: 'Bronze',
      rankLevel: 1,
      nextRankName: 'Silver',
      totalTurnover: { actual: 20000, expected: 100000 },
      monthlyTurnover: { actual: 20000, expected: 20000 },
    });
    expect(
      (
        (await t.call('member.info', {}, { token: m.token })).body.value as {
          clubLabel: { labelName: string };
        }
      ).clubLabel.labelName,
    ).toBe('Bronze');
    const promos = (
      await t.call('promotions.claimable', { promotionType: 'UPGRADE_BONUS' }, { token: m.token })
    ).body.value.list;
    expect(promos).toMatchObject([{ id: 'UPGRADE-1', status: 'CLAIM', bonus: 100 }]);
    const before = await k.mainBalance(m);
    const both = await Promise.all([
      t.call('promotions.claim', { id: 'UPGRADE-1' }, { token: m.token, idempotencyKey: 'u1' }),
      t.call('promotions.claim', { id: 'UPGRADE-1' }, { token: m.token, idempotencyKey: 'u1' }),
    ]);
    expect(both.every((r) => r.body.success)).toBe(true);
    expect(both.filter((r) => r.body.value.replayed === true)).toHaveLength(1);
    expect(await k.mainBalance(m)).toBe(before + 100);
    expectFail(
      await t.call('promotions.claim', { id: 'UPGRADE-1' }, { token: m.token }),
      200,
      'ALREADY_CLAIMED',
    );
    // The bonus's turnover (1x) in bonus details.
    expect((await t.call('reports.bonuses', {}, { token: m.token })).body.value.list).toMatchObject([
      { title: 'Bronze upgrade bonus', amount: 100, requiredTurnover: 100 },
    ]);
  });
  it('a trial account reads its progress but claims nothing; a missing token is refused', async () => {
    expect((await t.call('vip.rankProgress', {}, { token: trialToken })).body.success).toBe(true);
    expectFail(
      await t.call('promotions.claim', { id: 'UPGRADE-1' }, { token: trialToken }),
      403,
      'in_need_true_account',
    );
    expectFail(await t.call('vip.rankProgress', {}), 401, 'CUSTOMER_NOT_LOGIN');
  });
});
