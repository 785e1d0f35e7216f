/**
 * Human verification (module GEETEST3, on for NEONPLAY in its platform.json, off by default): the challenge call, and
 * the check that login (member and agent), registration and forgot password make first: the happy path, bad input,
 * forged, replayed and expired solutions are refused with HUMAN_CHECK_FAILED and words, never a 500.
 */
import { describe, expect, it } from 'vitest';
import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expectFail, GOLD, NEON, PASSWORD, usePlatform, type Envelope } from './helpers.ts';
import { solveHuman } from './human.ts';

const t = usePlatform();

async function challenge(merchant = NEON): Promise<Challenge> {
  const r = await t.call('session.humanChallenge', {}, { merchant });
  expect(r.status).toBe(200);
  expect(r.body.success).toBe(true);
  return r.body.value as Challenge;
}

async function solved(merchant = NEON): Promise<string> {
  return solveHuman(await challenge(merchant));
}

const decode = (payload: string) =>
  JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
    challenge: Challenge;
    solution: { counter: number; derivedKey: string };
  };
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

const login = (humanVerification?: string, extra: Record<string, unknown> = {}) =>
  t.call(
    'session.login',
    { username: 'demo', password: PASSWORD, ...(humanVerification ? { humanVerification } : {}), ...extra },
    { merchant: NEON },
  );

function expectRefused(
  r: { status: number; body: Envelope },
  reason: string,
  words: RegExp = /human verification/i,
) {
  expectFail(r, 200, 'HUMAN_CHECK_FAILED', words);
  expect(r.body.value).toEqual({ reason });
}

describe('the challenge (GET /wps/captcha/geetest)', () => {
  it('answers a signed proof-of-work challenge for the tenant, valid 5 minutes', async () => {
    const c = await challenge();
    expect(c.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(c.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const now = t.clock.now().getTime() / 1000;
    expect(c.parameters.expiresAt).toBeGreaterThan(now + 290);
    expect(c.parameters.expiresAt).toBeLessThanOrEqual(now + 300);
    expect(c.parameters.data?.tenant).toBeTypeOf('string');
    // A new one each time.
    expect((await challenge()).parameters.nonce).not.toBe(c.parameters.nonce);
  });

  it('is refused where the tenant has it off (GOLDCASINO)', async () => {
    expectFail(await t.call('session.humanChallenge', {}, { merchant: GOLD }), 200, 'FUNCTION_NOT_AVAILABLE');
  });
});

describe('login with human verification on (NEONPLAY)', () => {
  it('logs in with a solved challenge', async () => {
    const r = await login(await solved());
    expect(r.body.success).toBe(true);
    expect(r.body.value.token).toBeTruthy();
  });

  it('logs in when the payload comes encrypted, as the sites send the login', async () => {
    const r = await t.call(
      'session.login',
      { username: 'demo', password: PASSWORD, humanVerification: await solved() },
      { merchant: NEON, encrypt: true },
    );
    expect(r.body.success).toBe(true);
  });

  it('refuses a login without it, before the password is even looked at', async () => {
    expectRefused(await login(), 'missing', /Please complete the human verification/);
    // A wrong password without it is refused for the verification, not counted as a failed login.
    for (let i = 0; i < 4; i++) expectRefused(await login(undefined, { password: 'wrong-one' }), 'missing');
    const r = await login(await solved());
    expect(r.body.success).toBe(true);
  });

  it('refuses a replayed solution (single use)', async () => {
    const payload = await solved();
    expect((await login(payload)).body.success).toBe(true);
    expectRefused(await login(payload), 'used', /already been used/);
    // Also when the first use was refused for another reason after the check: it is spent.
    const other = await solved();
    expectFail(await login(other, { password: 'wrong-one' }), 200, 'PASSWORD_INCORRECT');
    expectRefused(await login(other), 'used');
  });

  it('refuses forged solutions: a wrong answer, a challenge signed by someone else, altered parameters', async () => {
    const payload = decode(await solved());
    // Another key than the one the work finds (the key is the proof; its signature is the platform's).
    const key = payload.solution.derivedKey;
    const otherKey = key.slice(0, -1) + (key.endsWith('0') ? '1' : '0');
    expectRefused(
      await login(encode({ ...payload, solution: { ...payload.solution, derivedKey: otherKey } })),
      'forged',
      /not valid/,
    );
    // A challenge the caller made and solved with a key of its own.
    const own = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 3,
      deriveKey,
      hmacSignatureSecret: 'not-the-platform',
      hmacKeySignatureSecret: 'not-the-platform-either',
      expiresAt: new Date(Date.now() + 60_000),
      data: payload.challenge.parameters.data ?? {},
    });
    expectRefused(await login(await solveHuman(own)), 'forged');
    // The platform's challenge with other parameters (a later expiry, another tenant): the signature no longer holds.
    for (const parameters of [
      { ...payload.challenge.parameters, expiresAt: (payload.challenge.parameters.expiresAt ?? 0) + 3600 },
      { ...payload.challenge.parameters, data: { tenant: 'another' } },
    ])
      expectRefused(
        await login(encode({ ...payload, challenge: { ...payload.challenge, parameters } })),
        'forged',
      );
    // An unsigned challenge.
    const { signature: _drop, ...unsigned } = payload.challenge;
    expectRefused(await login(encode({ ...payload, challenge: unsigned })), 'malformed');
    // The untouched payload still passes (nothing above spent it).
    expect((await login(encode(payload))).body.success).toBe(true);
  });

  it('refuses an expired solution by the platform clock', async () => {
    const payload = await solved();
    t.clock.advance(5 * 60_000 + 1000);
    try {
      expectRefused(await login(payload), 'expired', /expired/);
    } finally {
      t.clock.advance(-(5 * 60_000 + 1000));
    }
    // A challenge taken and solved now passes again.
    expect((await login(await solved())).body.success).toBe(true);
  });

  it('refuses bad input in words (not base64 JSON, wrong shape, too long), never a 500', async () => {
    for (const bad of [
      'not base64 at all!',
      encode('a string'),
      encode({ challenge: 1, solution: 2 }),
      encode({}),
    ]) {
      const r = await login(bad);
      expect(r.status).toBeLessThan(500);
      expectRefused(r, 'malformed', /not valid/);
    }
    const tooLong = await login('A'.repeat(5000));
    expectFail(tooLong, 400, 'INVALID_PARAMETERS', /humanVerification/);
  });

  it('guards the agent login too', async () => {
    expectRefused(await login(undefined, { username: 'agent', portal: 'agent' }), 'missing');
    const r = await login(await solved(), { username: 'agent', portal: 'agent' });
    expect(r.body.success).toBe(true);
  });

  it('leaves tenants with it off as they were (GOLDCASINO logs in without it)', async () => {
    const r = await t.call('session.login', { username: 'demo', password: PASSWORD }, { merchant: GOLD });
    expect(r.body.success).toBe(true);
  });
});

describe('registration and forgot password with human verification on (NEONPLAY)', () => {
  it('refuses a registration without it, and takes one with it on to its own checks', async () => {
    const user = {
      username: 'humanreg1',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      acceptTerms: true,
    };
    expectRefused(await t.call('session.register', user, { merchant: NEON, deviceId: 'hv' }), 'missing');
    // With a solution the human check passes; the form's own rules answer next (this tenant wants a captcha).
    const r = await t.call(
      'session.register',
      { ...user, humanVerification: await solved() },
      { merchant: NEON, deviceId: 'hv' },
    );
    expect(r.body.errorCode).not.toBe('HUMAN_CHECK_FAILED');
    expect(r.status).toBeLessThan(500);
  });

  it('refuses the forgot-password code without it, and sends it with it', async () => {
    expectRefused(
      await t.call('session.forgotByPhoneSend', { mobileNum: '0812345678' }, { merchant: NEON }),
      'missing',
    );
    const r = await t.call(
      'session.forgotByPhoneSend',
      { mobileNum: '0812345678', humanVerification: await solved() },
      { merchant: NEON },
    );
    expect(r.body.success).toBe(true);
  });
});
