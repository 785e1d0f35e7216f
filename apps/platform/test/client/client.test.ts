import { createApiStore, memoryStorage, memoryTokenStorage, apiErrorText } from '@wl/api';
import { gamesApi } from '@wl/api/games';
import { walletApi } from '@wl/api/wallet';
import { sessionFormsApi } from '@wl/api/session-forms';
import { memberApi } from '@wl/api/member';
import { describe, expect, it, vi } from 'vitest';
import { GOLD, PASSWORD, SPORTS } from '../helpers.ts';
import { clientFor, recordingFetch, useListeningPlatform, type FetchLog } from './harness.ts';

/** An older brand's name for the status call (the mobile site's path in the protocol notes). */
const OVERRIDES = { 'site.permission': '/wps/v2/system/status' };
const ctx = useListeningPlatform({ pathOverrides: OVERRIDES });
const en: Record<string, string> = {
  'errors:network': 'Network link is abnormal, please try again',
  'errors:notLoggedIn': 'You are not logged in, please login',
};

async function loggedIn(username = 'demo', overrides: Parameters<typeof clientFor>[1] = {}) {
  const c = clientFor(ctx.baseUrl, overrides);
  const login = await c.client.request('session.login', { username, password: PASSWORD });
  if (!login.ok) throw new Error(`login ${username}: ${login.error.message}`);
  c.client.tokenStorage.set(login.value.token);
  c.log.length = 0;
  return c;
}

describe('envelope and headers', () => {
  it("unwraps the platform's envelope into a schema-checked value", async () => {
    const { client, log } = clientFor(ctx.baseUrl);
    const status = await client.request('site.permission');
    if (!status.ok) throw new Error(status.error.message);
    expect(status.value.maintenance).toBe(false);
    expect(status.value.regionRestriction).toBe(false);
    expect(log[0]).toMatchObject({ method: 'GET', path: '/wps/system/status' });
    expect(log[0]!.headers).toMatchObject({
      merchant: GOLD,
      language: 'EN',
      device: 'web',
      moduleid: 'COMM3',
    });
  });

  it('sends the raw token and the merchant that owns it; another merchant does not know it', async () => {
    const { client, log } = await loggedIn('demo');
    const info = await client.request('member.info');
    expect(info.ok && info.value.account).toBe('demo');
    expect(log[0]!.headers['authorization']).toBe(client.tokenStorage.get());
    const elsewhere = clientFor(ctx.baseUrl, {
      merchant: SPORTS,
      tokenStorage: memoryTokenStorage(client.tokenStorage.get()),
    });
    const refused = await elsewhere.client.request('member.info');
    expect(!refused.ok && refused.error).toMatchObject({
      kind: 'session',
      code: 'CUSTOMER_NOT_LOGIN',
      status: 401,
    });
  });
});

describe('language', () => {
  it('reads the Language header per request: game names follow a language switch', async () => {
    let language = 'EN';
    const { client, log } = clientFor(ctx.baseUrl, { language: () => language });
    const names = async () => {
      const r = await client.request('games.list', { gameType: 'RNG', pageSize: 10 });
      if (!r.ok) throw new Error(r.error.message);
      return r.value.list.map((g) => g.gameName ?? g.nodeName ?? '');
    };
    const english = await names();
    language = 'TY';
    const thai = await names();
    expect(log.map((l) => l.headers['language'])).toEqual(['EN', 'TY']);
    expect(english.some((n) => /[\u0E00-\u0E7F]/.test(n))).toBe(false);
    expect(thai.some((n) => /[\u0E00-\u0E7F]/.test(n))).toBe(true);
  });
});

describe('error mapping', () => {
  it("turns a refused login into a server error with the platform's code and message", async () => {
    const { client } = clientFor(ctx.baseUrl);
    const result = await client.request('session.login', { username: 'demo', password: 'wrong-password' });
    expect(!result.ok && result.error).toMatchObject({
      kind: 'server',
      code: 'PASSWORD_INCORRECT',
      message: 'Incorrect username or password',
      call: 'session.login',
    });
  });

  it("carries the platform's field message for a request it refuses", async () => {
    const { client } = clientFor(ctx.baseUrl);
    const result = await client.request('session.login', { username: 'demo' });
    expect(!result.ok && result.error).toMatchObject({
      kind: 'server',
      code: 'INVALID_PARAMETERS',
      status: 400,
    });
    expect(!result.ok && result.error.message).toContain('password');
  });

  it('turns an unreachable platform into the network error', async () => {
    const { client } = clientFor('http://127.0.0.1:9');
    const result = await client.request('site.permission');
    expect(!result.ok && result.error.kind).toBe('network');
    expect(!result.ok && apiErrorText(result.error, (k) => en[k] ?? k)).toBe(
      'Network link is abnormal, please try again',
    );
  });
});

describe('session', () => {
  it('ends the session once when the token has expired: token cleared, callback called', async () => {
    const onSessionEnded = vi.fn();
    const { client } = await loggedIn('player1', { onSessionEnded });
    ctx.t.clock.advance(31 * 60_000);
    const [info, balance] = await Promise.all([
      client.request('member.info'),
      client.request('wallet.balance', {}),
    ]);
    expect(!info.ok && info.error).toMatchObject({
      kind: 'session',
      code: 'CUSTOMER_NOT_LOGIN',
      messageKey: 'errors:notLoggedIn',
    });
    expect(!balance.ok && balance.error.kind).toBe('session');
    expect(client.tokenStorage.get()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });

  it('keeps an active session alive with the 8 s touch', async () => {
    let now = 0;
    const { client, log } = await loggedIn('player1', { now: () => now });
    ctx.t.clock.advance(20 * 60_000);
    now += 8_000;
    const touch = client.activity();
    expect(touch).toBeDefined();
    expect((await touch!).ok).toBe(true);
    expect(client.activity()).toBeUndefined(); // at most once per 8 s
    ctx.t.clock.advance(20 * 60_000); // 40 minutes after login, 20 after the touch
    expect((await client.request('member.info')).ok).toBe(true);
    expect(log.filter((l) => l.path === '/wps/session/touch')).toHaveLength(1);
  });
});

describe('requests in flight and session cache', () => {
  it('sends one request for identical GETs in flight', async () => {
    const { client, log } = await loggedIn('demo');
    const [a, b] = await Promise.all([client.request('member.info'), client.request('member.info')]);
    expect(a).toEqual(b);
    expect(log.filter((l) => l.path === '/wps/member/info')).toHaveLength(1);
  });

  it('keeps vendor lanes in session storage: a reload in the same tab asks nothing', async () => {
    const storage = memoryStorage();
    const first = clientFor(ctx.baseUrl, { cacheStorage: storage });
    const lanes = await first.client.request('games.vendors', { merchantCode: GOLD });
    expect(lanes.ok && lanes.value.data.lanes.length).toBeGreaterThan(0);
    await first.client.request('games.vendors', { merchantCode: GOLD });
    expect(first.log).toHaveLength(1);
    const reloaded = clientFor(ctx.baseUrl, { cacheStorage: storage });
    expect(await reloaded.client.request('games.vendors', { merchantCode: GOLD })).toEqual(lanes);
    expect(reloaded.log).toHaveLength(0);
  });
});

describe('encryption', () => {
  it('encrypts login and change-password payloads that the platform decrypts', async () => {
    const log: FetchLog = [];
    const tokenStorage = memoryTokenStorage();
    const { store } = createApiStore({
      baseUrl: ctx.baseUrl,
      merchant: GOLD,
      language: 'EN',
      tokenStorage,
      cacheStorage: memoryStorage(),
      fetch: recordingFetch(log),
      encryption: 'platform',
    });
    const login = await store.dispatch(
      sessionFormsApi.endpoints.sessionLogin.initiate({ username: 'player2', password: PASSWORD }),
    );
    expect(login.error).toBeUndefined();
    expect(tokenStorage.get()).toBe(login.data?.token);
    const sent = log.find((l) => l.path === '/wps/session/login')!;
    expect(sent.body).not.toContain(PASSWORD);
    expect(sent.headers['encryption']).toBeTruthy();
    expect(JSON.parse(sent.body!)).toEqual({ value: expect.any(String) });

    const changed = await store.dispatch(
      memberApi.endpoints.memberChangePassword.initiate({
        oldPassword: PASSWORD,
        newPassword: 'fresh5678',
        confirmNewPassword: 'fresh5678',
      }),
    );
    expect(changed.error).toBeUndefined();
    expect(log.find((l) => l.path === '/wps/member/password')!.body).not.toContain('fresh5678');
    const again = await store.dispatch(
      sessionFormsApi.endpoints.sessionLogin.initiate({ username: 'player2', password: 'fresh5678' }),
    );
    expect(again.error).toBeUndefined();
  });
});

describe('encryption required', () => {
  it('is refused without the adapter and accepted with it', async () => {
    const settings = ctx.t.app.platform.settings;
    settings.requireEncryption = true;
    try {
      const plain = clientFor(ctx.baseUrl);
      const refused = await plain.client.request('session.login', {
        username: 'player1',
        password: PASSWORD,
      });
      expect(!refused.ok && refused.error).toMatchObject({ kind: 'server', code: 'ENCRYPTION_REQUIRED' });
      const { client } = createApiStore({
        baseUrl: ctx.baseUrl,
        merchant: GOLD,
        language: 'EN',
        tokenStorage: memoryTokenStorage(),
        cacheStorage: null,
        encryption: 'platform',
      });
      expect((await client.request('session.login', { username: 'player1', password: PASSWORD })).ok).toBe(
        true,
      );
    } finally {
      settings.requireEncryption = false;
    }
  });
});

describe('RTK store against the platform', () => {
  async function storeFor(username: string) {
    const { client } = await loggedIn(username);
    const log: FetchLog = [];
    const made = createApiStore({
      baseUrl: ctx.baseUrl,
      merchant: GOLD,
      language: 'EN',
      tokenStorage: memoryTokenStorage(client.tokenStorage.get()),
      cacheStorage: memoryStorage(),
      fetch: recordingFetch(log),
    });
    return { ...made, log };
  }

  it('adds a favourite optimistically and keeps it once the platform agrees', async () => {
    const { store, log } = await storeFor('player1');
    const ids = store.dispatch(gamesApi.endpoints.gamesFavouriteIds.initiate());
    await ids;
    const select = () => gamesApi.endpoints.gamesFavouriteIds.select()(store.getState()).data ?? [];
    const games = await store.dispatch(
      gamesApi.endpoints.gamesList.initiate({ gameType: 'RNG', pageSize: 10 }),
    );
    const candidate = games.data!.list.find((g) => !select().includes(g.nodeId))!;
    const adding = store.dispatch(
      gamesApi.endpoints.gamesAddFavourite.initiate({
        nodeId: candidate.nodeId,
        vendor: candidate.vassalage,
        gameType: candidate.gameType,
      }),
    );
    expect(select()).toContain(candidate.nodeId);
    expect((await adding).error).toBeUndefined();
    await vi.waitFor(() =>
      expect(
        log.filter(
          (l) => l.path.includes('MCSFE_getFavoriteGames?') || l.path.endsWith('MCSFE_getFavoriteGames'),
        ),
      ).toHaveLength(2),
    );
    await vi.waitFor(() =>
      expect(gamesApi.endpoints.gamesFavouriteIds.select()(store.getState()).status).toBe('fulfilled'),
    );
    expect(select()).toContain(candidate.nodeId);
    ids.unsubscribe();
  });

  it('rolls a favourite back when the platform refuses it', async () => {
    const { store } = await storeFor('player1');
    const ids = store.dispatch(gamesApi.endpoints.gamesFavouriteIds.initiate());
    const before = (await ids).data;
    const adding = store.dispatch(gamesApi.endpoints.gamesAddFavourite.initiate({ nodeId: '999999999' }));
    expect(gamesApi.endpoints.gamesFavouriteIds.select()(store.getState()).data).toContain('999999999');
    const result = await adding;
    expect(result.error).toMatchObject({ kind: 'server', code: 'NOT_FOUND' });
    expect(gamesApi.endpoints.gamesFavouriteIds.select()(store.getState()).data).toEqual(before);
    ids.unsubscribe();
  });

  it('refreshes the balance after a transfer', async () => {
    const { store, log } = await storeFor('demo');
    const sub = store.dispatch(walletApi.endpoints.walletBalance.initiate({}));
    const before = (await sub).data!;
    // From the richest wallet to another one.
    const [from, vendor] = [...before.balance].sort((a, b) => b.availBalance - a.availBalance);
    expect(from!.availBalance).toBeGreaterThan(1);
    const moved = await store.dispatch(
      walletApi.endpoints.walletTransfer.initiate({
        fromAccountTypeId: from!.accountTypeId,
        toAccountTypeId: vendor!.accountTypeId,
        amount: 1,
      }),
    );
    expect(moved.error).toBeUndefined();
    await vi.waitFor(() =>
      expect(log.filter((l) => l.path.startsWith('/wps/v2/wallets/balance'))).toHaveLength(2),
    );
    await vi.waitFor(() => {
      const after = walletApi.endpoints.walletBalance.select({})(store.getState()).data!;
      expect(after.balance.find((b) => b.accountTypeId === vendor!.accountTypeId)!.availBalance).toBeCloseTo(
        vendor!.availBalance + 1,
        2,
      );
    });
    sub.unsubscribe();
  });
});

describe('tenant path override', () => {
  it("reaches the platform's call at the tenant's path", async () => {
    const { client, log } = clientFor(ctx.baseUrl, { pathOverrides: OVERRIDES });
    const status = await client.request('site.permission');
    expect(log[0]!.path).toBe('/wps/v2/system/status');
    expect(status.ok).toBe(true);
    expect(status.ok && status.value.maintenance).toBe(false);
  });
});
