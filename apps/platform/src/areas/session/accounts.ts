/**
 * Accounts: registration, login (password, SMS code, free play), password change and recovery.
 */
import { rewardReferrer } from '../referral/referral.ts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { bankCards, customerIps, customers, loginChallenges, loginFailures } from '../../db/schema.ts';
import { DomainError, E, badInput, forbidden } from '../../shared/errors.ts';
import { checkCaptcha } from './captcha.ts';
import { checkThrottle, deliver, sendCode, verifyCode } from '../../shared/outbox.ts';
import { limitAccount } from '../../shared/rate-limits.ts';
import {
  DEFAULT_PASSWORD,
  TRIAL_TYPE,
  canLoginAsMember,
  checkConfirmation,
  checkField,
  checkMobile,
  dialingCode,
  fieldError,
  isAgent,
  isTrial,
  maskEmail,
  maskMobile,
  recipientOf,
} from '../../shared/rules.ts';
import {
  friendlyCode,
  hashPassword,
  newToken,
  randomId,
  sha256,
  verifyPassword,
} from '../../shared/secrets.ts';
import { createSession, revokeOtherSessions, type Customer, type SessionInfo } from './sessions.ts';
import { checkGaCode, gaBound, gaEnabled } from '../member/totp.ts';
import { MAIN_WALLET, credit, openAccounts } from '../../ledger/ledger.ts';
import { childAgentType, newAgentCode } from '../agent/agent.ts';
import { noteRegistration, resolveAffiliateCode, type AffiliateTarget } from '../agent/links.ts';

export type RequestMeta = { deviceId?: string | undefined; ip: string; binding: string };

export type LoginValue = {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  id: number;
  userName: string;
  type: number;
};

export async function findByUsername(
  db: Queryable,
  tenantId: string,
  username: string,
): Promise<Customer | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, tenantId),
        sql`lower(${customers.username}) = ${username.trim().toLowerCase()}`,
      ),
    )
    .limit(1);
  return row;
}

async function findByMobile(db: Queryable, tenantId: string, mobile: string): Promise<Customer | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.mobile, mobile)))
    .limit(1);
  return row;
}

/** What `session.loginInfo` answers: the last login, and whether a password change is due before anything else. */
export function loginInfo(p: Platform, tenant: Tenant, s: SessionInfo) {
  const c = s.customer;
  const forced = s.loginMethod === 'password';
  return {
    lastLoginTime: (c.lastLoginAt ?? s.createdAt).getTime(),
    lastLoginIp: s.ip ?? '',
    firstTimeLogin: forced && c.mustChangePassword,
    passwordExpired: forced && passwordExpired(p, tenant, c),
    isAgent: isAgent(c.type),
    isTrial: isTrial(c.type),
    type: c.type,
  };
}

/** Identity verification is not asked of a trial account (issue 31 builds it for the others). */
export const kycStatus = (c: Customer) => ({ status: isTrial(c.type) ? 'NOT_REQUIRED' : 'NOT_SUBMITTED' });

export function passwordExpired(p: Platform, tenant: Tenant, c: Customer): boolean {
  if (!tenant.config.features.forcePasswordChangeOnExpiry || c.type === TRIAL_TYPE) return false;
  return (
    p.clock.now().getTime() - c.passwordChangedAt.getTime() > tenant.config.passwordExpiryDays * 86_400_000
  );
}

/** The forced change applies to password logins only (not SMS or third-party logins). */
export function mustChange(p: Platform, tenant: Tenant, c: Customer, loginMethod: string): boolean {
  return loginMethod === 'password' && (c.mustChangePassword || passwordExpired(p, tenant, c));
}

async function loginValue(
  p: Platform,
  tenant: Tenant,
  c: Customer,
  method: string,
  meta: RequestMeta,
): Promise<LoginValue> {
  const token = await createSession(p, c, method, { deviceId: meta.deviceId, ip: meta.ip });
  await rememberIp(p, c, meta.ip);
  const forced = method === 'password';
  return {
    token,
    firstTimeLogin: forced && c.mustChangePassword,
    passwordExpired: forced && passwordExpired(p, tenant, c),
    id: c.id,
    userName: c.username,
    type: c.type,
  };
}

// ------------------------------------------------------------------------------------------------ login

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

export type LoginInput = {
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
    const code = dialingCode(tenant, input.countryDialingCode);
    const mobile = checkMobile(tenant, 'mobileNum', input.mobileNum);
    if (!input.verificationCode) throw badInput('verificationCode', 'Please enter a valid verification code');
    await limitAccount(p, 'login', tenant.id, `mobile:${code}${mobile}`);
    const c = await findByMobile(p.db, tenant.id, mobile);
    if (!c || c.countryDialingCode !== code)
      throw new DomainError(E.unknownAccount, 'mobileNum: no account uses this mobile number', 'refused', {
        field: 'mobileNum',
      });
    await verifyCode(p, tenant.id, recipientOf(code, mobile), 'login', input.verificationCode);
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

// ------------------------------------------------------------------------------------------------ new-IP login check

/** Whitelabel module of the new-IP login check (accounts §4); off unless the tenant's platform.json turns it on. */
export const LOGIN_IP_MODULE = 'LOGINIPVERF3';
export const LOGIN_IP_VERIFICATION_REQUIRED = 'LOGIN_IP_VERIFICATION_REQUIRED';
export const LOGIN_IP_MESSAGE = 'Login from an unregistered IP requires extra verification';
/** How long the verification token of a held login lives, and how many wrong answers it takes. */
export const LOGIN_CHALLENGE_SECONDS = 10 * 60;
export const LOGIN_CHALLENGE_MAX_ATTEMPTS = 5;
const CHALLENGE_PURPOSE = 'loginip';

export type LoginVerificationMethod = 'mobile' | 'email' | 'bankAccountName' | 'google';

export const loginIpCheckOn = (tenant: Tenant) => tenant.config.modules[LOGIN_IP_MODULE] === true;

/** Notes an IP the account logged in from (first and last time). */
export async function rememberIp(p: Platform, c: Customer, ip: string): Promise<void> {
  if (!ip) return;
  const now = p.clock.now();
  await p.db
    .insert(customerIps)
    .values({ customerId: c.id, tenantId: c.tenantId, ip, firstAt: now, lastAt: now })
    .onConflictDoUpdate({ target: [customerIps.customerId, customerIps.ip], set: { lastAt: now } });
}

/** The IPs an account has logged in from, newest first. */
export async function knownIps(p: Platform, customerId: number): Promise<string[]> {
  const rows = await p.db
    .select({ ip: customerIps.ip })
    .from(customerIps)
    .where(eq(customerIps.customerId, customerId))
    .orderBy(sql`${customerIps.lastAt} desc`);
  return rows.map((r) => r.ip);
}

/** The holder names of a member's bound bank cards. */
export async function bankAccountNames(p: Platform, customerId: number): Promise<string[]> {
  const rows = await p.db
    .select({ name: bankCards.accountName })
    .from(bankCards)
    .where(eq(bankCards.customerId, customerId));
  return rows.map((r) => r.name);
}

/** The names a bank-account-name answer may match: the payee (real) name and the holder names of bound bank cards. */
async function accountNamesOf(p: Platform, c: Customer): Promise<string[]> {
  return [...(c.payeeName?.trim() ? [c.payeeName] : []), ...(await bankAccountNames(p, c.id))];
}

/** The verification methods an account can answer: what it has bound. */
export async function verificationMethods(
  p: Platform,
  tenant: Tenant,
  c: Customer,
): Promise<LoginVerificationMethod[]> {
  const methods: LoginVerificationMethod[] = [];
  if (c.mobile) methods.push('mobile');
  if (c.email) methods.push('email');
  if ((await accountNamesOf(p, c)).length > 0) methods.push('bankAccountName');
  if (gaEnabled(tenant) && (await gaBound(p, c.id))) methods.push('google');
  return methods;
}

/**
 * The new-IP login check (LOGINIPVERF3): a password login from an IP the account has not logged in from is held,
 * answered LOGIN_IP_VERIFICATION_REQUIRED with a single-use verification token and the methods the account can
 * answer; no token. Not held: the module off, trial accounts, an account that has never logged in (its first IP is
 * trusted and remembered), an account with nothing to verify with. An SMS-code login has already proved the mobile
 * (one of the spec's methods) and is not held.
 */
async function guardNewIp(
  p: Platform,
  tenant: Tenant,
  c: Customer,
  loginMethod: string,
  meta: RequestMeta,
): Promise<void> {
  if (!loginIpCheckOn(tenant) || isTrial(c.type) || !meta.ip) return;
  const ips = await knownIps(p, c.id);
  if (ips.length === 0 || ips.includes(meta.ip)) return;
  const methods = await verificationMethods(p, tenant, c);
  if (methods.length === 0) return;
  const token = newToken();
  const now = p.clock.now();
  await p.db.insert(loginChallenges).values({
    tokenHash: sha256(token),
    tenantId: tenant.id,
    customerId: c.id,
    ip: meta.ip,
    loginMethod,
    methods,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LOGIN_CHALLENGE_SECONDS * 1000),
  });
  throw new DomainError(LOGIN_IP_VERIFICATION_REQUIRED, LOGIN_IP_MESSAGE, 'refused', {
    verificationRequired: true,
    verificationToken: token,
    methods,
    mobile: maskMobile(c.mobile),
    email: maskEmail(c.email),
    expiresInSeconds: LOGIN_CHALLENGE_SECONDS,
  });
}

const challengeGone = () =>
  new DomainError(E.codeExpired, 'The verification has expired, please log in again.', 'refused', {
    loginAgain: true,
  });

type Challenge = typeof loginChallenges.$inferSelect;

/** The live challenge of a verification token from the IP it was issued to, with its customer. */
async function liveChallenge(
  p: Platform,
  tenant: Tenant,
  token: string,
  meta: RequestMeta,
): Promise<{ challenge: Challenge; customer: Customer }> {
  const [row] = await p.db
    .select({ challenge: loginChallenges, customer: customers })
    .from(loginChallenges)
    .innerJoin(customers, eq(customers.id, loginChallenges.customerId))
    .where(
      and(
        eq(loginChallenges.tokenHash, sha256(token)),
        eq(loginChallenges.tenantId, tenant.id),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, p.clock.now()),
      ),
    )
    .limit(1);
  if (!row || row.challenge.ip !== meta.ip || row.challenge.attempts >= LOGIN_CHALLENGE_MAX_ATTEMPTS)
    throw challengeGone();
  return row;
}

function offered(challenge: Challenge, method: string): void {
  if (!challenge.methods.includes(method))
    throw badInput('method', `must be one of ${challenge.methods.join(', ')}`);
}

function codeRecipient(p: Platform, tenant: Tenant, c: Customer, method: 'mobile' | 'email'): string {
  if (method === 'email') return (c.email ?? '').toLowerCase();
  return recipientOf(c.countryDialingCode ?? dialingCode(tenant, undefined), c.mobile ?? '');
}

/** Sends the code of the mobile or e-mail method of a held login. */
export async function sendLoginVerificationCode(
  p: Platform,
  tenant: Tenant,
  input: { verificationToken: string; method: 'mobile' | 'email' },
  meta: RequestMeta,
) {
  const { challenge, customer } = await liveChallenge(p, tenant, input.verificationToken, meta);
  offered(challenge, input.method);
  const recipient = codeRecipient(p, tenant, customer, input.method);
  await limitAccount(p, 'login', tenant.id, `verify:${customer.id}`);
  const sent = await sendCode(
    p,
    tenant.id,
    input.method === 'email' ? 'email' : 'sms',
    recipient,
    CHALLENGE_PURPOSE,
  );
  return {
    ...sent,
    recipient: (input.method === 'email' ? maskEmail(customer.email) : maskMobile(customer.mobile)) ?? '',
  };
}

const normalName = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** Answers a held login: the method's code or name right gives the token and remembers the IP; the token is single use. */
export async function verifyLogin(
  p: Platform,
  tenant: Tenant,
  input: { username: string; verificationToken: string; method: LoginVerificationMethod; code: string },
  meta: RequestMeta,
): Promise<LoginValue> {
  const { challenge, customer } = await liveChallenge(p, tenant, input.verificationToken, meta);
  if (customer.username.toLowerCase() !== input.username.trim().toLowerCase()) throw challengeGone();
  offered(challenge, input.method);
  await limitAccount(p, 'login', tenant.id, `verify:${customer.id}`);
  const answer = input.code.trim();
  try {
    if (input.method === 'mobile' || input.method === 'email') {
      await verifyCode(
        p,
        tenant.id,
        codeRecipient(p, tenant, customer, input.method),
        CHALLENGE_PURPOSE,
        answer,
      );
    } else if (input.method === 'bankAccountName') {
      if (!answer) throw badInput('code', 'Input cannot be empty');
      if (!(await accountNamesOf(p, customer)).some((name) => normalName(name) === normalName(answer))) {
        throw new DomainError(
          'BANK_ACCOUNT_NAME_INCORRECT',
          'code: The bank account name is not correct',
          'invalid',
          {
            field: 'code',
          },
        );
      }
    } else {
      await checkGaCode(p, tenant, customer, answer);
    }
  } catch (e) {
    await p.db
      .update(loginChallenges)
      .set({ attempts: sql`${loginChallenges.attempts} + 1` })
      .where(eq(loginChallenges.tokenHash, challenge.tokenHash));
    throw e;
  }
  // Single use: only the first of two racing answers takes the login.
  const taken = await p.db
    .update(loginChallenges)
    .set({ usedAt: p.clock.now() })
    .where(and(eq(loginChallenges.tokenHash, challenge.tokenHash), isNull(loginChallenges.usedAt)))
    .returning({ h: loginChallenges.tokenHash });
  if (taken.length === 0) throw challengeGone();
  // The portal was checked when the login was held; the account may have been closed since.
  if (customer.status !== 'active')
    throw new DomainError(E.accountNotActive, 'This account is not active', 'forbidden');
  return loginValue(p, tenant, customer, challenge.loginMethod, meta);
}

export async function freeplay(p: Platform, tenant: Tenant, meta: RequestMeta): Promise<LoginValue> {
  if (!tenant.config.features.freePlay)
    throw new DomainError(E.functionNotAvailable, 'Free play is not available', 'refused');
  const c = await p.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customers)
      .values({
        tenantId: tenant.id,
        username: `trial_${friendlyCode(8).toLowerCase()}`,
        passwordHash: await hashPassword(randomId(18)),
        type: TRIAL_TYPE,
        referralCode: friendlyCode(8),
        registerMethod: 'FREEPLAY',
        language: tenant.defaultLanguage,
        nickname: 'Guest',
      })
      .returning();
    if (!row) throw new Error('trial insert returned nothing');
    await openAccounts(tx, tenant, row.id);
    return row;
  });
  await credit(p, tenant.id, c.id, MAIN_WALLET, tenant.config.trialCredit.toFixed(2), 'trial_credit');
  return loginValue(p, tenant, c, 'freeplay', meta);
}

// ------------------------------------------------------------------------------------------------ register

export type RegisterInput = Record<string, unknown> & {
  username?: string | undefined;
  password: string;
  confirmPassword: string;
  mobileNum?: string | undefined;
  countryDialingCode?: string | undefined;
  verificationCode?: string | undefined;
  captcha?: string | undefined;
  affiliateCode?: string | undefined;
  referralCode?: string | undefined;
  recommenderId?: string | undefined;
  email?: string | undefined;
  payeeName?: string | undefined;
  domain?: string | undefined;
  registerMethod?: string | undefined;
};

/** Profile fields kept as they are (shown and checked per the tenant's rules). */
const PROFILE_FIELDS = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'telegram',
  'zalo',
  'birthday',
  'fullName',
  'promoCode',
] as const;
const NOT_RULE_CHECKED = new Set([
  'confirmPassword',
  'verificationCode',
  'captcha',
  'affiliateCode',
  'referralCode',
  'recommenderId',
  'countryDialingCode',
  'domain',
]);

export async function register(
  p: Platform,
  tenant: Tenant,
  input: RegisterInput,
  method: 'username' | 'mobile',
  meta: RequestMeta,
): Promise<LoginValue> {
  const f = tenant.config.features;
  if (method === 'username' && !f.usernameRegistration)
    throw new DomainError(E.functionNotAvailable, 'Registration by username is not available', 'refused');
  if (method === 'mobile' && !f.mobileRegistration)
    throw new DomainError(
      E.functionNotAvailable,
      'Registration by mobile number is not available',
      'refused',
    );
  if (input.referralCode && input.recommenderId) {
    throw new DomainError(
      E.referAndRecommender,
      'referralCode: a referral code and a recommender id cannot both be given',
      'invalid',
      { field: 'referralCode' },
    );
  }
  const rules = tenant.config.registerFields;
  // Username: required for username registration; generated from the mobile number otherwise when absent.
  if (method === 'username' || input.username) checkField(tenant, 'username', input.username, true);
  checkField(tenant, 'password', input.password, true);
  checkConfirmation('confirmPassword', input.confirmPassword, input.password);
  const mobileRequired = method === 'mobile' || (rules.mobileNum?.show === true && rules.mobileNum.required);
  const mobile = checkMobile(tenant, 'mobileNum', input.mobileNum, mobileRequired);
  const code = dialingCode(tenant, input.countryDialingCode);
  for (const [field, rule] of Object.entries(rules)) {
    if (field === 'username' || field === 'password' || field === 'mobileNum' || NOT_RULE_CHECKED.has(field))
      continue;
    if (!rule.show) continue;
    checkField(tenant, field, input[field], rule.required);
  }
  if (f.captchaOnRegister && !(await checkCaptcha(p, tenant.id, meta.binding, input.captcha))) {
    throw new DomainError(E.invalidCaptcha, 'captcha: The captcha is not correct', 'invalid', {
      field: 'captcha',
    });
  }
  if (mobile && f.smsVerificationOnRegister && (method === 'mobile' || mobileRequired)) {
    await verifyCode(p, tenant.id, recipientOf(code, mobile), 'register', input.verificationCode);
  }
  let parentId: number | null = null;
  let referredBy: number | null = null;
  // An agent's own code or one of its affiliate links (areas/agent/links.ts); an 'agent' link makes an agent.
  let affiliate: AffiliateTarget | undefined;
  if (input.affiliateCode) {
    affiliate = await resolveAffiliateCode(p.db, tenant.id, input.affiliateCode, p.clock.now());
    if (!affiliate)
      throw new DomainError(E.invitationCode, 'affiliateCode: Invalid invitation code', 'invalid', {
        field: 'affiliateCode',
      });
    parentId = affiliate.agent.id;
  }
  if (input.referralCode) {
    const [ref] = await p.db
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.tenantId, tenant.id),
          eq(customers.referralCode, input.referralCode.trim().toUpperCase()),
        ),
      )
      .limit(1);
    if (!ref)
      throw new DomainError(E.invitationCode, 'referralCode: Invalid invitation code', 'invalid', {
        field: 'referralCode',
      });
    referredBy = ref.id;
  }
  if (input.recommenderId) {
    const ref = await findByUsername(p.db, tenant.id, input.recommenderId);
    if (!ref)
      throw new DomainError(E.invitationCode, 'recommenderId: Invalid invitation code', 'invalid', {
        field: 'recommenderId',
      });
    referredBy = ref.id;
  }
  const username = input.username?.trim() || `m${mobile.slice(-8)}${friendlyCode(3).toLowerCase()}`;
  if (await findByUsername(p.db, tenant.id, username)) {
    throw new DomainError('USERNAME_TAKEN', 'username: this username is already taken', 'invalid', {
      field: 'username',
    });
  }
  if (mobile && (await findByMobile(p.db, tenant.id, mobile))) {
    throw new DomainError(E.duplicate, 'mobileNum: this mobile number is already registered', 'invalid', {
      field: 'mobileNum',
    });
  }
  const profile: Record<string, string> = {};
  for (const k of PROFILE_FIELDS) {
    const v = input[k];
    if (typeof v === 'string' && v.trim()) profile[k] = v.trim();
  }
  const passwordHash = await hashPassword(input.password);
  const c = await p.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customers)
      .values({
        tenantId: tenant.id,
        username,
        passwordHash,
        passwordChangedAt: p.clock.now(),
        type: affiliate?.accountType === 'agent' ? childAgentType(affiliate.agent.type) : 0,
        affiliateCode: affiliate?.accountType === 'agent' ? newAgentCode() : null,
        parentId,
        referredBy,
        mobile: mobile || null,
        countryDialingCode: mobile ? code : null,
        email: input.email?.trim() || null,
        payeeName: input.payeeName?.trim() || null,
        referralCode: friendlyCode(8),
        language: tenant.defaultLanguage,
        registerMethod: method === 'mobile' ? 'MOBILE' : (input.registerMethod ?? 'WEB'),
        registerDomain: input.domain ?? null,
        profile,
        createdAt: p.clock.now(),
      })
      .returning();
    if (!row) throw new Error('customer insert returned nothing');
    await openAccounts(tx, tenant, row.id);
    if (affiliate?.linkId) await noteRegistration(tx, tenant.id, affiliate.linkId, row.id, p.clock.now());
    // The referrer's reward for the registration (areas/referral/referral.ts: the tenant's rules, once per invitee).
    if (referredBy) await rewardReferrer(tx, tenant, row, 'register', p.clock.now());
    return row;
  });
  return loginValue(p, tenant, c, 'register', meta);
}

export async function checkAffiliate(
  p: Platform,
  tenant: Tenant,
  code: string,
): Promise<{ valid: true; agent: string }> {
  const target = await resolveAffiliateCode(p.db, tenant.id, code, p.clock.now());
  if (!target)
    throw new DomainError(E.invitationCode, 'Invalid invitation code', 'refused', { valid: false });
  const agent = target.agent;
  return { valid: true, agent: agent.nickname ?? agent.username };
}

// ------------------------------------------------------------------------------------------------ SMS codes

export async function sendRegisterSms(
  p: Platform,
  tenant: Tenant,
  mobileNo: string,
  countryDialingCode: string | undefined,
) {
  if (!tenant.config.features.smsVerificationOnRegister)
    throw new DomainError(E.functionNotAvailable, 'SMS verification is not available', 'refused');
  const code = dialingCode(tenant, countryDialingCode);
  const mobile = checkMobile(tenant, 'mobileNo', mobileNo);
  if (await findByMobile(p.db, tenant.id, mobile))
    throw new DomainError(E.duplicate, 'mobileNo: this mobile number is already registered', 'invalid', {
      field: 'mobileNo',
    });
  return sendCode(p, tenant.id, 'sms', recipientOf(code, mobile), 'register');
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

// ------------------------------------------------------------------------------------------------ passwords

async function setPassword(p: Platform, c: Customer, password: string, temporary: boolean): Promise<void> {
  await p.db
    .update(customers)
    .set({
      passwordHash: await hashPassword(password),
      passwordChangedAt: p.clock.now(),
      mustChangePassword: temporary,
    })
    .where(eq(customers.id, c.id));
  await p.db
    .delete(loginFailures)
    .where(and(eq(loginFailures.tenantId, c.tenantId), eq(loginFailures.key, c.username.toLowerCase())));
}

export async function changePassword(
  p: Platform,
  tenant: Tenant,
  c: Customer,
  input: { oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string },
  opts: { oldRequired: boolean; keepTokenHash: string },
): Promise<void> {
  if (opts.oldRequired && !input.oldPassword) throw badInput('oldPassword', 'is required');
  checkField(tenant, 'newPassword', input.newPassword, true, 'password');
  checkConfirmation('confirmNewPassword', input.confirmNewPassword, input.newPassword);
  if (input.newPassword === DEFAULT_PASSWORD)
    throw fieldError(
      'newPassword',
      undefined,
      'validation:default_password',
      'must not be the default password',
    );
  if (input.oldPassword !== undefined && !(await verifyPassword(input.oldPassword, c.passwordHash))) {
    throw new DomainError(
      E.passwordIncorrect,
      'oldPassword: the current password is not correct',
      'invalid',
      {
        field: 'oldPassword',
      },
    );
  }
  if (await verifyPassword(input.newPassword, c.passwordHash))
    throw badInput('newPassword', 'must differ from the current password');
  await setPassword(p, c, input.newPassword, false);
  await revokeOtherSessions(p, c.id, opts.keepTokenHash);
}

export async function forgotByEmail(
  p: Platform,
  tenant: Tenant,
  username: string,
  email: string,
): Promise<void> {
  if (!tenant.config.features.emailReset)
    throw new DomainError(E.functionNotAvailable, 'Password reset by e-mail is not available', 'refused');
  checkField(tenant, 'username', username, true);
  checkField(tenant, 'email', email, true);
  await limitAccount(p, 'reset', tenant.id, `name:${username.trim().toLowerCase()}`);
  const c = await findByUsername(p.db, tenant.id, username);
  if (!c || !c.email || c.email.toLowerCase() !== email.trim().toLowerCase()) {
    throw new DomainError(E.unknownAccount, 'Username/Email does not exist', 'refused');
  }
  // A temporary password by e-mail; the next login must change it (same throttle as codes).
  await checkThrottle(p, tenant.id, c.email);
  const temporary = `${friendlyCode(4)}${Math.floor(1000 + Math.random() * 9000)}`.toLowerCase();
  await setPassword(p, c, temporary, true);
  await deliver(p, {
    tenantId: tenant.id,
    channel: 'email',
    recipient: c.email,
    purpose: 'reset',
    subject: `${tenant.name}: your temporary password`,
    body: `Hello ${c.username}, your temporary password is ${temporary}. Log in with it and choose a new password.`,
    code: temporary,
  });
}

export async function forgotByPhoneSend(
  p: Platform,
  tenant: Tenant,
  mobileNum: string,
  countryDialingCode: string | undefined,
) {
  if (!tenant.config.features.phoneReset)
    throw new DomainError(E.functionNotAvailable, 'Password reset by phone is not available', 'refused');
  const code = dialingCode(tenant, countryDialingCode);
  const mobile = checkMobile(tenant, 'mobileNum', mobileNum);
  await limitAccount(p, 'reset', tenant.id, `mobile:${code}${mobile}`);
  const c = await findByMobile(p.db, tenant.id, mobile);
  if (!c)
    throw new DomainError(E.unknownAccount, 'mobileNum: no account uses this mobile number', 'refused', {
      field: 'mobileNum',
    });
  return sendCode(p, tenant.id, 'sms', recipientOf(code, mobile), 'reset');
}

export async function forgotByPhoneSet(
  p: Platform,
  tenant: Tenant,
  input: {
    newPassword: string;
    mobileNum: string;
    verificationCode: string;
    countryDialingCode?: string | undefined;
  },
  meta: RequestMeta,
): Promise<LoginValue> {
  if (!tenant.config.features.phoneReset)
    throw new DomainError(E.functionNotAvailable, 'Password reset by phone is not available', 'refused');
  const code = dialingCode(tenant, input.countryDialingCode);
  const mobile = checkMobile(tenant, 'mobileNum', input.mobileNum);
  checkField(tenant, 'newPassword', input.newPassword, true, 'password');
  await limitAccount(p, 'reset', tenant.id, `mobile:${code}${mobile}`);
  const c = await findByMobile(p.db, tenant.id, mobile);
  if (!c)
    throw new DomainError(E.unknownAccount, 'mobileNum: no account uses this mobile number', 'refused', {
      field: 'mobileNum',
    });
  await verifyCode(p, tenant.id, recipientOf(code, mobile), 'reset', input.verificationCode);
  await setPassword(p, c, input.newPassword, false);
  await revokeOtherSessions(p, c.id);
  const fresh = (await findByUsername(p.db, tenant.id, c.username)) as Customer;
  return loginValue(p, tenant, fresh, 'password', meta);
}
