/**
 * Login: by password (failed logins counted per name, the captcha after the tenant's threshold, the lock after more),
 * by SMS code (and the code's sending), and free play (a new trial account).
 */
import { createHash } from 'node:crypto';
import { FREEPLAY_RANDOM, unseal } from '@wl/api/crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Platform, Tenant } from '../../context.ts';
import { customers, loginFailures } from '../../db/schema.ts';
import { DomainError, E, badInput, forbidden } from '../../shared/errors.ts';
import { checkCaptcha } from './captcha.ts';
import { sendCode, verifyCode } from '../../shared/outbox.ts';
import { limitAccount } from '../../shared/rate-limits.ts';
import {
  DEFAULT_PASSWORD,
  TRIAL_TYPE,
  canLoginAsMember,
  checkMobile,
  dialingCode,
  isAgent,
  recipientOf,
} from '../../shared/rules.ts';
import { friendlyCode, hashPassword, randomId, verifyPassword } from '../../shared/secrets.ts';
import type { Customer } from './sessions.ts';
import { MAIN_WALLET, credit, openAccounts } from '../../ledger/ledger.ts';
import { findByMobile, findByUsername } from './account-lookup.ts';
import { type LoginValue, type RequestMeta, loginValue } from './login-answer.ts';
import { guardNewIp } from './login-ip-check.ts';
import { decryptorFor } from '../site/tenant-keys.ts';

type FailureRow = typeof loginFailures.$inferSelect;

async function failureRow(p: Platform, tenantId: string, key: string): Promise<FailureRow | undefined> {
  const [row] = await p.db
    .select()
    .from(loginFailures)
    .where(and(eq(loginFailures.tenantId, tenantId), eq(loginFailures.key, key)));
  return row;
}

/** Counts a failed login of a name; at the tenant's lockout threshold the name is locked (lockedUntil). */
async function recordFailure(p: Platform, tenant: Tenant, key: string): Promise<FailureRow | undefined> {
  const now = p.clock.now();
  const lockAfter = tenant.config.loginLockAfterFailures;
  const lockedUntil = new Date(now.getTime() + tenant.config.loginLockMinutes * 60_000);
  const [row] = await p.db
    .insert(loginFailures)
    .values({
      tenantId: tenant.id,
      key,
      count: 1,
      lastAt: now,
      lockedUntil: lockAfter === 1 ? lockedUntil : null,
    })
    .onConflictDoUpdate({
      target: [loginFailures.tenantId, loginFailures.key],
      set: {
        count: sql`${loginFailures.count} + 1`,
        lastAt: now,
        lockedUntil:
          lockAfter > 0
            ? sql`case when ${loginFailures.count} + 1 >= ${lockAfter} then ${lockedUntil.toISOString()}::timestamptz else null end`
            : null,
      },
    })
    .returning();
  return row;
}

/** The PASSWORD_LOCKED answer: when the lock ends, and that a password reset ends it now. */
function lockedError(p: Platform, lockedUntil: Date): DomainError {
  const ms = lockedUntil.getTime() - p.clock.now().getTime();
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return new DomainError(
    E.passwordLocked,
    `Too many failed logins: this account is locked for ${minutes} minute${minutes === 1 ? '' : 's'}. Try again later or reset the password.`,
    'refused',
    {
      captchaRequired: true,
      lockedUntil: lockedUntil.getTime(),
      retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
    },
  );
}

type LoginInput = {
  type: 'username' | 'sms';
  username?: string | undefined;
  mobileNum?: string | undefined;
  countryDialingCode?: string | undefined;
  password?: string | undefined;
  verificationCode?: string | undefined;
  captcha?: string | undefined;
  portal?: 'member' | 'agent' | undefined;
};

function checkPortal(c: Customer, portal: LoginInput['portal']): void {
  if (portal === 'agent' && !isAgent(c.type)) throw forbidden('Non-agents cannot log in', E.nonAgent);
  if (portal !== 'agent' && !canLoginAsMember(c.type))
    throw forbidden('Non-member account unable to login', E.nonMember);
  if (c.status !== 'active')
    throw new DomainError(E.accountNotActive, 'This account is not active', 'forbidden');
}

export async function login(
  p: Platform,
  tenant: Tenant,
  input: LoginInput,
  meta: RequestMeta,
): Promise<LoginValue> {
  if (input.type === 'sms') {
    if (!tenant.config.features.mobileCodeLogin)
      throw new DomainError(E.functionNotAvailable, 'Login by SMS code is not available', 'refused');
    // The gateway's form (accounts-and-money §7: "username or mobile, password or code"): the mobile number comes as
    // the username and the code as the password; mobileNum and verificationCode are still read when sent instead.
    const asGateway = input.mobileNum === undefined && input.username !== undefined;
    const mobileField = asGateway ? 'username' : 'mobileNum';
    const codeField = asGateway ? 'password' : 'verificationCode';
    const given = asGateway ? input.username : input.mobileNum;
    const verificationCode = asGateway ? input.password : input.verificationCode;
    const code = dialingCode(tenant, input.countryDialingCode);
    const mobile = checkMobile(tenant, mobileField, given);
    if (!verificationCode) throw badInput(codeField, 'Please enter a valid verification code');
    await limitAccount(p, 'login', tenant.id, `mobile:${code}${mobile}`);
    const c = await findByMobile(p.db, tenant.id, mobile);
    if (!c || c.countryDialingCode !== code)
      throw new DomainError(
        E.unknownAccount,
        `${mobileField}: no account uses this mobile number`,
        'refused',
        {
          field: mobileField,
        },
      );
    await verifyCode(p, tenant.id, recipientOf(code, mobile), 'login', verificationCode).catch(
      (e: unknown) => {
        // The refusal names the field the code came in.
        if (!asGateway || !(e instanceof DomainError)) throw e;
        throw new DomainError(e.errorCode, e.message.replace('verificationCode', codeField), e.kind, {
          ...(e.value as object | null),
          field: codeField,
        });
      },
    );
    checkPortal(c, input.portal);
    return loginValue(p, tenant, c, 'sms', meta);
  }
  const username = input.username?.trim() ?? '';
  if (!username) throw badInput('username', 'Please enter the username and password');
  if (!input.password) throw badInput('password', 'Please enter the username and password');
  const key = username.toLowerCase();
  await limitAccount(p, 'login', tenant.id, `name:${key}`);
  let failed = await failureRow(p, tenant.id, key);
  if (failed?.lockedUntil) {
    if (failed.lockedUntil > p.clock.now()) throw lockedError(p, failed.lockedUntil);
    // The lock has run out: a fresh count, the captcha still required.
    [failed] = await p.db
      .update(loginFailures)
      .set({ count: Math.min(failed.count, tenant.config.captchaAfterFailures), lockedUntil: null })
      .where(and(eq(loginFailures.tenantId, tenant.id), eq(loginFailures.key, key)))
      .returning();
  }
  const failures = failed?.count ?? 0;
  const threshold = tenant.config.captchaAfterFailures;
  if (failures >= threshold) {
    if (!input.captcha)
      throw new DomainError(E.invalidCaptcha, 'captcha: Please enter the captcha', 'refused', {
        field: 'captcha',
        captchaRequired: true,
      });
    if (!(await checkCaptcha(p, tenant.id, meta.binding, input.captcha))) {
      throw new DomainError(E.invalidCaptcha, 'captcha: The captcha is not correct', 'refused', {
        field: 'captcha',
        captchaRequired: true,
      });
    }
  }
  const c = await findByUsername(p.db, tenant.id, username);
  const ok = c ? await verifyPassword(input.password, c.passwordHash) : false;
  if (!c || !ok) {
    const row = await recordFailure(p, tenant, key);
    if (row?.lockedUntil) throw lockedError(p, row.lockedUntil);
    throw new DomainError(E.passwordIncorrect, 'Incorrect username or password', 'refused', {
      captchaRequired: (row?.count ?? 1) >= threshold,
    });
  }
  checkPortal(c, input.portal);
  await p.db
    .delete(loginFailures)
    .where(and(eq(loginFailures.tenantId, tenant.id), eq(loginFailures.key, key)));
  if (input.password === DEFAULT_PASSWORD && !c.mustChangePassword) {
    await p.db.update(customers).set({ mustChangePassword: true }).where(eq(customers.id, c.id));
    c.mustChangePassword = true;
  }
  await guardNewIp(p, tenant, c, 'password', meta);
  return loginValue(p, tenant, c, 'password', meta);
}

/** How old a free-play random string may be (its sealed time against the platform's clock, either way). */
const FREEPLAY_RANDOM_MAX_AGE_MS = 24 * 3600_000;
const freePlayRandom = z.object({ nonce: z.string().min(16).max(64), issuedAt: z.number().int() });

/**
 * The free-play login's encrypted random string (accounts §7): a nonce and its time, sealed with the platform's key
 * (`sealFreePlayRandom` in @wl/api/crypto). It must open with this tenant's key and be recent; the trial account's
 * name is made from it, so a string sent twice finds its account taken (one trial account per string, no table of
 * the strings seen).
 */
async function trialNameOf(p: Platform, tenant: Tenant, random: string | undefined): Promise<string> {
  if (!random) throw badInput('random', 'the encrypted random string is required');
  let opened: unknown;
  try {
    opened = await unseal(await decryptorFor(p, tenant), random, FREEPLAY_RANDOM);
  } catch {
    throw badInput('random', "the random string is not sealed with this site's key");
  }
  const value = freePlayRandom.safeParse(opened);
  if (!value.success) throw badInput('random', 'the sealed random string holds no nonce and time');
  if (Math.abs(p.clock.now().getTime() - value.data.issuedAt) > FREEPLAY_RANDOM_MAX_AGE_MS)
    throw badInput('random', 'the random string is too old: try again');
  const digest = createHash('sha256').update(`${tenant.id}|${value.data.nonce}`).digest('hex');
  return `trial_${digest.slice(0, 12)}`;
}

export async function freeplay(
  p: Platform,
  tenant: Tenant,
  random: string | undefined,
  meta: RequestMeta,
): Promise<LoginValue> {
  if (!tenant.config.features.freePlay)
    throw new DomainError(E.functionNotAvailable, 'Free play is not available', 'refused');
  const username = await trialNameOf(p, tenant, random);
  if (await findByUsername(p.db, tenant.id, username))
    throw badInput('random', 'this random string has been used: a new one starts a new free play');
  const c = await p.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customers)
      .values({
        tenantId: tenant.id,
        username,
        passwordHash: await hashPassword(randomId(18)),
        type: TRIAL_TYPE,
        referralCode: friendlyCode(8),
        registerMethod: 'FREEPLAY',
        language: tenant.defaultLanguage,
        nickname: 'Guest',
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw badInput('random', 'this random string has been used: a new one starts a new free play');
    await openAccounts(tx, tenant, row.id);
    return row;
  });
  await credit(p, tenant.id, c.id, MAIN_WALLET, tenant.config.trialCredit.toFixed(2), 'trial_credit');
  return loginValue(p, tenant, c, 'freeplay', meta);
}

export async function sendLoginSms(
  p: Platform,
  tenant: Tenant,
  mobileNum: string,
  countryDialingCode: string | undefined,
) {
  if (!tenant.config.features.mobileCodeLogin)
    throw new DomainError(E.functionNotAvailable, 'Login by SMS code is not available', 'refused');
  const code = dialingCode(tenant, countryDialingCode);
  const mobile = checkMobile(tenant, 'mobileNum', mobileNum);
  const c = await findByMobile(p.db, tenant.id, mobile);
  if (!c)
    throw new DomainError(E.unknownAccount, 'mobileNum: no account uses this mobile number', 'refused', {
      field: 'mobileNum',
    });
  return sendCode(p, tenant.id, 'sms', recipientOf(code, mobile), 'login');
}
