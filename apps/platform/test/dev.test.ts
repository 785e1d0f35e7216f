import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { expectFail, GOLD, usePlatform } from './helpers.ts';

const t = usePlatform();

describe('dev calls', () => {
  it('outbox lists SMS newest first with their codes', async () => {
    await t.call('session.smsLoginCode', { mobileNum: '0812345678' });
    const r = await t.call('dev.outbox', { channel: 'sms' });
    expect(r.body.value.list[0]).toMatchObject({ channel: 'sms', to: '+66 0812345678', code: expect.stringMatching(/^\d{6}$/) });
    expect(r.body.value.list[0]!.body).toContain(r.body.value.list[0]!.code!);
  });
  it('outbox is per tenant', async () => {
    const r = await t.call('dev.outbox', {}, { merchant: 'SPORTSLINE' });
    expect(r.body.value.list).toHaveLength(0);
  });
  it('credit adds to the main wallet with a ledger entry; an unknown user is named', async () => {
    const token = await t.login('player2');
    const before = (await t.call('wallet.balance', {}, { token })).body.value.balance[0]!.availBalance;
    const r = await t.call('dev.credit', { username: 'player2', amount: 50 });
    expect(r.body.value.balance).toBeCloseTo(before + 50, 2);
    expectFail(await t.call('dev.credit', { username: 'ghost', amount: 50 }), 404, 'UNKNOWN_ACCOUNT', 'username');
    expectFail(await t.call('dev.credit', { username: 'player2', amount: -1 }), 400, 'INVALID_PARAMETERS', 'amount');
  });
  it('reset brings the seed back', async () => {
    const username = `gone${Date.now().toString(36).slice(-6)}`;
    await t.call('session.register', { username, password: 'abc12345', confirmPassword: 'abc12345' });
    expect((await t.call('session.login', { username, password: 'abc12345' })).body.success).toBe(true);
    expect((await t.call('dev.reset', {})).body.success).toBe(true);
    expectFail(await t.call('session.login', { username, password: 'abc12345' }), 200, 'PASSWORD_INCORRECT');
    expect((await t.call('session.login', { username: 'demo', password: 'demo1234' })).body.success).toBe(true);
  });
  it('the dev calls are not served in production', async () => {
    const app = await buildApp({ devCalls: false, printOutbox: false });
    try {
      const res = await app.inject({ url: '/wps/dev/outbox', headers: { merchant: GOLD } });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('captcha for browser tests', () => {
  it('dev.captcha reads the answer of a device (query or header), and the SHELL_deviceId cookie binds too', async () => {
    await t.call('session.captcha', {}, { deviceId: 'browser-1' });
    const answer = (await t.call('dev.captcha', { deviceId: 'browser-1' })).body.value.answer;
    expect(answer).toMatch(/^[A-Z0-9]{4}$/);
    await t.call('session.captcha', {}, { headers: { cookie: 'lang=EN; SHELL_deviceId=cookie-device' } });
    expect((await t.call('dev.captcha', {}, { headers: { cookie: 'SHELL_deviceId=cookie-device' } })).body.value.answer).toMatch(/^[A-Z0-9]{4}$/);
    expectFail(await t.call('dev.captcha', { deviceId: 'never-asked' }), 404, 'NOT_FOUND', 'deviceId');
  });
});
