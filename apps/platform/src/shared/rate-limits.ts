/**
 * Rate limits of the calls an attacker hammers: login, SMS codes, registration, captcha and password reset.
 *
 * - Per IP: @fastify/rate-limit on those routes (before the body is read), with `DbRateLimitStore`, a store on the
 *   platform's database, so every instance behind a load balancer counts the same requests (the plugin's own store
 *   is per process). Fixed windows: one row per key, one atomic upsert per request.
 * - Per account: the same counters, checked by the services once the (possibly encrypted) body names the account:
 *   logins per username or mobile number, password resets per account. SMS sends are also limited per recipient by
 *   the outbox throttle (shared/outbox.ts), and failed passwords lock the name (areas/session/login.ts, PASSWORD_LOCKED).
 *
 * A refusal is `429` with the platform's envelope: errorCode `TOO_MANY_REQUESTS`, a message that says when to try
 * again, `value.retryAfterSeconds`, and the `Retry-After` header.
 */
import { lt, sql } from 'drizzle-orm';
import type { Platform } from '../context.ts';
import { rateLimits } from '../db/schema.ts';
import { DomainError, E } from './errors.ts';

type Limit = { max: number; windowMs: number };
export type RateLimitGroup = 'login' | 'sms' | 'register' | 'captcha' | 'reset';
export type AccountLimitGroup = 'login' | 'reset';
export type RateLimitSettings = {
  perIp: Record<RateLimitGroup, Limit>;
  perAccount: Record<AccountLimitGroup, Limit>;
};
/** What buildApp accepts: any limit left out takes the default; `false` turns rate limiting off (load tests). */
export type RateLimitOptions =
  | false
  | {
      perIp?: Partial<Record<RateLimitGroup, Partial<Limit>>>;
      perAccount?: Partial<Record<AccountLimitGroup, Partial<Limit>>>;
    };

const FIVE_MINUTES = 5 * 60_000;

/**
 * Defaults: generous for people (a family or an office behind one address, a carrier's shared address), tight for a
 * script. Every window is 5 minutes, so the sites' wording for TOO_MANY_REQUESTS ("try again after 5 minutes") holds.
 * - login: 300 per IP (one a second on average), 30 per account (the lockout stops guessing after 10 wrong passwords);
 * - captcha: 300 per IP (the sites refresh at most once a second);
 * - sms: 30 per IP (and 5 per recipient in the outbox throttle); register: 30 per IP;
 * - reset (e-mail and phone recovery): 30 per IP, 10 per account.
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  perIp: {
    login: { max: 300, windowMs: FIVE_MINUTES },
    captcha: { max: 300, windowMs: FIVE_MINUTES },
    sms: { max: 30, windowMs: FIVE_MINUTES },
    register: { max: 30, windowMs: FIVE_MINUTES },
    reset: { max: 30, windowMs: FIVE_MINUTES },
  },
  perAccount: {
    login: { max: 30, windowMs: FIVE_MINUTES },
    reset: { max: 10, windowMs: FIVE_MINUTES },
  },
};

/** The calls limited per IP, by group (a group's calls share one counter per IP). */
export const RATE_LIMITED_CALLS: Readonly<Record<string, RateLimitGroup>> = {
  'session.login': 'login',
  'session.captcha': 'captcha',
  'session.smsRegister': 'sms',
  'session.smsLoginCode': 'sms',
  'member.sendBindSms': 'sms',
  'member.sendBindEmail': 'sms',
  'member.sendPaymentPasswordResetSms': 'sms',
  'session.loginVerification': 'login',
  'session.loginVerificationSend': 'sms',
  'session.register': 'register',
  'session.registerMobile': 'register',
  // Third-party login (areas/session/third-party.ts): starting and finishing count as logins, the first login's
  // account as a registration.
  'session.thirdPartyStart': 'login',
  'session.thirdPartyFinish': 'login',
  'session.thirdPartyRegister': 'register',
  'session.forgotByEmail': 'reset',
  'session.forgotByPhoneSend': 'reset',
  'session.forgotByPhoneSet': 'reset',
};

/** Defaults merged with options and the WL_RATE_LIMITS environment variable (JSON of the same shape, or "off"). */
export function rateLimitSettings(
  options: RateLimitOptions | undefined,
  env: string | undefined = process.env.WL_RATE_LIMITS,
): RateLimitSettings | null {
  if (options === false) return null;
  let fromEnv: Exclude<RateLimitOptions, false> = {};
  if (env?.trim()) {
    if (['off', 'false', '0'].includes(env.trim().toLowerCase()))
      return options ? merge(DEFAULT_RATE_LIMITS, options) : null;
    try {
      fromEnv = JSON.parse(env) as Exclude<RateLimitOptions, false>;
    } catch {
      throw new Error(`WL_RATE_LIMITS: not JSON (e.g. {"perIp":{"login":{"max":100}}}) nor "off": ${env}`);
    }
  }
  return merge(merge(DEFAULT_RATE_LIMITS, fromEnv), options ?? {});
}

function merge(base: RateLimitSettings, over: Exclude<RateLimitOptions, false>): RateLimitSettings {
  const out = structuredClone(base);
  for (const scope of ['perIp', 'perAccount'] as const) {
    for (const [group, limit] of Object.entries(over[scope] ?? {})) {
      const target = (out[scope] as Record<string, Limit>)[group];
      if (!target) throw new Error(`rate limits: unknown ${scope} group ${group}`);
      if (limit?.max !== undefined) target.max = limit.max;
      if (limit?.windowMs !== undefined) target.windowMs = limit.windowMs;
      if (!(
        Number.isInteger(target.max) &&
        target.max >= 0 &&
        Number.isInteger(target.windowMs) &&
        target.windowMs > 0
      )) {
        throw new Error(`rate limits: ${scope}.${group} needs a whole max >= 0 and windowMs > 0`);
      }
    }
  }
  return out;
}

/**
 * Counts one request under `key` in a fixed window of `windowMs` (on the platform's clock) and answers the count in
 * the window and the ms until it ends. One upsert: atomic across connections and instances.
 */
async function hit(p: Platform, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const now = p.clock.now();
  const nowIso = now.toISOString();
  const resetIso = new Date(now.getTime() + windowMs).toISOString();
  const [row] = await p.db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: new Date(resetIso) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${nowIso}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${nowIso}::timestamptz then ${resetIso}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  // Now and then, drop the windows that ended (keys of addresses never seen again).
  if (Math.random() < 0.01) await p.db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
  return { current: row?.count ?? 1, ttl: Math.max(0, (row?.resetAt ?? now).getTime() - now.getTime()) };
}

/** "42 seconds", "1 minute", "5 minutes". */
function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The refusal of a limit: 429, TOO_MANY_REQUESTS, when to try again (the error handler adds Retry-After). */
export function tooManyRequests(ttlMs: number): DomainError {
  return new DomainError(
    E.tooManyRequests,
    `Too many requests, please try again after ${waitText(ttlMs)}.`,
    'tooMany',
    { retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) },
  );
}

/** Counts a request for an account (a username, a mobile number) and refuses it past the group's limit. */
export async function limitAccount(
  p: Platform,
  group: AccountLimitGroup,
  tenantId: string,
  account: string,
): Promise<void> {
  const limit = p.settings.rateLimits?.perAccount[group];
  if (!limit || !account) return;
  const { current, ttl } = await hit(
    p,
    `account:${group}:${tenantId}:${account.trim().toLowerCase()}`,
    limit.windowMs,
  );
  if (current > limit.max) throw tooManyRequests(ttl);
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit on the platform's database (its shape: `incr`, `read`, `child`). The plugin
 * constructs it with its options; the platform is bound by `dbRateLimitStore(p)`.
 */
export function dbRateLimitStore(p: Platform) {
  return class DbRateLimitStore {
    constructor(_options?: unknown) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      hit(p, key, timeWindow).then(
        (r) => callback(null, r),
        (e: unknown) => callback(e instanceof Error ? e : new Error(String(e))),
      );
    }

    read(key: string, callback: IncrCallback): void {
      const now = p.clock.now();
      p.db
        .select()
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${key}`)
        .then(
          ([row]) =>
            callback(
              null,
              row && row.resetAt > now
                ? { current: row.count, ttl: row.resetAt.getTime() - now.getTime() }
                : { current: 0, ttl: 0 },
            ),
          (e: unknown) => callback(e instanceof Error ? e : new Error(String(e))),
        );
    }

    child(): DbRateLimitStore {
      return new DbRateLimitStore();
    }
  };
}
