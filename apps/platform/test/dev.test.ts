import { describe, expect, it } from 'vitest';
import { allCalls } from '@wl/api/contract';
import { buildApp } from '../src/app.ts';
import { sql } from 'drizzle-orm';
import { expectFail, GOLD, unique, usePlatform } from './helpers.ts';

const t = usePlatform();

describe('dev calls', () => {
  it('outbox lists SMS newest first with their codes', async () => {
    await t.call('session.smsLoginCode', { mobileNum: '0812345678' });
    const r = await t.call('dev.outbox', { channel: 'sms' });
    expect(r.body.value.list[0]).toMatchObject({
      channel: 'sms',
      to: '+66 0812345678',
      code: expect.stringMatching(/^\d{6}$/),
    });
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
    expectFail(
      await t.call('dev.credit', { username: 'ghost', amount: 50 }),
      404,
      'UNKNOWN_ACCOUNT',
      'username',
    );
    expectFail(
      await t.call('dev.credit', { username: 'player2', amount: -1 }),
      400,
      'INVALID_PARAMETERS',
      'amount',
    );
  });
  it('reset brings the seed back', async () => {
    const username = `gone${Date.now().toString(36).slice(-6)}`;
    await t.call('session.register', { username, password: 'abc12345', confirmPassword: 'abc12345' });
    expect((await t.call('session.login', { username, password: 'abc12345' })).body.success).toBe(true);
    expect((await t.call('dev.reset', {})).body.success).toBe(true);
    expectFail(await t.call('session.login', { username, password: 'abc12345' }), 200, 'PASSWORD_INCORRECT');
    expect((await t.call('session.login', { username: 'demo', password: 'demo1234' })).body.success).toBe(
      true,
    );
  });
  it('resets asked for at the same time run one after the other and leave the seed, once', async () => {
    const answers = await Promise.all([t.call('dev.reset', {}), t.call('dev.reset', {})]);
    expect(answers.map((a) => a.body.success)).toEqual([true, true]);
    expect((await t.call('session.login', { username: 'demo', password: 'demo1234' })).body.success).toBe(
      true,
    );
    // The seeded agent's invitation code answers, as a registration's check asks it.
    expect((await t.call('session.affiliateCheck', { code: 'GOLDCASIA1' })).body.value).toMatchObject({
      valid: true,
    });
  }, 120_000);
  it('a reset after the first restores the seed copy: the same rows as a fresh seed, times moved on, new ids free', async () => {
    const { db } = t.app.platform;
    const snapshot = async () => {
      const rows = async <T>(query: ReturnType<typeof sql>) =>
        ((await db.execute(query)) as unknown as { rows: T[] }).rows;
      const [one] = await rows<{ n: number; last: string }>(
        sql`SELECT count(*)::int AS n, max(created_at) AS last FROM bets`,
      );
      const [two] = await rows<{ n: number; total: string }>(
        sql`SELECT count(*)::int AS n, sum(balance)::text AS total FROM wallet_accounts`,
      );
      return { bets: one!.n, lastBet: new Date(one!.last).getTime(), wallets: two!.n, money: two!.total };
    };
    expect((await t.call('dev.reset', {})).body.success).toBe(true);
    const seeded = await snapshot();
    await t.call('dev.credit', { username: 'player1', amount: 75 });
    const username = unique('snap');
    await t.call('session.register', { username, password: 'abc12345', confirmPassword: 'abc12345' });
    t.clock.advance(90_000);
    expect((await t.call('dev.reset', {})).body.success).toBe(true);
    const restored = await snapshot();
    expect(restored).toEqual({ ...seeded, lastBet: seeded.lastBet + 90_000 });
    expectFail(await t.call('session.login', { username, password: 'abc12345' }), 200, 'PASSWORD_INCORRECT');
    // The sequences go on after the restored rows: a registration after the reset gets a new account.
    const again = unique('snap');
    expect(
      (
        await t.call('session.register', {
          username: again,
          password: 'abc12345',
          confirmPassword: 'abc12345',
        })
      ).body.success,
    ).toBe(true);
    expect((await t.call('session.login', { username: again, password: 'abc12345' })).body.success).toBe(
      true,
    );
  }, 120_000);
  it('the dev calls are not served when turned off', async () => {
    const app = await buildApp({ devCalls: false, printOutbox: false });
    try {
      const res = await app.inject({ url: '/wps/dev/outbox', headers: { merchant: GOLD } });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

const DEV_CALLS = allCalls.filter((c) => c.area === 'dev');

describe('dev calls and NODE_ENV', () => {
  it('there are dev calls to check (outbox, reset, credit, captcha...)', () => {
    expect(DEV_CALLS.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'dev.outbox',
        'dev.reset',
        'dev.credit',
        'dev.captcha',
        'dev.setSystemStatus',
        'dev.expireSession',
      ]),
    );
  });
  it('in development and tests every dev call is mounted', () => {
    expect(process.env.NODE_ENV).not.toBe('production');
    for (const call of DEV_CALLS)
      expect(t.app.hasRoute({ method: call.method, url: call.path }), call.name).toBe(true);
  });
  it('with NODE_ENV=production every dev call answers 404 as an unknown route, and devCalls: true is refused', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(buildApp({ devCalls: true, printOutbox: false })).rejects.toThrow(
        /never served with NODE_ENV=production/,
      );
      const app = await buildApp({ printOutbox: false });
      try {
        for (const call of DEV_CALLS) {
          expect(app.hasRoute({ method: call.method, url: call.path }), call.name).toBe(false);
          const res = await app.inject({
            method: call.method,
            url: call.method === 'GET' ? `${call.path}?deviceId=x&channel=sms` : call.path,
            headers: { merchant: GOLD, 'content-type': 'application/json' },
            ...(call.method === 'GET'
              ? {}
              : { payload: JSON.stringify({ username: 'demo', amount: 1, token: 'x', maintenance: true }) }),
          });
          expect(res.statusCode, call.name).toBe(404);
          expect(res.json(), call.name).toEqual({
            success: false,
            value: null,
            message: `No call at ${call.method} ${call.path}`,
            errorCode: 'NOT_FOUND',
          });
        }
        // The rest of the platform answers as usual.
        expect((await app.inject({ url: '/wps/captcha', headers: { merchant: GOLD } })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      process.env.NODE_ENV = before;
    }
  });
});

describe('captcha for browser tests', () => {
  it('dev.captcha reads the answer of a device (query or header), and the SHELL_deviceId cookie binds too', async () => {
    await t.call('session.captcha', {}, { deviceId: 'browser-1' });
    const answer = (await t.call('dev.captcha', { deviceId: 'browser-1' })).body.value.answer;
    expect(answer).toMatch(/^[A-Z0-9]{4}$/);
    await t.call('session.captcha', {}, { headers: { cookie: 'lang=EN; SHELL_deviceId=cookie-device' } });
    expect(
      (await t.call('dev.captcha', {}, { headers: { cookie: 'SHELL_deviceId=cookie-device' } })).body.value
        .answer,
    ).toMatch(/^[A-Z0-9]{4}$/);
    expectFail(await t.call('dev.captcha', { deviceId: 'never-asked' }), 404, 'NOT_FOUND', 'deviceId');
  });
});
