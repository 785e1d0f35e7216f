/**
 * The contract as a whole: every call of the areas this platform serves has a handler; every token call refuses a
 * missing and an expired token; every call refuses an unknown merchant; answers are envelopes, never stack traces.
 */
import { allCalls, type CallName } from '@wl/api/contract';
import { describe, expect, it } from 'vitest';
import { SERVED_AREAS, handlers } from '../src/areas/index.ts';
import { unservedCalls } from '../src/http/mount.ts';
import { expectFail, GOLD, usePlatform } from './helpers.ts';

const t = usePlatform();

const served = allCalls.filter((c) => (SERVED_AREAS as readonly string[]).includes(c.area));
const tokenCalls = allCalls.filter((c) => c.name in handlers && c.auth === 'token' && c.area !== 'dev');

describe('contract coverage', () => {
  it('every call of the served areas has a handler', () => {
    expect(unservedCalls(handlers, served)).toEqual([]);
  });
  it("serves the member's own records of the reports area", () => {
    const own = [
      'rngBets',
      'liveBets',
      'pvpBets',
      'fishBets',
      'lotteryBets',
      'sportsSettledBets',
      'sportsUnsettledBets',
      'transactions',
      'profit',
    ].map((n) => `reports.${n}`);
    expect(own.filter((n) => !(n in handlers))).toEqual([]);
  });
  it('lists the calls not served yet (other areas come with their screens)', () => {
    const missing = unservedCalls(handlers);
    const areas = new Set(missing.map((n) => n.split('.')[0]));
    for (const a of SERVED_AREAS) expect(areas.has(a)).toBe(false);
    // Printed so nothing is forgotten.
    console.info(`calls without a handler yet (${missing.length}): ${missing.join(', ')}`);
  });
  it('a registered call without a handler answers 501 in the envelope, not a crash', async () => {
    const call = allCalls.find((c) => !(c.name in handlers) && c.auth !== 'token' && c.method === 'GET');
    if (!call) return; // every call is served: nothing to check
    const res = await t.app.inject({
      method: 'GET',
      url: call.path.replace(/\{\w+\}/g, '1'),
      headers: { merchant: GOLD },
    });
    expect([400, 501]).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('every token call refuses a missing token', () => {
  it.each(tokenCalls.map((c) => [c.name] as [CallName]))('%s', async (name) => {
    expectFail(await t.call(name, {}), 401, 'CUSTOMER_NOT_LOGIN', 'customer not login or login timeout');
  });
});

describe('every token call refuses an expired token', () => {
  it.each(tokenCalls.filter((_, i) => i % 3 === 0).map((c) => [c.name] as [CallName]))('%s', async (name) => {
    const token = await t.login('player1');
    t.clock.advance(31 * 60_000);
    expectFail(await t.call(name, {}, { token }), 401, 'CUSTOMER_NOT_LOGIN');
  });
});

describe('wire format', () => {
  it('an unknown path answers a 404 envelope', async () => {
    const res = await t.app.inject({ url: '/wps/nothing/here', headers: { merchant: GOLD } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });
  it('a body that is not JSON answers 400 naming the body, without a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { merchant: GOLD, 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      errorCode: 'INVALID_PARAMETERS',
      message: expect.stringContaining('body'),
    });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });
  it('a body of the wrong type names the field', async () => {
    const r = await t.call('session.login', { username: 42, password: 'x' });
    expectFail(r, 400, 'INVALID_PARAMETERS', 'username');
    expect(r.body.value).toMatchObject({ field: 'username' });
  });
  it('forgot-by-email takes a form-encoded body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { merchant: GOLD, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=player2&email=wrong%40mail.example',
    });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'UNKNOWN_ACCOUNT' });
  });
  it('CORS: a preflight from the dev site is allowed with the protocol headers', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/wps/session/login',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(res.headers['access-control-allow-headers'])).toContain('Merchant');
  });
  it('health answers with the database kind and tenants', async () => {
    const res = await t.app.inject({ url: '/health' });
    expect(res.json()).toMatchObject({ status: 'ok', tenants: ['GOLDCASINO', 'NEONPLAY', 'SPORTSLINE'] });
  });
  it('answers are not cached by browsers; the lobby reads are revalidated each time (http/lobby-answers.ts)', async () => {
    expect((await t.call('site.whitelabel')).res.headers['cache-control']).toBe('no-store');
    expect((await t.call('site.permission')).res.headers['cache-control']).toBe('private, no-cache');
  });
});
