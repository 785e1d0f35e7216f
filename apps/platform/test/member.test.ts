import { describe, expect, it } from 'vitest';
import { expectFail, NEON, unique, usePlatform } from './helpers.ts';

const t = usePlatform();

async function newMember(password = 'abc12345') {
  const username = unique('mem');
  const r = await t.call('session.register', {
    username,
    password,
    confirmPassword: password,
    email: `${username}@mail.example`,
  });
  return { username, token: r.body.value.token, password };
}

describe('member info', () => {
  it('gives id, account, type, VIP label and a masked mobile', async () => {
    const token = await t.login('demo');
    const r = await t.call('member.info', {}, { token });
    expect(r.body.value).toMatchObject({
      account: 'demo',
      userName: 'demo',
      type: 0,
      clubLabel: { labelName: 'Gold' },
      mobile: '081****678',
    });
    expect(r.body.value.regDate).toBeLessThan(Date.now());
  });
  it('agents carry their agent type', async () => {
    const token = await t.login('agent3');
    expect((await t.call('member.info', {}, { token })).body.value.type).toBe(42);
  });
  it('updates the nickname and refuses a malformed e-mail', async () => {
    const { token } = await newMember();
    const r = await t.call('member.updateInfo', { nickname: 'Lucky Star' }, { token });
    expect(r.body.value.nickname).toBe('Lucky Star');
    expectFail(
      await t.call('member.updateInfo', { email: 'nope' }, { token }),
      400,
      'INVALID_PARAMETERS',
      'email',
    );
  });
  it('avatar: default "0" STATIC, can pick another, refuses junk', async () => {
    const { token } = await newMember();
    expect((await t.call('member.icon', {}, { token })).body.value).toEqual({
      avatar: '0',
      avatarType: 'STATIC',
    });
    expect((await t.call('member.updateIcon', { avatar: '7' }, { token })).body.value.avatar).toBe('7');
    expect((await t.call('member.icon', {}, { token })).body.value.avatar).toBe('7');
    expectFail(
      await t.call('member.updateIcon', { avatar: 'javascript:alert(1)' }, { token }),
      400,
      'INVALID_PARAMETERS',
      'avatar',
    );
  });
  it('avatar: a trial account is refused (in_need_true_account) before its input is read, and keeps its avatar', async () => {
    const token = await t.login('trial');
    expectFail(await t.call('member.updateIcon', { avatar: '7' }, { token }), 403, 'in_need_true_account');
    expectFail(await t.call('member.updateIcon', { avatar: 'junk' }, { token }), 403, 'in_need_true_account');
    expect((await t.call('member.icon', {}, { token })).body.value.avatar).toBe('0');
  });
  it('security config reflects what is set up', async () => {
    const token = await t.login('demo');
    expect((await t.call('member.securityConfig', {}, { token })).body.value).toMatchObject({
      mobileBound: true,
      emailBound: true,
      hasPaymentPassword: false,
    });
  });
  it('kyc status answers', async () => {
    const token = await t.login('demo');
    expect((await t.call('member.kycStatus', {}, { token })).body.value.status).toBe('NOT_SUBMITTED');
  });
});

describe('change password', () => {
  it('changes it and ends the other sessions', async () => {
    const m = await newMember();
    const other = await t.login(m.username, m.password);
    const r = await t.call(
      'member.changePassword',
      { oldPassword: m.password, newPassword: 'new12345', confirmNewPassword: 'new12345' },
      { token: m.token },
    );
    expect(r.body.success).toBe(true);
    expect((await t.call('member.info', {}, { token: m.token })).body.success).toBe(true);
    expectFail(await t.call('member.info', {}, { token: other }), 401, 'CUSTOMER_NOT_LOGIN');
    expect((await t.call('session.login', { username: m.username, password: 'new12345' })).body.success).toBe(
      true,
    );
  });
  it('a wrong old password is named', async () => {
    const m = await newMember();
    expectFail(
      await t.call(
        'member.changePassword',
        { oldPassword: 'wrong123', newPassword: 'new12345', confirmNewPassword: 'new12345' },
        { token: m.token },
      ),
      400,
      'PASSWORD_INCORRECT',
      'oldPassword',
    );
  });
  it('a confirmation that differs is named', async () => {
    const m = await newMember();
    expectFail(
      await t.call(
        'member.changePassword',
        { oldPassword: m.password, newPassword: 'new12345', confirmNewPassword: 'new12346' },
        { token: m.token },
      ),
      400,
      'INVALID_PARAMETERS',
      'confirmNewPassword',
    );
  });
  it('the new password must satisfy the rule', async () => {
    const m = await newMember();
    expectFail(
      await t.call(
        'member.changePassword',
        { oldPassword: m.password, newPassword: 'short', confirmNewPassword: 'short' },
        { token: m.token },
      ),
      400,
      'INVALID_PARAMETERS',
      'newPassword',
    );
  });
  it('the old password is required unless a change is forced', async () => {
    const m = await newMember();
    expectFail(
      await t.call(
        'member.changePassword',
        { newPassword: 'new12345', confirmNewPassword: 'new12345' },
        { token: m.token },
      ),
      400,
      'INVALID_PARAMETERS',
      'oldPassword',
    );
  });
});

describe('language, mobile and payment password', () => {
  it('language change is stored; an unsupported language is named', async () => {
    const m = await newMember();
    expect((await t.call('member.changeLanguage', { language: 'TY' }, { token: m.token })).body.success).toBe(
      true,
    );
    expect((await t.call('member.info', {}, { token: m.token })).body.value.language).toBe('TY');
    expectFail(
      await t.call('member.changeLanguage', { language: 'FR' }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'language',
    );
  });
  it('binds a mobile number with an SMS code', async () => {
    const m = await newMember();
    const mobile = `07${String(Date.now()).slice(-8)}`;
    expect(
      (await t.call('member.sendBindSms', { mobileNum: mobile }, { token: m.token })).body.value
        .expiredMinutes,
    ).toBeGreaterThan(0);
    const sms = await t.call('dev.outbox', { channel: 'sms', to: `+66 ${mobile}` });
    expectFail(
      await t.call('member.updateMobile', { mobileNum: mobile, verificationCode: '12' }, { token: m.token }),
      400,
      'INVALID_VERIFICATION_CODE',
      'verificationCode',
    );
    expect(
      (
        await t.call(
          'member.updateMobile',
          { mobileNum: mobile, verificationCode: sms.body.value.list[0]!.code },
          { token: m.token },
        )
      ).body.success,
    ).toBe(true);
    expect((await t.call('member.securityConfig', {}, { token: m.token })).body.value.mobileBound).toBe(true);
  });
  it('a mobile number of another member cannot be bound', async () => {
    const m = await newMember();
    t.clock.advance(2000);
    await t.call('member.sendBindSms', { mobileNum: '0812345678' }, { token: m.token });
    expectFail(
      await t.call(
        'member.updateMobile',
        { mobileNum: '0812345678', verificationCode: '123456' },
        { token: m.token },
      ),
      400,
      'DUPLICATE',
      'mobileNum',
    );
  });
  it('payment password: set once (6 digits), then change with the old one', async () => {
    const m = await newMember();
    expect((await t.call('member.hasWithdrawalPassword', {}, { token: m.token })).body.value).toBe(false);
    expectFail(
      await t.call(
        'member.setPaymentPassword',
        { paymentPassword: 'abcdef', confirmPaymentPassword: 'abcdef' },
        { token: m.token },
      ),
      400,
      'INVALID_PARAMETERS',
      'paymentPassword',
    );
    expect(
      (
        await t.call(
          'member.setPaymentPassword',
          { paymentPassword: '135790', confirmPaymentPassword: '135790' },
          { token: m.token },
        )
      ).body.success,
    ).toBe(true);
    expect((await t.call('member.hasWithdrawalPassword', {}, { token: m.token })).body.value).toBe(true);
    expectFail(
      await t.call(
        'member.setPaymentPassword',
        { paymentPassword: '135790', confirmPaymentPassword: '135790' },
        { token: m.token },
      ),
      200,
      'INVALID_STATE',
    );
    expectFail(
      await t.call(
        'member.changePaymentPassword',
        { oldPaymentPassword: '000000', paymentPassword: '246802', confirmPaymentPassword: '246802' },
        { token: m.token },
      ),
      400,
      'PAYMENT_PASSWORD_INCORRECT',
      'oldPaymentPassword',
    );
    expect(
      (
        await t.call(
          'member.changePaymentPassword',
          { oldPaymentPassword: '135790', paymentPassword: '246802', confirmPaymentPassword: '246802' },
          { token: m.token },
        )
      ).body.success,
    ).toBe(true);
  });
  it('a Thai-first tenant answers member info of its own players', async () => {
    const token = await t.login('demo', 'demo1234', NEON);
    expect((await t.call('member.info', {}, { token, merchant: NEON })).body.value.language).toBe('TY');
  });
});
