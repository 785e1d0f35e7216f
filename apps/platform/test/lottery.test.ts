import { describe, expect, it } from 'vitest';
import { expectFail, usePlatform } from './helpers.ts';

const t = usePlatform();

describe('lottery', () => {
  it('menus of LOTT are grouped', async () => {
    const r = await t.call('lottery.gameMenus', { prizeMode: 'LOTT' });
    expect(r.body.value.prizeMode).toBe('LOTT');
    const codes = r.body.value.gameMenus.flatMap((m) => m.games.map((g) => g.gameCode));
    expect(codes).toContain('TH_GOV');
    expect(r.body.value.gameMenus.map((m) => m.groupName)).toEqual(expect.arrayContaining(['THAI', 'FAST']));
  });
  it('menus of ELOTT, SEA and VN', async () => {
    expect(
      (await t.call('lottery.gameMenus', { prizeMode: 'ELOTT' })).body.value.gameMenus.flatMap((m) => m.games)
        .length,
    ).toBe(5);
    expect(
      (await t.call('lottery.gameMenus', { prizeMode: 'SEA' })).body.value.gameMenus.flatMap((m) => m.games)
        .length,
    ).toBe(4);
    const vn = await t.call('lottery.vnMenu', {});
    expect(vn.body.value.prizeMode).toBe('VN');
    expect(vn.body.value.gameMenus.flatMap((m) => m.games.map((g) => g.gameCode))).toContain('VN_MB');
  });
  it('an unknown prize mode is named', async () => {
    expectFail(
      await t.call('lottery.gameMenus', { prizeMode: 'BINGO' }),
      400,
      'INVALID_PARAMETERS',
      'prizeMode',
    );
  });
  it('opened numbers: the draws of a game, newest first, the same on every read', async () => {
    const a = await t.call('lottery.openedNumbers', { gameCode: 'TH_5M', limit: 5 });
    const b = await t.call('lottery.openedNumbers', { gameCode: 'TH_5M', limit: 5 });
    expect(a.body.value.list).toHaveLength(5);
    expect(a.body.value.list).toEqual(b.body.value.list);
    const times = a.body.value.list.map((d) => Number(d.openTime));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(a.body.value.list[0]!.winNumber.split(',')).toHaveLength(3);
  });
  it('opened numbers follow the clock: a new draw appears when its time comes', async () => {
    const before = await t.call('lottery.openedNumbers', { gameCode: 'TH_1M', limit: 1 });
    t.clock.advance(60_000);
    const after = await t.call('lottery.openedNumbers', { gameCode: 'TH_1M', limit: 1 });
    expect(after.body.value.list[0]!.numero).not.toBe(before.body.value.list[0]!.numero);
  });
  it('VN opened numbers', async () => {
    const r = await t.call('lottery.vnOpenedNumbers', { gameCode: 'VN_MB', limit: 3 });
    expect(r.body.value.list).toHaveLength(3);
  });
  it('VN: every game of the VN menu and of the catalogue (the codes the lobby links to) has its latest draws', async () => {
    const menu = await t.call('lottery.vnMenu', { language: 'EN' });
    const menuCodes = menu.body.value.gameMenus.flatMap((m) =>
      m.games.map((g) => ({ code: g.gameCode, interval: Number(g.drawInterval) })),
    );
    const catalogue = await t.call('games.list', {
      gameType: 'ELOTT',
      vassalage: 'TCG_LOTTO_VN',
      pageNo: 1,
      pageSize: 50,
    });
    const linked = (catalogue.body.value as { list: { gameCode?: string }[] }).list.map((g) => g.gameCode);
    expect(menuCodes.length).toBe(4);
    expect(new Set(linked)).toEqual(new Set(menuCodes.map((g) => g.code)));
    const now = t.clock.now().getTime();
    for (const { code, interval } of menuCodes) {
      const r = await t.call('lottery.vnOpenedNumbers', { gameCode: code, limit: 10 });
      expect(r.status, code).toBe(200);
      const list = r.body.value.list;
      expect(list, code).toHaveLength(10);
      expect(list.every((d) => d.gameCode === code && /^\d+(,\d+){4,5}$/.test(d.winNumber))).toBe(true);
      // The newest draw is the last one due: not in the future, and no more than one draw interval ago.
      const latest = Number(list[0]!.openTime);
      expect(latest).toBeLessThanOrEqual(now);
      expect(now - latest).toBeLessThan(interval * 60_000);
      expect(new Set(list.map((d) => d.numero)).size).toBe(10);
    }
  });
  it('VN without a game code: the latest draws of each VN game; a code the menu does not list is named', async () => {
    const all = await t.call('lottery.vnOpenedNumbers', { limit: 2 });
    expect(new Set(all.body.value.list.map((d) => d.gameCode))).toEqual(
      new Set(['VN_MB', 'VN_MN', 'VN_MT', 'VN_45S']),
    );
    expectFail(
      await t.call('lottery.vnOpenedNumbers', { gameCode: 'VN01' }),
      400,
      'INVALID_PARAMETERS',
      'gameCode',
    );
    expectFail(
      await t.call('lottery.vnOpenedNumbers', { gameCode: 'TH_1M' }),
      400,
      'INVALID_PARAMETERS',
      'gameCode',
    );
  });
  it('opened numbers: limit out of range and unknown game are named', async () => {
    expectFail(await t.call('lottery.openedNumbers', { limit: 500 }), 400, 'INVALID_PARAMETERS', 'limit');
    expectFail(
      await t.call('lottery.openedNumbers', { gameCode: 'VN_MB' }),
      400,
      'INVALID_PARAMETERS',
      'gameCode',
    );
  });
  it('recent menus list the lotteries the player bet on', async () => {
    const token = await t.login('demo');
    const r = await t.call('lottery.recentMenus', { prizeMode: 'LOTT' }, { token });
    expect(r.body.value.gameMenus.flatMap((m) => m.games).length).toBeGreaterThan(0);
    expectFail(await t.call('lottery.recentMenus', {}), 401, 'CUSTOMER_NOT_LOGIN');
  });
  it('popular lotteries', async () => {
    expect((await t.call('lottery.popular', {})).body.value.list.length).toBeGreaterThan(0);
  });
});
