/**
 * Third-party phone verification at registration (areas/session/phone-verification.ts): the reference platform plays
 * the provider (send: a code to the outbox and a session id; verify: a signed single-use id token) and registration on a
 * tenant with the toggle on (neonplay) takes that token for the mobile number, and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { expectFail, GOLD, NEON, unique, usePlatform } from './helpers.ts';
import { solveHuman } from './human.ts';
import { sendPhoneCode } from '../src/areas/session/phone-verification.ts';

const t = usePlatform();
const DEVICE = 'phone-device';
const on = { merchant: NEON, deviceId: DEVICE };

let serial = 0;
/** A fresh national number of neonplay's pattern (10 digits), never one of the test numbers (08000001xx). */
function freshMobile(): string {
  serial += 1;
  return `09${String(Date.now() + serial).slice(-8)}`;
}

async function outboxCode(to: string): Promise<string> {
  const r = await t.call('dev.outbox', { channel: 'sms', to }, { merchant: NEON });
  const code = r.body.value.list[0]?.code;
  if (!code) throw new Error(`no SMS to ${to}`);
  return code;
}

/** Send and verify: the provider's id token for a number. */
async function verified(mobile: string): Promise<string> {
  const sent = await t.call('session.phoneVerificationSend', { mobileNum: mobile }, on);
  expect(sent.body.success).toBe(true);
  const code = await outboxCode(`+66 ${mobile}`);
  const r = await t.call(
    'session.phoneVerificationVerify',
    { sessionInfo: sent.body.value.sessionInfo, code },
    on,
  );
  expect(r.body.success).toBe(true);
  return r.body.value.idToken;
}

async function registration(mobile: string, extra: Record<string, unknown>) {
  const answer = await t.captcha(DEVICE, NEON);
  // neonplay has human verification on too (GEETEST3): its registration sends a solved challenge.
  const challenge = await t.call('session.humanChallenge', {}, { merchant: NEON });
  return t.call(
    'session.registerMobile',
    {
      mobileNum: mobile,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      captcha: answer,
      humanVerification: await solveHuman(challenge.body.value),
      ...extra,
    },
    on,
  );
}

describe('phone verification: send', () => {
  it('texts a code to the outbox and answers a session id and the 1-minute countdown', async () => {
    const mobile = freshMobile();
    const sent = await t.call('session.phoneVerificationSend', { mobileNum: mobile }, on);
    expect(sent.status).toBe(200);
    expect(sent.body.value.expiredMinutes).toBe(1);
    expect(sent.body.value.sessionInfo.split('.')).toHaveLength(2);
    expect(await outboxCode(`+66 ${mobile}`)).toMatch(/^\d{6}$/);
  });
  it('is refused where the tenant has it off', async () => {
    expectFail(
      await t.call('session.phoneVerificationSend', { mobileNum: '0812349876' }, { merchant: GOLD }),
      200,
      'FUNCTION_NOT_AVAILABLE',
    );
  });
  it('names a malformed, a missing or an already registered number', async () => {
    expectFail(
      await t.call('session.phoneVerificationSend', { mobileNum: '12ab' }, on),
      400,
      'INVALID_PARAMETERS',
      'mobileNum',
    );
    expectFail(await t.call('session.phoneVerificationSend', {}, on), 400, 'INVALID_PARAMETERS', 'mobileNum');
    const mobile = freshMobile();
    const token = await verified(mobile);
    expect((await registration(mobile, { firebaseIdToken: token })).body.success).toBe(true);
    expectFail(
      await t.call('session.phoneVerificationSend', { mobileNum: mobile }, on),
      400,
      'DUPLICATE',
      'mobileNum',
    );
  });
  it("plays the provider's refusals on the documented test numbers", async () => {
    for (const [mobile, code] of [
      ['0800000100', 'PHONE_VERIFICATION_FAILED'],
      ['0800000101', 'CAPTCHA_CHECK_FAILED'],
      ['0800000102', 'QUOTA_EXCEEDED'],
      ['0800000103', 'OPERATION_NOT_ALLOWED'],
    ] as const) {
      expectFail(await t.call('session.phoneVerificationSend', { mobileNum: mobile }, on), 200, code);
    }
    const r = await t.call('dev.outbox', { channel: 'sms', to: '+66 0800000101' }, { merchant: NEON });
    expect(r.body.value.list, 'a refused send texts nothing').toHaveLength(0);
  });
  it('a second send within a second is refused (the SMS throttle)', async () => {
    const mobile = freshMobile();
    expect((await t.call('session.phoneVerificationSend', { mobileNum: mobile }, on)).body.success).toBe(
      true,
    );
    expectFail(
      await t.call('session.phoneVerificationSend', { mobileNum: mobile }, on),
      429,
      'MAX_SEND_LIMIT',
    );
  });
});

const CALLBACK = 'http://127.0.0.1:4301/oauth-callback.html';
const STATE = 'state-1234567890';
let challengeSerial = 0;
/** A fresh number that asks for the provider's challenge (0800000200 to 0800000299). */
function challengeMobile(): string {
  challengeSerial += 1;
  return `08000002${String(challengeSerial).padStart(2, '0')}`;
}

/** Send refused with the challenge: its page's URL (relative here: the test platform does not listen). */
async function challengeUrl(mobile: string, opts = on): Promise<URL> {
  const r = await t.call('session.phoneVerificationSend', { mobileNum: mobile }, opts);
  expectFail(r, 200, 'PHONE_CHALLENGE_REQUIRED');
  const url = (r.body.value as unknown as { challengeUrl: string }).challengeUrl;
  return new URL(url, 'http://platform.test');
}

function challengePage(url: URL, params: Record<string, string> = { redirect_uri: CALLBACK, state: STATE }) {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
}

/** The page's form sent: where it sends the popup (the site's callback page with the state and code or error). */
async function submitChallenge(url: URL, decision: 'done' | 'cancel', fields: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      c: url.searchParams.get('c') ?? '',
      redirect_uri: CALLBACK,
      state: STATE,
      decision,
      ...fields,
    }).toString(),
  });
  return res;
}

/** The challenge passed: its token, as the callback page receives it. */
async function challengeToken(mobile: string, opts = on): Promise<string> {
  const res = await submitChallenge(await challengeUrl(mobile, opts), 'done');
  expect(res.statusCode).toBe(303);
  const back = new URL(String(res.headers.location));
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
  expect(back.searchParams.get('state')).toBe(STATE);
  return back.searchParams.get('code') ?? '';
}

describe("phone verification: the provider's challenge", () => {
  it('a number that asks for a challenge: its page, the token it hands back, then the code, and registration', async () => {
    const mobile = challengeMobile();
    const url = await challengeUrl(mobile);
    expect(url.pathname).toBe('/sandbox-phone/challenge');
    const none = await t.call('dev.outbox', { channel: 'sms', to: `+66 ${mobile}` }, { merchant: NEON });
    expect(none.body.value.list, 'the challenge texts nothing').toHaveLength(0);
    const page = await challengePage(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('I am not a robot');
    expect(page.body).toContain(`+66 ${mobile}`);
    const res = await submitChallenge(url, 'done');
    expect(res.statusCode).toBe(303);
    expect(res.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const back = new URL(String(res.headers.location));
    const token = back.searchParams.get('code') ?? '';
    expect(token.split('.')).toHaveLength(2);
    const sent = await t.call(
      'session.phoneVerificationSend',
      { mobileNum: mobile, challengeToken: token },
      on,
    );
    expect(sent.body.success).toBe(true);
    expect(sent.body.value.expiredMinutes).toBe(1);
    const code = await outboxCode(`+66 ${mobile}`);
    const verified = await t.call(
      'session.phoneVerificationVerify',
      { sessionInfo: sent.body.value.sessionInfo, code },
      on,
    );
    const r = await registration(mobile, { firebaseIdToken: verified.body.value.idToken });
    expect(r.body.success).toBe(true);
  });
  it('Cancel on the page sends the popup back with an error and no token', async () => {
    const res = await submitChallenge(await challengeUrl(challengeMobile()), 'cancel');
    expect(res.statusCode).toBe(303);
    const back = new URL(String(res.headers.location));
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(STATE);
    expect(back.searchParams.has('code')).toBe(false);
  });
  it('bad input: a token too long; the page without a state, with a callback not the site, a forged or expired link', async () => {
    const mobile = challengeMobile();
    expectFail(
      await t.call(
        'session.phoneVerificationSend',
        { mobileNum: mobile, challengeToken: 'x'.repeat(1025) },
        on,
      ),
      400,
      'INVALID_PARAMETERS',
      'challengeToken',
    );
    const url = await challengeUrl(mobile);
    expect((await challengePage(url, { redirect_uri: CALLBACK })).statusCode).toBe(400);
    expect((await challengePage(url, { redirect_uri: CALLBACK, state: 'a b' })).statusCode).toBe(400);
    for (const redirect of [
      'https://evil.example/oauth-callback.html',
      'http://127.0.0.1:4301/other.html',
      `${CALLBACK}?x=1`,
    ]) {
      expect((await challengePage(url, { redirect_uri: redirect, state: STATE })).statusCode).toBe(400);
      expect((await submitChallenge(url, 'done', { redirect_uri: redirect })).statusCode).toBe(400);
    }
    const [body] = (url.searchParams.get('c') ?? '').split('.');
    const forged = new URL(url);
    forged.searchParams.set('c', `${body}.AAAA`);
    expect((await challengePage(forged)).statusCode).toBe(400);
    expect((await submitChallenge(forged, 'done')).statusCode).toBe(400);
    t.clock.advance(11 * 60_000);
    expect((await challengePage(url)).statusCode).toBe(400);
    expect((await submitChallenge(url, 'done')).statusCode).toBe(400);
  });
  it('refuses a forged, an other-number, an other-device, an expired and a used challenge token', async () => {
    const mobile = challengeMobile();
    const token = await challengeToken(mobile);
    const [body, signature] = token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    const longer = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + 1e9 })).toString('base64url');
    for (const forged of [`${longer}.${signature}`, `${body}.AAAA`, 'a.b', 'x']) {
      expectFail(
        await t.call('session.phoneVerificationSend', { mobileNum: mobile, challengeToken: forged }, on),
        400,
        'PHONE_CHALLENGE_INVALID',
        'challengeToken',
      );
    }
    // Another number (one that asks for no challenge): a token sent is checked all the same.
    expectFail(
      await t.call('session.phoneVerificationSend', { mobileNum: freshMobile(), challengeToken: token }, on),
      400,
      'PHONE_CHALLENGE_INVALID',
      'another number',
    );
    expectFail(
      await t.call(
        'session.phoneVerificationSend',
        { mobileNum: mobile, challengeToken: token },
        { merchant: NEON, deviceId: 'another-device' },
      ),
      400,
      'PHONE_CHALLENGE_INVALID',
      'another device',
    );
    // The refusals did not use it up: it texts the code once, and a replay is refused.
    expect(
      (await t.call('session.phoneVerificationSend', { mobileNum: mobile, challengeToken: token }, on)).body
        .success,
    ).toBe(true);
    t.clock.advance(2_000);
    expectFail(
      await t.call('session.phoneVerificationSend', { mobileNum: mobile, challengeToken: token }, on),
      400,
      'PHONE_CHALLENGE_INVALID',
      'already been used',
    );
    const other = challengeMobile();
    const late = await challengeToken(other);
    t.clock.advance(3 * 60_000);
    expectFail(
      await t.call('session.phoneVerificationSend', { mobileNum: other, challengeToken: late }, on),
      400,
      'PHONE_CHALLENGE_INVALID',
      'expired',
    );
    // Without a token the number still asks for the challenge.
    await challengeUrl(other);
  });
  it('without the challenge page (production: no sandbox pages) the number is refused as a failed captcha check', async () => {
    const tenant = t.app.platform.tenants.byMerchantCode(NEON);
    if (!tenant) throw new Error('no neonplay');
    await expect(
      sendPhoneCode(t.app.platform, tenant, { mobileNum: challengeMobile() }, DEVICE, undefined),
    ).rejects.toMatchObject({ errorCode: 'CAPTCHA_CHECK_FAILED' });
  });
});

describe('phone verification: verify', () => {
  it('a wrong code is named, the right one gives a token once', async () => {
    const mobile = freshMobile();
    const sent = await t.call('session.phoneVerificationSend', { mobileNum: mobile }, on);
    const { sessionInfo } = sent.body.value;
    const code = await outboxCode(`+66 ${mobile}`);
    expectFail(
      await t.call(
        'session.phoneVerificationVerify',
        { sessionInfo, code: code === '000000' ? '111111' : '000000' },
        on,
      ),
      400,
      'INVALID_VERIFICATION_CODE',
      'code',
    );
    expectFail(
      await t.call('session.phoneVerificationVerify', { sessionInfo, code: 'abc' }, on),
      400,
      'INVALID_VERIFICATION_CODE',
    );
    const ok = await t.call('session.phoneVerificationVerify', { sessionInfo, code }, on);
    expect(ok.body.value.phoneNumber).toBe(`+66 ${mobile}`);
    expect(ok.body.value.expiresIn).toBeGreaterThan(0);
    // Replay: the session is used up.
    expectFail(
      await t.call('session.phoneVerificationVerify', { sessionInfo, code }, on),
      200,
      'VALIDATION_EXPIRED_CODE',
    );
  });
  it('refuses a forged session id, one of another device and an expired one', async () => {
    const mobile = freshMobile();
    const sent = await t.call('session.phoneVerificationSend', { mobileNum: mobile }, on);
    const { sessionInfo } = sent.body.value;
    const code = await outboxCode(`+66 ${mobile}`);
    const [body] = sessionInfo.split('.');
    for (const forged of [`${body}.AAAA`, 'nonsense', `${body}`]) {
      expectFail(
        await t.call('session.phoneVerificationVerify', { sessionInfo: forged, code }, on),
        400,
        'PHONE_VERIFICATION_INVALID',
        'sessionInfo',
      );
    }
    expectFail(
      await t.call(
        'session.phoneVerificationVerify',
        { sessionInfo, code },
        { merchant: NEON, deviceId: 'another-device' },
      ),
      400,
      'PHONE_VERIFICATION_INVALID',
    );
    t.clock.advance(6 * 60_000);
    expectFail(
      await t.call('session.phoneVerificationVerify', { sessionInfo, code }, on),
      200,
      'VALIDATION_EXPIRED_CODE',
    );
  });
  it('a session id of one tenant is nothing at another', async () => {
    const mobile = freshMobile();
    const sent = await t.call('session.phoneVerificationSend', { mobileNum: mobile }, on);
    const code = await outboxCode(`+66 ${mobile}`);
    expectFail(
      await t.call(
        'session.phoneVerificationVerify',
        { sessionInfo: sent.body.value.sessionInfo, code },
        { merchant: GOLD, deviceId: DEVICE },
      ),
      200,
      'FUNCTION_NOT_AVAILABLE',
    );
  });
  it('bad input is named', async () => {
    expectFail(
      await t.call('session.phoneVerificationVerify', { code: '123456' }, on),
      400,
      'INVALID_PARAMETERS',
      'sessionInfo',
    );
    expectFail(
      await t.call('session.phoneVerificationVerify', { sessionInfo: 'x'.repeat(1025), code: '123456' }, on),
      400,
      'INVALID_PARAMETERS',
      'sessionInfo',
    );
  });
});

describe('registration with third-party phone verification on', () => {
  it("registers with the provider's token, logged in; the token is not another number's", async () => {
    const mobile = freshMobile();
    const token = await verified(mobile);
    const r = await registration(mobile, { firebaseIdToken: token });
    expect(r.body.success).toBe(true);
    expect(r.body.value.token.length).toBeGreaterThan(30);
    const other = freshMobile();
    const replay = await registration(other, { firebaseIdToken: token });
    expectFail(replay, 400, 'PHONE_VERIFICATION_INVALID', 'another number');
  });
  it('a refusal before the account is made does not spend the token; a replay after it is refused', async () => {
    const mobile = freshMobile();
    const token = await verified(mobile);
    // A username already taken is refused before the token is used up: the visitor fixes it without a new SMS.
    const taken = await registration(mobile, { firebaseIdToken: token, username: 'demo' });
    expect(taken.body.success).toBe(false);
    expect(taken.body.errorCode).toBe('USERNAME_TAKEN');
    // It registers now, and once: the replay finds the number registered.
    expect((await registration(mobile, { firebaseIdToken: token })).body.success).toBe(true);
    expectFail(
      await registration(mobile, { firebaseIdToken: token, username: unique('neo') }),
      400,
      'DUPLICATE',
    );
  });
  it('refuses a missing, a forged, an expired and an other-number token', async () => {
    const mobile = freshMobile();
    expectFail(await registration(mobile, {}), 400, 'PHONE_VERIFICATION_REQUIRED', 'firebaseIdToken');
    expectFail(
      await registration(mobile, { verificationCode: '123456' }),
      400,
      'PHONE_VERIFICATION_REQUIRED',
      'firebaseIdToken',
    );
    const token = await verified(mobile);
    const [body, signature] = token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    const longer = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + 1e9 })).toString('base64url');
    for (const forged of [`${longer}.${signature}`, `${body}.${signature.slice(0, -2)}xx`, 'a.b', 'x']) {
      expectFail(
        await registration(mobile, { firebaseIdToken: forged }),
        400,
        'PHONE_VERIFICATION_INVALID',
        'firebaseIdToken',
      );
    }
    expectFail(
      await registration(freshMobile(), { firebaseIdToken: token }),
      400,
      'PHONE_VERIFICATION_INVALID',
      'another number',
    );
    t.clock.advance(11 * 60_000);
    expectFail(
      await registration(mobile, { firebaseIdToken: token }),
      400,
      'PHONE_VERIFICATION_INVALID',
      'expired',
    );
  });
  it('a token of one tenant is refused at another', async () => {
    const mobile = freshMobile();
    const token = await verified(mobile);
    expectFail(
      await t.call(
        'session.registerMobile',
        // goldcasino: its own SMS code, no password at mobile registration.
        { mobileNum: mobile, firebaseIdToken: token },
        { merchant: GOLD },
      ),
      400,
      'INVALID_VERIFICATION_CODE',
    );
  });
});
