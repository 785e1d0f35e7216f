/**
 * Test helpers: one platform per test file (PGlite from the run's snapshot, or a PostgreSQL copy of the template),
 * and a caller that speaks the contract by call name (method, path, query or body from the registry).
 */
import { getCall, type CallName, type Registry } from '@wl/api/contract';
import type { z } from 'zod';
import { createWebCryptoEncryption } from '@wl/api/crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions, type PlatformApp } from '../src/app.ts';
import { manualClock } from '../src/shared/clock.ts';
import { peekCaptcha } from '../src/areas/session/captcha.ts';
import { sealFreePlayRandom } from '@wl/api/crypto';
import { checkLedger } from '../src/ledger/check.ts';
import { createFromTemplate } from './pg.ts';
import { solveHuman } from './human.ts';

export const GOLD = 'GOLDCASINO';
export const SPORTS = 'SPORTSLINE';
export const NEON = 'NEONPLAY';
export const PASSWORD = 'demo1234';

export type Envelope<T = unknown> = {
  success: boolean;
  value: T;
  message: string | null;
  errorCode: string | null;
};

type CallOptions = {
  merchant?: string | null;
  token?: string;
  headers?: Record<string, string>;
  deviceId?: string;
  idempotencyKey?: string;
  encrypt?: boolean;
};

export type Caller = {
  app: PlatformApp;
  clock: ReturnType<typeof manualClock>;
  call<N extends CallName>(
    name: N,
    input?: Record<string, unknown>,
    opts?: CallOptions,
  ): Promise<{
    status: number;
    body: Envelope<z.output<Registry[N]['response']>>;
    res: LightMyRequestResponse;
  }>;
  login(username: string, password?: string, merchant?: string): Promise<string>;
  captcha(deviceId: string, merchant?: string): Promise<string>;
  /** The free-play login's encrypted random string, sealed with the tenant's key as the site does. */
  freePlayRandom(merchant?: string): Promise<string>;
};

function toQuery(input: Record<string, unknown>): string {
  const q = new URLSearchParams();
  // As the @wl/api client sends them: arrays as repeated keys.
  for (const [k, v] of Object.entries(input)) {
    if (Array.isArray(v)) for (const item of v) q.append(k, String(item));
    else if (v !== undefined) q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Builds the platform for this test file and closes it afterwards. */
export function usePlatform(options: BuildAppOptions = {}): Caller {
  const clock = manualClock(new Date());
  const ctx = { clock } as Caller;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    let databaseUrl: string | undefined;
    if (process.env.DATABASE_URL) {
      const db = await createFromTemplate(process.env.DATABASE_URL);
      databaseUrl = db.url;
      drop = db.drop;
    }
    ctx.app = await buildApp({
      clock,
      printOutbox: false,
      ...(databaseUrl ? { databaseUrl } : {}),
      ...options,
    });
  });
  afterAll(async () => {
    // The books hold after every test file: every balance equals its ledger, nothing below zero.
    if (ctx.app) {
      const check = await checkLedger(ctx.app.platform.db);
      if (check.mismatches.length > 0 || check.negatives > 0) {
        await ctx.app.close();
        throw new Error(
          `ledger check failed after this file: ${check.mismatches.length} mismatches, ${check.negatives} negatives ${JSON.stringify(check.mismatches.slice(0, 5))}`,
        );
      }
    }
    await ctx.app?.close();
    await drop?.();
  });
  const encryptors = new Map<string, ReturnType<typeof createWebCryptoEncryption>>();
  ctx.call = async <N extends CallName>(
    name: N,
    input: Record<string, unknown> = {},
    opts: CallOptions = {},
  ) => {
    const call = getCall(name);
    const merchant = opts.merchant === undefined ? GOLD : opts.merchant;
    const headers: Record<string, string> = {
      ...(merchant ? { merchant } : {}),
      ...(opts.token ? { authorization: opts.token } : {}),
      ...(opts.deviceId ? { 'x-device-id': opts.deviceId } : {}),
      ...(opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {}),
      ...opts.headers,
    };
    const get = call.method === 'GET' || call.method === 'DELETE';
    let payload: unknown = get ? undefined : input;
    if (opts.encrypt && !get) {
      const m = merchant ?? GOLD;
      let enc = encryptors.get(m);
      if (!enc) {
        enc = createWebCryptoEncryption(async () => {
          const r = await ctx.call('site.encryptionKey', {}, { merchant: m });
          return { keyId: r.body.value.keyId, publicKey: r.body.value.publicKey as JsonWebKey };
        });
        encryptors.set(m, enc);
      }
      const sealed = await enc.encrypt(input, { callName: name });
      payload = sealed.body;
      Object.assign(headers, sealed.headers);
    }
    const form = call.body === 'form';
    const res = await ctx.app.inject({
      method: call.method,
      url: call.path + (get ? toQuery(input) : ''),
      headers: { ...headers, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(payload === undefined
        ? {}
        : form
          ? { payload: new URLSearchParams(payload as Record<string, string>).toString() }
          : { payload: payload as Record<string, unknown> }),
    });
    return { status: res.statusCode, body: res.json(), res };
  };
  ctx.login = async (username, password = PASSWORD, merchant = GOLD) => {
    // A tenant with human verification on (GEETEST3) wants the proof of work first, as its sites do.
    const tenant = ctx.app.platform.tenants.byMerchantCode(merchant);
    const humanVerification = tenant?.config.modules.GEETEST3
      ? await solveHuman((await ctx.call('session.humanChallenge', {}, { merchant })).body.value)
      : undefined;
    const r = await ctx.call('session.login', { username, password, humanVerification }, { merchant });
    if (!r.body.success) throw new Error(`login ${username}: ${r.body.message}`);
    return r.body.value.token;
  };
  ctx.freePlayRandom = async (merchant = GOLD) => {
    const key = await ctx.call('site.encryptionKey', {}, { merchant });
    return sealFreePlayRandom(null, async () => key.body.value, ctx.clock.now().getTime());
  };
  ctx.captcha = async (deviceId, merchant = GOLD) => {
    await ctx.call('session.captcha', {}, { deviceId, merchant });
    const tenant = ctx.app.platform.tenants.byMerchantCode(merchant)!;
    return (await peekCaptcha(ctx.app.platform, tenant.id, deviceId))!;
  };
  return ctx;
}

/** Unique names for accounts made by a test. */
let n = 0;
export const unique = (prefix = 'u') =>
  `${prefix}${Date.now().toString(36).slice(-5)}${(n++).toString(36)}`.slice(0, 16);

export function expectFail(
  r: { status: number; body: Envelope },
  status: number,
  errorCode: string,
  messagePart?: string | RegExp,
) {
  const problems: string[] = [];
  if (r.status !== status) problems.push(`status ${r.status} != ${status}`);
  if (r.body.success !== false) problems.push('success is not false');
  if (r.body.errorCode !== errorCode) problems.push(`errorCode ${r.body.errorCode} != ${errorCode}`);
  if (
    messagePart &&
    !(typeof messagePart === 'string'
      ? r.body.message?.includes(messagePart)
      : messagePart.test(r.body.message ?? ''))
  )
    problems.push(`message ${JSON.stringify(r.body.message)} lacks ${messagePart}`);
  if (problems.length)
    throw new Error(`${problems.join('; ')}\nbody: ${JSON.stringify(r.body).slice(0, 500)}`);
}
