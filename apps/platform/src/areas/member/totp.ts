/**
 * The authenticator app (TOTP, RFC 6238, module BINDGA3) with otplib: a 160-bit base32 secret kept on the server,
 * 6-digit codes of 30 s, one step of clock drift allowed either way, and a code never accepted twice (the last
 * accepted time step is stored and only later steps pass, under a conditional update, so two racing requests with
 * the same code cannot both pass).
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import type { Platform, Tenant } from '../../context.ts';
import { authenticators } from '../../db/schema.ts';
import { DomainError } from '../../shared/errors.ts';
import { limitAccount } from '../../shared/rate-limits.ts';
import type { Customer } from '../session/sessions.ts';

const GA_MODULE = 'BINDGA3';
const GA_PERIOD_SECONDS = 30;
/** Wrong or reused authenticator code (the field is `code`). */
const INVALID_GA_CODE = 'INVALID_GA_CODE';

export type Authenticator = typeof authenticators.$inferSelect;

const epochOf = (p: Platform) => Math.floor(p.clock.now().getTime() / 1000);

export const gaEnabled = (tenant: Tenant) => tenant.config.modules[GA_MODULE] !== false;

async function authenticatorOf(p: Platform, customerId: number): Promise<Authenticator | undefined> {
  const [row] = await p.db
    .select()
    .from(authenticators)
    .where(eq(authenticators.customerId, customerId))
    .limit(1);
  return row;
}

export async function gaBound(p: Platform, customerId: number): Promise<boolean> {
  return Boolean((await authenticatorOf(p, customerId))?.secret);
}

function checkEnabled(tenant: Tenant): void {
  if (!gaEnabled(tenant))
    throw new DomainError('FUNCTION_NOT_AVAILABLE', 'The authenticator app is not available', 'refused');
}

const wrongCode = () =>
  new DomainError(INVALID_GA_CODE, 'code: The authenticator code is not correct', 'invalid', {
    field: 'code',
  });

/** The time step a code matches for a secret now (±1 step), or null. */
async function matchingStep(p: Platform, secret: string, code: string): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: epochOf(p),
    epochTolerance: GA_PERIOD_SECONDS,
    period: GA_PERIOD_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Step 1 of binding: a fresh pending secret and its otpauth URI (nothing is bound until `bindGa`). */
export async function startGa(p: Platform, tenant: Tenant, c: Customer) {
  checkEnabled(tenant);
  const current = await authenticatorOf(p, c.id);
  if (current?.secret)
    throw new DomainError(
      'INVALID_STATE',
      'An authenticator app is already bound: unbind it first',
      'refused',
    );
  const secret = generateSecret({ length: 20 });
  const now = p.clock.now();
  await p.db
    .insert(authenticators)
    .values({ customerId: c.id, tenantId: tenant.id, pendingSecret: secret, updatedAt: now })
    .onConflictDoUpdate({
      target: authenticators.customerId,
      set: { pendingSecret: secret, updatedAt: now },
    });
  const issuer = tenant.name;
  return {
    secret,
    otpauthUri: generateURI({ issuer, label: c.username, secret, period: GA_PERIOD_SECONDS }),
    issuer,
    account: c.username,
  };
}

/** Step 2 of binding: a current code of the pending secret makes it the account's authenticator. */
export async function bindGa(p: Platform, tenant: Tenant, c: Customer, code: string): Promise<void> {
  checkEnabled(tenant);
  await limitAccount(p, 'login', tenant.id, `ga:${c.id}`);
  const row = await authenticatorOf(p, c.id);
  if (row?.secret)
    throw new DomainError(
      'INVALID_STATE',
      'An authenticator app is already bound: unbind it first',
      'refused',
    );
  if (!row?.pendingSecret)
    throw new DomainError(
      'INVALID_STATE',
      'Start the binding first: scan the QR code, then enter a code',
      'refused',
    );
  const step = await matchingStep(p, row.pendingSecret, code);
  if (step === null) throw wrongCode();
  const bound = await p.db
    .update(authenticators)
    .set({
      secret: row.pendingSecret,
      pendingSecret: null,
      boundAt: p.clock.now(),
      lastStep: step,
      updatedAt: p.clock.now(),
    })
    .where(
      and(
        eq(authenticators.customerId, c.id),
        isNull(authenticators.secret),
        eq(authenticators.pendingSecret, row.pendingSecret),
      ),
    )
    .returning({ id: authenticators.customerId });
  if (bound.length === 0)
    throw new DomainError('INVALID_STATE', 'The binding changed meanwhile, please start again', 'refused');
}

/**
 * Checks a code of the bound authenticator and consumes its time step (replay-safe). Throws INVALID_GA_CODE when
 * wrong or already used; INVALID_STATE when none is bound.
 */
export async function checkGaCode(p: Platform, tenant: Tenant, c: Customer, code: string): Promise<void> {
  await limitAccount(p, 'login', tenant.id, `ga:${c.id}`);
  const row = await authenticatorOf(p, c.id);
  if (!row?.secret) throw new DomainError('INVALID_STATE', 'No authenticator app is bound', 'refused');
  const step = await matchingStep(p, row.secret, code);
  if (step === null) throw wrongCode();
  const used = await p.db
    .update(authenticators)
    .set({ lastStep: step, updatedAt: p.clock.now() })
    .where(
      and(
        eq(authenticators.customerId, c.id),
        or(isNull(authenticators.lastStep), lt(authenticators.lastStep, step)),
      ),
    )
    .returning({ id: authenticators.customerId });
  if (used.length === 0) throw wrongCode();
}

/** Removes the authenticator with a current code from it. */
export async function unbindGa(p: Platform, tenant: Tenant, c: Customer, code: string): Promise<void> {
  checkEnabled(tenant);
  await checkGaCode(p, tenant, c, code);
  await p.db
    .update(authenticators)
    .set({ secret: null, pendingSecret: null, boundAt: null, lastStep: null, updatedAt: p.clock.now() })
    .where(eq(authenticators.customerId, c.id));
}

/** The current code of a secret on the platform's clock (tests and the dev tools play the phone with it). */
export function currentGaCode(p: Platform, secret: string, offsetSteps = 0): Promise<string> {
  return generate({ secret, epoch: epochOf(p) + offsetSteps * GA_PERIOD_SECONDS, period: GA_PERIOD_SECONDS });
}
