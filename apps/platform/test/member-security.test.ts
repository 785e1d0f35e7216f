import { beforeAll, describe, expect, it } from 'vitest';
import { currentGaCode } from '../src/areas/member/totp.ts';
import { GOLD, SPORTS, expectFail, unique, usePlatform } from './helpers.ts';

const t = usePlatform();

beforeAll(() => {
  // The new-IP login check is the merchant's to turn on (LOGINIPVERF3); this file's platform turns it on for GOLD.
  t.app.platform.tenants.byMerchantCode(GOLD)!.config.modules.LOGINIPVERF3 = true;
});

/** A request from another address (the platform trusts X-Forwarded-For outside production). */
const from = (ip: string) => ({ 'x-forwarded-for': ip });
let ipCounter = 10;
const freshIp = () => `203.0.113.${ipCounter++}`;

async function newMember(extra: Record<string, unknown> = {}) {
  const username = unique('sec');
  const password = 'abc12345';
  const email = `${username}@mail.example`;
  const r = await t.call('session.register', {
    username,
    password,
    confirmPassword: password,
    email,
    ...extra,
  });
  if (!r.body.success) throw new Error(`register: ${r.body.message}`);
  return { username, password, email, token: r.body.value.token };
}

async function trialToken() {
  const r = await t.call('session.freeplay', { platform: 'W', random: await t.freePlayRandom() });
  return r.body.value.token;
}

/** The newest code sent to a recipient. */
async function lastCode(channel: 'sms' | 'email', to: string): Promise<string> {
  const r = await t.call('dev.outbox', { channel, to });
  const code = r.body.value.list[0]?.code;
  if (!code) throw new Error(`no ${channel} code for ${to}`);
  return code;
}

async function bindMobile(token: string) {
  const mobile = `06${String(Date.now() + ipCounter++).slice(-8)}`;
  t.clock.advance(2000);
  await t.call('member.sendBindSms', { mobileNum: mobile }, { token });
  const code = await lastCode('sms', `+66 ${mobile}`);
  const r = await t.call('member.updateMobile', { mobileNum: mobile, verificationCode: code }, { token });
  if (!r.body.success) throw new Error(`bind mobile: ${r.body.message}`);
  return mobile;
}

async function bindGa(token: string) {
  const setup = await t.call('member.gaSetup', {}, { token });
  const secret = setup.body.value.secret;
  const r = await t.call('member.gaBind', { code: await currentGaCode(t.app.platform, secret) }, { token });
  if (!r.body.success) throw new Error(`bind GA: ${r.body.message}`);
  t.clock.advance(30_000);
  return secret;
}

describe('payment password reset by SMS code', () => {
  it('sends a code to the bound mobile and resets with it; the old password no longer works', async () => {
    const m = await newMember();
    const mobile = await bindMobile(m.token);
    await t.call(
      'member.setPaymentPassword',
      { paymentPassword: '135790', confirmPaymentPassword: '135790' },
      { token: m.token },
    );
    t.clock.advance(2000);
    const sent = await t.call('member.sendPaymentPasswordResetSms', {}, { token: m.token });
    expect(sent.body.value).toMatchObject({
      expiredMinutes: 2,
      mobile: `${mobile.slice(0, 3)}****${mobile.slice(-3)}`,
    });
    const code = await lastCode('sms', `+66 ${mobile}`);
    const r = await t.call(
      'member.resetPaymentPassword',
      { verificationCode: code, paymentPassword: '246802', confirmPaymentPassword: '246802' },
      { token: m.token },
    );
    expect(r.body.success).toBe(true);
    expectFail(
      await t.call(
        'member.changePaymentPassword',
        { oldPaymentPassword: '135790', paymentPassword: '111222', confirmPaymentPassword: '111222' },
        { token: m.token },
      ),
      400,
      'PAYMENT_PASSWORD_INCORRECT',
    );
    expect(
      (
        await t.call(
          'member.changePaymentPassword',
          { oldPaymentPassword: '246802', paymentPassword: '111222', confirmPaymentPassword: '111222' },
          { token: m.token },
        )
      ).body.success,
    ).toBe(true);
  });
  it('bad input, a wrong code and a replayed code are refused and change nothing', async () => {
    const m = await newMember();
    const mobile = await bindMobile(m.token);
    await t.call(
      'member.setPaymentPassword',
      { paymentPassword: '135790', confirmPaymentPassword: '135790' },
      { token: m.token },
    );
    t.clock.advance(2000);
    await t.call('member.sendPaymentPasswordResetSms', {}, { token: m.token });
    const code = await lastCode('sms', `+66 ${mobile}`);
    expectFail(
      await t.call(
        'member.resetPaymentPassword',
        { verificationCode: code, paymentPassword: '12ab56', confirmPaymentPassword: '12ab56' },
        { token: m.token },
      ),
      400,
      'INVALID_PARAMETERS',
      'paymentPassword',
    );
    expectFail(
      await t.call(
        'member.resetPaymentPassword',
        { verificationCode: code, paymentPassword: '246802', confirmPaymentPassword: '246803' },
        { token: m.token },
      ),
      400,
      'INVALID_PARAMETERS',
      'confirmPaymentPassword',
    );
    const wrong = code === '000000' ? '111111' : '000000';
    expectFail(
      await t.call(
        'member.resetPaymentPassword',
        { verificationCode: wrong, paymentPassword: '246802', confirmPaymentPassword: '246802' },
        { token: m.token },
      ),
      400,
      'INVALID_VERIFICATION_CODE',
      'verificationCode',
    );
    expect(
      (
        await t.call(
          'member.resetPaymentPassword',
          { verificationCode: code, paymentPassword: '246802', confirmPaymentPassword: '246802' },
          { token: m.token },
        )
      ).body.success,
    ).toBe(true);
    // The code is used up: replaying it resets nothing.
    expectFail(
      await t.call(
        'member.resetPaymentPassword',
        { verificationCode: code, paymentPassword: '999888', confirmPaymentPassword: '999888' },
        { token: m.token },
      ),
      400,
      'INVALID_VERIFICATION_CODE',
    );
    expect(
      (
        await t.call(
          'member.changePaymentPassword',
          { oldPaymentPassword: '246802', paymentPassword: '111222', confirmPaymentPassword: '111222' },
          { token: m.token },
        )
      ).body.success,
    ).toBe(true);
  });
  it('needs a payment password and a bound mobile; trial and missing token are refused', async () => {
    const m = await newMember();
    expectFail(
      await t.call('member.sendPaymentPasswordResetSms', {}, { token: m.token }),
      200,
      'INVALID_STATE',
      'payment password',
    );
    await t.call(
      'member.setPaymentPassword',
      { paymentPassword: '135790', confirmPaymentPassword: '135790' },
      { token: m.token },
    );
    expectFail(
      await t.call('member.sendPaymentPasswordResetSms', {}, { token: m.token }),
      200,
      'INVALID_STATE',
      'mobile',
    );
    expectFail(
      await t.call('member.sendPaymentPasswordResetSms', {}, { token: await trialToken() }),
      403,
      'in_need_true_account',
    );
    expectFail(
      await t.call(
        'member.resetPaymentPassword',
        { verificationCode: '123456', paymentPassword: '246802', confirmPaymentPassword: '246802' },
        { token: await trialToken() },
      ),
      403,
      'in_need_true_account',
    );
    expectFail(await t.call('member.sendPaymentPasswordResetSms', {}), 401, 'CUSTOMER_NOT_LOGIN');
    expectFail(
      await t.call('member.resetPaymentPassword', {
        verificationCode: '123456',
        paymentPassword: '246802',
        confirmPaymentPassword: '246802',
      }),
      401,
      'CUSTOMER_NOT_LOGIN',
    );
  });
});

describe('e-mail binding with a code', () => {
  it('sends a code to the new address and binds it with the code', async () => {
    const m = await newMember();
    const email = `new.${m.username}@mail.example`;
    expect(
      (await t.call('member.sendBindEmail', { email: email.toUpperCase() }, { token: m.token })).body.value
        .expiredMinutes,
    ).toBe(2);
    const code = await lastCode('email', email);
    expect(
      (await t.call('member.bindEmail', { email, verificationCode: code }, { token: m.token })).body.success,
    ).toBe(true);
    const config = (await t.call('member.securityConfig', {}, { token: m.token })).body.value;
    expect(config).toMatchObject({ emailBound: true, email: `ne***@mail.example` });
    // Replayed: the code is used up.
    expectFail(
      await t.call('member.bindEmail', { email, verificationCode: code }, { token: m.token }),
      200,
      'USER_ALREADY_VERIFIED',
      'email',
    );
  });
  it("names a malformed address, a wrong code, another member's address; the profile call cannot skip the code", async () => {
    const m = await newMember();
    const other = await newMember();
    expectFail(
      await t.call('member.sendBindEmail', { email: 'not-an-email' }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'email',
    );
    expectFail(
      await t.call('member.sendBindEmail', { email: other.email }, { token: m.token }),
      400,
      'DUPLICATE',
      'email',
    );
    const email = `x.${m.username}@mail.example`;
    await t.call('member.sendBindEmail', { email }, { token: m.token });
    const code = await lastCode('email', email);
    expectFail(
      await t.call(
        'member.bindEmail',
        { email, verificationCode: code === '000000' ? '111111' : '000000' },
        { token: m.token },
      ),
      400,
      'INVALID_VERIFICATION_CODE',
      'verificationCode',
    );
    // A code sent to one address does not bind another.
    expectFail(
      await t.call(
        'member.bindEmail',
        { email: `y.${m.username}@mail.example`, verificationCode: code },
        { token: m.token },
      ),
      400,
      'INVALID_VERIFICATION_CODE',
    );
    expectFail(
      await t.call('member.updateInfo', { email: `z.${m.username}@mail.example` }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'email',
    );
    expect((await t.call('member.info', {}, { token: m.token })).body.value.email).toBe(
      `${m.username.slice(0, 2)}***@mail.example`,
    );
  });
  it('trial and missing token are refused', async () => {
    expectFail(
      await t.call('member.sendBindEmail', { email: 'trial@mail.example' }, { token: await trialToken() }),
      403,
      'in_need_true_account',
    );
    expectFail(
      await t.call('member.sendBindEmail', { email: 'nobody@mail.example' }),
      401,
      'CUSTOMER_NOT_LOGIN',
    );
    expectFail(
      await t.call('member.bindEmail', { email: 'nobody@mail.example', verificationCode: '123456' }),
      401,
      'CUSTOMER_NOT_LOGIN',
    );
  });
});

describe('mobile binding', () => {
  it('needs the code sent to that number', async () => {
    const m = await newMember();
    const mobile = `09${String(Date.now()).slice(-8)}`;
    expectFail(
      await t.call(
        'member.updateMobile',
        { mobileNum: mobile, verificationCode: '123456' },
        { token: m.token },
      ),
      400,
      'INVALID_VERIFICATION_CODE',
    );
    expect((await t.call('member.securityConfig', {}, { token: m.token })).body.value.mobileBound).toBe(
      false,
    );
  });
  it('sends no code to a number another member has bound', async () => {
    const m = await newMember();
    const sent = async () =>
      (await t.call('dev.outbox', { channel: 'sms', to: '+66 0812345678' })).body.value.list.length;
    const before = await sent();
    t.clock.advance(2000);
    expectFail(
      await t.call('member.sendBindSms', { mobileNum: '0812345678' }, { token: m.token }),
      400,
      'DUPLICATE',
      'mobileNum',
    );
    expect(await sent()).toBe(before);
  });
});

describe('authenticator app (BINDGA3)', () => {
  it('setup gives a secret and an otpauth URI; a current code binds it; nothing is bound before', async () => {
    const m = await newMember();
    const setup = (await t.call('member.gaSetup', {}, { token: m.token })).body.value;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toMatch(
      new RegExp(`^otpauth://totp/.+${m.username}\\?.*secret=${setup.secret}`),
    );
    expect(setup.account).toBe(m.username);
    expect((await t.call('member.securityConfig', {}, { token: m.token })).body.value.gaBound).toBe(false);
    expectFail(
      await t.call('member.gaBind', { code: 'abcdef' }, { token: m.token }),
      400,
      'INVALID_GA_CODE',
      'code',
    );
    const stale = await currentGaCode(t.app.platform, setup.secret, -5);
    expectFail(await t.call('member.gaBind', { code: stale }, { token: m.token }), 400, 'INVALID_GA_CODE');
    expect(
      (
        await t.call(
          'member.gaBind',
          { code: await currentGaCode(t.app.platform, setup.secret) },
          { token: m.token },
        )
      ).body.success,
    ).toBe(true);
    expect((await t.call('member.securityConfig', {}, { token: m.token })).body.value).toMatchObject({
      gaBound: true,
      gaEnabled: true,
    });
    expectFail(await t.call('member.gaSetup', {}, { token: m.token }), 200, 'INVALID_STATE');
  });
  it('unbinds with a fresh code only: a replayed code is refused', async () => {
    const m = await newMember();
    const secret = await bindGa(m.token);
    const code = await currentGaCode(t.app.platform, secret);
    expect((await t.call('member.gaUnbind', { code }, { token: m.token })).body.success).toBe(true);
    expect((await t.call('member.securityConfig', {}, { token: m.token })).body.value.gaBound).toBe(false);
    // Bind again, then the same code (same time step) cannot be used twice.
    const again = (await t.call('member.gaSetup', {}, { token: m.token })).body.value.secret;
    const bindCode = await currentGaCode(t.app.platform, again);
    await t.call('member.gaBind', { code: bindCode }, { token: m.token });
    expectFail(
      await t.call('member.gaUnbind', { code: bindCode }, { token: m.token }),
      400,
      'INVALID_GA_CODE',
    );
    expect((await t.call('member.securityConfig', {}, { token: m.token })).body.value.gaBound).toBe(true);
  });
  it('trial, missing token and a tenant without the module are refused', async () => {
    expectFail(
      await t.call('member.gaSetup', {}, { token: await trialToken() }),
      403,
      'in_need_true_account',
    );
    expectFail(await t.call('member.gaSetup', {}), 401, 'CUSTOMER_NOT_LOGIN');
    expectFail(await t.call('member.gaUnbind', { code: '123456' }), 401, 'CUSTOMER_NOT_LOGIN');
    const sports = t.app.platform.tenants.byMerchantCode(SPORTS)!;
    sports.config.modules.BINDGA3 = false;
    try {
      const username = unique('ga');
      const r = await t.call(
        'session.register',
        { username, password: 'abc12345', confirmPassword: 'abc12345', nationality: 'Thai' },
        { merchant: SPORTS },
      );
      expectFail(
        await t.call('member.gaSetup', {}, { token: r.body.value.token, merchant: SPORTS }),
        200,
        'FUNCTION_NOT_AVAILABLE',
      );
    } finally {
      sports.config.modules.BINDGA3 = true;
    }
  });
});

describe('security level', () => {
  it('counts payment password, mobile, e-mail, bank card and authenticator', async () => {
    const m = await newMember();
    const level = async () => (await t.call('member.securityConfig', {}, { token: m.token })).body.value;
    expect(await level()).toMatchObject({
      securityLevel: 1,
      securityLevelMax: 5,
      emailBound: true,
      loginIpVerification: true,
    });
    await t.call(
      'member.setPaymentPassword',
      { paymentPassword: '135790', confirmPaymentPassword: '135790' },
      { token: m.token },
    );
    expect((await level()).securityLevel).toBe(2);
    await bindMobile(m.token);
    expect((await level()).securityLevel).toBe(3);
    await bindGa(m.token);
    expect((await level()).securityLevel).toBe(4);
  });
});

describe('bank cards in the security centre', () => {
  it('a bound card counts in the level and its holder name answers the new-IP check', async () => {
    const m = await newMember();
    await t.call(
      'member.setPaymentPassword',
      { paymentPassword: '135790', confirmPaymentPassword: '135790' },
      { token: m.token },
    );
    const before = (await t.call('member.securityConfig', {}, { token: m.token })).body.value;
    expect(before).toMatchObject({ bankCardCount: 0, securityLevel: 2 });
    const card = await t.call(
      'cashier.bindBankCard',
      {
        bankCode: 'KBANK',
        accountNo: `90${String(Date.now()).slice(-8)}`,
        accountName: 'Malee Sukjai',
        paymentPassword: '135790',
      },
      { token: m.token },
    );
    expect(card.body.success).toBe(true);
    expect((await t.call('member.securityConfig', {}, { token: m.token })).body.value).toMatchObject({
      bankCardCount: 1,
      securityLevel: 3,
    });
    const ip = freshIp();
    const held = (
      await t.call('session.login', { username: m.username, password: m.password }, { headers: from(ip) })
    ).body.value as unknown as { verificationToken: string; methods: string[] };
    expect(held.methods).toEqual(['email', 'bankAccountName']);
    const ok = await t.call(
      'session.loginVerification',
      {
        username: m.username,
        verificationToken: held.verificationToken,
        method: 'bankAccountName',
        code: 'malee sukjai',
      },
      { headers: from(ip) },
    );
    expect(ok.body.value.token).toBeTruthy();
  });
});

describe('login from a new IP (LOGINIPVERF3)', () => {
  it('a known IP logs in; a new one is held without a token, verified by e-mail code, then remembered', async () => {
    const m = await newMember();
    expect(
      (await t.call('session.login', { username: m.username, password: m.password })).body.value.token,
    ).toBeTruthy();
    const ip = freshIp();
    const held = await t.call(
      'session.login',
      { username: m.username, password: m.password },
      { headers: from(ip) },
    );
    expectFail(
      held,
      200,
      'LOGIN_IP_VERIFICATION_REQUIRED',
      'Login from an unregistered IP requires extra verification',
    );
    const challenge = held.body.value as unknown as {
      verificationToken: string;
      methods: string[];
      email: string;
      token?: string;
    };
    expect(challenge.token).toBeUndefined();
    expect(challenge.methods).toEqual(['email']);
    expect(challenge.email).toBe(`${m.username.slice(0, 2)}***@mail.example`);
    const sent = await t.call(
      'session.loginVerificationSend',
      { verificationToken: challenge.verificationToken, method: 'email' },
      { headers: from(ip) },
    );
    expect(sent.body.value).toMatchObject({ expiredMinutes: 2, recipient: challenge.email });
    const code = await lastCode('email', m.email);
    // Encrypted, as the sites send it.
    const ok = await t.call(
      'session.loginVerification',
      { username: m.username, verificationToken: challenge.verificationToken, method: 'email', code },
      { headers: from(ip), encrypt: true },
    );
    expect(ok.body.success).toBe(true);
    const token = ok.body.value.token;
    expect((await t.call('member.info', {}, { token })).body.value.account).toBe(m.username);
    // Replayed: the verification token is single use.
    expectFail(
      await t.call(
        'session.loginVerification',
        { username: m.username, verificationToken: challenge.verificationToken, method: 'email', code },
        { headers: from(ip) },
      ),
      200,
      'VALIDATION_EXPIRED_CODE',
      'log in again',
    );
    // The IP is remembered now.
    expect(
      (await t.call('session.login', { username: m.username, password: m.password }, { headers: from(ip) }))
        .body.value.token,
    ).toBeTruthy();
  });
  it('offers what the account has: mobile, e-mail, bank account name, authenticator', async () => {
    const m = await newMember({ payeeName: 'Somchai Jaidee' });
    await bindMobile(m.token);
    const secret = await bindGa(m.token);
    const ip = freshIp();
    const held = await t.call(
      'session.login',
      { username: m.username, password: m.password },
      { headers: from(ip) },
    );
    const challenge = held.body.value as unknown as { verificationToken: string; methods: string[] };
    expect(challenge.methods).toEqual(['mobile', 'email', 'bankAccountName', 'google']);
    expectFail(
      await t.call(
        'session.loginVerification',
        {
          username: m.username,
          verificationToken: challenge.verificationToken,
          method: 'bankAccountName',
          code: 'Somchai Jaideee',
        },
        { headers: from(ip) },
      ),
      400,
      'BANK_ACCOUNT_NAME_INCORRECT',
      'code',
    );
    expectFail(
      await t.call(
        'session.loginVerification',
        {
          username: m.username,
          verificationToken: challenge.verificationToken,
          method: 'google',
          code: '000000',
        },
        { headers: from(ip) },
      ),
      400,
      'INVALID_GA_CODE',
    );
    const ok = await t.call(
      'session.loginVerification',
      {
        username: m.username,
        verificationToken: challenge.verificationToken,
        method: 'google',
        code: await currentGaCode(t.app.platform, secret),
      },
      { headers: from(ip) },
    );
    expect(ok.body.value.token).toBeTruthy();
    // The bank account name, spaces and case aside, from yet another IP.
    const ip2 = freshIp();
    const again = (
      await t.call('session.login', { username: m.username, password: m.password }, { headers: from(ip2) })
    ).body.value as unknown as { verificationToken: string };
    const byName = await t.call(
      'session.loginVerification',
      {
        username: m.username,
        verificationToken: again.verificationToken,
        method: 'bankAccountName',
        code: '  somchai   JAIDEE ',
      },
      { headers: from(ip2) },
    );
    expect(byName.body.value.token).toBeTruthy();
  });
  it('refuses a wrong code, another IP, another username, a method not offered; five wrong answers end it', async () => {
    const m = await newMember();
    const ip = freshIp();
    const challenge = (
      await t.call('session.login', { username: m.username, password: m.password }, { headers: from(ip) })
    ).body.value as unknown as { verificationToken: string };
    const v = { username: m.username, verificationToken: challenge.verificationToken };
    expectFail(
      await t.call(
        'session.loginVerification',
        { ...v, method: 'mobile', code: '123456' },
        { headers: from(ip) },
      ),
      400,
      'INVALID_PARAMETERS',
      'method',
    );
    expectFail(
      await t.call(
        'session.loginVerificationSend',
        { verificationToken: challenge.verificationToken, method: 'mobile' },
        { headers: from(ip) },
      ),
      400,
      'INVALID_PARAMETERS',
      'method',
    );
    expectFail(
      await t.call(
        'session.loginVerificationSend',
        { verificationToken: challenge.verificationToken, method: 'email' },
        { headers: from(freshIp()) },
      ),
      200,
      'VALIDATION_EXPIRED_CODE',
    );
    await t.call(
      'session.loginVerificationSend',
      { verificationToken: challenge.verificationToken, method: 'email' },
      { headers: from(ip) },
    );
    const code = await lastCode('email', m.email);
    expectFail(
      await t.call(
        'session.loginVerification',
        { ...v, username: 'someoneelse', method: 'email', code },
        { headers: from(ip) },
      ),
      200,
      'VALIDATION_EXPIRED_CODE',
    );
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++)
      expectFail(
        await t.call(
          'session.loginVerification',
          { ...v, method: 'email', code: wrong },
          { headers: from(ip) },
        ),
        400,
        'INVALID_VERIFICATION_CODE',
      );
    expectFail(
      await t.call('session.loginVerification', { ...v, method: 'email', code: 'x' }, { headers: from(ip) }),
      400,
      'INVALID_VERIFICATION_CODE',
    );
    // Five wrong answers: even the right code no longer opens it.
    expectFail(
      await t.call('session.loginVerification', { ...v, method: 'email', code }, { headers: from(ip) }),
      200,
      'VALIDATION_EXPIRED_CODE',
    );
    expectFail(
      await t.call('session.loginVerification', { ...v, method: 'email', code: '' }, { headers: from(ip) }),
      200,
      'VALIDATION_EXPIRED_CODE',
    );
  });
  it('a made-up verification token is refused; a tenant without the module logs in from anywhere', async () => {
    expectFail(
      await t.call(
        'session.loginVerification',
        { username: 'demo', verificationToken: 'forged', method: 'email', code: '123456' },
        { headers: from(freshIp()) },
      ),
      200,
      'VALIDATION_EXPIRED_CODE',
    );
    expectFail(
      await t.call('session.loginVerification', { username: 'demo', method: 'email', code: '123456' }),
      400,
      'INVALID_PARAMETERS',
      'verificationToken',
    );
    const username = unique('ip');
    await t.call(
      'session.register',
      {
        username,
        password: 'abc12345',
        confirmPassword: 'abc12345',
        email: `${username}@mail.example`,
        nationality: 'Thai',
      },
      { merchant: SPORTS },
    );
    const r = await t.call(
      'session.login',
      { username, password: 'abc12345' },
      { merchant: SPORTS, headers: from(freshIp()) },
    );
    expect(r.body.value.token).toBeTruthy();
  });
  it('an account that has never logged in trusts its first IP', async () => {
    // Seeded accounts have no login history: their first login is remembered, not held.
    const ip = freshIp();
    const r = await t.call(
      'session.login',
      { username: 'player2', password: 'demo1234' },
      { headers: from(ip) },
    );
    expect(r.body.value.token).toBeTruthy();
    expectFail(
      await t.call(
        'session.login',
        { username: 'player2', password: 'demo1234' },
        { headers: from(freshIp()) },
      ),
      200,
      'LOGIN_IP_VERIFICATION_REQUIRED',
    );
  });
  it('an account with nothing to verify with is not held', async () => {
    const username = unique('bare');
    await t.call('session.register', { username, password: 'abc12345', confirmPassword: 'abc12345' });
    expect(
      (await t.call('session.login', { username, password: 'abc12345' }, { headers: from(freshIp()) })).body
        .value.token,
    ).toBeTruthy();
  });
});
