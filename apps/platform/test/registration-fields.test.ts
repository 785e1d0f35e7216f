/**
 * Registration fields per tenant (issue 30): every profile field of accounts §3 can be turned on, required or
 * optional; a given one is kept on the account and shown by member.info; a required one missing, one the tenant has
 * off and an unknown key are refused naming the field; the site reads the tenant's minimum age from site permission.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REGISTER_FIELDS } from '../src/tenants/defaults.ts';
import { expectFail, GOLD, unique, usePlatform } from './helpers.ts';

const t = usePlatform({ rateLimits: false });
const gold = () => t.app.platform.tenants.byMerchantCode(GOLD)!;

type Rules = ReturnType<typeof gold>['config']['registerFields'];
let original: Rules;
beforeAll(() => {
  original = structuredClone(gold().config.registerFields);
});
afterEach(() => {
  gold().config.registerFields = structuredClone(original);
});

const turnOn = (field: string, required: boolean) => {
  const rule = gold().config.registerFields[field];
  if (!rule) throw new Error(`no rule for ${field}`);
  rule.show = true;
  rule.required = required;
};

const base = () => {
  const username = unique('rf');
  return { username, password: 'abc12345', confirmPassword: 'abc12345', registerMethod: 'WEB' };
};

describe('registration fields per tenant', () => {
  it('every profile field of the spec has a default rule, off', () => {
    for (const field of [
      'nickname',
      'fullName',
      'telegram',
      'zalo',
      'birthday',
      'permanentAddress',
      'currentAddress',
      'placeOfBirth',
      'nationality',
      'occupation',
      'sourceOfIncome',
      'bankAccountNumber',
      'promoCode',
      'bonusCode',
    ]) {
      expect(DEFAULT_REGISTER_FIELDS, field).toHaveProperty(field);
      expect(DEFAULT_REGISTER_FIELDS[field as keyof typeof DEFAULT_REGISTER_FIELDS].show, field).toBe(false);
    }
  });

  it('a required nationality is taken, kept and shown by member.info with the other fields', async () => {
    turnOn('nationality', true);
    for (const f of ['permanentAddress', 'occupation', 'bankAccountNumber', 'bonusCode', 'nickname'])
      turnOn(f, false);
    const rules = (await t.call('session.registerSettings', {})).body.value;
    expect(rules.nationality).toMatchObject({ show: true, required: true });
    const r = await t.call('session.register', {
      ...base(),
      nationality: 'Thai',
      permanentAddress: '12 Silom Road, Bangkok',
      occupation: 'Engineer',
      bankAccountNumber: '1234567890',
      bonusCode: 'WELCOME1',
      nickname: 'Lucky',
    });
    expect(r.body.success).toBe(true);
    const info = (await t.call('member.info', {}, { token: r.body.value.token })).body.value;
    expect(info).toMatchObject({
      nationality: 'Thai',
      permanentAddress: '12 Silom Road, Bangkok',
      occupation: 'Engineer',
      bankAccountNumber: '******7890',
      bonusCode: 'WELCOME1',
      nickname: 'Lucky',
    });
  });

  it('a required nationality missing is refused naming it', async () => {
    turnOn('nationality', true);
    const r = await t.call('session.register', base());
    expectFail(r, 400, 'INVALID_PARAMETERS', 'nationality');
    expect(r.body.value).toMatchObject({ field: 'nationality' });
  });

  it('a field against its rule is refused naming it', async () => {
    turnOn('bankAccountNumber', false);
    expectFail(
      await t.call('session.register', { ...base(), bankAccountNumber: 'not digits' }),
      400,
      'INVALID_PARAMETERS',
      'bankAccountNumber',
    );
  });

  it('a field the tenant has off is refused naming it, not dropped', async () => {
    expectFail(
      await t.call('session.register', { ...base(), occupation: 'Engineer' }),
      400,
      'INVALID_PARAMETERS',
      /occupation: this site does not take this field/,
    );
  });

  it('an unknown field is refused naming it, not dropped', async () => {
    const r = await t.call('session.register', { ...base(), nationalty: 'Thai' });
    expectFail(r, 400, 'INVALID_PARAMETERS', 'nationalty');
    expect(r.body.value).toMatchObject({ field: 'nationalty' });
    expectFail(
      await t.call('session.registerMobile', { ...base(), favouriteColour: 'red' }),
      400,
      'INVALID_PARAMETERS',
      'favouriteColour',
    );
  });

  it('site permission gives the tenant minimum age', async () => {
    const r = await t.call('site.permission', {});
    expect(r.body.value.minimumAge).toBe(gold().config.minimumAge);
  });
});
