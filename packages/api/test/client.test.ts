import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADERS } from '../src/contract/headers.ts';
import { createApiClient, type ApiClientConfig } from '../src/client/index.ts';
import { memoryStorage, memoryTokenStorage } from '../src/client/tokenStorage.ts';
import {
  createWebCryptoDecryption,
  createWebCryptoEncryption,
  generateEncryptionKeyPair,
} from '../src/crypto/webcrypto.ts';
import { json, startRawServer, type Handler } from './rawServer.ts';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function setup(handler: Handler, overrides: Partial<ApiClientConfig> = {}) {
  const server = await startRawServer(handler);
  close = server.close;
  const tokenStorage = overrides.tokenStorage ?? memoryTokenStorage('tok-123');
  const client = createApiClient({
    baseUrl: server.url,
    merchant: 'demo',
    language: 'TY',
    tokenStorage,
    cacheStorage: memoryStorage(),
    ...overrides,
  });
  return { server, client, tokenStorage };
}

const okMember = { id: 7, account: 'alice', nickname: null, type: 0 };

describe('base query wire format', () => {
  it('sends Merchant, raw Authorization, Language, Device and ModuleId once each, and GET data as the query', async () => {
    const { server, client } = await setup((_req, res) =>
      json(res, 200, { success: true, value: { list: [] } }),
    );
    const result = await client.request('games.list', { gameType: 'RNG', pageNo: 2, pageSize: 10 });
    expect(result.ok).toBe(true);
    const seen = server.seen[0]!;
    expect(seen.method).toBe('GET');
    expect(seen.url).toBe('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2&pageSize=10');
    expect(seen.headers['merchant']).toBe('demo');
    expect(seen.headers['authorization']).toBe('tok-123');
    expect(seen.headers['language']).toBe('TY');
    expect(seen.headers['device']).toBe('web');
    expect(seen.headers['moduleid']).toBe('GAMELO3');
  });

  it("applies the contract's request defaults: a launch always says launchMode GLS and a real account", async () => {
    const { server, client } = await setup((_req, res) => json(res, 200, { value: { url: 'https://g/x' } }));
    await client.request('games.launch', { nodeId: 7, vassalage: 'TCG', gameType: 'RNG', language: 'TY' });
    expect(server.seen[0]!.url).toBe(
      '/wps/game/launchGame?nodeId=7&vassalage=TCG&gameType=RNG&launchMode=GLS&accountType=1&language=TY',
    );
  });

  it('does not send the token to calls that do not carry it', async () => {
    const { server, client } = await setup((_req, res) => json(res, 200, { value: { data: { lanes: [] } } }));
    await client.request('games.vendors', { merchantCode: 'demo' });
    expect(server.seen[0]!.headers['authorization']).toBeUndefined();
  });

  it('sends form-encoded bodies for form calls', async () => {
    const { server, client } = await setup((_req, res) => json(res, 200, { success: true }));
    const result = await client.request('session.forgotByEmail', { username: 'alice', email: 'a@x.io' });
    expect(result.ok).toBe(true);
    expect(server.seen[0]!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(server.seen[0]!.body).toBe('username=alice&email=a%40x.io');
  });

  it('uses a tenant path override', async () => {
    const { server, client } = await setup((_req, res) => json(res, 200, { success: true, value: ['1'] }), {
      pathOverrides: { 'games.favouriteIds': '/wps/relay/MCS2_getFavoriteGames' },
    });
    await client.request('games.favouriteIds', {});
    expect(server.seen[0]!.url).toBe('/wps/relay/MCS2_getFavoriteGames');
  });
});

describe('envelope and errors', () => {
  it('treats a missing success on a 2xx as true and returns the parsed value', async () => {
    const { client } = await setup((_req, res) => json(res, 200, { value: okMember }));
    const result = await client.request('member.info');
    expect(result).toEqual({ ok: true, value: { ...okMember, id: '7' } });
  });

  it('turns success:false into a server error carrying the code and message', async () => {
    const { client } = await setup((_req, res) =>
      json(res, 200, { success: false, errorCode: 'INVALID_CAPTCHA', message: 'Captcha is wrong' }),
    );
    const result = await client.request('session.login', { username: 'a', password: 'b' });
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({
        kind: 'server',
        code: 'INVALID_CAPTCHA',
        message: 'Captcha is wrong',
        call: 'session.login',
        status: 200,
      }),
    });
  });

  it("hands over the value of a refusal as details (a failed login's captcha flag)", async () => {
    const { client } = await setup((_req, res) =>
      json(res, 200, {
        success: false,
        errorCode: 'PASSWORD_INCORRECT',
        message: 'Incorrect username or password',
        value: { captchaRequired: true },
      }),
    );
    const result = await client.request('session.login', { username: 'a', password: 'b' });
    expect(!result.ok && result.error).toMatchObject({
      code: 'PASSWORD_INCORRECT',
      details: { captchaRequired: true },
    });
  });

  it('treats a missing success on an HTTP error as false', async () => {
    const { client } = await setup((_req, res) => json(res, 400, { message: 'function.not.available' }));
    const result = await client.request('site.permission');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({
      kind: 'server',
      status: 400,
      message: 'function.not.available',
    });
  });

  it('names the call and the field of an answer that breaks the schema, and hands over no data', async () => {
    const { client } = await setup((_req, res) =>
      json(res, 200, { success: true, value: { list: [{ nodeId: 1, gameType: 'RNG' }] } }),
    );
    const result = await client.request('games.list', { gameType: 'RNG' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('schema');
    expect(result.error.message).toContain('games.list');
    expect(result.error.message).toContain('value.list.0.vassalage');
    expect(result.error).not.toHaveProperty('value');
  });

  it('keeps schema messages generic outside development', async () => {
    const { client } = await setup((_req, res) => json(res, 200, { success: true, value: {} }), {
      development: false,
    });
    const result = await client.request('wallet.merchantWallet', {});
    expect(!result.ok && result.error.message).toBe('Unexpected answer from the server');
    expect(!result.ok && result.error.issues?.[0]?.path).toBe('value.isSingle');
  });

  it('refuses an invalid request before sending it', async () => {
    const { server, client } = await setup((_req, res) => json(res, 200, { success: true }));
    const result = await client.request('wallet.transfer', {
      fromAccountTypeId: 0,
      toAccountTypeId: 5,
      amount: -1,
    });
    expect(!result.ok && result.error).toMatchObject({ kind: 'schema' });
    expect(!result.ok && result.error.message).toContain('request.amount');
    expect(server.seen).toHaveLength(0);
  });
});

describe('network failure and timeout', () => {
  it('maps a refused connection to the network error', async () => {
    const { client, server } = await setup((_req, res) => json(res, 200, {}));
    await server.close();
    const result = await client.request('site.permission');
    expect(!result.ok && result.error).toMatchObject({
      kind: 'network',
      messageKey: 'errors:network',
      call: 'site.permission',
    });
  });

  it('maps a dropped connection to the network error', async () => {
    const { client } = await setup((_req, res) => res.socket?.destroy());
    const result = await client.request('site.permission');
    expect(!result.ok && result.error).toMatchObject({ kind: 'network', messageKey: 'errors:network' });
  });

  it('gives up after the timeout with the network words', async () => {
    const { client } = await setup((_req, res) => json(res, 200, { value: {} }, 2_000), { timeoutMs: 150 });
    const started = Date.now();
    const result = await client.request('site.permission');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(!result.ok && result.error).toMatchObject({ kind: 'timeout', messageKey: 'errors:network' });
  });

  it('waits 20 s by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const fetch = vi.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      );
      const client = createApiClient({
        baseUrl: 'http://x',
        merchant: 'm',
        language: 'EN',
        tokenStorage: memoryTokenStorage(),
        cacheStorage: null,
        fetch,
      });
      const pending = client.request('site.permission');
      await vi.advanceTimersByTimeAsync(19_999);
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(2);
      expect(await pending).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('session end', () => {
  it('ends the session once on HTTP 401: token cleared, callback called once for concurrent calls', async () => {
    const onSessionEnded = vi.fn();
    const { client, tokenStorage } = await setup((_req, res) => json(res, 401, {}), { onSessionEnded });
    const [a, b] = await Promise.all([client.request('member.info'), client.request('wallet.balance', {})]);
    expect(!a.ok && a.error).toMatchObject({
      kind: 'session',
      code: 'CUSTOMER_NOT_LOGIN',
      messageKey: 'errors:notLoggedIn',
    });
    expect(!b.ok && b.error.kind).toBe('session');
    expect(tokenStorage.get()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('clears the session cache when the session ends', async () => {
    const storage = memoryStorage();
    let expired = false;
    const { client } = await setup(
      (req, res) =>
        expired
          ? json(res, 401, {})
          : json(res, 200, { value: req.url.includes('merchantWallet') ? { isSingle: 0 } : okMember }),
      { cacheStorage: storage },
    );
    await client.request('wallet.merchantWallet', {});
    expect(storage.length).toBe(1);
    expired = true;
    await client.request('member.info');
    expect(storage.length).toBe(0);
  });

  it.each([
    [500, { success: false, errorCode: 'CUSTOMER_NOT_LOGIN' }],
    [200, { success: false, errorCode: 'user.or.token.invalid' }],
    [200, { success: false, errorCode: 'login.not.session' }],
    [200, { success: false, message: 'customer not login or login timeout' }],
  ])('ends the session on HTTP %i %j', async (status, body) => {
    const onSessionEnded = vi.fn();
    const { client, tokenStorage } = await setup((_req, res) => json(res, status, body), { onSessionEnded });
    const result = await client.request('member.info');
    expect(!result.ok && result.error.kind).toBe('session');
    expect(tokenStorage.get()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });

  it('answers a token call without a token as not logged in, without a request', async () => {
    const { client, server } = await setup((_req, res) => json(res, 200, {}), {
      tokenStorage: memoryTokenStorage(null),
    });
    const result = await client.request('member.info');
    expect(!result.ok && result.error).toMatchObject({ kind: 'session', messageKey: 'errors:notLoggedIn' });
    expect(server.seen).toHaveLength(0);
  });
});

describe('de-duplication, session cache and keep-alive', () => {
  it('shares one request between identical GETs in flight, not between different ones', async () => {
    const { client, server } = await setup((_req, res) => json(res, 200, { value: okMember }, 50));
    const [a, b] = await Promise.all([client.request('member.info'), client.request('member.info')]);
    expect(a).toEqual(b);
    expect(server.seen).toHaveLength(1);
    await Promise.all(
      [
        client.request('games.list', { gameType: 'RNG' }),
        client.request('games.list', { gameType: 'LIVE' }),
      ].map((p) => p.catch(() => undefined)),
    );
    expect(server.seen).toHaveLength(3);
    await client.request('member.info');
    expect(server.seen).toHaveLength(4);
  });

  it('does not de-duplicate writes', async () => {
    const { client, server } = await setup((_req, res) => json(res, 200, { success: true }, 30));
    await Promise.all([
      client.request('games.addFavourite', { nodeId: '1' }),
      client.request('games.addFavourite', { nodeId: '1' }),
    ]);
    expect(server.seen).toHaveLength(2);
  });

  it('keeps session-cached answers in storage per merchant and language', async () => {
    const storage = memoryStorage();
    let hits = 0;
    const { client, server } = await setup(
      (_req, res) => json(res, 200, { value: { isSingle: (hits++, 1) } }),
      { cacheStorage: storage },
    );
    expect(await client.request('wallet.merchantWallet', { merchantCode: 'demo' })).toEqual({
      ok: true,
      value: { isSingle: 1 },
    });
    expect(await client.request('wallet.merchantWallet', { merchantCode: 'demo' })).toEqual({
      ok: true,
      value: { isSingle: 1 },
    });
    expect(server.seen).toHaveLength(1);
    expect(storage.length).toBe(1);
    // A second client on the same storage (a reload in the same tab) reads it too.
    const again = createApiClient({
      baseUrl: server.url,
      merchant: 'demo',
      language: 'TY',
      tokenStorage: memoryTokenStorage(),
      cacheStorage: storage,
    });
    await again.request('wallet.merchantWallet', { merchantCode: 'demo' });
    expect(server.seen).toHaveLength(1);
    // Not cached: a call without the flag.
    await client.request('member.info').catch(() => undefined);
    await client.request('member.info').catch(() => undefined);
    expect(server.seen).toHaveLength(3);
    client.clearSessionCache();
    expect(storage.length).toBe(0);
    expect(hits).toBe(3);
  });

  it('touches the session at most once per 8 s, only when logged in', async () => {
    let t = 1_000_000;
    const { client, server, tokenStorage } = await setup((_req, res) => json(res, 200, { success: true }), {
      now: () => t,
    });
    await client.activity();
    expect(client.activity()).toBeUndefined();
    t += 7_999;
    expect(client.activity()).toBeUndefined();
    t += 1;
    await client.activity();
    expect(server.seen.map((s) => s.url)).toEqual(['/wps/session/touch', '/wps/session/touch']);
    tokenStorage.clear();
    t += 60_000;
    expect(client.activity()).toBeUndefined();
  });
});

describe('encrypted calls', () => {
  it('sends the payload encrypted in { value } with the Encryption header', async () => {
    const pair = await generateEncryptionKeyPair();
    const decryption = createWebCryptoDecryption({ keyId: pair.keyId, privateKey: pair.privateKey });
    const { client, server } = await setup(
      (_req, res) => json(res, 200, { success: true, value: { token: 'new' } }),
      {
        encryption: createWebCryptoEncryption({ keyId: pair.keyId, publicKey: pair.publicKey }),
      },
    );
    const result = await client.request('session.login', { username: 'alice', password: 'pw-1' });
    expect(result).toEqual({ ok: true, value: { token: 'new' } });
    const seen = server.seen[0]!;
    expect(seen.body).not.toContain('alice');
    expect(seen.headers[HEADERS.encryption.toLowerCase()]).toBeTruthy();
    const payload = await decryption.decrypt(
      JSON.parse(seen.body),
      (n) => seen.headers[n.toLowerCase()] as string | undefined,
      { callName: 'session.login' },
    );
    expect(payload).toEqual({ type: 'username', username: 'alice', password: 'pw-1' });
  });
});
