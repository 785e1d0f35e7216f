import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { expectFail, GOLD, NEON, PASSWORD, SPORTS, unique, usePlatform } from './helpers.ts';
import { solveHuman } from './human.ts';

const t = usePlatform();

/** NEONPLAY has human verification on (GEETEST3): its login, registration and resets send a solved challenge. */
const human = async (merchant = NEON) =>
  solveHuman((await t.call('session.humanChallenge', {}, { merchant })).body.value);

async function smsCode(merchant: string, to: string): Promise<string> {
  const r = await t.call('dev.outbox', { channel: 'sms', to }, { merchant });
  const code = r.body.value.list[0]?.code;
  if (!code) throw new Error(`no SMS to ${to}`);
  return code;
}

describe('login', () => {
  it('logs in by username and password: token, flags, id', async () => {
    const r = await t.call('session.login', { username: 'demo', password: PASSWORD });
    expect(r.body.success).toBe(true);
    expect(r.body.value).toMatchObject({
      firstTimeLogin: false,
      passwordExpired: false,
      userName: 'demo',
      type: 0,
    });
    expect(r.body.value.token.length).toBeGreaterThan(30);
  });
  it('the username is case-insensitive', async () => {
    expect((await t.call('session.login', { username: 'DEMO', password: PASSWORD })).body.success).toBe(true);
  });
  it('a wrong password is refused without saying which part was wrong', async () => {
    expectFail(
      await t.call('session.login', { username: 'player1', password: 'nope1234' }),
      200,
      'PASSWORD_INCORRECT',
      'Incorrect username or password',
    );
    expectFail(
      await t.call('session.login', { username: 'nobody-here', password: 'nope1234' }),
      200,
      'PASSWORD_INCORRECT',
      'Incorrect username or password',
    );
  });
  it('a missing username or password is named', async () => {
    expectFail(await t.call('session.login', { password: PASSWORD }), 400, 'INVALID_PARAMETERS', 'username');
    expectFail(await t.call('session.login', { username: 'demo' }), 400, 'INVALID_PARAMETERS', 'password');
  });
  it('after 3 failures the captcha is required, and a correct captcha lets the player in', async () => {
    for (let i = 0; i < 3; i++) await t.call('session.login', { username: 'player2', password: 'wrong123' });
    const blocked = await t.call('session.login', { username: 'player2', password: PASSWORD });
    expectFail(blocked, 200, 'INVALID_CAPTCHA', 'captcha');
    expect(blocked.body.value).toMatchObject({ captchaRequired: true });
    await t.captcha('dev-cap');
    expectFail(
      await t.call(
        'session.login',
        { username: 'player2', password: PASSWORD, captcha: 'QQQQ' },
        { deviceId: 'dev-cap' },
      ),
      200,
      'INVALID_CAPTCHA',
    );
    const answer = await t.captcha('dev-cap');
    const ok = await t.call(
      'session.login',
      { username: 'player2', password: PASSWORD, captcha: answer },
      { deviceId: 'dev-cap' },
    );
    expect(ok.body.success).toBe(true);
    // The counter is reset by the success.
    expect((await t.call('session.login', { username: 'player2', password: PASSWORD })).body.success).toBe(
      true,
    );
  });
  it('the captcha is a PNG picture as a data URL: pixels only, nothing in it names the answer', async () => {
    const r = await t.call('session.captcha', {}, { deviceId: 'img' });
    expect(r.body.value).toMatch(/^data:image\/png;base64,/);
    const bytes = Buffer.from(r.body.value.split(',')[1]!, 'base64');
    const png = PNG.sync.read(bytes);
    expect([png.width, png.height]).toEqual([208, 80]);
    const answer = (await t.call('dev.captcha', { deviceId: 'img' })).body.value.answer;
    expect(answer).toMatch(/^[A-HJKMNP-Z2-9]{4}$/);
    expect(bytes.toString('latin1')).not.toContain(answer);
    expect(bytes.toString('latin1')).not.toMatch(/tEXt|iTXt|zTXt/);
    // Drawn, not blank: many colours (strokes, curves, grain).
    const colours = new Set<number>();
    for (let i = 0; i < png.data.length; i += 4)
      colours.add((png.data[i]! << 16) | (png.data[i + 1]! << 8) | png.data[i + 2]!);
    expect(colours.size).toBeGreaterThan(500);
    // The same answer is never drawn the same way twice; each picture is a new answer.
    const again = await t.call('session.captcha', {}, { deviceId: 'img' });
    expect(again.body.value).not.toBe(r.body.value);
  });
  it('the agent portal refuses non-agents', async () => {
    expectFail(
      await t.call('session.login', { username: 'demo', password: PASSWORD, portal: 'agent' }),
      403,
      'NON_AGENT',
      'Non-agents cannot log in',
    );
    expect(
      (await t.call('session.login', { username: 'agent', password: PASSWORD, portal: 'agent' })).body.value
        .type,
    ).toBe(1);
  });
  it('the member site refuses agent-only accounts', async () => {
    expectFail(
      await t.call('session.login', { username: 'agentonly', password: PASSWORD }),
      403,
      'NON_MEMBER',
      'Non-member account unable to login',
    );
  });
  it('accounts are per tenant: the same name in another tenant is another account', async () => {
    const a = await t.call('session.login', { username: 'demo', password: PASSWORD }, { merchant: GOLD });
    const b = await t.call('session.login', { username: 'demo', password: PASSWORD }, { merchant: SPORTS });
    expect(a.body.value.id).not.toBe(b.body.value.id);
    // A token of one tenant is not valid in another.
    expectFail(
      await t.call('member.info', {}, { merchant: SPORTS, token: a.body.value.token }),
      401,
      'CUSTOMER_NOT_LOGIN',
    );
  });
  it('accepts an encrypted payload (RSA-OAEP + AES-GCM with the tenant key)', async () => {
    const r = await t.call('session.login', { username: 'demo', password: PASSWORD }, { encrypt: true });
    expect(r.body.success).toBe(true);
  });
  it('refuses an encrypted payload that does not decrypt', async () => {
    const key = await t.call('site.encryptionKey');
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: {
        merchant: GOLD,
        encryption: Buffer.from('garbage').toString('base64'),
        'x-encryption-key-id': key.body.value.keyId,
      },
      payload: { value: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'ENCRYPTION_REQUIRED' });
  });
});

describe('sessions', () => {
  it('logout ends the token', async () => {
    const token = await t.login('player3');
    expect((await t.call('session.logout', {}, { token })).body.success).toBe(true);
    expectFail(
      await t.call('member.info', {}, { token }),
      401,
      'CUSTOMER_NOT_LOGIN',
      'customer not login or login timeout',
    );
  });
  it('a token expires after 30 idle minutes, and touch keeps it alive', async () => {
    const kept = await t.login('player1');
    const idle = await t.login('player1');
    t.clock.advance(20 * 60_000);
    expect((await t.call('session.touch', {}, { token: kept })).body.success).toBe(true);
    t.clock.advance(20 * 60_000);
    expect((await t.call('member.info', {}, { token: kept })).body.success).toBe(true);
    expectFail(await t.call('member.info', {}, { token: idle }), 401, 'CUSTOMER_NOT_LOGIN');
  });
  it('an unknown token is refused with 401', async () => {
    expectFail(await t.call('member.info', {}, { token: 'not-a-token' }), 401, 'CUSTOMER_NOT_LOGIN');
  });
  it('accepts a "Bearer " prefix too', async () => {
    const token = await t.login('player1');
    expect((await t.call('member.info', {}, { token: `Bearer ${token}` })).body.success).toBe(true);
  });
  it('login info reports the role flags', async () => {
    const token = await t.login('agent');
    const r = await t.call('session.loginInfo', {}, { token });
    expect(r.body.value).toMatchObject({
      isAgent: true,
      isTrial: false,
      firstTimeLogin: false,
      passwordExpired: false,
    });
  });
  it('a dev call expires a session (for session-ended tests)', async () => {
    const token = await t.login('player1');
    await t.call('dev.expireSession', { token });
    expectFail(await t.call('session.touch', {}, { token }), 401, 'CUSTOMER_NOT_LOGIN');
  });
});

describe('free play', () => {
  it('makes a trial account (type 4) with trial credit', async () => {
    const r = await t.call('session.freeplay', { platform: 'W', random: await t.freePlayRandom() });
    expect(r.body.value.type).toBe(4);
    const bal = await t.call('wallet.balance', {}, { token: r.body.value.token });
    expect(bal.body.value.sumBalance).toBe(2000);
  });
  it('takes only a recent random string sealed with the tenant key, once', async () => {
    const random = await t.freePlayRandom();
    expectFail(await t.call('session.freeplay', { platform: 'W' }), 400, 'INVALID_PARAMETERS', 'random');
    expectFail(
      await t.call('session.freeplay', { random: 'rsa-oaep-aes-gcm..AAAA.BBBB' }),
      400,
      'INVALID_PARAMETERS',
      'random',
    );
    // Another tenant's key does not open it (sportsline's random sent to goldcasino).
    expectFail(
      await t.call('session.freeplay', { random: await t.freePlayRandom(SPORTS) }),
      400,
      'INVALID_PARAMETERS',
      'random',
    );
    // A forged string: the sealed ciphertext changed by one character.
    const parts = random.split('.');
    const last = parts[3]!;
    parts[3] = (last[0] === 'A' ? 'B' : 'A') + last.slice(1);
    expectFail(
      await t.call('session.freeplay', { random: parts.join('.') }),
      400,
      'INVALID_PARAMETERS',
      'random',
    );
    const first = await t.call('session.freeplay', { random });
    expect(first.body.value.type).toBe(4);
    // Replayed: the same string makes no second trial account.
    const again = await t.call('session.freeplay', { random });
    expectFail(again, 400, 'INVALID_PARAMETERS', 'random');
    expect(again.body.message).toMatch(/has been used/);
    // Too old: sealed more than a day before the platform's clock.
    const stale = await t.freePlayRandom();
    t.clock.advance(25 * 3600_000);
    expect((await t.call('session.freeplay', { random: stale })).body.message).toMatch(/too old/);
  });
  it('trial accounts are refused protected actions (in_need_true_account)', async () => {
    const r = await t.call('session.freeplay', { random: await t.freePlayRandom() });
    const token = r.body.value.token;
    expectFail(await t.call('wallet.consolidatedFunds', {}, { token }), 403, 'in_need_true_account');
    expectFail(await t.call('messages.unreadCount', {}, { token }), 403, 'in_need_true_account');
    expectFail(
      await t.call(
        'member.changePassword',
        { oldPassword: 'x', newPassword: 'abc12345', confirmNewPassword: 'abc12345' },
        { token },
      ),
      403,
      'in_need_true_account',
    );
  });
  it('the seeded trial account logs in with trial credit', async () => {
    const token = await t.login('trial');
    const info = await t.call('member.info', {}, { token });
    expect(info.body.value.type).toBe(4);
  });
});

describe('forced password change', () => {
  it('the default password {secret} logs in flagged, and other calls are refused until it is changed', async () => {
    const r = await t.call('session.login', { username: 'newbie', password: '{secret}' });
    expect(r.body.value.firstTimeLogin).toBe(true);
    const token = r.body.value.token;
    expectFail(await t.call('wallet.balance', {}, { token }), 403, 'FIRST_LOGIN_FORCE_CHANGE_PWD_ERROR');
    expect((await t.call('member.info', {}, { token })).body.success).toBe(true);
    expectFail(
      await t.call(
        'session.firstLogin',
        { newPassword: '{secret}', confirmNewPassword: '{secret}' },
        { token },
      ),
      400,
      'INVALID_PARAMETERS',
      'newPassword',
    );
    expect(
      (
        await t.call(
          'session.firstLogin',
          { newPassword: 'fresh2026', confirmNewPassword: 'fresh2026' },
          { token },
        )
      ).body.success,
    ).toBe(true);
    expect((await t.call('wallet.balance', {}, { token })).body.success).toBe(true);
    const again = await t.call('session.login', { username: 'newbie', password: 'fresh2026' });
    expect(again.body.value.firstTimeLogin).toBe(false);
  });
  it('an expired password is flagged where the tenant enforces expiry', async () => {
    const gold = await t.call(
      'session.login',
      { username: 'expired', password: PASSWORD },
      { merchant: GOLD },
    );
    expect(gold.body.value.passwordExpired).toBe(true);
    expectFail(
      await t.call('games.favouriteIds', {}, { token: gold.body.value.token }),
      403,
      'US_PASSWORD_EXPIRED_ERROR',
    );
    const sports = await t.call(
      'session.login',
      { username: 'expired', password: PASSWORD },
      { merchant: SPORTS },
    );
    expect(sports.body.value.passwordExpired).toBe(false);
  });
});

describe('registration', () => {
  it('registers by username and logs in', async () => {
    const username = unique('reg');
    const r = await t.call('session.register', {
      username,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      registerMethod: 'WEB',
      domain: 'www.goldcasino.example',
    });
    expect(r.body.success).toBe(true);
    const info = await t.call('member.info', {}, { token: r.body.value.token });
    expect(info.body.value.account).toBe(username);
    const bal = await t.call('wallet.balance', {}, { token: r.body.value.token });
    expect(bal.body.value.balance.map((b) => b.accountTypeId)).toEqual([1, 2, 3, 4, 5]);
  });
  it('a username against the tenant rule is named with the rule', async () => {
    const r = await t.call('session.register', {
      username: '9lives',
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    expectFail(r, 400, 'INVALID_PARAMETERS', 'username');
    expect(r.body.message).toContain('4-16');
  });
  it('a password that breaks the rule is named', async () => {
    expectFail(
      await t.call('session.register', {
        username: unique('reg'),
        password: 'abcdefgh',
        confirmPassword: 'abcdefgh',
      }),
      400,
      'INVALID_PARAMETERS',
      'password',
    );
  });
  it('a confirmation that differs is named', async () => {
    expectFail(
      await t.call('session.register', {
        username: unique('reg'),
        password: 'abc12345',
        confirmPassword: 'abc12346',
      }),
      400,
      'INVALID_PARAMETERS',
      'confirmPassword',
    );
  });
  it('a taken username is refused and nothing is written', async () => {
    expectFail(
      await t.call('session.register', {
        username: 'Demo',
        password: 'abc12345',
        confirmPassword: 'abc12345',
      }),
      400,
      'USERNAME_TAKEN',
      'username',
    );
  });
  it('an affiliate code puts the player under its agent', async () => {
    const username = unique('aff');
    const r = await t.call('session.register', {
      username,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      affiliateCode: 'GOLDCASIA2',
    });
    expect(r.body.success).toBe(true);
    const tenant = t.app.platform.tenants.byMerchantCode(GOLD)!;
    const { findByUsername } = await import('../src/areas/session/account-lookup.ts');
    const c = await findByUsername(t.app.platform.db, tenant.id, username);
    const agent = await findByUsername(t.app.platform.db, tenant.id, 'agent2');
    expect(c?.parentId).toBe(agent?.id);
  });
  it('an invalid affiliate code gives invitation_code_error', async () => {
    expectFail(
      await t.call('session.register', {
        username: unique('aff'),
        password: 'abc12345',
        confirmPassword: 'abc12345',
        affiliateCode: 'NOPE99',
      }),
      400,
      'invitation_code_error',
      'Invalid invitation code',
    );
  });
  it('a referral code and a recommender id together are refused', async () => {
    expectFail(
      await t.call('session.register', {
        username: unique('ref'),
        password: 'abc12345',
        confirmPassword: 'abc12345',
        referralCode: 'GOLDDEMO',
        recommenderId: 'demo',
      }),
      400,
      'REFER_AND_RECOMMENDERID_CAN_NOT_SIMULTANEOUS_EXIST',
    );
  });
  it('affiliate check answers valid for an agent code and invitation_code_error otherwise', async () => {
    expect((await t.call('session.affiliateCheck', { code: 'GOLDCASIA1' })).body.value.valid).toBe(true);
    expectFail(await t.call('session.affiliateCheck', { code: 'XXXX' }), 200, 'invitation_code_error');
  });
  it('registration by mobile is refused where the tenant turned it off', async () => {
    expectFail(
      await t.call(
        'session.registerMobile',
        { mobileNum: '0899999999', password: 'abc12345', confirmPassword: 'abc12345' },
        { merchant: SPORTS },
      ),
      200,
      'FUNCTION_NOT_AVAILABLE',
    );
  });
  it('registers by mobile with an SMS code and no password where the mobile-number password is off, then signs in by SMS', async () => {
    // goldcasino: mobile registration and SMS verification on, the mobile-number password (MOBILEPWDREG3) off.
    const mobile = `08${String(Date.now()).slice(-8)}`;
    const sent = await t.call('session.smsRegister', { mobileNo: mobile });
    expect(sent.body.value.expiredMinutes).toBeGreaterThan(0);
    const code = await smsCode(GOLD, `+66 ${mobile}`);
    const wrong = await t.call('session.registerMobile', {
      mobileNum: mobile,
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expectFail(wrong, 400, 'INVALID_VERIFICATION_CODE', 'verificationCode');
    expectFail(
      await t.call('session.registerMobile', {
        mobileNum: mobile,
        password: 'abc12345',
        confirmPassword: 'abc12345',
        verificationCode: code,
      }),
      400,
      'INVALID_PARAMETERS',
      'password',
    );
    const r = await t.call('session.registerMobile', { mobileNum: mobile, verificationCode: code });
    expect(r.body.success).toBe(true);
    expect(r.body.value.userName).toMatch(/^m/);
    t.clock.advance(6 * 60_000);
    await t.call('session.smsLoginCode', { mobileNum: mobile });
    const login = await smsCode(GOLD, `+66 ${mobile}`);
    const again = await t.call('session.login', { type: 'sms', username: mobile, password: login });
    expect(again.body.value).toMatchObject({ userName: r.body.value.userName });
  });
  it('asks a mobile registration for its password where the mobile-number password is on', async () => {
    // neonplay: the toggle on (and its captcha on registration).
    const mobile = `09${String(Date.now() + 7).slice(-8)}`;
    await t.call('session.smsRegister', { mobileNo: mobile }, { merchant: NEON });
    const code = await smsCode(NEON, `+66 ${mobile}`);
    expectFail(
      await t.call(
        'session.registerMobile',
        { mobileNum: mobile, verificationCode: code, humanVerification: await human() },
        { merchant: NEON, deviceId: 'neo-mobile' },
      ),
      400,
      'INVALID_PARAMETERS',
      'password',
    );
  });
  it('neonplay requires the captcha on registration', async () => {
    const mobile = `09${String(Date.now()).slice(-8)}`;
    // neonplay verifies the mobile number with the third-party provider (phone-verification.test.ts).
    const sent = await t.call(
      'session.phoneVerificationSend',
      { mobileNum: mobile },
      { merchant: NEON, deviceId: 'neo' },
    );
    const code = await smsCode(NEON, `+66 ${mobile}`);
    const verified = await t.call(
      'session.phoneVerificationVerify',
      { sessionInfo: sent.body.value.sessionInfo, code },
      { merchant: NEON, deviceId: 'neo' },
    );
    const body = {
      username: unique('neo'),
      mobileNum: mobile,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      firebaseIdToken: verified.body.value.idToken,
    };
    expectFail(
      await t.call(
        'session.register',
        { ...body, captcha: 'WXYZ', humanVerification: await human() },
        { merchant: NEON, deviceId: 'neo' },
      ),
      400,
      'INVALID_CAPTCHA',
      'captcha',
    );
    const answer = await t.captcha('neo', NEON);
    const ok = await t.call(
      'session.register',
      { ...body, captcha: answer, humanVerification: await human() },
      { merchant: NEON, deviceId: 'neo' },
    );
    expect(ok.body.success).toBe(true);
  });
  it('SMS register code: an already registered mobile is refused', async () => {
    expectFail(await t.call('session.smsRegister', { mobileNo: '0812345678' }), 400, 'DUPLICATE', 'mobileNo');
  });
  it('SMS register code: a malformed number is named', async () => {
    expectFail(
      await t.call('session.smsRegister', { mobileNo: '12ab' }),
      400,
      'INVALID_PARAMETERS',
      'mobileNo',
    );
  });
});

describe('SMS throttle', () => {
  it('a second send within a second is refused, and the 6th within 5 minutes gets the 5-minute message', async () => {
    const mobile = `06${String(Date.now()).slice(-8)}`;
    expect((await t.call('session.smsRegister', { mobileNo: mobile })).body.success).toBe(true);
    expectFail(await t.call('session.smsRegister', { mobileNo: mobile }), 429, 'MAX_SEND_LIMIT');
    for (let i = 0; i < 4; i++) {
      t.clock.advance(30_000);
      expect((await t.call('session.smsRegister', { mobileNo: mobile })).body.success).toBe(true);
    }
    t.clock.advance(30_000);
    expectFail(
      await t.call('session.smsRegister', { mobileNo: mobile }),
      429,
      'TOO_MANY_REQUESTS',
      'Too many requests, please try again after 5 minutes.',
    );
    t.clock.advance(5 * 60_000);
    expect((await t.call('session.smsRegister', { mobileNo: mobile })).body.success).toBe(true);
  });
});

describe('login by SMS code', () => {
  it('sends a code to a registered mobile and logs in with it, without a forced change', async () => {
    await t.call('session.smsLoginCode', { mobileNum: '0834567890' });
    const code = await smsCode(GOLD, '+66 0834567890');
    const r = await t.call('session.login', { type: 'sms', mobileNum: '0834567890', verificationCode: code });
    expect(r.body.value).toMatchObject({ userName: 'player1', firstTimeLogin: false });
  });
  it('as the gateway takes it: the mobile as the username and the code as the password, refusals naming those', async () => {
    // Past the sending limits of the codes the tests above asked for.
    t.clock.advance(6 * 60_000);
    await t.call('session.smsLoginCode', { mobileNum: '0834567890' });
    const code = await smsCode(GOLD, '+66 0834567890');
    expectFail(
      await t.call('session.login', { type: 'sms', username: '0834567890', password: '000000' }),
      400,
      'INVALID_VERIFICATION_CODE',
      'password',
    );
    expectFail(
      await t.call('session.login', { type: 'sms', username: '0800000009', password: code }),
      200,
      'UNKNOWN_ACCOUNT',
      'username',
    );
    const r = await t.call('session.login', { type: 'sms', username: '0834567890', password: code });
    expect(r.body.value).toMatchObject({ userName: 'player1' });
  });
  it('an unknown mobile is refused when asking for a code', async () => {
    expectFail(
      await t.call('session.smsLoginCode', { mobileNum: '0800000001' }),
      200,
      'UNKNOWN_ACCOUNT',
      'mobileNum',
    );
  });
  it('a code expires after its minutes', async () => {
    t.clock.advance(10_000);
    await t.call('session.smsLoginCode', { mobileNum: '0823456789' });
    const code = await smsCode(GOLD, '+66 0823456789');
    t.clock.advance(3 * 60_000);
    expectFail(
      await t.call('session.login', { type: 'sms', mobileNum: '0823456789', verificationCode: code }),
      200,
      'VALIDATION_EXPIRED_CODE',
    );
  });
});

describe('forgot password', () => {
  it('by e-mail: a temporary password arrives in the outbox and forces a change', async () => {
    const r = await t.call('session.forgotByEmail', {
      username: 'player3',
      email: 'player3@goldcasino.example',
    });
    expect(r.body.success).toBe(true);
    const mail = await t.call('dev.outbox', { channel: 'email', to: 'player3@goldcasino.example' });
    const temp = mail.body.value.list[0]?.code;
    expect(mail.body.value.list[0]?.subject).toContain('temporary password');
    const login = await t.call('session.login', { username: 'player3', password: temp });
    expect(login.body.value.firstTimeLogin).toBe(true);
    expectFail(
      await t.call('session.login', { username: 'player3', password: PASSWORD }),
      200,
      'PASSWORD_INCORRECT',
    );
  });
  it('by e-mail: an unknown pair answers "Username/Email does not exist"', async () => {
    expectFail(
      await t.call('session.forgotByEmail', { username: 'player1', email: 'someone@else.example' }),
      200,
      'UNKNOWN_ACCOUNT',
      'Username/Email does not exist',
    );
  });
  it('by e-mail: a malformed e-mail is named', async () => {
    expectFail(
      await t.call('session.forgotByEmail', { username: 'player1', email: 'not-an-email' }),
      400,
      'INVALID_PARAMETERS',
      'email',
    );
  });
  it('by phone: a code then a new password, which logs in', async () => {
    t.clock.advance(10_000);
    const sent = await t.call(
      'session.forgotByPhoneSend',
      { mobileNum: '0812345678', humanVerification: await human() },
      { merchant: NEON },
    );
    expect(sent.body.success).toBe(true);
    const code = await smsCode(NEON, '+66 0812345678');
    const r = await t.call(
      'session.forgotByPhoneSet',
      { mobileNum: '0812345678', verificationCode: code, newPassword: 'neon2026' },
      { merchant: NEON },
    );
    expect(r.body.value.userName).toBe('demo');
    expect(
      (
        await t.call(
          'session.login',
          { username: 'demo', password: 'neon2026', humanVerification: await human() },
          { merchant: NEON },
        )
      ).body.success,
    ).toBe(true);
  });
  it('by phone is refused where the tenant turned it off', async () => {
    expectFail(
      await t.call('session.forgotByPhoneSend', { mobileNum: '0812345678' }, { merchant: SPORTS }),
      200,
      'FUNCTION_NOT_AVAILABLE',
    );
  });
});
