/**
 * Missions (areas/missions/missions.ts): the summary with progress from real bets (the demo game's rounds and the seeded
 * history), milestones, the leaderboard, the rules, and claims that pay each milestone once through the ledger (with
 * its turnover), through missions.claim or the reward centre's MISSION promotion. Defaults (GOLDCASINO, THB):
 * DAILYBET 500 / 2,000 / 5,000 valid bet today pays 10 / 30 / 80; DAILYROUNDS 5 / 20 rounds pays 5 / 20; WEEKLYSLOTS
 * 2,000 / 10,000 / 30,000 of RNG this week pays 20 / 100 / 300.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../src/db/schema.ts';
import { cashierKit, ledgerHoldsAfterAll } from './cashier-helpers.ts';
import { expectFail, SPORTS, usePlatform } from './helpers.ts';
import { playSlots } from './rewards-helpers.ts';

const t = usePlatform();
const k = cashierKit(t);
ledgerHoldsAfterAll(t);

type Mission = {
  missionId: string;
  progress: number;
  target: number;
  status: string;
  reward: number;
  claimableReward?: number;
  score?: number;
};
const missionsOf = async (token: string) =>
  (await t.call('missions.summary', {}, { token })).body.value.missions as Mission[];
const mission = async (token: string, id: string) =>
  (await missionsOf(token)).find((m) => m.missionId === id)!;

let demoToken = '';
let trialToken = '';
beforeAll(async () => {
  demoToken = await t.login('demo');
  trialToken = await t.login('trial');
});

describe('summary, milestones, rules, leaderboard', () => {
  it("demo's summary: every mission of the tenant with progress from the seeded bets", async () => {
    const r = await t.call('missions.summary', {}, { token: demoToken });
    expect(r.body.success).toBe(true);
    const v = r.body.value;
    expect(v.missions.map((m) => m.missionId)).toEqual(['DAILYBET', 'DAILYROUNDS', 'WEEKLYSLOTS']);
    expect(v.claimableCount).toBe(v.missions.filter((m) => m.status === 'CLAIMABLE').length);
    const daily = v.missions[0]!;
    expect(daily).toMatchObject({ target: 5000, reward: 120, period: 'DAILY' });
    // Titles in the language asked for.
    expect(
      (await t.call('missions.summary', { language: 'TY' }, { token: demoToken })).body.value.missions[0]!
        .title,
    ).toBe('ภารกิจเดิมพันรายวัน');
  });
  it('progress comes from real bets: the demo game counts at once', async () => {
    const m = await k.member({ credit: 2000 });
    expect(await mission(m.token, 'DAILYBET')).toMatchObject({ progress: 0, status: 'IN_PROGRESS' });
    await playSlots(t, m, 3, 200);
    expect(await mission(m.token, 'DAILYBET')).toMatchObject({
      progress: 600,
      status: 'CLAIMABLE',
      claimableReward: 10,
    });
    expect(await mission(m.token, 'DAILYROUNDS')).toMatchObject({ progress: 3, status: 'IN_PROGRESS' });
    expect(await mission(m.token, 'WEEKLYSLOTS')).toMatchObject({ progress: 600, status: 'IN_PROGRESS' });
    const ms = await t.call('missions.milestones', { missionId: 'DAILYBET' }, { token: m.token });
    expect(ms.body.value.list).toMatchObject([
      { target: 500, reward: 10, reached: true, claimed: false },
      { target: 2000, reward: 30, reached: false },
      { target: 5000, reward: 80, reached: false },
    ]);
  });
  it('milestones refuse bad input and an unknown mission', async () => {
    expectFail(
      await t.call('missions.milestones', {}, { token: demoToken }),
      400,
      'INVALID_PARAMETERS',
      'missionId',
    );
    expectFail(
      await t.call('missions.milestones', { missionId: 'NOPE' }, { token: demoToken }),
      404,
      'NOT_FOUND',
      'missionId',
    );
  });
  it('rules name every mission and its rewards', async () => {
    const r = await t.call('missions.rules', {});
    expect(r.body.value.content).toContain('Daily wager');
    expect(r.body.value.content).toContain('฿5,000 valid bet: ฿80');
    expect((await t.call('missions.rules', {}, { merchant: SPORTS })).body.value.content).toContain(
      '$500 valid bet: $8',
    );
  });
  it('the leaderboard ranks the tenant by score, names masked; with or without a token', async () => {
    const r = await t.call('missions.leaderboard', { missionId: 'WEEKLYSLOTS', limitNum: 5 });
    const rows = r.body.value.list;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(rows.map((x) => x.rank)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.every((x, i) => i === 0 || rows[i - 1]!.score >= x.score)).toBe(true);
    expect(rows.every((x) => x.userName.includes('*'))).toBe(true);
    const mine = await t.call('missions.leaderboard', {}, { token: demoToken });
    expect(mine.body.value).toMatchObject({ missionId: 'DAILYBET' });
    expectFail(
      await t.call('missions.leaderboard', { limitNum: 500 }),
      400,
      'INVALID_PARAMETERS',
      'limitNum',
    );
    expectFail(await t.call('missions.leaderboard', { missionId: 'NOPE' }), 404, 'NOT_FOUND', 'missionId');
  });
  it('needs a token for the member calls', async () => {
    expectFail(await t.call('missions.summary', {}), 401, 'CUSTOMER_NOT_LOGIN');
    expectFail(await t.call('missions.milestones', { missionId: 'DAILYBET' }), 401, 'CUSTOMER_NOT_LOGIN');
    expectFail(await t.call('missions.claim', { missionId: 'DAILYBET' }), 401, 'CUSTOMER_NOT_LOGIN');
  });
});

describe('claim', () => {
  it('pays each milestone reached once, through the ledger; a replay pays nothing more', async () => {
    const m = await k.member({ credit: 3000 });
    expectFail(
      await t.call('missions.claim', { missionId: 'DAILYBET' }, { token: m.token }),
      200,
      'NOT_CLAIMABLE',
      'nothing to claim yet',
    );
    await playSlots(t, m, 3, 700);
    const before = await k.mainBalance(m);
    // 2,100 of valid bet: the first two milestones (10 + 30).
    const first = await t.call(
      'missions.claim',
      { missionId: 'DAILYBET' },
      { token: m.token, idempotencyKey: `m-${m.username}` },
    );
    expect(first.body.value).toMatchObject({ amount: 40, milestones: [1, 2], replayed: false });
    const replay = await t.call(
      'missions.claim',
      { missionId: 'DAILYBET' },
      { token: m.token, idempotencyKey: `m-${m.username}` },
    );
    expect(replay.body.value).toMatchObject({ amount: 40, replayed: true });
    expectFail(
      await t.call('missions.claim', { missionId: 'DAILYBET' }, { token: m.token }),
      200,
      'NOT_CLAIMABLE',
      'at 2100 of 5000',
    );
    expect(await k.mainBalance(m)).toBe(before + 40);
    expect(
      (
        await t.call('missions.milestones', { missionId: 'DAILYBET' }, { token: m.token })
      ).body.value.list.map((x) => x.claimed),
    ).toEqual([true, true, false]);
    const ledger = await t.app.platform.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.customerId, m.id), eq(ledgerEntries.kind, 'promotion')));
    expect(ledger.map((e) => e.amount).sort()).toEqual(['10.00', '30.00']);
    // The rewards ask for their turnover (1x), shown in bonus details.
    const bonus = (await t.call('reports.bonuses', {}, { token: m.token })).body.value;
    expect(bonus.summary).toMatchObject({ amount: 40, requiredTurnover: 40 });
    // Claim history names the milestones.
    expect(
      (await t.call('promotions.claims', {}, { token: m.token })).body.value.list.map((x) => x.title).sort(),
    ).toEqual(['Daily wager (1/3)', 'Daily wager (2/3)']);
  });
  it('a double click pays once; the reward centre MISSION promotion claims the same', async () => {
    const m = await k.member({ credit: 1000 });
    await playSlots(t, m, 5, 10);
    const both = await Promise.all([
      t.call('missions.claim', { missionId: 'DAILYROUNDS' }, { token: m.token }),
      t.call('missions.claim', { missionId: 'DAILYROUNDS' }, { token: m.token }),
    ]);
    expect(both.filter((r) => r.body.success)).toHaveLength(1);
    expect(both.find((r) => !r.body.success)?.body.errorCode).toBe('NOT_CLAIMABLE');
    await playSlots(t, m, 15, 10);
    const promo = (
      (await t.call('promotions.available', {}, { token: m.token })).body.value.list as {
        id: string;
        status: string;
      }[]
    ).find((x) => x.id === 'MISSION-DAILYROUNDS');
    expect(promo?.status).toBe('CLAIM');
    expect(
      (await t.call('promotions.claim', { id: 'MISSION-DAILYROUNDS' }, { token: m.token })).body.value,
    ).toMatchObject({ amount: 20, promotionType: 'MISSION' });
    expect(await mission(m.token, 'DAILYROUNDS')).toMatchObject({ status: 'CLAIMED' });
    expectFail(
      await t.call('missions.claim', { missionId: 'DAILYROUNDS' }, { token: m.token }),
      200,
      'ALREADY_CLAIMED',
    );
    // 1,000 less the 200 moved to the slots wallet, plus the two rewards.
    expect(await k.mainBalance(m)).toBe(825);
  });
  it('refuses a trial account, bad input and an unknown mission', async () => {
    expectFail(
      await t.call('missions.claim', { missionId: 'DAILYBET' }, { token: trialToken }),
      403,
      'in_need_true_account',
    );
    expectFail(
      await t.call('missions.claim', {}, { token: demoToken }),
      400,
      'INVALID_PARAMETERS',
      'missionId',
    );
    expectFail(
      await t.call('missions.claim', { missionId: 'NOPE' }, { token: demoToken }),
      404,
      'NOT_FOUND',
      'missionId',
    );
  });
});
