import { describe, expect, it } from 'vitest';
import { checkWithRule, isValidEmail, isValidMobileNumber, isValidVerificationCode } from './common.ts';
import { feedbackPayload, validateFeedback } from './feedback.ts';
import { captchaShownAfterLogin, loginPayload, validateLogin } from './login.ts';
import { validateChangePassword, validateForgotByEmail, validateForgotByPhone } from './password.ts';
import {
  affiliateCodeMessage,
  ageOn,
  registrationAsksPassword,
  registrationPayload,
  validateRegistration,
  type RegisterConfig,
  type RegisterValues,
} from './register.ts';
import { remainingUploadSlots, validateUploadFile, validateUploads } from './uploads.ts';

describe('common checks', () => {
  it('accepts mobile numbers of 6-15 digits with separators and a leading +', () => {
    for (const v of ['0812345678', '+66 81-234-5678', '(02) 123456'])
      expect(isValidMobileNumber(v), v).toBe(true);
    for (const v of ['12345', '1234567890123456', '08a1234567', '', '++661234567', 812345678])
      expect(isValidMobileNumber(v), String(v)).toBe(false);
  });
  it('accepts codes of 4-8 digits', () => {
    expect([
      isValidVerificationCode('1234'),
      isValidVerificationCode(' 123456 '),
      isValidVerificationCode('123'),
      isValidVerificationCode('12345a'),
      isValidVerificationCode(1234),
    ]).toEqual([true, true, false, false, false]);
  });
  it('checks e-mail addresses', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail(`${'a'.repeat(250)}@b.co`)).toBe(false);
    expect(isValidEmail(5)).toBe(false);
  });
  it('checks without a rule: required and type only', () => {
    expect(checkWithRule('', undefined, true)).toEqual({ key: 'validation:required' });
    expect(checkWithRule(5, undefined, false)).toEqual({ key: 'validation:invalid_value' });
    expect(checkWithRule('x', undefined, false)).toBeUndefined();
    expect(checkWithRule('  ', { minLength: 1 }, false)).toBeUndefined();
  });
});

describe('validateLogin', () => {
  it('requires username and password on the username tab', () => {
    const r = validateLogin({ tab: 'username', username: ' ', password: '', captchaShown: false });
    expect(r.ok).toBe(false);
    expect(r.summary).toEqual({ key: 'validation:username_password_required' });
    expect(Object.keys(r.errors)).toEqual(['username', 'password']);
    expect(validateLogin({ tab: 'username', username: 'bob', password: 'pw', captchaShown: false })).toEqual({
      ok: true,
      errors: {},
    });
  });
  it('requires the captcha only when shown', () => {
    expect(
      validateLogin({ tab: 'username', username: 'bob', password: 'pw', captchaShown: true }).errors,
    ).toEqual({ captcha: { key: 'validation:captcha_required' } });
    expect(
      validateLogin({ tab: 'username', username: 'bob', password: 'pw', captchaShown: true, captcha: 'x1' })
        .ok,
    ).toBe(true);
  });
  it('needs a valid mobile and code on the SMS tab', () => {
    expect(validateLogin({ tab: 'sms', mobile: '12', code: 'ab', captchaShown: false }).errors).toEqual({
      mobile: { key: 'validation:mobile_invalid' },
      code: { key: 'validation:verification_code_invalid' },
    });
    expect(validateLogin({ tab: 'sms', mobile: '0812345678', code: '123456', captchaShown: false }).ok).toBe(
      true,
    );
  });
  it('turns on the captcha after a failed login that asks for it', () => {
    expect(captchaShownAfterLogin(false, { success: false, captcha: true })).toBe(true);
    expect(captchaShownAfterLogin(false, { success: false, captcha: '1' })).toBe(true);
    expect(captchaShownAfterLogin(false, { success: false })).toBe(false);
    expect(captchaShownAfterLogin(true, { success: false })).toBe(true);
    expect(captchaShownAfterLogin(false, { success: true, captcha: true })).toBe(false);
  });
  it('builds the payload', () => {
    expect(
      loginPayload({ tab: 'username', username: ' bob ', password: ' pw ', captchaShown: false }),
    ).toEqual({ username: 'bob', password: ' pw ', type: 'username' });
    expect(
      loginPayload({ tab: 'sms', mobile: '081-234 5678', code: ' 1234', captchaShown: true, captcha: ' c ' }),
    ).toEqual({ username: '0812345678', password: '1234', type: 'sms', captcha: 'c' });
    expect(loginPayload({ tab: 'sms', captchaShown: true })).toEqual({
      username: '',
      password: '',
      type: 'sms',
      captcha: '',
    });
    expect(loginPayload({ tab: 'username', captchaShown: false })).toEqual({
      username: '',
      password: '',
      type: 'username',
    });
  });
});

describe('validateRegistration', () => {
  const base: RegisterConfig = {
    mode: 'username',
    smsVerification: false,
    rules: {
      username: { acceptedPattern: '^[a-z][a-z0-9]*$', minLength: 4, maxLength: 10, patternId: 2 },
      password: { acceptedPattern: '*', minLength: 6, maxLength: 20, patternId: 1 },
    },
  };
  const good: RegisterValues = {
    username: 'bob123',
    password: 'secret1',
    confirmPassword: 'secret1',
    termsAccepted: true,
    ageConfirmed: true,
  };
  const today = '2026-11-22';

  it('accepts a complete form', () => {
    expect(validateRegistration(good, base, today)).toEqual({ ok: true, errors: {} });
  });

  it('asks a mobile registration for no password when the toggle is off and an SMS code proves the number', () => {
    const on = { mobilePasswordOnRegister: true, smsVerificationOnRegister: true };
    const off = { mobilePasswordOnRegister: false, smsVerificationOnRegister: true };
    const noSms = { mobilePasswordOnRegister: false, smsVerificationOnRegister: false };
    expect([
      registrationAsksPassword('username', off),
      registrationAsksPassword('mobile', on),
      registrationAsksPassword('mobile', off),
      registrationAsksPassword('mobile', noSms),
    ]).toEqual([true, true, false, true]);
    const mobile: RegisterConfig = { ...base, mode: 'mobile', smsVerification: true, passwordShown: false };
    const values: RegisterValues = {
      mobileNum: '0812345678',
      verificationCode: '123456',
      termsAccepted: true,
      ageConfirmed: true,
    };
    expect(validateRegistration(values, mobile, today)).toEqual({ ok: true, errors: {} });
    const asked = validateRegistration(values, { ...mobile, passwordShown: true }, today);
    expect(asked.errors.password).toEqual({ key: 'validation:required' });
    expect(asked.summary).toEqual({ key: 'validation:required_marked' });
  });

  it('applies the username and password rules and the confirmation', () => {
    const r = validateRegistration(
      { ...good, username: '1bob', password: 'short', confirmPassword: 'other' },
      base,
      today,
    );
    expect(r.errors.username).toEqual({ key: 'validation:reg_pattern_2', values: { min: 4, max: 10 } });
    expect(r.errors.password).toEqual({ key: 'validation:reg_pattern_1', values: { min: 6, max: 20 } });
    expect(r.errors.confirmPassword).toEqual({ key: 'validation:inconsistent_twice' });
    expect(r.summary).toBeUndefined();
  });

  it('flags empty required fields and the terms and age boxes', () => {
    const r = validateRegistration({ termsAccepted: false, ageConfirmed: false }, base, today);
    expect(r.summary).toEqual({ key: 'validation:required_marked' });
    expect(r.errors.username).toEqual({ key: 'validation:required' });
    expect(r.errors.confirmPassword).toEqual({ key: 'validation:required' });
    expect(r.errors.terms).toEqual({
      key: 'validation:agree_to',
      lists: { terms: ['validation:field_terms'] },
    });
    expect(r.errors.age).toEqual({ key: 'validation:age_confirm', values: { age: 21 } });
  });

  it('requires mobile and SMS code in mobile mode, not the username', () => {
    const cfg: RegisterConfig = { ...base, mode: 'mobile', smsVerification: true };
    const r = validateRegistration(
      { ...good, username: '', mobileNum: '12', verificationCode: 'x' },
      cfg,
      today,
    );
    expect(r.errors).toEqual({
      mobileNum: { key: 'validation:mobile_invalid' },
      verificationCode: { key: 'validation:verification_code_invalid' },
    });
    expect(
      validateRegistration(
        { ...good, username: '', mobileNum: '0812345678', verificationCode: '1234' },
        cfg,
        today,
      ).ok,
    ).toBe(true);
    expect(validateRegistration({ ...good, username: '' }, cfg, today).errors.mobileNum).toEqual({
      key: 'validation:required',
    });
  });

  it('shows the mobile per server config in username mode and uses its rule', () => {
    const cfg: RegisterConfig = {
      ...base,
      mobile: { shown: true, required: false },
      rules: { ...base.rules, mobileNum: { acceptedPattern: '^09\\d{8}$', patternId: 7 } },
    };
    expect(validateRegistration(good, cfg, today).ok).toBe(true);
    expect(validateRegistration({ ...good, mobileNum: '0812345678' }, cfg, today).errors.mobileNum?.key).toBe(
      'validation:reg_pattern_7',
    );
  });

  it('checks optional fields only when shown, required per config', () => {
    const cfg: RegisterConfig = {
      ...base,
      fields: {
        email: { shown: true, required: true },
        qqNum: { shown: false, required: true },
        captcha: { shown: true, required: true },
        line: { shown: true, required: false },
      },
      rules: {
        ...base.rules,
        email: { acceptedPattern: '^\\S+@\\S+$', patternId: 4, minLength: 3, maxLength: 50 },
      },
    };
    const r = validateRegistration({ ...good, email: 'nope' }, cfg, today);
    expect(r.errors).toEqual({
      email: { key: 'validation:reg_pattern_4', values: { min: 3, max: 50 } },
      captcha: { key: 'validation:captcha_required' },
    });
    expect(r.summary).toEqual({ key: 'validation:required_marked' });
    expect(validateRegistration({ ...good, email: 'a@b', captcha: 'c' }, cfg, today).ok).toBe(true);
  });

  it('checks a birthday against the minimum age on the given day', () => {
    const cfg: RegisterConfig = { ...base, fields: { birthday: { shown: true, required: true } } };
    expect(validateRegistration({ ...good, birthday: '2005-11-22' }, cfg, today).ok).toBe(true);
    expect(validateRegistration({ ...good, birthday: '2005-11-23' }, cfg, today).errors.birthday).toEqual({
      key: 'validation:age_confirm',
      values: { age: 21 },
    });
    expect(validateRegistration({ ...good, birthday: '2005-02-30' }, cfg, today).errors.birthday).toEqual({
      key: 'validation:invalid_value',
    });
    expect(
      validateRegistration({ ...good, birthday: '2008-01-01' }, { ...cfg, minimumAge: 18 }, today).ok,
    ).toBe(true);
    expect(validateRegistration(good, cfg, today).errors.birthday).toEqual({ key: 'validation:required' });
  });

  it('computes ages', () => {
    expect(ageOn('2000-02-29', '2021-02-28')).toBe(20);
    expect(ageOn('2000-02-29', '2021-03-01')).toBe(21);
    expect(ageOn('2000-05-10', '2021-05-09')).toBe(20);
    expect(ageOn('x', '2021-01-01')).toBeUndefined();
  });

  it('builds the payload with registerMethod WEB and the codes', () => {
    expect(
      registrationPayload(
        { ...good, username: ' bob ', password: ' p ', email: '' },
        { registerUrl: 'https://x/register', domain: 'x', referralCode: 'R1', affiliateCode: 'A1' },
      ),
    ).toEqual({
      username: 'bob',
      password: ' p ',
      confirmPassword: 'secret1',
      affiliateCode: 'A1',
      referralCode: 'R1',
      registerUrl: 'https://x/register',
      domain: 'x',
      registerMethod: 'WEB',
    });
    expect(
      registrationPayload(
        { ...good, affiliateCode: 'F' },
        { registerUrl: 'u', domain: 'd', affiliateCode: '' },
      ).affiliateCode,
    ).toBe('F');
    expect(registrationPayload(good, { registerUrl: 'u', domain: 'd' })).not.toHaveProperty('affiliateCode');
  });

  it('reports an invalid affiliate code', () => {
    expect(affiliateCodeMessage(false)).toEqual({ key: 'validation:invitation_code_error' });
    expect(affiliateCodeMessage(true)).toBeUndefined();
  });
});

describe('password forms', () => {
  const rule = { acceptedPattern: '^(?=.*\\d)\\S+$', minLength: 6, maxLength: 12, patternId: 10 };
  it('change password: old required unless known; rule; confirmation', () => {
    expect(
      validateChangePassword(
        { newPassword: 'abc123', confirmNewPassword: 'abc123' },
        { oldPasswordKnown: false, passwordRule: rule },
      ).errors,
    ).toEqual({ oldPassword: { key: 'validation:required' } });
    expect(
      validateChangePassword(
        { newPassword: 'abc123', confirmNewPassword: 'abc123' },
        { oldPasswordKnown: true, passwordRule: rule },
      ).ok,
    ).toBe(true);
    const r = validateChangePassword(
      { oldPassword: 'o', newPassword: 'abcdef', confirmNewPassword: 'x' },
      { oldPasswordKnown: false, passwordRule: rule },
    );
    expect(r.errors).toEqual({
      newPassword: { key: 'validation:reg_pattern_10', values: { min: 6, max: 12 } },
      confirmNewPassword: { key: 'validation:confirm_password_incorrect' },
    });
    expect(
      validateChangePassword({ oldPassword: 'o', newPassword: '' }, { oldPasswordKnown: false }).errors,
    ).toEqual({
      newPassword: { key: 'validation:required' },
      confirmNewPassword: { key: 'validation:required' },
    });
  });
  it('forgot by e-mail', () => {
    expect(validateForgotByEmail({ username: 'bob', email: 'bob@mail.com' }).ok).toBe(true);
    expect(validateForgotByEmail({ username: '', email: '' }).errors).toEqual({
      username: { key: 'validation:required' },
      email: { key: 'validation:required' },
    });
    expect(validateForgotByEmail({ username: 'bob', email: 'bob@' }).errors).toEqual({
      email: { key: 'validation:email_invalid' },
    });
    expect(
      validateForgotByEmail(
        { username: 'b', email: 'x' },
        { username: { minLength: 3, patternId: 2 }, email: { acceptedPattern: '@', patternId: 4 } },
      ).errors,
    ).toEqual({
      username: { key: 'validation:reg_pattern_2', values: { min: 3, max: '' } },
      email: { key: 'validation:reg_pattern_4', values: { min: '', max: '' } },
    });
    expect(
      validateForgotByEmail({ username: 'bob', email: 'a@b' }, { email: { acceptedPattern: '@' } }).ok,
    ).toBe(true);
  });
  it('forgot by phone', () => {
    expect(
      validateForgotByPhone(
        { mobileNum: '0812345678', verificationCode: '1234', newPassword: 'abc123' },
        { passwordRule: rule },
      ).ok,
    ).toBe(true);
    expect(validateForgotByPhone({}).errors).toEqual({
      mobileNum: { key: 'validation:required' },
      verificationCode: { key: 'validation:required' },
      newPassword: { key: 'validation:required' },
    });
    expect(
      validateForgotByPhone(
        { mobileNum: '1', verificationCode: '1', newPassword: 'p', confirmNewPassword: 'q' },
        { withConfirmation: true },
      ).errors,
    ).toEqual({
      mobileNum: { key: 'validation:mobile_invalid' },
      verificationCode: { key: 'validation:verification_code_invalid' },
      confirmNewPassword: { key: 'validation:inconsistent_twice' },
    });
  });
});

describe('validateFeedback', () => {
  const content = 'The deposit has not arrived yet.';
  it('names the missing fields followed by is empty', () => {
    const r = validateFeedback({ type: null, content: '   ', captcha: '' });
    expect(r.summary).toEqual({
      key: 'validation:is_empty',
      lists: {
        fields: ['validation:field_type', 'validation:field_description', 'validation:field_captcha'],
      },
    });
    expect(validateFeedback({ type: 1, content, captcha: '' }).summary).toEqual({
      key: 'validation:is_empty',
      lists: { fields: ['validation:field_captcha'] },
    });
  });
  it('trims the description and enforces 20-200 characters', () => {
    expect(
      validateFeedback({ type: 0, content: `   ${'a'.repeat(19)}   `, captcha: 'c' }).errors.content,
    ).toEqual({ key: 'validation:feedback_length', values: { min: 20, max: 200 } });
    expect(validateFeedback({ type: 0, content: 'a'.repeat(20), captcha: 'c' }).ok).toBe(true);
    expect(validateFeedback({ type: 6, content: 'ก'.repeat(200), captcha: 'c' }).ok).toBe(true);
    expect(validateFeedback({ type: 6, content: 'ก'.repeat(201), captcha: 'c' }).ok).toBe(false);
    expect(
      validateFeedback({ type: 6, content: 'a'.repeat(141), captcha: 'c' }, { maxLength: 140 }).errors.content
        ?.values,
    ).toEqual({ min: 20, max: 140 });
  });
  it('refuses an unknown question type', () => {
    expect(validateFeedback({ type: 5, content, captcha: 'c' }).errors).toEqual({
      type: { key: 'validation:feedback_type_invalid' },
    });
  });
  it('builds the payload', () => {
    expect(feedbackPayload({ type: 3, content: `  ${content} `, captcha: ' x ' }, undefined)).toEqual({
      content,
      sender: '',
      type: 3,
      captcha: 'x',
    });
  });
});

describe('uploads', () => {
  const png = { name: 'a.png', type: 'image/png', size: 1000 };
  it('accepts png and jpg up to 5 MB', () => {
    expect(validateUploadFile(png)).toBeUndefined();
    expect(validateUploadFile({ name: 'b.JPG', size: 5 * 1024 * 1024 })).toBeUndefined();
    expect(validateUploadFile({ name: 'b.jpeg', type: '', size: 1 })).toBeUndefined();
  });
  it('refuses other types, oversize, empty and bad sizes', () => {
    expect(validateUploadFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toEqual({
      key: 'validation:upload_type',
    });
    expect(validateUploadFile({ name: 'a.png.exe', size: 10 })).toEqual({ key: 'validation:upload_type' });
    for (const size of [5 * 1024 * 1024 + 1, 0, -1, NaN])
      expect(validateUploadFile({ ...png, size })).toEqual({
        key: 'validation:upload_size',
        values: { maxMb: 5 },
      });
  });
  it('allows at most 3 images', () => {
    expect(validateUploads([png, png, png]).ok).toBe(true);
    const r = validateUploads([png, png, png, { ...png, type: 'text/plain' }]);
    expect(r.summary).toEqual({ key: 'validation:upload_count', values: { max: 3 } });
    expect(r.errors).toEqual({ 3: { key: 'validation:upload_type' } });
    expect([remainingUploadSlots(1), remainingUploadSlots(5), remainingUploadSlots(-2)]).toEqual([2, 0, 3]);
  });
});
