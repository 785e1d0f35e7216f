/**
 * Issue 17: the platform under attack. Captcha single use and expiry, per-IP and per-account rate limits (low limits
 * set here; the defaults are generous), limits shared by two instances on one database, account lockout
 * (PASSWORD_LOCKED) and its end, security headers.
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEMO_GAME_CSP, demoGameCsp } from '../src/http/assets.ts';
import { DEFAULT_RATE_LIMITS, rateLimitSettings } from '../src/shared/rate-limits.ts';
import { expectFail, GOLD, PASSWORD, unique, usePlatform, type Caller } from './helpers.ts';

const FIVE_MINUTES = 5 * 60_000;

/** A site on another origin than the platform (absolute launch CDN), trusted through the platform's CORS origins. */
const SITE_ORIGIN = 'https://www.goldcasino.example';

const t = usePlatform({
  corsOrigins: [SITE_ORIGIN],
  rateLimits: {
    perIp: {
      login: { max: 5 },
      captcha: { max: 40 },
      sms: { max: 2 },
      register: { max: 2 },
      reset: { max: 3 },
    },
    perAccount: { login: { max: 14 }, reset: { max: 2 } },
  },
});

/** Calls from one client address (the platform trusts X-Forwarded-For outside production). */
const from = (ip: string, extra: Record<string, string> = {}) => ({
  headers: { 'x-forwarded-for': ip, ...extra },
});

function expectTooMany(r: Awaited<ReturnType<Caller['call']>>) {
  expectFail(
    r,
    429,
    'TOO_MANY_REQUESTS',
    /^Too many requests, please try again after (\d+ seconds?|\d+ minutes?)\.$/,
  );
  expect(r.res.headers['retry-after']).toMatch(/^\d+$/);
  expect(Number(r.res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('captcha', () => {
  const feedback = { content: 'A captcha used twice must fail the second time.', sender: 'visitor', type: 0 };
  it('is used once, even when the answer was right', async () => {
    const answer = await t.captcha('once');
    expect(
      (await t.call('site.feedback', { ...feedback, captcha: answer }, { deviceId: 'once' })).body.success,
    ).toBe(true);
    expectFail(
      await t.call('site.feedback', { ...feedback, captcha: answer }, { deviceId: 'once' }),
      400,
      'INVALID_CAPTCHA',
    );
  });
  it('a wrong answer uses it up too (a guess costs a new picture)', async () => {
    const answer = await t.captcha('guess');
    expectFail(
      await t.call('site.feedback', { ...feedback, captcha: 'ZZZZ' }, { deviceId: 'guess' }),
      400,
      'INVALID_CAPTCHA',
    );
    expectFail(
      await t.call('site.feedback', { ...feedback, captcha: answer }, { deviceId: 'guess' }),
      400,
      'INVALID_CAPTCHA',
    );
  });
  it('expires after 5 minutes', async () => {
    const answer = await t.captcha('late');
    t.clock.advance(FIVE_MINUTES + 1);
    expectFail(
      await t.call('site.feedback', { ...feedback, captcha: answer }, { deviceId: 'late' }),
      400,
      'INVALID_CAPTCHA',
    );
  });
});

describe('rate limits per IP', () => {
  it('login: past the limit an address gets 429 in the envelope with Retry-After; other addresses go on; the window ends', async () => {
    t.clock.advance(FIVE_MINUTES);
    for (let i = 0; i < 5; i++)
      expect(
        (await t.call('session.login', { username: 'demo', password: PASSWORD }, from('203.0.113.1'))).body
          .success,
      ).toBe(true);
    const refused = await t.call(
      'session.login',
      { username: 'demo', password: PASSWORD },
      from('203.0.113.1'),
    );
    expectTooMany(refused);
    expect(refused.body.message).toBe('Too many requests, please try again after 5 minutes.');
    expect(refused.body.value).toMatchObject({ retryAfterSeconds: 300 });
    expect(refused.res.headers['x-ratelimit-limit']).toBe('5');
    expect(refused.res.headers['content-type']).toContain('application/json');
    expect(
      (await t.call('session.login', { username: 'demo', password: PASSWORD }, from('203.0.113.2'))).body
        .success,
    ).toBe(true);
    t.clock.advance(FIVE_MINUTES);
    expect(
      (await t.call('session.login', { username: 'demo', password: PASSWORD }, from('203.0.113.1'))).body
        .success,
    ).toBe(true);
  });
  it('captcha: 40 pictures, then 429', async () => {
    for (let i = 0; i < 40; i++)
      expect((await t.call('session.captcha', {}, { ...from('203.0.113.3'), deviceId: 'many' })).status).toBe(
        200,
      );
    expectTooMany(await t.call('session.captcha', {}, { ...from('203.0.113.3'), deviceId: 'many' }));
  });
  it('SMS codes: the SMS calls share one counter per address', async () => {
    expect(
      (await t.call('session.smsLoginCode', { mobileNum: '0812345678' }, from('203.0.113.4'))).body.success,
    ).toBe(true);
    expect(
      (
        await t.call(
          'session.smsRegister',
          { mobileNo: `08${String(Date.now()).slice(-8)}` },
          from('203.0.113.4'),
        )
      ).body.success,
    ).toBe(true);
    expectTooMany(await t.call('session.smsLoginCode', { mobileNum: '0834567890' }, from('203.0.113.4')));
  });
  it('registration: 2 accounts, then 429', async () => {
    for (let i = 0; i < 2; i++) {
      const r = await t.call(
        'session.register',
        { username: unique('rl'), password: 'abc12345', confirmPassword: 'abc12345' },
        from('203.0.113.5'),
      );
      expect(r.body.success).toBe(true);
    }
    expectTooMany(
      await t.call(
        'session.register',
        { username: unique('rl'), password: 'abc12345', confirmPassword: 'abc12345' },
        from('203.0.113.5'),
      ),
    );
  });
  it('password reset: e-mail and phone recovery share one counter per address', async () => {
    await t.call(
      'session.forgotByEmail',
      { username: 'nobody', email: 'nobody@example.com' },
      from('203.0.113.6'),
    );
    await t.call(
      'session.forgotByEmail',
      { username: 'nobody2', email: 'nobody@example.com' },
      from('203.0.113.6'),
    );
    await t.call('session.forgotByPhoneSend', { mobileNum: '0899999999' }, from('203.0.113.6'));
    expectTooMany(
      await t.call(
        'session.forgotByPhoneSet',
        { mobileNum: '0899999999', verificationCode: '123456', newPassword: 'abc12345' },
        from('203.0.113.6'),
      ),
    );
  });
  it('calls without a limit are not counted', async () => {
    for (let i = 0; i < 10; i++)
      expect((await t.call('site.permission', {}, from('203.0.113.1'))).status).toBe(200);
  });
});

describe('rate limits per account', () => {
  it('logins of one username from many addresses are limited too', async () => {
    t.clock.advance(FIVE_MINUTES);
    // Wrong passwords would lock the name first (10): use the right one, 14 times from 14 addresses.
    for (let i = 0; i < 14; i++)
      expect(
        (
          await t.call(
            'session.login',
            { username: 'player3', password: PASSWORD },
            from(`198.51.100.${i + 1}`),
          )
        ).body.success,
      ).toBe(true);
    expectTooMany(
      await t.call('session.login', { username: 'PLAYER3', password: PASSWORD }, from('198.51.100.99')),
    );
    // Another account is not affected.
    expect(
      (await t.call('session.login', { username: 'player2', password: PASSWORD }, from('198.51.100.99'))).body
        .success,
    ).toBe(true);
  });
  it('password resets of one account from many addresses are limited', async () => {
    t.clock.advance(FIVE_MINUTES);
    for (let i = 0; i < 2; i++)
      await t.call('session.forgotByPhoneSend', { mobileNum: '0823456789' }, from(`192.0.2.${i + 1}`));
    expectTooMany(await t.call('session.forgotByPhoneSend', { mobileNum: '0823456789' }, from('192.0.2.50')));
  });
});

describe('lockout after failed logins (PASSWORD_LOCKED)', () => {
  /** Fails `n` logins of a name from fresh addresses, with a captcha once it is required. */
  async function fail(username: string, n: number, device: string) {
    const answers = [];
    for (let i = 0; i < n; i++) {
      const captcha = await t.captcha(device);
      answers.push(
        await t.call(
          'session.login',
          { username, password: 'wrong-pass1', captcha },
          { deviceId: device, ...from(`10.9.${i}.1`) },
        ),
      );
    }
    return answers;
  }

  it('the 10th failure locks the name: even the right password (and captcha) is refused until 15 minutes have passed', async () => {
    t.clock.advance(FIVE_MINUTES);
    const answers = await fail('demo', 10, 'lock-1');
    expect(answers.slice(0, 9).map((r) => r.body.errorCode)).toEqual(Array(9).fill('PASSWORD_INCORRECT'));
    expectFail(answers[9]!, 200, 'PASSWORD_LOCKED', 'locked for 15 minutes');
    expect(answers[9]!.body.value).toMatchObject({ captchaRequired: true, retryAfterSeconds: 900 });
    const captcha = await t.captcha('lock-1');
    expectFail(
      await t.call(
        'session.login',
        { username: 'demo', password: PASSWORD, captcha },
        { deviceId: 'lock-1' },
      ),
      200,
      'PASSWORD_LOCKED',
      'Try again later or reset the password',
    );
    t.clock.advance(10 * 60_000);
    expectFail(
      await t.call('session.login', { username: 'Demo', password: PASSWORD }, { deviceId: 'lock-1' }),
      200,
      'PASSWORD_LOCKED',
      'locked for 5 minutes',
    );
    t.clock.advance(5 * 60_000);
    // Unlocked; the captcha is still asked for.
    expectFail(
      await t.call('session.login', { username: 'demo', password: PASSWORD }, { deviceId: 'lock-1' }),
      200,
      'INVALID_CAPTCHA',
    );
    const ok = await t.call(
      'session.login',
      { username: 'demo', password: PASSWORD, captcha: await t.captcha('lock-1') },
      { deviceId: 'lock-1' },
    );
    expect(ok.body.success).toBe(true);
  });
  it('an unknown name locks the same way (the answers do not tell which names exist)', async () => {
    t.clock.advance(FIVE_MINUTES);
    const answers = await fail('no-such-player', 10, 'lock-2');
    expectFail(answers[9]!, 200, 'PASSWORD_LOCKED');
  });
  it('a password reset ends the lock at once', async () => {
    t.clock.advance(FIVE_MINUTES);
    await fail('player1', 10, 'lock-3');
    expectFail(
      await t.call('session.login', { username: 'player1', password: PASSWORD }),
      200,
      'PASSWORD_LOCKED',
    );
    expect((await t.call('session.forgotByPhoneSend', { mobileNum: '0834567890' })).body.success).toBe(true);
    const sms = await t.call('dev.outbox', { channel: 'sms', to: '+66 0834567890' });
    const code = sms.body.value.list[0]!.code!;
    const reset = await t.call('session.forgotByPhoneSet', {
      mobileNum: '0834567890',
      verificationCode: code,
      newPassword: 'newpass123',
    });
    expect(reset.body.success).toBe(true);
    const ok = await t.call('session.login', { username: 'player1', password: 'newpass123' });
    expect(ok.body.success).toBe(true);
    expect(ok.body.value.firstTimeLogin).toBe(false);
  });
});

describe('two instances on one database', () => {
  it('count the same requests (the limits hold behind a load balancer)', async () => {
    const options = {
      printOutbox: false,
      clock: t.clock,
      rateLimits: { perIp: { login: { max: 3 } } },
    } as const;
    const a = await buildApp({ ...options, db: t.app.platform.handle });
    const b = await buildApp({ ...options, db: t.app.platform.handle });
    try {
      t.clock.advance(FIVE_MINUTES);
      const login = (app: typeof a) =>
        app.inject({
          method: 'POST',
          url: '/wps/session/login',
          headers: { merchant: GOLD, 'x-forwarded-for': '100.64.0.7' },
          payload: { type: 'username', username: 'agent', password: PASSWORD },
        });
      expect((await login(a)).statusCode).toBe(200);
      expect((await login(b)).statusCode).toBe(200);
      expect((await login(a)).statusCode).toBe(200);
      const refused = await login(b);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('rate limit settings', () => {
  it('defaults are generous, every window 5 minutes; options and WL_RATE_LIMITS override them; "off" turns them off', () => {
    expect(rateLimitSettings(undefined, undefined)).toEqual(DEFAULT_RATE_LIMITS);
    expect(
      Object.values(DEFAULT_RATE_LIMITS.perIp).every((l) => l.windowMs === FIVE_MINUTES && l.max >= 30),
    ).toBe(true);
    expect(rateLimitSettings(undefined, '{"perIp":{"login":{"max":100}}}')?.perIp.login).toEqual({
      max: 100,
      windowMs: FIVE_MINUTES,
    });
    expect(
      rateLimitSettings({ perAccount: { reset: { windowMs: 60_000 } } }, undefined)?.perAccount.reset,
    ).toEqual({ max: 10, windowMs: 60_000 });
    expect(rateLimitSettings(undefined, 'off')).toBeNull();
    expect(rateLimitSettings(false, undefined)).toBeNull();
    expect(() => rateLimitSettings(undefined, '{nope')).toThrow(/WL_RATE_LIMITS/);
    expect(() => rateLimitSettings({ perIp: { feedback: { max: 1 } } } as never, undefined)).toThrow(
      /unknown perIp group feedback/,
    );
  });
});

describe('security headers', () => {
  const common = (h: Record<string, unknown>) => {
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('no-referrer');
    expect(h['strict-transport-security']).toBe('max-age=31536000');
    expect(h['cross-origin-resource-policy']).toBe('cross-origin');
  };
  it('API answers (and errors): nothing runs, nothing frames them', async () => {
    for (const res of [
      (await t.call('site.permission', {})).res,
      (await t.call('session.login', { username: 'demo' })).res,
      await t.app.inject({ url: '/wps/no/such/call', headers: { merchant: GOLD } }),
      await t.app.inject({ url: '/health' }),
    ]) {
      common(res.headers);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
      );
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });
  it('the generated images carry the same strict policy', async () => {
    const res = await t.app.inject({ url: '/assets/vendors/MR.svg' });
    expect(res.statusCode).toBe(200);
    common(res.headers);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });
  it('the demo game page keeps its own policy: its script, same-origin calls, framed only by its own origin and the sites', async () => {
    for (const url of ['/demo-game/', '/platform-assets/demo-game/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      common(res.headers);
      const csp = String(res.headers['content-security-policy']);
      for (const directive of DEMO_GAME_CSP.split('; ').filter((d) => !d.startsWith('frame-ancestors')))
        expect(csp).toContain(directive);
      expect(DEMO_GAME_CSP).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
  it("the demo game page may be framed by the site's own origin (the seamless game page) and nothing else", async () => {
    for (const url of ['/demo-game/?mode=fun', '/platform-assets/demo-game/?mode=fun']) {
      const res = await t.app.inject({ url });
      const ancestors = /frame-ancestors ([^;]*)/
        .exec(String(res.headers['content-security-policy']))?.[1]
        ?.split(' ');
      // 'self': a site that passes /platform-assets on to the platform (relative launch CDN) frames it on its own origin;
      // a site on another origin that the platform trusts (CORS origins; the dev sites outside production) as well.
      expect(ancestors).toEqual([
        "'self'",
        'http://localhost:5173',
        'http://127.0.0.1:5173',
        'http://localhost:5174',
        'http://127.0.0.1:5174',
        SITE_ORIGIN,
      ]);
      expect(ancestors).not.toContain('*');
    }
    // API answers stay unframeable.
    const api = (await t.call('site.permission', {})).res;
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(api.headers['x-frame-options']).toBe('DENY');
  });
  it('lists only plain origins as frame ancestors (nothing that could end the directive)', () => {
    expect(
      demoGameCsp([
        'https://ok.example:8443',
        "https://x.example; script-src 'unsafe-inline'",
        '*',
        'https://ok.example:8443',
      ]),
    ).toMatch(/frame-ancestors 'self' https:\/\/ok\.example:8443$/);
  });
  it('CORS still lets the dev sites read answers', async () => {
    const res = await t.app.inject({
      url: '/wps/captcha',
      headers: { merchant: GOLD, origin: 'http://127.0.0.1:5173' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
  });
});
