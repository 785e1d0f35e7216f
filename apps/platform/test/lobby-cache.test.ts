/**
 * The lobby's public reads answered from memory (shared/lobby-cache.ts, http/lobby-answers.ts): the same answer
 * while nothing changed, a new one after a change (a dev call, a reset, a notice's start), kept apart per tenant,
 * language and caller kind; ETag and If-None-Match (304); gzip and brotli made once; two instances on one database
 * seeing each other's change within the refresh interval. No test waits: the cache's tick is moved by hand.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type PlatformApp } from '../src/app.ts';
import { games, notices } from '../src/db/schema.ts';
import {
  LOBBY_REFRESH_MS,
  WINNER_BOARD_TTL_MS,
  matchesIfNoneMatch,
  negotiateEncoding,
} from '../src/shared/lobby-cache.ts';
import { GOLD, NEON, SPORTS, usePlatform } from './helpers.ts';

let tick = 0;
const t = usePlatform({ lobbyCache: { now: () => tick } });

const VENDORS = '/wps/relay/GCSGAME_gameVendor?merchantCode=GOLDCASINO';
const LIST = '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=MR&pageNo=37&pageSize=10';
const NOTICES = '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B';
const PERMISSION = '/wps/system/status';
const HOT = '/wps/relay/GCSGAME_hotGamesV2';
const BOARD = '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=20';

type Get = { merchant?: string; language?: string; headers?: Record<string, string>; app?: PlatformApp };

function get(url: string, o: Get = {}): Promise<LightMyRequestResponse> {
  return (o.app ?? t.app).inject({
    method: 'GET',
    url,
    headers: { merchant: o.merchant ?? GOLD, ...(o.language ? { language: o.language } : {}), ...o.headers },
  });
}

const valueOf = (res: LightMyRequestResponse) => (res.json() as { success: boolean; value: unknown }).value;

/** A change behind the cache's back (no version bump): only a fresh computation shows it. */
async function renameNotice(merchant: string, language: string, title: string) {
  const tenant = t.app.platform.tenants.byMerchantCode(merchant)!;
  const [first] = await t.app.platform.db
    .select()
    .from(notices)
    .where(
      sql`${notices.tenantId} = ${tenant.id} and ${notices.language} = ${language} and ${notices.type} = 'PL'`,
    )
    .orderBy(notices.sort, notices.id)
    .limit(1);
  await t.app.platform.db.update(notices).set({ title }).where(eq(notices.id, first!.id));
  return first!.id;
}

const playerTitles = (res: LightMyRequestResponse) =>
  (valueOf(res) as { player: { title: string }[] }).player.map((n) => n.title);

describe('the same answer from the cache', () => {
  it('keeps each lobby read: a change behind its back is not seen until the lobby moves on', async () => {
    for (const url of [VENDORS, LIST, NOTICES, PERMISSION]) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers.etag, url).toMatch(/^"[\w-]{27}"$/);
      const again = await get(url);
      expect(again.headers.etag, url).toBe(first.headers.etag);
      expect(again.body, url).toBe(first.body);
    }
    const before = playerTitles(await get(NOTICES));
    await renameNotice(GOLD, 'EN', 'Renamed behind the cache');
    expect(playerTitles(await get(NOTICES))).toEqual(before);
    // dev.reset: the seed again, and the lobby of every tenant moves on.
    await t.call('dev.reset');
    expect(playerTitles(await get(NOTICES))).toEqual(before);
  });

  it('a reset replaces an answer computed from changed data', async () => {
    const seeded = playerTitles(await get(NOTICES));
    await renameNotice(GOLD, 'EN', 'Changed notice');
    t.app.platform.lobby.clear();
    expect(playerTitles(await get(NOTICES))).toContain('Changed notice');
    expect(playerTitles(await get(NOTICES))).toContain('Changed notice');
    await t.call('dev.reset');
    expect(playerTitles(await get(NOTICES))).toEqual(seeded);
  });

  it('a dev call that switches the system status changes site.permission and closes the game list at once', async () => {
    const open = await get(PERMISSION);
    expect((valueOf(open) as { status: number }).status).toBe(0);
    expect((await get(LIST)).statusCode).toBe(200);
    expect((await t.call('dev.setSystemStatus', { maintenance: true })).status).toBe(200);
    try {
      const closed = await get(PERMISSION);
      expect((valueOf(closed) as { maintenance: boolean }).maintenance).toBe(true);
      expect(closed.headers.etag).not.toBe(open.headers.etag);
      const list = await get(LIST);
      expect(list.statusCode).toBe(400);
      expect(list.json()).toMatchObject({ success: false, value: { maintenance: true } });
    } finally {
      await t.call('dev.setSystemStatus', { maintenance: false });
    }
    expect((valueOf(await get(PERMISSION)) as { status: number }).status).toBe(0);
    expect((await get(LIST)).statusCode).toBe(200);
  });

  it('favourites are per member and never kept: the next answer shows an added and a removed one', async () => {
    const token = await t.login('player1');
    const list = valueOf(await get(LIST)) as { list: { nodeId: string }[] };
    const nodeId = list.list[0]!.nodeId;
    const ids = async () => (await t.call('games.favouriteIds', {}, { token })).body.value as string[];
    const before = await ids();
    expect((await t.call('games.addFavourite', { nodeId }, { token })).body.success).toBe(true);
    expect(await ids()).toEqual([nodeId, ...before.filter((id) => id !== nodeId)]);
    expect((await t.call('games.removeFavourite', { nodeId }, { token })).body.success).toBe(true);
    expect(await ids()).toEqual(before.filter((id) => id !== nodeId));
    // The game list does not depend on who asks: a member gets the guests' answer.
    expect((await get(LIST, { headers: { authorization: token } })).headers.etag).toBe(
      (await get(LIST)).headers.etag,
    );
  });

  it('notices appear when they start, on the platform clock, without a version change', async () => {
    const tenant = t.app.platform.tenants.byMerchantCode(GOLD)!;
    const start = new Date(t.clock.now().getTime() + 3_600_000);
    await t.app.platform.db.insert(notices).values({
      tenantId: tenant.id,
      type: 'PL',
      title: 'Starts in an hour',
      content: 'x',
      language: 'EN',
      startAt: start,
      endAt: new Date(start.getTime() + 3_600_000),
    });
    t.app.platform.lobby.clear();
    expect(playerTitles(await get(NOTICES))).not.toContain('Starts in an hour');
    t.clock.advance(3_600_000 - 1);
    expect(playerTitles(await get(NOTICES))).not.toContain('Starts in an hour');
    t.clock.advance(1);
    expect(playerTitles(await get(NOTICES))).toContain('Starts in an hour');
    t.clock.advance(3_600_000);
    expect(playerTitles(await get(NOTICES))).not.toContain('Starts in an hour');
    await t.call('dev.reset');
  });

  it('keeps the winner board 5 s at most (bets do not move the version)', async () => {
    const board = valueOf(await get(BOARD)) as { list: { vo: { gameName: string; vassalage: string } }[] };
    const top = board.list[0]!.vo;
    await t.app.platform.db
      .update(games)
      .set({ name: 'Renamed winner' })
      .where(sql`${games.vendorCode} = ${top.vassalage} and ${games.name} = ${top.gameName}`);
    const names = async () => (valueOf(await get(BOARD)) as typeof board).list.map((r) => r.vo.gameName);
    expect(await names()).not.toContain('Renamed winner');
    tick += WINNER_BOARD_TTL_MS - 1;
    expect(await names()).not.toContain('Renamed winner');
    tick += 1;
    expect(await names()).toContain('Renamed winner');
    await t.call('dev.reset');
  });
});

describe('kept apart', () => {
  it("per tenant: each tenant has its own answers, and one tenant's change leaves the others' kept", async () => {
    const gold = await get(PERMISSION, { merchant: GOLD });
    const sports = await get(PERMISSION, { merchant: SPORTS });
    expect((valueOf(gold) as { currency: string }).currency).toBe('THB');
    expect((valueOf(sports) as { currency: string }).currency).toBe('USD');
    const goldNotices = await get(NOTICES, { merchant: GOLD });
    expect((await get(NOTICES, { merchant: NEON })).headers.etag).not.toBe(goldNotices.headers.etag);
    await t.call('dev.setSystemStatus', { maintenance: true }, { merchant: SPORTS });
    try {
      expect((valueOf(await get(PERMISSION, { merchant: SPORTS })) as { status: number }).status).toBe(1);
      expect((await get(PERMISSION, { merchant: GOLD })).headers.etag).toBe(gold.headers.etag);
    } finally {
      await t.call('dev.setSystemStatus', { maintenance: false }, { merchant: SPORTS });
    }
  });

  it('per language: EN and TY answers differ and each is kept', async () => {
    const body = JSON.stringify({ merchantCode: GOLD, isPlatform: 2 });
    const hot = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: HOT,
        headers: { merchant: GOLD, language, 'content-type': 'application/json' },
        payload: body,
      });
    const en = await hot('EN');
    const ty = await hot('TY');
    expect(en.headers.etag).not.toBe(ty.headers.etag);
    const name = (r: LightMyRequestResponse) =>
      (valueOf(r) as { list: { gameName: string }[] }).list[0]!.gameName;
    expect(name(ty)).not.toBe(name(en));
    expect((await hot('EN')).body).toBe(en.body);
    expect((await hot('TY')).body).toBe(ty.body);
    expect(playerTitles(await get(NOTICES, { language: 'TY' }))).not.toEqual(
      playerTitles(await get(NOTICES, { language: 'EN' })),
    );
  });

  it('per caller kind: members get the after-login notices, guests the before-login ones', async () => {
    const token = await t.login('demo');
    const guest = await get('/wps/relay/MCSFE_getListAnnouncements?types=PU&platform=W&execution=B');
    const member = await get('/wps/relay/MCSFE_getListAnnouncements?types=PU&platform=W&execution=B', {
      headers: { authorization: token },
    });
    const popups = (r: LightMyRequestResponse) => (valueOf(r) as { popup: unknown[] }).popup.length;
    expect(popups(member)).toBe(popups(guest) + 1);
    expect(member.headers.vary).toMatch(/Authorization/);
  });

  it("site.permission per caller address: it names the caller's IP, and is private", async () => {
    const a = await get(PERMISSION, { headers: { 'x-forwarded-for': '198.51.100.1' } });
    const b = await get(PERMISSION, { headers: { 'x-forwarded-for': '198.51.100.2' } });
    expect((valueOf(a) as { location: { ip: string } }).location.ip).toBe('198.51.100.1');
    expect((valueOf(b) as { location: { ip: string } }).location.ip).toBe('198.51.100.2');
    expect(a.headers['cache-control']).toBe('private, no-cache');
    expect((await get(LIST)).headers['cache-control']).toBe('no-cache');
  });
});

describe('conditional requests', () => {
  it('answers 304 with no body to If-None-Match of the current ETag (GET), 200 to an old one', async () => {
    const first = await get(LIST);
    const etag = first.headers.etag as string;
    const again = await get(LIST, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect((await get(LIST, { headers: { 'if-none-match': `"old", ${etag}` } })).statusCode).toBe(304);
    const stale = await get(LIST, { headers: { 'if-none-match': '"not-this-one"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('after a change the old ETag gets the new answer', async () => {
    const open = await get(PERMISSION);
    await t.call('dev.setSystemStatus', { maintenance: true });
    try {
      const changed = await get(PERMISSION, { headers: { 'if-none-match': open.headers.etag as string } });
      expect(changed.statusCode).toBe(200);
      expect((valueOf(changed) as { maintenance: boolean }).maintenance).toBe(true);
    } finally {
      await t.call('dev.setSystemStatus', { maintenance: false });
    }
  });

  it('games.hot is a POST: it has an ETag but is not answered 304 (no browser revalidates a POST)', async () => {
    const hot = () =>
      t.app.inject({
        method: 'POST',
        url: HOT,
        headers: { merchant: GOLD, 'content-type': 'application/json' },
        payload: { merchantCode: GOLD, isPlatform: 2 },
      });
    const first = await hot();
    expect(first.headers.etag).toMatch(/^"/);
    const again = await t.app.inject({
      method: 'POST',
      url: HOT,
      headers: {
        merchant: GOLD,
        'content-type': 'application/json',
        'if-none-match': first.headers.etag as string,
      },
      payload: { merchantCode: GOLD, isPlatform: 2 },
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
  });

  it('matches If-None-Match as RFC 9110 says (weak comparison, lists, *)', () => {
    expect(matchesIfNoneMatch('"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc-br"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
  });
});

describe('compression', () => {
  it('sends brotli or gzip as the caller accepts, the same answer, with an ETag per coding', async () => {
    const plain = await get(VENDORS);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get(VENDORS, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(br.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-br"`);
    const gz = await get(VENDORS, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    // The encoded answer is made once and kept: the same bytes again.
    expect(
      (await get(VENDORS, { headers: { 'accept-encoding': 'gzip' } })).rawPayload.equals(gz.rawPayload),
    ).toBe(true);
    // A browser revalidating the brotli answer gets its 304.
    const revalidated = await get(VENDORS, {
      headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("leaves answers under 1 KB as they are, and compresses other calls' large answers too", async () => {
    const small = await get('/wps/relay/MCSFE_getListAnnouncements?types=H&platform=W&execution=B', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const help = await get('/wps/system/helpCenter?lang=EN', { headers: { 'accept-encoding': 'gzip' } });
    expect(help.statusCode).toBe(200);
    expect(help.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(help.rawPayload).toString())).toMatchObject({ success: true });
  });

  it('negotiates by the Accept-Encoding weights', () => {
    expect(negotiateEncoding('gzip, br')).toBe('br');
    expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});

describe('two instances on one database', () => {
  let ticks = { a: 0, b: 0 };
  const apps: PlatformApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const instance = async (name: 'a' | 'b') => {
    const app = await buildApp({
      printOutbox: false,
      clock: t.clock,
      db: t.app.platform.handle,
      lobbyCache: { now: () => ticks[name] },
    });
    apps.push(app);
    return app;
  };

  it(`see each other's change within the refresh interval (${LOBBY_REFRESH_MS} ms), and their own at once`, async () => {
    ticks = { a: 0, b: 0 };
    const a = await instance('a');
    const b = await instance('b');
    const status = async (app: PlatformApp) =>
      (valueOf(await get(PERMISSION, { app })) as { status: number }).status;
    expect(await status(a)).toBe(0);
    expect(await status(b)).toBe(0);
    const res = await a.inject({
      method: 'POST',
      url: '/wps/dev/system/status',
      headers: { merchant: GOLD },
      payload: { maintenance: true },
    });
    try {
      expect(res.statusCode).toBe(200);
      expect(await status(a)).toBe(1);
      // b still answers from its cache until it re-reads the versions: the bound, not a bug.
      ticks.b += LOBBY_REFRESH_MS - 1;
      expect(await status(b)).toBe(0);
      expect(b.platform.lobby.refreshing).toBe(false);
      // Now the request starts the re-read (in the background: it answers with what b knew); the next one sees it.
      ticks.b += 1;
      await get(PERMISSION, { app: b });
      await b.platform.lobby.settled();
      expect(await status(b)).toBe(1);
      // And the game list, which b had kept, is closed on b too (its status cache went with the version).
      expect((await get(LIST, { app: b })).statusCode).toBe(400);
    } finally {
      await a.inject({
        method: 'POST',
        url: '/wps/dev/system/status',
        headers: { merchant: GOLD },
        payload: { maintenance: false },
      });
    }
    ticks.b += LOBBY_REFRESH_MS;
    await get(PERMISSION, { app: b });
    await b.platform.lobby.settled();
    expect(await status(b)).toBe(0);
  });

  it("a reset through one instance replaces the other's answers within the interval", async () => {
    ticks = { a: 0, b: 0 };
    const a = await instance('a');
    const b = await instance('b');
    const seeded = playerTitles(await get(NOTICES, { app: b }));
    await renameNotice(GOLD, 'EN', 'Changed on the database');
    b.platform.lobby.clear();
    expect(playerTitles(await get(NOTICES, { app: b }))).toContain('Changed on the database');
    expect(
      (await a.inject({ method: 'POST', url: '/wps/dev/reset', headers: { merchant: GOLD } })).statusCode,
    ).toBe(200);
    expect(playerTitles(await get(NOTICES, { app: b }))).toContain('Changed on the database');
    ticks.b += LOBBY_REFRESH_MS;
    await get(NOTICES, { app: b });
    await b.platform.lobby.settled();
    expect(playerTitles(await get(NOTICES, { app: b }))).toEqual(seeded);
  });
});
