import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bets, games, ledgerEntries } from '../src/db/schema.ts';
import { SYMBOLS } from '../src/areas/games/demo-game.ts';
import { expectFail, GOLD, SPORTS, usePlatform } from './helpers.ts';

const t = usePlatform();

describe('vendors and lists', () => {
  it('vendor lanes cover every category, with cards keyed by vassalage', async () => {
    const r = await t.call('games.vendors', { merchantCode: GOLD });
    const titles = r.body.value.data.lanes.map((l) => l.title);
    expect(titles).toEqual(['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT']);
    const vendors = new Set(r.body.value.data.lanes.flatMap((l) => l.cards.map((c) => c.vassalage)));
    expect(vendors.size).toBeGreaterThanOrEqual(20);
    const esports = r.body.value.data.lanes.find((l) => l.title === 'ESPORTS')!;
    expect(esports.cards.map((c) => c.vassalage)).toContain('IMES');
    expect(esports.cards[0]).toMatchObject({ isGame: 'GAME', nodeId: expect.any(String) });
    const elott = r.body.value.data.lanes.find((l) => l.title === 'ELOTT')!;
    expect(elott.cards.map((c) => c.vassalage)).toContain('TCG_LOTTO_VN');
    // Slots have more than 10 providers, so the header dropdown's large layout is seen with the seed data.
    expect(r.body.value.data.lanes.find((l) => l.title === 'RNG')!.cards.length).toBeGreaterThan(10);
  });
  it('game list: RNG pages of 10 by default, other types 5', async () => {
    const rng = await t.call('games.list', { gameType: 'RNG', vassalage: 'PS' });
    const live = await t.call('games.list', { gameType: 'LIVE', vassalage: 'EVL' });
    expect(rng.body.value.list).toHaveLength(10);
    expect(live.body.value.list).toHaveLength(5);
    expect(live.body.value.totalPages).toBe(8);
  });
  it('one vendor holds 5,000 games, paged', async () => {
    const r = await t.call('games.list', { gameType: 'RNG', vassalage: 'MR', pageNo: 250, pageSize: 20 });
    expect(r.body.value.total).toBe(5000);
    expect(r.body.value.totalPages).toBe(250);
    expect(r.body.value.list).toHaveLength(20);
    expect(r.body.value.list[19]?.gameCode).toBe('MR_RNG_5000');
  });
  it('the catalogue holds 2,000+ games with icons the platform serves', async () => {
    const [row] = await t.app.platform.db.select({ n: sql<number>`count(*)::int` }).from(games);
    expect(row!.n).toBeGreaterThan(2000);
    const r = await t.call('games.list', { gameType: 'FISH', vassalage: 'JL' });
    const icon = await t.app.inject({ url: r.body.value.list[0]!.iconUrl! });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
  });
  it('filters by sub-type (table and arcade games)', async () => {
    const r = await t.call('games.list', { gameType: 'PVP', subType: 'VP', pageSize: 50 });
    expect(r.body.value.list.length).toBeGreaterThan(0);
    expect(r.body.value.list.every((g) => g.subType === 'VP')).toBe(true);
  });
  it('BG (bingo) is offered only where TY is supported', async () => {
    expect(
      (await t.call('games.list', { gameType: 'PVP', subType: 'BG' }, { merchant: GOLD })).body.success,
    ).toBe(true);
    expectFail(
      await t.call('games.list', { gameType: 'PVP', subType: 'BG' }, { merchant: SPORTS }),
      400,
      'INVALID_PARAMETERS',
      'subType',
    );
  });
  it('searches by name', async () => {
    const r = await t.call('games.list', { gameType: 'LIVE', keyword: 'roulette', pageSize: 100 });
    expect(r.body.value.list.length).toBeGreaterThan(0);
    expect(r.body.value.list.every((g) => /roulette/i.test(g.gameName ?? ''))).toBe(true);
  });
  it('names games in Thai for TY', async () => {
    const r = await t.call('games.list', { gameType: 'LIVE', vassalage: 'EVL', language: 'TY' });
    expect(r.body.value.list[0]?.gameName).toMatch(/[\u0E00-\u0E7F]/);
  });
  it('an unknown game type is named', async () => {
    expectFail(await t.call('games.list', { gameType: 'CARDS' }), 400, 'INVALID_PARAMETERS', 'gameType');
  });
  it('a page size out of range is named', async () => {
    expectFail(
      await t.call('games.list', { gameType: 'RNG', pageSize: 0 }),
      400,
      'INVALID_PARAMETERS',
      'pageSize',
    );
  });
  it('a missing game type is named', async () => {
    expectFail(await t.call('games.list', {}), 400, 'INVALID_PARAMETERS', 'gameType');
  });
  it('vendor types list game types and sub-types of a vendor', async () => {
    const r = await t.call('games.vendorTypes', { vassalage: 'DRGN' });
    expect(r.body.value.map((v) => v.gameType).sort()).toEqual(['PVP', 'RNG']);
    expectFail(await t.call('games.vendorTypes', { vassalage: 'NOPE' }), 404, 'NOT_FOUND', 'vassalage');
  });
  it('hot games: at most 12, in rank order', async () => {
    const r = await t.call('games.hot', {
      merchantCode: GOLD,
      isPlatform: 2,
      platform: 'flash,html5-desktop',
      language: 'EN',
    });
    expect(r.body.value.list.length).toBe(12);
  });
  it('popular games leave out games under maintenance', async () => {
    const r = await t.call('games.popular', { limitNum: 10 });
    expect(r.body.value.list.length).toBe(10);
    expect(r.body.value.list.some((g) => g.maintenance)).toBe(false);
  });
  it('winner board: at most 20 wins, masked names, and refuses more than 20', async () => {
    const r = await t.call('games.winnerBoard', { gameCategory: 'ALL', language: 'EN', limitNum: 20 });
    expect(r.body.value.list.length).toBeGreaterThan(0);
    expect(r.body.value.list.length).toBeLessThanOrEqual(20);
    expect(r.body.value.list[0]?.vo.userName).toContain('*');
    const wins = r.body.value.list.map((e) => e.vo.winAmount);
    expect([...wins].sort((a, b) => b - a)).toEqual(wins);
    expectFail(await t.call('games.winnerBoard', { limitNum: 21 }), 400, 'INVALID_PARAMETERS', 'limitNum');
  });
  it('vendor cards carry their place in the lane, ascending', async () => {
    const r = await t.call('games.vendors', { merchantCode: GOLD });
    for (const lane of r.body.value.data.lanes) {
      const sorts = lane.cards.map((c) => c.sort);
      expect(sorts.every((s) => typeof s === 'number')).toBe(true);
      expect([...sorts].sort((a, b) => a! - b!)).toEqual(sorts);
    }
  });
  it('serves no PVP room list: the platform has no rooms to report (see the contract of games)', async () => {
    const token = await t.login('player1');
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/GLS2_roomList?vassalage=KYC',
      headers: { merchant: GOLD, authorization: token },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('favourites and recent', () => {
  it('add, list ids, list games, remove', async () => {
    const token = await t.login('player1');
    const list = await t.call('games.list', { gameType: 'RNG', vassalage: 'LUX' });
    const [a, b] = list.body.value.list;
    await t.call('games.addFavourite', { nodeId: a!.nodeId, vendor: 'LUX', gameType: 'RNG' }, { token });
    await t.call('games.addFavourite', { nodeId: b!.nodeId }, { token });
    await t.call('games.addFavourite', { nodeId: b!.nodeId }, { token }); // already there: no duplicate
    const ids = await t.call('games.favouriteIds', {}, { token });
    expect(ids.body.value.sort()).toEqual([a!.nodeId, b!.nodeId].sort());
    const page = await t.call(
      'games.favourites',
      { clientType: 3, platform: 'flash', pageNo: 1, pageSize: 999 },
      { token },
    );
    expect(page.body.value).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(page.body.value.content).toHaveLength(2);
    await t.call('games.removeFavourite', { nodeId: a!.nodeId }, { token });
    expect((await t.call('games.favouriteIds', {}, { token })).body.value).toEqual([b!.nodeId]);
  });
  it('adding an unknown game is refused, naming nodeId', async () => {
    const token = await t.login('player1');
    expectFail(
      await t.call('games.addFavourite', { nodeId: '99999999' }, { token }),
      404,
      'NOT_FOUND',
      'nodeId',
    );
    expectFail(
      await t.call('games.addFavourite', { nodeId: 'abc' }, { token }),
      400,
      'INVALID_PARAMETERS',
      'nodeId',
    );
  });
  it('the demo player has seeded favourites and recent games', async () => {
    const token = await t.login('demo');
    expect((await t.call('games.favouriteIds', {}, { token })).body.value.length).toBeGreaterThan(0);
    const recent = await t.call('games.recent', { page: 1, pageSize: 20 }, { token });
    expect(recent.body.value.list.length).toBeGreaterThan(0);
    expect(recent.body.value.list.length).toBeLessThanOrEqual(15);
  });
});

describe('launch and the demo game', () => {
  it('launch gives a URL of the demo game, which bets and pays against the wallet with records', async () => {
    const token = await t.login('player1');
    // Multi-wallet tenant: slots play from the slots wallet (5), so move money there first.
    expect(
      (await t.call('wallet.transfer', { fromAccountTypeId: 1, toAccountTypeId: 5, amount: 200 }, { token }))
        .body.success,
    ).toBe(true);
    const list = await t.call('games.list', { gameType: 'RNG', vassalage: 'NOVA' });
    const game = list.body.value.list.find((g) => !g.maintenance)!;
    const launch = await t.call(
      'games.launch',
      {
        nodeId: game.nodeId,
        vassalage: 'NOVA',
        gameType: 'RNG',
        launchMode: 'GLS',
        accountType: 1,
        language: 'EN',
      },
      { token },
    );
    const url = new URL(launch.body.value.url!);
    expect(launch.body.value.content?.game_url).toBe(launch.body.value.url);
    const page = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="demo-game.js">');
    const launchToken = url.searchParams.get('ticket')!;
    const state = await t.call('games.demoState', { launchToken });
    const before = state.body.value.balance;
    const round = await t.call('games.demoPlay', { launchToken, bet: 10, roundId: 'round-test-0001' });
    expect(round.body).toMatchObject({ success: true });
    // The reels are symbol ids the page draws as SVG.
    const reels = (round.body.value as { reels?: string[] }).reels ?? [];
    expect(reels).toHaveLength(3);
    for (const symbol of reels) expect(SYMBOLS).toContain(symbol);
    expect(round.body.value.balance).toBeCloseTo(before - 10 + round.body.value.win, 2);
    // The same round again moves nothing.
    const again = await t.call('games.demoPlay', { launchToken, bet: 10, roundId: 'round-test-0001' });
    expect(again.body.value.balance).toBeCloseTo(round.body.value.balance, 2);
    const db = t.app.platform.db;
    const records = await db
      .select()
      .from(bets)
      .where(and(eq(bets.roundId, 'round-test-0001')));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ betAmount: '10.00', status: 'settled', gameType: 'RNG' });
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `R${records[0]!.id}`));
    const net = entries.reduce((s, e) => s + Number(e.amount), 0);
    expect(net).toBeCloseTo(round.body.value.win - 10, 2);
    const recent = await t.call('games.recent', {}, { token });
    expect(recent.body.value.list[0]?.nodeId).toBe(game.nodeId);
  });
  it('the demo game draws its reels with named SVG symbols, no emoji, and its Content-Security-Policy lets its script run', async () => {
    for (const prefix of ['', '/platform-assets']) {
      const page = await t.app.inject({ url: `${prefix}/demo-game/?mode=fun&lang=TY` });
      expect(page.statusCode).toBe(200);
      const csp = String(page.headers['content-security-policy']);
      const directive = (name: string) =>
        csp
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith(`${name} `));
      // Scripts from the page's origin only; no inline script (also what a site's policy allows under /platform-assets/).
      expect(directive('script-src')).toBe("script-src 'self'");
      expect(directive('connect-src')).toBe("connect-src 'self'");
      const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.map(([, attrs, body]) => [attrs!.trim(), body!.trim()])).toEqual([
        ['src="demo-game.js"', ''],
      ]);
      const js = await t.app.inject({ url: `${prefix}/demo-game/demo-game.js` });
      expect(js.statusCode).toBe(200);
      expect(js.headers['content-type']).toMatch(/^text\/javascript/);
      expect(js.body).toContain('/wps/game/demo/play');
      // Every symbol a round can show is an SVG <symbol> of the page and has a name in English and Thai.
      for (const symbol of SYMBOLS) {
        expect(page.body).toContain(`<symbol id="sym-${symbol}" viewBox=`);
        expect(js.body.match(new RegExp(`\\b${symbol}: '[^']+'`, 'g'))).toHaveLength(2);
      }
      expect(js.body).toContain("setAttribute('role', 'img')");
      expect(page.body + js.body).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });
  it('a bet larger than the balance is refused and moves nothing', async () => {
    const token = await t.login('player3');
    const list = await t.call('games.list', { gameType: 'LIVE', vassalage: 'SXY' });
    const game = list.body.value.list.find((g) => !g.maintenance)!;
    const launch = await t.call(
      'games.launch',
      { nodeId: game.nodeId, vassalage: 'SXY', gameType: 'LIVE' },
      { token },
    );
    const launchToken = new URL(launch.body.value.url!).searchParams.get('ticket')!;
    const before = (await t.call('games.demoState', { launchToken })).body.value.balance;
    expectFail(
      await t.call('games.demoPlay', { launchToken, bet: before + 1 > 10_000 ? 10_000 : before + 1 }),
      200,
      'ACCOUNT_BALANCE_NOT_ENOUGH',
    );
    expect((await t.call('games.demoState', { launchToken })).body.value.balance).toBe(before);
  });
  it('trial players play with trial credit', async () => {
    const trial = await t.call('session.freeplay', { random: await t.freePlayRandom() });
    const token = trial.body.value.token;
    const launch = await t.call('games.launch', { vassalage: 'PS', gameType: 'RNG' }, { token });
    const url = new URL(launch.body.value.url!);
    expect(url.searchParams.get('trial')).toBe('1');
    const launchToken = url.searchParams.get('ticket')!;
    const round = await t.call('games.demoPlay', { launchToken, bet: 5 });
    const bal = await t.call('wallet.balance', {}, { token });
    expect(bal.body.value.sumBalance).toBeCloseTo(2000 - 5 + round.body.value.win, 2);
  });
  it('an agent-only account (type 2), signed in to the agent centre, is refused a launch (403 NON_MEMBER); an agent who plays (type 1) gets one', async () => {
    const login = await t.call('session.login', {
      username: 'agentonly',
      password: 'demo1234',
      portal: 'agent',
    });
    const token = login.body.value.token;
    expectFail(
      await t.call('games.launch', { vassalage: 'PS', gameType: 'RNG' }, { token }),
      403,
      'NON_MEMBER',
      'Non-member account',
    );
    const agent = await t.call(
      'games.launch',
      { vassalage: 'PS', gameType: 'RNG' },
      { token: await t.login('agent') },
    );
    expect(agent.body.value.url).toContain('ticket=');
  });
  it('the launch ticket dies with the session', async () => {
    const token = await t.login('player2');
    const launch = await t.call('games.launch', { vassalage: 'SKY', gameType: 'RNG' }, { token });
    const launchToken = new URL(launch.body.value.url!).searchParams.get('ticket')!;
    await t.call('session.logout', {}, { token });
    expectFail(await t.call('games.demoPlay', { launchToken, bet: 1 }), 401, 'CUSTOMER_NOT_LOGIN');
  });
  it("the reality check's log out in the game window ends the session that launched the game", async () => {
    const token = await t.login('player2');
    const launch = await t.call('games.launch', { vassalage: 'SKY', gameType: 'RNG' }, { token });
    const launchToken = new URL(launch.body.value.url!).searchParams.get('ticket')!;
    const state = await t.call('games.demoState', { launchToken });
    expect(state.body.value.realityCheck).toMatchObject({ historyPath: '/member/personalHistoryCopy' });
    expect((await t.call('games.demoLogout', { launchToken })).body.success).toBe(true);
    expectFail(await t.call('games.demoState', { launchToken }), 401, 'CUSTOMER_NOT_LOGIN');
    expectFail(await t.call('games.demoPlay', { launchToken, bet: 1 }), 401, 'CUSTOMER_NOT_LOGIN');
    // The player's session is over too, not only the game's ticket.
    expectFail(await t.call('wallet.balance', {}, { token }), 401, 'CUSTOMER_NOT_LOGIN');
    // Once more: the ticket no longer names a session.
    expectFail(await t.call('games.demoLogout', { launchToken }), 401, 'CUSTOMER_NOT_LOGIN');
  });
  it('the game page has the reality check dialog in English and Thai, and shows a refused bet in words', async () => {
    const page = await t.app.inject({ url: '/demo-game/?mode=fun' });
    expect(page.body).toMatch(/role="alertdialog"[\s\S]*aria-labelledby="rc-title"/);
    const js = (await t.app.inject({ url: '/demo-game/demo-game.js' })).body;
    for (const key of ['rcTitle', 'rcText', 'rcContinue', 'rcHistory', 'rcLogout', 'loggedOut'])
      expect(js.match(new RegExp(`\\b${key}: `, 'g'))).toHaveLength(2);
    expect(js).toContain('/wps/game/demo/logout');
    expect(js).toContain('nextRealityCheck');
  });
  it('a game under maintenance is not launched', async () => {
    const token = await t.login('player1');
    const [g] = await t.app.platform.db.select().from(games).where(eq(games.maintenance, true)).limit(1);
    expectFail(
      await t.call(
        'games.launch',
        { nodeId: String(g!.id), vassalage: g!.vendorCode, gameType: g!.gameType },
        { token },
      ),
      200,
      'GAME_MAINTENANCE',
      'maintenance',
    );
  });
  it('launch without a token is refused; the trial launch works without an account', async () => {
    expectFail(await t.call('games.launch', { vassalage: 'PS', gameType: 'RNG' }), 401, 'CUSTOMER_NOT_LOGIN');
    const r = await t.call('games.trialLaunch', { vassalage: 'PS', gameType: 'RNG' });
    expect(new URL(r.body.value.url!).searchParams.get('mode')).toBe('fun');
  });
  it('launch with a game of another vendor names vassalage', async () => {
    const token = await t.login('player1');
    const list = await t.call('games.list', { gameType: 'RNG', vassalage: 'PS' });
    expectFail(
      await t.call(
        'games.launch',
        { nodeId: list.body.value.list[0]!.nodeId, vassalage: 'LUX', gameType: 'RNG' },
        { token },
      ),
      400,
      'INVALID_PARAMETERS',
      'vassalage',
    );
  });
  it('a bet of zero or with 3 decimals is refused, naming bet', async () => {
    const token = await t.login('player1');
    const launch = await t.call('games.launch', { vassalage: 'PS', gameType: 'RNG' }, { token });
    const launchToken = new URL(launch.body.value.url!).searchParams.get('ticket')!;
    expectFail(await t.call('games.demoPlay', { launchToken, bet: 0 }), 400, 'INVALID_PARAMETERS', 'bet');
    expectFail(await t.call('games.demoPlay', { launchToken, bet: 1.234 }), 400, 'AMOUNT_INVALID', 'bet');
  });
});
