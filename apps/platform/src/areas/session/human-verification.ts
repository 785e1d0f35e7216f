/**
 * Human verification (the notes' Geetest slot, module GEETEST3): an ALTCHA proof-of-work challenge (altcha-lib v2),
 * signed with a secret of the tenant (derived from its private key, shared by every instance), valid 5 minutes and
 * used once. While the tenant's GEETEST3 module is on, login (member and agent), registration and both forgot-password
 * sends take the widget's payload (`humanVerification`) and check it BEFORE any other work: missing, not valid
 * base64 JSON, signed by anyone else (forged), of another tenant, expired by the platform's clock, wrongly solved or
 * already used is refused with HUMAN_CHECK_FAILED (value.reason), never a 500.
 *
 * Single use: the signature of each accepted challenge is kept in the database (the `captchas` table, id
 * `human:<sha256 of the signature>`, until the challenge expires); one INSERT ... ON CONFLICT DO NOTHING takes it,
 * so two instances (or two requests at once) cannot both accept it.
 */
import { and, eq, like, lt } from 'drizzle-orm';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { HumanChallenge } from '@wl/api/contract';
import { HUMAN_VERIFICATION_MODULE } from '@wl/domain';
import type { Platform, Tenant } from '../../context.ts';
import { captchas } from '../../db/schema.ts';
import { DomainError } from '../../shared/errors.ts';
import { sha256 } from '../../shared/secrets.ts';
import { derivedSecret } from '../site/tenant-keys.ts';

const HUMAN_CHECK_FAILED = 'HUMAN_CHECK_FAILED';

/** How long a challenge may be solved and sent. */
const CHALLENGE_TTL_MS = 5 * 60_000;
/**
 * The work: PBKDF2/SHA-256 of `COST` rounds per try, the answer a counter drawn from [COUNTER_MIN, COUNTER_MAX]
 * (ALTCHA's deterministic mode: the platform knows the key, so checking costs one signature, not the work). About a
 * second in a phone's browser; a script that wants in pays the same for every try.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 1_000;
const COUNTER_MIN = 1_000;
const COUNTER_MAX = 3_000;

/** The tenant's switch: platform.json `modules.GEETEST3` (off by default). */
const humanVerificationOn = (tenant: Pick<Tenant, 'config'>): boolean =>
  tenant.config.modules[HUMAN_VERIFICATION_MODULE] === true;

async function secrets(p: Platform, tenant: Tenant) {
  return {
    hmacSignatureSecret: await derivedSecret(p, tenant, 'human-verification'),
    hmacKeySignatureSecret: await derivedSecret(p, tenant, 'human-verification-key'),
  };
}

function refused(reason: 'missing' | 'malformed' | 'forged' | 'expired' | 'used', message: string) {
  return new DomainError(HUMAN_CHECK_FAILED, message, 'refused', { reason });
}

/** A new challenge for the tenant (refused while its GEETEST3 module is off). */
export async function issueHumanChallenge(p: Platform, tenant: Tenant): Promise<HumanChallenge> {
  if (!humanVerificationOn(tenant))
    throw new DomainError('FUNCTION_NOT_AVAILABLE', 'Human verification is not used on this site', 'refused');
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey,
    expiresAt: new Date(p.clock.now().getTime() + CHALLENGE_TTL_MS),
    // Signed with the parameters: the tenant the challenge is for.
    data: { tenant: tenant.id },
    ...(await secrets(p, tenant)),
  });
  return challenge as HumanChallenge;
}

function parsePayload(value: string): Payload | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { challenge, solution } = parsed as Record<string, unknown>;
    if (typeof challenge !== 'object' || challenge === null) return null;
    if (typeof solution !== 'object' || solution === null) return null;
    const c = challenge as Record<string, unknown>;
    const params = c.parameters as Record<string, unknown> | undefined;
    if (typeof c.signature !== 'string' || typeof params !== 'object' || params === null) return null;
    if (typeof params.algorithm !== 'string' || typeof params.nonce !== 'string') return null;
    if (typeof params.salt !== 'string' || typeof params.keyPrefix !== 'string') return null;
    const s = solution as Record<string, unknown>;
    if (typeof s.counter !== 'number' || typeof s.derivedKey !== 'string') return null;
    return parsed as Payload;
  } catch {
    return null;
  }
}

/**
 * Checks the payload when the tenant's GEETEST3 module is on (does nothing when off) and marks its challenge used.
 * Call it first in the calls it guards.
 */
export async function checkHuman(p: Platform, tenant: Tenant, value: string | undefined): Promise<void> {
  if (!humanVerificationOn(tenant)) return;
  if (!value) throw refused('missing', 'Please complete the human verification');
  const payload = parsePayload(value);
  if (!payload) throw refused('malformed', 'The human verification is not valid: please verify again');
  const challenge = payload.challenge as Challenge;
  const now = p.clock.now();
  const expiresAt = challenge.parameters.expiresAt;
  let result;
  try {
    result = await verifySolution({
      challenge,
      solution: payload.solution,
      deriveKey,
      ...(await secrets(p, tenant)),
    });
  } catch {
    // The library throws on parameters it cannot use (an unknown algorithm, a bad prefix): not ours.
    throw refused('forged', 'The human verification is not valid: please verify again');
  }
  // The signature covers the parameters, their expiry and their data: once it holds, they are ours.
  if (result.invalidSignature || challenge.parameters.data?.tenant !== tenant.id)
    throw refused('forged', 'The human verification is not valid: please verify again');
  if (result.expired || typeof expiresAt !== 'number' || expiresAt * 1000 <= now.getTime())
    throw refused('expired', 'The human verification has expired: please verify again');
  if (!result.verified) throw refused('forged', 'The human verification is not valid: please verify again');
  await consume(p, tenant, challenge.signature!, new Date(expiresAt * 1000));
}

async function consume(p: Platform, tenant: Tenant, signature: string, expiresAt: Date): Promise<void> {
  const now = p.clock.now();
  // What has expired can no longer be replayed (the expiry refuses it first): no need to keep it.
  await p.db
    .delete(captchas)
    .where(and(eq(captchas.tenantId, tenant.id), like(captchas.id, 'human:%'), lt(captchas.expiresAt, now)));
  const [taken] = await p.db
    .insert(captchas)
    .values({ id: `human:${sha256(signature)}`, tenantId: tenant.id, answer: '', expiresAt, usedAt: now })
    .onConflictDoNothing()
    .returning({ id: captchas.id });
  if (!taken) throw refused('used', 'This human verification has already been used: please verify again');
}
