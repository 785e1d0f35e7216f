/**
 * Third-party login (session.thirdParty*): the platform as OpenID Connect relying party against its own sandbox
 * providers (oidc-provider, driven over HTTP here as the popup's browser would), and against a forging provider
 * written in this file (an id_token signed with a key it does not publish, a wrong nonce, a wrong audience).
 */
import { createServer, type Server } from 'node:http';
import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOLD, NEON, SPORTS, expectFail, unique, usePlatform } from './helpers.ts';
import { eq } from 'drizzle-orm';
import { customers } from '../src/db/schema.ts';
import { forgetProviderConfigs } from '../src/areas/session/third-party.ts';
import type { ThirdPartyProviderSettings } from '../src/areas/session/third-party-settings.ts';

const ctx = usePlatform();
const CALLBACK = 'http://127.0.0.1:4301/oauth-callback.html';

beforeAll(async () => {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

/** A tiny cookie jar: the popup's browser at the provider. */
function browser() {
  const jar = new Map<string, string>();
  const remember = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (name) jar.set(name.trim(), rest.join('='));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    async get(url: string) {
      const res = await fetch(url, { redirect: 'manual', headers: { cookie: cookie() } });
      remember(res);
      return res;
    },
    async post(url: string, form: Record<string, string>) {
      const res = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
      remember(res);
      return res;
    },
  };
}

/** Follows the provider's redirects until it sends the browser back to the site's callback page. */
async function signInAtProvider(authorizationUrl: string, form: Record<string, string>): Promise<URL> {
  const b = browser();
  let res = await b.get(authorizationUrl);
  expect(res.status).toBe(303);
  const interaction = new URL(res.headers.get('location')!, authorizationUrl).href;
  res = await b.get(interaction);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('<form method="post"');
  res = await b.post(interaction, form);
  let location = new URL(res.headers.get('location')!, interaction).href;
  for (let hops = 0; hops < 5 && !location.startsWith(CALLBACK); hops++) {
    res = await b.get(location);
    expect([302, 303]).toContain(res.status);
    location = new URL(res.headers.get('location')!, location).href;
  }
  expect(location.startsWith(CALLBACK)).toBe(true);
  return new URL(location);
}

async function startLogin(provider: string, deviceId: string, merchant = GOLD) {
  const r = await ctx.call(
    'session.thirdPartyStart',
    { provider, redirectUri: CALLBACK },
    { deviceId, merchant },
  );
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  return r.body.value;
}

function finishInput(callback: URL) {
  const q = callback.searchParams;
  return {
    state: q.get('state') ?? '',
    ...(q.get('code') ? { code: q.get('code') } : {}),
    ...(q.get('error') ? { error: q.get('error') } : {}),
    ...(q.get('iss') ? { iss: q.get('iss') } : {}),
  };
}

describe('session.thirdPartyProviders', () => {
  it('lists the enabled providers of a tenant with the toggle on, none where it is off', async () => {
    const gold = await ctx.call('session.thirdPartyProviders', {});
    expect(gold.body.value.providers).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'line', name: 'LINE' },
    ]);
    const neon = await ctx.call('session.thirdPartyProviders', {}, { merchant: NEON });
    expect(neon.body.value.providers).toEqual([]);
  });

  it('needs the merchant', async () => {
    const r = await ctx.call('session.thirdPartyProviders', {}, { merchant: null });
    expect(r.body.success).toBe(false);
  });
});

describe('session.thirdPartyStart', () => {
  it('answers the authorisation URL with state, nonce and an S256 PKCE challenge', async () => {
    const v = await startLogin('google', 'start-a');
    const url = new URL(v.authorizationUrl);
    expect(url.pathname).toMatch(/\/sandbox-idp\/google\/auth$/);
    expect(url.searchParams.get('client_id')).toBe('wl-sandbox');
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('state')).toBe(v.state);
    expect(url.searchParams.get('nonce')).toMatch(/.{20,}/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(v.expiresInSeconds).toBe(600);
  });

  it('refuses an unknown provider, a foreign callback page and a tenant with the toggle off', async () => {
    expectFail(
      await ctx.call('session.thirdPartyStart', { provider: 'github', redirectUri: CALLBACK }),
      404,
      'THIRD_PARTY_UNKNOWN_PROVIDER',
    );
    for (const redirectUri of [
      'https://evil.example/oauth-callback.html',
      'http://127.0.0.1:4301/other.html',
      `${CALLBACK}?x=1`,
      'javascript:alert(1)',
    ]) {
      expectFail(
        await ctx.call('session.thirdPartyStart', { provider: 'google', redirectUri }),
        400,
        'INVALID_PARAMETERS',
        'redirectUri',
      );
    }
    const ok = await ctx.call('session.thirdPartyStart', {
      provider: 'google',
      redirectUri: 'https://www.goldcasino.example/oauth-callback.html',
    });
    expect(ok.body.success).toBe(true);
    expectFail(
      await ctx.call(
        'session.thirdPartyStart',
        { provider: 'google', redirectUri: CALLBACK },
        { merchant: NEON },
      ),
      200,
      'FUNCTION_NOT_AVAILABLE',
    );
    const bad = await ctx.call('session.thirdPartyStart', { provider: '', redirectUri: CALLBACK });
    expect(bad.status).toBe(400);
  });
});

describe('first and second login', () => {
  it('Google: asks for the username, creates the account, then logs the same account in', async () => {
    const email = `${unique('g')}@example.com`;
    const start = await startLogin('google', 'dev-g');
    const callback = await signInAtProvider(start.authorizationUrl, { email, decision: 'allow' });
    const first = await ctx.call('session.thirdPartyFinish', finishInput(callback), { deviceId: 'dev-g' });
    expect(first.body.success, JSON.stringify(first.body)).toBe(true);
    const details = first.body.value as {
      detailsRequired: true;
      registrationToken: string;
      missing: string[];
      given: Record<string, string>;
      provider: string;
    };
    expect(details.detailsRequired).toBe(true);
    expect(details.provider).toBe('Google');
    expect(details.missing).toEqual(['username']);
    expect(details.given.email).toBe(email.toLowerCase());
    expect(details.given.username).toMatch(/^[a-z0-9]{4,16}$/);

    // The username the rules refuse, then one they take.
    expectFail(
      await ctx.call(
        'session.thirdPartyRegister',
        { registrationToken: details.registrationToken, user: { username: 'x' } },
        { deviceId: 'dev-g' },
      ),
      400,
      'INVALID_PARAMETERS',
      'username',
    );
    const username = unique('gg');
    const made = await ctx.call(
      'session.thirdPartyRegister',
      { registrationToken: details.registrationToken, user: { username, email: details.given.email } },
      { deviceId: 'dev-g' },
    );
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    expect(made.body.value.userName).toBe(username);
    expect(made.body.value.firstTimeLogin).toBe(false);
    expect(made.body.value.passwordExpired).toBe(false);
    const info = await ctx.call('session.loginInfo', {}, { token: made.body.value.token });
    expect(info.body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
    const [row] = await ctx.app.platform.db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, Number(made.body.value.id)));
    expect(row?.email).toBe(email.toLowerCase());

    // The registration token is single use.
    expectFail(
      await ctx.call(
        'session.thirdPartyRegister',
        { registrationToken: details.registrationToken, user: { username: unique('gx') } },
        { deviceId: 'dev-g' },
      ),
      200,
      'INVALID_STATE',
    );

    // Second time: the same account, no questions, never the forced password change.
    const again = await startLogin('google', 'dev-g2');
    const callback2 = await signInAtProvider(again.authorizationUrl, { email, decision: 'allow' });
    const second = await ctx.call('session.thirdPartyFinish', finishInput(callback2), { deviceId: 'dev-g2' });
    expect(second.body.success, JSON.stringify(second.body)).toBe(true);
    expect(second.body.value).toMatchObject({
      userName: username,
      firstTimeLogin: false,
      passwordExpired: false,
    });
    expect((second.body.value as { id?: number }).id).toBe(made.body.value.id);
  });

  it('LINE (no e-mail): the same, by display name; the forced password change is never asked', async () => {
    const name = unique('Line ');
    const start = await startLogin('line', 'dev-l', SPORTS);
    const callback = await signInAtProvider(start.authorizationUrl, { name, decision: 'allow' });
    const first = await ctx.call('session.thirdPartyFinish', finishInput(callback), {
      deviceId: 'dev-l',
      merchant: SPORTS,
    });
    const details = first.body.value as {
      registrationToken: string;
      missing: string[];
      given: Record<string, string>;
    };
    // sportsline's registration rules still apply: its required nationality is asked too.
    expect(details.missing).toEqual(['username', 'nationality']);
    expect(details.given.email).toBeUndefined();
    const username = unique('ll');
    const made = await ctx.call(
      'session.thirdPartyRegister',
      { registrationToken: details.registrationToken, user: { username, nationality: 'Thai' } },
      { deviceId: 'dev-l', merchant: SPORTS },
    );
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    // Even with an expired password and the must-change flag, a third-party login is not asked to change it.
    const tenant = ctx.app.platform.tenants.byMerchantCode(SPORTS)!;
    await ctx.app.platform.db
      .update(customers)
      .set({ mustChangePassword: true, passwordChangedAt: new Date(0) })
      .where(eq(customers.id, Number(made.body.value.id)));
    expect(tenant.id).toBeTruthy();
    const again = await startLogin('line', 'dev-l2', SPORTS);
    const callback2 = await signInAtProvider(again.authorizationUrl, { name, decision: 'allow' });
    const second = await ctx.call('session.thirdPartyFinish', finishInput(callback2), {
      deviceId: 'dev-l2',
      merchant: SPORTS,
    });
    expect(second.body.value).toMatchObject({
      userName: username,
      firstTimeLogin: false,
      passwordExpired: false,
    });
    const info = await ctx.call(
      'session.loginInfo',
      {},
      { token: (second.body.value as { token: string }).token, merchant: SPORTS },
    );
    expect(info.body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
  });

  it('links the one account whose e-mail the provider vouches for', async () => {
    const email = `${unique('link')}@example.com`;
    const username = unique('lk');
    const reg = await ctx.call('session.register', {
      username,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      email,
      acceptTerms: true,
    });
    expect(reg.body.success, JSON.stringify(reg.body)).toBe(true);
    const start = await startLogin('google', 'dev-k');
    const callback = await signInAtProvider(start.authorizationUrl, { email, decision: 'allow' });
    const r = await ctx.call('session.thirdPartyFinish', finishInput(callback), { deviceId: 'dev-k' });
    expect(r.body.value).toMatchObject({ userName: username });
  });
});

describe('refusals', () => {
  it('a refused consent gets its own answer', async () => {
    const start = await startLogin('google', 'dev-r');
    const callback = await signInAtProvider(start.authorizationUrl, { decision: 'refuse' });
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expectFail(
      await ctx.call('session.thirdPartyFinish', finishInput(callback), { deviceId: 'dev-r' }),
      200,
      'THIRD_PARTY_CONSENT_REFUSED',
      'Google',
    );
  });

  it('replay: the same state and code twice, and an old code with a fresh state', async () => {
    const email = `${unique('rp')}@example.com`;
    const start = await startLogin('google', 'dev-p');
    const callback = await signInAtProvider(start.authorizationUrl, { email, decision: 'allow' });
    const input = finishInput(callback);
    const first = await ctx.call('session.thirdPartyFinish', input, { deviceId: 'dev-p' });
    expect(first.body.success).toBe(true);
    expectFail(
      await ctx.call('session.thirdPartyFinish', input, { deviceId: 'dev-p' }),
      200,
      'INVALID_STATE',
    );
    const fresh = await startLogin('google', 'dev-p');
    expectFail(
      await ctx.call('session.thirdPartyFinish', { ...input, state: fresh.state }, { deviceId: 'dev-p' }),
      200,
      'INVALID_STATE',
    );
  });

  it('forged or missing state and code, another browser', async () => {
    const email = `${unique('fs')}@example.com`;
    const start = await startLogin('google', 'dev-f');
    const callback = await signInAtProvider(start.authorizationUrl, { email, decision: 'allow' });
    const input = finishInput(callback);
    // Forged state.
    expectFail(
      await ctx.call(
        'session.thirdPartyFinish',
        { ...input, state: randomBytes(32).toString('base64url') },
        { deviceId: 'dev-f' },
      ),
      200,
      'INVALID_STATE',
    );
    // Another browser holding the stolen state and code.
    expectFail(
      await ctx.call('session.thirdPartyFinish', input, { deviceId: 'thief' }),
      200,
      'INVALID_STATE',
    );
    // Missing state: bad input.
    const { state: _s, ...noState } = input;
    expect((await ctx.call('session.thirdPartyFinish', noState, { deviceId: 'dev-f' })).status).toBe(400);
    // Forged code (the state is then used up).
    expectFail(
      await ctx.call('session.thirdPartyFinish', { ...input, code: 'forged-code' }, { deviceId: 'dev-f' }),
      200,
      'INVALID_STATE',
    );
    expectFail(
      await ctx.call('session.thirdPartyFinish', input, { deviceId: 'dev-f' }),
      200,
      'INVALID_STATE',
    );
    // Missing code, no error.
    const s2 = await startLogin('google', 'dev-f');
    expectFail(
      await ctx.call('session.thirdPartyFinish', { state: s2.state }, { deviceId: 'dev-f' }),
      200,
      'INVALID_STATE',
    );
  });

  it('register: a missing or forged registration token', async () => {
    expect((await ctx.call('session.thirdPartyRegister', { user: { username: unique('m') } })).status).toBe(
      400,
    );
    expectFail(
      await ctx.call('session.thirdPartyRegister', {
        registrationToken: 'forged',
        user: { username: unique('m') },
      }),
      200,
      'INVALID_STATE',
    );
  });

  it('a tenant whose rules need more asks for them (mobile and its SMS code)', async () => {
    const tenant = ctx.app.platform.tenants.byMerchantCode(NEON)!;
    tenant.config.features.thirdPartyLogin = true;
    tenant.config.thirdPartyLogin.providers = [
      { id: 'google', name: 'Google', sandbox: true, scopes: ['openid', 'email'] },
    ];
    try {
      const start = await startLogin('google', 'dev-n', NEON);
      const callback = await signInAtProvider(start.authorizationUrl, {
        email: `${unique('n')}@example.com`,
        decision: 'allow',
      });
      const r = await ctx.call('session.thirdPartyFinish', finishInput(callback), {
        deviceId: 'dev-n',
        merchant: NEON,
      });
      expect((r.body.value as { missing: string[] }).missing).toEqual([
        'username',
        'mobileNum',
        'verificationCode',
      ]);
    } finally {
      tenant.config.features.thirdPartyLogin = false;
      tenant.config.thirdPartyLogin.providers = [];
    }
  });
});

/** A provider that forges: its token endpoint signs id_tokens as the test says. */
describe('forged id_token', () => {
  let server: Server;
  let issuer = '';
  const published = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let mode: 'foreignKey' | 'wrongNonce' | 'wrongAudience' | 'honest' = 'honest';
  let lastNonce = '';

  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  function jwt(payload: Record<string, unknown>, key: KeyObject) {
    const head = `${b64({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${b64(payload)}`;
    return `${head}.${sign('sha256', Buffer.from(head), key).toString('base64url')}`;
  }

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', issuer);
      const json = (v: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(v));
      };
      if (url.pathname === '/.well-known/openid-configuration') {
        return json({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
        });
      }
      if (url.pathname === '/jwks')
        return json({
          keys: [{ ...published.publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' }],
        });
      if (url.pathname === '/token') {
        const now = Math.floor(Date.now() / 1000);
        const claims = {
          iss: issuer,
          sub: 'victim',
          aud: mode === 'wrongAudience' ? 'someone-else' : 'forge-client',
          iat: now,
          exp: now + 300,
          nonce: mode === 'wrongNonce' ? 'not-the-nonce' : lastNonce,
          email: 'victim@example.com',
          email_verified: true,
        };
        return json({
          access_token: 'at',
          token_type: 'Bearer',
          expires_in: 300,
          id_token: jwt(claims, mode === 'foreignKey' ? stranger.privateKey : published.privateKey),
        });
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const tenant = ctx.app.platform.tenants.byMerchantCode(GOLD)!;
    const forge: ThirdPartyProviderSettings = {
      id: 'forge',
      name: 'Forge',
      sandbox: false,
      issuer,
      clientId: 'forge-client',
      scopes: ['openid', 'email'],
    };
    tenant.config.thirdPartyLogin.providers = [...tenant.config.thirdPartyLogin.providers, forge];
  });
  afterAll(async () => {
    const tenant = ctx.app.platform.tenants.byMerchantCode(GOLD)!;
    tenant.config.thirdPartyLogin.providers = tenant.config.thirdPartyLogin.providers.filter(
      (x) => x.id !== 'forge',
    );
    forgetProviderConfigs();
    await new Promise((r) => server.close(r));
  });

  async function attempt(m: typeof mode) {
    mode = m;
    const start = await startLogin('forge', 'dev-x');
    lastNonce = new URL(start.authorizationUrl).searchParams.get('nonce')!;
    return ctx.call('session.thirdPartyFinish', { state: start.state, code: 'c0de' }, { deviceId: 'dev-x' });
  }

  it('refuses an id_token signed with a key the provider does not publish', async () => {
    expectFail(await attempt('foreignKey'), 200, 'INVALID_STATE');
  });
  it('refuses an id_token with another nonce or for another client', async () => {
    expectFail(await attempt('wrongNonce'), 200, 'INVALID_STATE');
    expectFail(await attempt('wrongAudience'), 200, 'INVALID_STATE');
  });
  it('takes the honest one (the check above is not refusing everything)', async () => {
    const r = await attempt('honest');
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  });
});
