/**
 * Third-party phone verification at registration (accounts §3 "fields for a third-party phone-verification service",
 * §8 its texts; protocol notes: `/wps/verification/firebase`, VERIFICATION3). The real sites hand the mobile number to
 * an outside provider (Firebase in the notes) and send the provider's signed id token with the registration; the
 * platform then trusts the token, not an SMS code of its own. This reference platform plays that provider:
 *
 *  - send: the number and the provider's own check (the device the request comes from; the documented test numbers
 *    below simulate the provider's refusals) give a `sessionInfo` id, and a 6-digit code goes to the SMS outbox;
 *  - the challenge: for the test numbers that ask for one, send refuses with PHONE_CHALLENGE_REQUIRED and the URL of
 *    the provider's challenge page (sandbox-idp/phone-challenge.ts, outside production only); the page hands back a
 *    signed, single-use, short-lived `challengeToken` for the number and the device, and send with it texts the code;
 *  - verify: the `sessionInfo` and the code give a signed, single-use, short-lived `idToken` for that number;
 *  - registration, with the tenant's `thirdPartyPhoneVerification` on, requires that token for the mobile number and
 *    refuses a forged, expired, reused or other-number one (`consumePhoneToken`).
 *
 * Both ids are `<payload>.<signature>`: the payload (base64url JSON) names the tenant, the number, the stored row and
 * the expiry; the signature is an HMAC-SHA256 with the tenant's provider secret (the cashier sandbox's, under its own
 * label). The rows live in `verification_codes` (hashed, with attempts and `usedAt`), so single use holds across
 * instances.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { PHONE_CHALLENGE_INVALID, PHONE_CHALLENGE_REQUIRED } from '@wl/api/contract';
import type { Platform, Tenant } from '../../context.ts';
import { verificationCodes } from '../../db/schema.ts';
import { DomainError, E } from '../../shared/errors.ts';
import { checkThrottle, deliver } from '../../shared/outbox.ts';
import { checkMobile, dialingCode, recipientOf } from '../../shared/rules.ts';
import { numericCode, randomId, sha256 } from '../../shared/secrets.ts';
import { providerSecret } from '../cashier/provider.ts';
import { findByMobile } from './account-lookup.ts';

/** The provider's SMS: the form counts down 1 minute before another send (accounts §8); the code lives 5. */
const PHONE_SMS_MINUTES = 1;
const SESSION_MINUTES = 5;
/** The id token proves the number for this long: enough to finish the form, not to keep. */
const TOKEN_MINUTES = 10;
const MAX_CODE_ATTEMPTS = 5;
const SESSION_PURPOSE = 'phone-session';
const TOKEN_PURPOSE = 'phone-token';
const CHALLENGE_PURPOSE = 'phone-challenge';
/** The challenge page's link lives this long; the token it hands back, less (it is used at once). */
const CHALLENGE_MINUTES = 10;
const CHALLENGE_TOKEN_MINUTES = 2;
const SIGNING_LABEL = 'phone-verification';

/** The provider's refusals, as our platform's error codes (the sites show §8's words for each). */
const PHONE_ERRORS = {
  unknown: 'PHONE_VERIFICATION_FAILED',
  captchaCheckFailed: 'CAPTCHA_CHECK_FAILED',
  quotaExceeded: 'QUOTA_EXCEEDED',
  operationNotAllowed: 'OPERATION_NOT_ALLOWED',
  required: 'PHONE_VERIFICATION_REQUIRED',
  invalidToken: 'PHONE_VERIFICATION_INVALID',
} as const;

/**
 * Documented test numbers that ask for the provider's challenge (a human check in a popup) before the code is texted:
 * 0800000200 to 0800000299, so that every journey can take a number of its own.
 */
const CHALLENGE_NUMBERS = /^08000002\d\d$/;

/**
 * Documented test numbers (docs/platform/phone-verification.md): the provider refuses them the way the real one can,
 * so that the sites' error paths can be walked. Real numbers never reach these (each is a national number of the
 * seeded tenants' pattern that no seed account holds).
 */
const PHONE_TEST_NUMBERS: Readonly<Record<string, { code: string; message: string }>> = Object.freeze({
  '0800000100': { code: PHONE_ERRORS.unknown, message: 'Phone verification failed for an unknown reason' },
  '0800000101': { code: PHONE_ERRORS.captchaCheckFailed, message: 'The captcha check failed' },
  '0800000102': {
    code: PHONE_ERRORS.quotaExceeded,
    message: 'The SMS quota is exceeded, please contact customer service',
  },
  '0800000103': {
    code: PHONE_ERRORS.operationNotAllowed,
    message: 'Phone verification is not allowed, please contact customer service',
  },
});

export const phoneVerificationOn = (tenant: Tenant) => tenant.config.features.thirdPartyPhoneVerification;

/**
 * A signed id: `session` (send → verify), `token` (verify → registration), `challenge` (the challenge page's link:
 * no row, `b` the device), `pass` (the challenge page → send: `b` its row's nonce, `d` the device).
 */
type Signed = {
  k: 'session' | 'token' | 'challenge' | 'pass';
  t: string;
  r: string;
  id: number;
  exp: number;
  b?: string;
  d?: string;
};

/** The binding of a device, as the signed ids carry it. */
const deviceOf = (binding: string) => sha256(binding).slice(0, 32);

async function sign(p: Platform, payload: Signed): Promise<string> {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(await providerSecret(p, payload.t), body)}`;
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`${SIGNING_LABEL}.${body}`).digest('base64url');
}

/** The payload of a signed id of this tenant and kind, or undefined when it is malformed or its signature is not ours. */
async function opened(p: Platform, tenantId: string | undefined, kind: Signed['k'], value: string) {
  const [body, signature, ...rest] = value.split('.');
  if (!body || !signature || rest.length) return undefined;
  let payload: Partial<Signed>;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Signed>;
  } catch {
    return undefined;
  }
  if (typeof payload.t !== 'string' || (tenantId !== undefined && payload.t !== tenantId)) return undefined;
  if (payload.k !== kind) return undefined;
  if (typeof payload.id !== 'number' || typeof payload.exp !== 'number' || typeof payload.r !== 'string')
    return undefined;
  const expected = Buffer.from(mac(await providerSecret(p, payload.t), body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return payload as Signed;
}

const refused = (code: string, message: string) => new DomainError(code, message, 'refused');

function featureOff(): DomainError {
  return new DomainError(E.functionNotAvailable, 'Phone verification is not available', 'refused');
}

/**
 * The send step: checks the number, plays the provider's check (its refusals, its challenge), texts a code; answers
 * the session id. `challengePage` builds the challenge page's URL for a challenge id (undefined where the sandbox
 * pages are not served: production).
 */
export async function sendPhoneCode(
  p: Platform,
  tenant: Tenant,
  input: { mobileNum: string; countryDialingCode?: string | undefined; challengeToken?: string | undefined },
  binding: string,
  challengePage?: (challengeId: string) => string,
): Promise<{ sessionInfo: string; expiredMinutes: number }> {
  if (!phoneVerificationOn(tenant)) throw featureOff();
  const code = dialingCode(tenant, input.countryDialingCode);
  const mobile = checkMobile(tenant, 'mobileNum', input.mobileNum);
  const simulated = PHONE_TEST_NUMBERS[mobile];
  if (simulated) throw refused(simulated.code, simulated.message);
  const recipient = recipientOf(code, mobile);
  // A challenge token is checked whenever one is sent; the numbers that ask for a challenge need one.
  const pass = input.challengeToken
    ? await challengePassed(p, tenant, recipient, input.challengeToken, binding)
    : undefined;
  if (!pass && CHALLENGE_NUMBERS.test(mobile)) {
    // Without the challenge page (production) the provider's doubt cannot be lifted: its captcha refusal.
    if (!challengePage) throw refused(PHONE_ERRORS.captchaCheckFailed, 'The captcha check failed');
    const challengeId = await sign(p, {
      k: 'challenge',
      t: tenant.id,
      r: recipient,
      id: 0,
      exp: p.clock.now().getTime() + CHALLENGE_MINUTES * 60_000,
      b: deviceOf(binding),
    });
    throw new DomainError(
      PHONE_CHALLENGE_REQUIRED,
      'The verification partner asks for a check: complete it in its window',
      'refused',
      { challengeUrl: challengePage(challengeId) },
    );
  }
  if (await findByMobile(p.db, tenant.id, mobile))
    throw new DomainError(E.duplicate, 'mobileNum: this mobile number is already registered', 'invalid', {
      field: 'mobileNum',
    });
  await checkThrottle(p, tenant.id, recipient);
  const now = p.clock.now();
  // The challenge token is used up last, after the checks that may refuse: a refused send keeps it.
  if (pass) await useChallengeToken(p, tenant, recipient, pass);
  const sms = numericCode(6);
  const [row] = await p.db
    .insert(verificationCodes)
    .values({
      tenantId: tenant.id,
      channel: 'sms',
      recipient,
      purpose: SESSION_PURPOSE,
      codeHash: sha256(`${recipient}:${sms}`),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_MINUTES * 60_000),
    })
    .returning({ id: verificationCodes.id });
  if (!row) throw new Error('verification code insert returned nothing');
  await deliver(p, {
    tenantId: tenant.id,
    channel: 'sms',
    recipient,
    purpose: SESSION_PURPOSE,
    body: `${sms} is your verification code for ${tenant.name}.`,
    code: sms,
  });
  const sessionInfo = await sign(p, {
    k: 'session',
    t: tenant.id,
    r: recipient,
    id: row.id,
    exp: now.getTime() + SESSION_MINUTES * 60_000,
    b: deviceOf(binding),
  });
  return { sessionInfo, expiredMinutes: PHONE_SMS_MINUTES };
}

const invalidChallenge = (why: string) =>
  new DomainError(PHONE_CHALLENGE_INVALID, `challengeToken: ${why}, please send the code again`, 'invalid', {
    field: 'challengeToken',
  });

/** The challenge token of this tenant, number and device, unexpired (not yet used up: `useChallengeToken`). */
async function challengePassed(
  p: Platform,
  tenant: Tenant,
  recipient: string,
  challengeToken: string,
  binding: string,
): Promise<Signed & { b: string }> {
  const pass = await opened(p, tenant.id, 'pass', challengeToken.trim());
  if (!pass || typeof pass.b !== 'string') throw invalidChallenge('the check is not valid');
  if (pass.r !== recipient) throw invalidChallenge('the check was for another number');
  if (pass.d !== deviceOf(binding)) throw invalidChallenge('the check was made on another device');
  if (pass.exp <= p.clock.now().getTime()) throw invalidChallenge('the check has expired');
  return pass as Signed & { b: string };
}

/**
 * Uses up the stored row a signed id names (its tenant, purpose, number and secret), once: a conditional update, so
 * two requests at once cannot both pass. False when it was already used (or is not this row).
 */
async function usedOnce(
  p: Platform,
  tenant: Tenant,
  purpose: string,
  recipient: string,
  signed: { id: number; b: string },
  now: Date,
): Promise<boolean> {
  const used = await p.db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationCodes.id, signed.id),
        eq(verificationCodes.tenantId, tenant.id),
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.recipient, recipient),
        eq(verificationCodes.codeHash, sha256(signed.b)),
        isNull(verificationCodes.usedAt),
      ),
    )
    .returning({ id: verificationCodes.id });
  return used.length > 0;
}

async function useChallengeToken(
  p: Platform,
  tenant: Tenant,
  recipient: string,
  pass: Signed & { b: string },
) {
  if (!(await usedOnce(p, tenant, CHALLENGE_PURPOSE, recipient, pass, p.clock.now())))
    throw invalidChallenge('the check has already been used');
}

/** What the challenge page shows and passes on: the tenant and number of a valid, unexpired challenge id. */
export async function openChallenge(
  p: Platform,
  challengeId: string,
): Promise<{ tenant: Tenant; recipient: string; device: string } | undefined> {
  const challenge = await opened(p, undefined, 'challenge', challengeId);
  const tenant = challenge && p.tenants.get(challenge.t);
  if (!challenge || !tenant || typeof challenge.b !== 'string') return undefined;
  if (challenge.exp <= p.clock.now().getTime()) return undefined;
  return { tenant, recipient: challenge.r, device: challenge.b };
}

/** The challenge passed (the page's human check): a signed, single-use, short-lived token for send. */
export async function passChallenge(
  p: Platform,
  challenge: { tenant: Tenant; recipient: string; device: string },
): Promise<string> {
  const now = p.clock.now();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TOKEN_MINUTES * 60_000);
  const nonce = randomId();
  const [row] = await p.db
    .insert(verificationCodes)
    .values({
      tenantId: challenge.tenant.id,
      channel: 'sms',
      recipient: challenge.recipient,
      purpose: CHALLENGE_PURPOSE,
      codeHash: sha256(nonce),
      createdAt: now,
      expiresAt,
    })
    .returning({ id: verificationCodes.id });
  if (!row) throw new Error('challenge token insert returned nothing');
  return sign(p, {
    k: 'pass',
    t: challenge.tenant.id,
    r: challenge.recipient,
    id: row.id,
    exp: expiresAt.getTime(),
    b: nonce,
    d: challenge.device,
  });
}

const invalidCode = () =>
  new DomainError(E.verificationCode, 'code: Please enter a valid verification code', 'invalid', {
    field: 'code',
  });
const invalidSession = () =>
  new DomainError(E.codeExpired, 'The code has expired, please send it again.', 'refused', {
    field: 'sessionInfo',
  });

/** The verify step: the session id and the code give the signed id token for the number. */
export async function verifyPhoneCode(
  p: Platform,
  tenant: Tenant,
  input: { sessionInfo: string; code: string },
  binding: string,
): Promise<{ idToken: string; phoneNumber: string; expiresIn: number }> {
  if (!phoneVerificationOn(tenant)) throw featureOff();
  const code = input.code.trim();
  if (!/^\d{6}$/.test(code)) throw invalidCode();
  const session = await opened(p, tenant.id, 'session', input.sessionInfo);
  // A session of another device is not this browser's provider session (the check was solved elsewhere).
  if (!session || session.b !== deviceOf(binding))
    throw new DomainError(
      PHONE_ERRORS.invalidToken,
      'sessionInfo: this verification session is not valid, please send the code again',
      'invalid',
      { field: 'sessionInfo' },
    );
  const now = p.clock.now();
  const [row] = await p.db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.id, session.id),
        eq(verificationCodes.tenantId, tenant.id),
        eq(verificationCodes.purpose, SESSION_PURPOSE),
        eq(verificationCodes.recipient, session.r),
      ),
    )
    .limit(1);
  if (!row || row.usedAt || row.expiresAt <= now || session.exp <= now.getTime()) throw invalidSession();
  if (row.attempts >= MAX_CODE_ATTEMPTS)
    throw new DomainError(E.maxAttempts, 'Too many wrong codes, please send a new one.', 'refused');
  if (row.codeHash !== sha256(`${row.recipient}:${code}`)) {
    await p.db
      .update(verificationCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(verificationCodes.id, row.id));
    throw invalidCode();
  }
  const used = await p.db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw invalidSession();
  const expiresAt = new Date(now.getTime() + TOKEN_MINUTES * 60_000);
  const nonce = randomId();
  const [tokenRow] = await p.db
    .insert(verificationCodes)
    .values({
      tenantId: tenant.id,
      channel: 'sms',
      recipient: row.recipient,
      purpose: TOKEN_PURPOSE,
      codeHash: sha256(nonce),
      createdAt: now,
      expiresAt,
    })
    .returning({ id: verificationCodes.id });
  if (!tokenRow) throw new Error('verification token insert returned nothing');
  const idToken = await sign(p, {
    k: 'token',
    t: tenant.id,
    r: row.recipient,
    id: tokenRow.id,
    exp: expiresAt.getTime(),
    b: nonce,
  });
  return { idToken, phoneNumber: row.recipient, expiresIn: TOKEN_MINUTES * 60 };
}

/**
 * Registration's check (inside the caller's flow, before the account is made): the id token must be ours, this
 * tenant's, for this number, unexpired and unused; it is used up here, so a replay is refused.
 */
export async function consumePhoneToken(
  p: Platform,
  tenant: Tenant,
  recipient: string,
  idToken: string | undefined,
): Promise<void> {
  if (!idToken?.trim())
    throw new DomainError(
      PHONE_ERRORS.required,
      'firebaseIdToken: please verify your mobile number first',
      'invalid',
      { field: 'firebaseIdToken' },
    );
  const invalid = (why: string) =>
    new DomainError(
      PHONE_ERRORS.invalidToken,
      `firebaseIdToken: ${why}, please verify your mobile number again`,
      'invalid',
      { field: 'firebaseIdToken' },
    );
  const token = await opened(p, tenant.id, 'token', idToken.trim());
  if (!token || typeof token.b !== 'string') throw invalid('the phone verification is not valid');
  if (token.r !== recipient) throw invalid('the phone verification is for another number');
  const now = p.clock.now();
  if (token.exp <= now.getTime()) throw invalid('the phone verification has expired');
  if (!(await usedOnce(p, tenant, TOKEN_PURPOSE, recipient, { id: token.id, b: token.b }, now)))
    throw invalid('the phone verification has already been used');
}
