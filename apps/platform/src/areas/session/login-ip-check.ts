/**
 * The new-IP login check (LOGINIPVERF3, accounts §4): a password login from an IP the account has not logged in from is
 * held until the account answers one of its verification methods (mobile or e-mail code, bank account name, Google
 * Authenticator).
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import { bankCards, customerIps, customers, loginChallenges } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { sendCode, verifyCode } from '../../shared/outbox.ts';
import { limitAccount } from '../../shared/rate-limits.ts';
import { dialingCode, isTrial, maskEmail, maskMobile, recipientOf } from '../../shared/rules.ts';
import { newToken, sha256 } from '../../shared/secrets.ts';
import type { Customer } from './sessions.ts';
import { checkGaCode, gaBound, gaEnabled } from '../member/totp.ts';
import { type LoginValue, type RequestMeta, loginValue } from './login-answer.ts';

/** Whitelabel module of the new-IP login check (accounts §4); off unless the tenant's platform.json turns it on. */
const LOGIN_IP_MODULE = 'LOGINIPVERF3';
const LOGIN_IP_VERIFICATION_REQUIRED = 'LOGIN_IP_VERIFICATION_REQUIRED';
const LOGIN_IP_MESSAGE = 'Login from an unregistered IP requires extra verification';
/** How long the verification token of a held login lives, and how many wrong answers it takes. */
const LOGIN_CHALLENGE_SECONDS = 10 * 60;
const LOGIN_CHALLENGE_MAX_ATTEMPTS = 5;
const CHALLENGE_PURPOSE = 'loginip';

type LoginVerificationMethod = 'mobile' | 'email' | 'bankAccountName' | 'google';

export const loginIpCheckOn = (tenant: Tenant) => tenant.config.modules[LOGIN_IP_MODULE] === true;

/** The IPs an account has logged in from, newest first. */
async function knownIps(p: Platform, customerId: number): Promise<string[]> {
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
async function verificationMethods(
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
export async function guardNewIp(
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
