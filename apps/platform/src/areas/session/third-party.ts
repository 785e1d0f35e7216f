/**
 * Third-party login (features.thirdPartyLogin, module THIRDLOGIN3; docs/platform/third-party-login.md): OpenID Connect, authorisation code with
 * PKCE, the platform as the relying party (openid-client).
 *
 * - start: a fresh state, nonce and PKCE verifier, kept here (hash of the state as key) bound to the browser
 *   (meta.binding: X-Device-Id, else the IP) and the site's callback page, single use, 10 minutes; the answer is the
 *   provider's authorisation URL.
 * - finish: takes the state once (an atomic update: a replay finds it used), exchanges the code at the provider's
 *   token endpoint with the verifier, and checks the id_token (signature against the provider's keys, iss, aud, exp,
 *   nonce). The account is the one linked to (issuer, subject); else the one account whose e-mail the provider
 *   vouches for (email_verified), linked now; else a new one, when the tenant's registration rules can be met:
 *   otherwise the answer names the fields to ask for and a registration token (register).
 * - A third-party login never asks for the forced password change (login method 'thirdParty').
 */
import * as oidc from 'openid-client';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { THIRD_PARTY_CONSENT_REFUSED, THIRD_PARTY_UNKNOWN_PROVIDER } from '@wl/api/contract';
import type { Platform, Tenant } from '../../context.ts';
import { customerIdentities, customers, thirdPartyLogins } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { newToken, randomId, sha256 } from '../../shared/secrets.ts';
import { CALLBACK_PATH, SANDBOX_CLIENT_ID, isSandboxProvider } from '../../sandbox-idp/sandbox-idp.ts';
import { type LoginValue, type RequestMeta, loginValue } from './login-answer.ts';
import { register } from './registration.ts';
import type { Customer } from './sessions.ts';
import type { ThirdPartyProviderSettings } from './third-party-settings.ts';

const LOGIN_SECONDS = 10 * 60;
const REGISTRATION_SECONDS = 15 * 60;
const DISCOVERY_CACHE_MS = 60 * 60 * 1000;

const thirdPartyOn = (tenant: Tenant) => tenant.config.features.thirdPartyLogin;
const production = () => process.env.NODE_ENV === 'production';

/** The providers a tenant offers now: none with the module off; the sandbox ones only outside production. */
function offeredProviders(p: Platform, tenant: Tenant): ThirdPartyProviderSettings[] {
  if (!thirdPartyOn(tenant)) return [];
  return tenant.config.thirdPartyLogin.providers.filter(
    (pr) => !pr.sandbox || (p.sandboxIdp && !production()),
  );
}

export function listProviders(p: Platform, tenant: Tenant) {
  return { providers: offeredProviders(p, tenant).map((pr) => ({ id: pr.id, name: pr.name })) };
}

function providerOf(p: Platform, tenant: Tenant, id: string): ThirdPartyProviderSettings {
  if (!thirdPartyOn(tenant))
    throw new DomainError(E.functionNotAvailable, 'Third-party login is not available', 'refused');
  const pr = offeredProviders(p, tenant).find((x) => x.id === id);
  if (!pr)
    throw new DomainError(
      THIRD_PARTY_UNKNOWN_PROVIDER,
      'provider: this site has no such login provider',
      'notFound',
      { field: 'provider' },
    );
  return pr;
}

function issuerOf(p: Platform, pr: ThirdPartyProviderSettings): { issuer: string; clientId: string } {
  if (pr.sandbox) {
    const issuer = isSandboxProvider(pr.id) ? p.sandboxIdp?.issuer(pr.id) : undefined;
    if (!issuer)
      throw new DomainError(E.functionNotAvailable, 'The sandbox login provider is not running', 'notServed');
    return { issuer, clientId: SANDBOX_CLIENT_ID };
  }
  return { issuer: pr.issuer ?? '', clientId: pr.clientId ?? '' };
}

const configs = new Map<string, { config: Promise<oidc.Configuration>; until: number }>();

/** The provider's discovered configuration (cached an hour; a failed discovery is forgotten at once). */
function configOf(p: Platform, pr: ThirdPartyProviderSettings): Promise<oidc.Configuration> {
  const { issuer, clientId } = issuerOf(p, pr);
  const secret = pr.clientSecretEnv ? process.env[pr.clientSecretEnv] : undefined;
  const key = `${issuer} ${clientId} ${secret ? sha256(secret) : ''}`;
  const now = Date.now();
  const hit = configs.get(key);
  if (hit && hit.until > now) return hit.config;
  const insecure = new URL(issuer).protocol === 'http:';
  if (insecure && production())
    throw new DomainError(
      E.functionNotAvailable,
      'The login provider must be served over HTTPS',
      'notServed',
    );
  const config = oidc
    .discovery(
      new URL(issuer),
      clientId,
      secret ? { client_secret: secret } : undefined,
      secret ? oidc.ClientSecretBasic(secret) : oidc.None(),
      {
        execute: [oidc.enableNonRepudiationChecks, ...(insecure ? [oidc.allowInsecureRequests] : [])],
        timeout: 10,
      },
    )
    .catch((e: unknown) => {
      configs.delete(key);
      throw new DomainError(
        E.functionNotAvailable,
        'The login provider does not answer; try again later',
        'notServed',
        { cause: e instanceof Error ? e.message : String(e) },
      );
    });
  configs.set(key, { config, until: now + DISCOVERY_CACHE_MS });
  return config;
}

/** Forgets the discovered configurations (tests that restart a provider). */
export function forgetProviderConfigs(): void {
  configs.clear();
}

/**
 * Whether a callback page may receive a code: `/oauth-callback.html` of a tenant's domain over https (http too
 * outside production), or of a loopback host outside production (dev servers, the browser journeys).
 */
export function callbackAllowed(domains: readonly string[], uri: string): boolean {
  let u: URL;
  try {
    u = new URL(uri);
  } catch {
    return false;
  }
  if (u.pathname !== CALLBACK_PATH || u.search || u.hash || u.username || u.password) return false;
  if (u.protocol !== 'https:' && (u.protocol !== 'http:' || production())) return false;
  const loopback = u.hostname === '127.0.0.1' || u.hostname === 'localhost' || u.hostname === '[::1]';
  if (loopback) return !production();
  return domains.includes(u.hostname.toLowerCase());
}

const domainsOf = (tenant: Tenant) =>
  [tenant.config.mainDomain, ...tenant.config.domainList].map((d) => d.toLowerCase());

export async function start(
  p: Platform,
  tenant: Tenant,
  input: { provider: string; redirectUri: string },
  meta: RequestMeta,
) {
  const pr = providerOf(p, tenant, input.provider);
  if (!callbackAllowed(domainsOf(tenant), input.redirectUri))
    throw badInput('redirectUri', "must be the site's /oauth-callback.html");
  const config = await configOf(p, pr);
  const state = newToken();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const challenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
  const now = p.clock.now();
  await p.db.insert(thirdPartyLogins).values({
    stateHash: sha256(state),
    tenantId: tenant.id,
    provider: pr.id,
    binding: meta.binding,
    redirectUri: input.redirectUri,
    codeVerifier,
    nonce,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LOGIN_SECONDS * 1000),
  });
  const scopes = new Set(['openid', ...pr.scopes]);
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: input.redirectUri,
    scope: [...scopes].join(' '),
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    prompt: 'login consent',
  });
  return { authorizationUrl: url.href, state, expiresInSeconds: LOGIN_SECONDS };
}

const refusedLogin = (message = 'The login could not be completed. Please try again.') =>
  new DomainError(E.invalidState, message, 'refused');

type Claims = { issuer: string; subject: string; email?: string; emailVerified: boolean; name?: string };

export type FinishAnswer =
  | LoginValue
  | {
      detailsRequired: true;
      registrationToken: string;
      provider: string;
      missing: string[];
      given: Record<string, string>;
      expiresInSeconds: number;
    };

export async function finish(
  p: Platform,
  tenant: Tenant,
  input: { state: string; code?: string | undefined; error?: string | undefined; iss?: string | undefined },
  meta: RequestMeta,
): Promise<FinishAnswer> {
  if (!thirdPartyOn(tenant))
    throw new DomainError(E.functionNotAvailable, 'Third-party login is not available', 'refused');
  const now = p.clock.now();
  // Taken once, by this browser, before it expires: a replay (or another browser's state) finds nothing.
  const [row] = await p.db
    .update(thirdPartyLogins)
    .set({ usedAt: now })
    .where(
      and(
        eq(thirdPartyLogins.stateHash, sha256(input.state)),
        eq(thirdPartyLogins.tenantId, tenant.id),
        eq(thirdPartyLogins.binding, meta.binding),
        isNull(thirdPartyLogins.usedAt),
        gt(thirdPartyLogins.expiresAt, now),
      ),
    )
    .returning();
  if (!row) throw refusedLogin('state: this login has expired or was already used. Please try again.');
  const pr = providerOf(p, tenant, row.provider);
  if (input.error === 'access_denied')
    throw new DomainError(
      THIRD_PARTY_CONSENT_REFUSED,
      `You did not allow ${pr.name} to share your account, so you are not logged in.`,
      'refused',
      { provider: pr.name },
    );
  if (input.error || !input.code) throw refusedLogin();
  const config = await configOf(p, pr);
  const callback = new URL(row.redirectUri);
  callback.searchParams.set('code', input.code);
  callback.searchParams.set('state', input.state);
  if (input.iss) callback.searchParams.set('iss', input.iss);
  let claims: Claims;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: row.codeVerifier,
      expectedState: input.state,
      expectedNonce: row.nonce,
      idTokenExpected: true,
    });
    const c = tokens.claims();
    if (!c) throw new Error('no id_token');
    claims = {
      issuer: c.iss,
      subject: c.sub,
      ...(typeof c.email === 'string' && c.email ? { email: c.email.toLowerCase() } : {}),
      emailVerified: c.email_verified === true,
      ...(typeof c.name === 'string' && c.name.trim() ? { name: c.name.trim() } : {}),
    };
  } catch (e) {
    if (e instanceof DomainError) throw e;
    throw refusedLogin();
  }
  const c = await linkedAccount(p, tenant, pr, claims);
  if (c) return logIn(p, tenant, c, meta);
  return detailsFor(p, tenant, pr, row.stateHash, claims);
}

async function logIn(p: Platform, tenant: Tenant, c: Customer, meta: RequestMeta): Promise<LoginValue> {
  if (c.status !== 'active')
    throw new DomainError(E.accountNotActive, 'This account is not active', 'forbidden');
  if (c.type === 2) throw new DomainError(E.nonMember, 'Non-member account unable to login', 'forbidden');
  return loginValue(p, tenant, c, 'thirdParty', meta);
}

/** The account of (issuer, subject), or the one account with the e-mail the provider vouches for (then linked). */
async function linkedAccount(
  p: Platform,
  tenant: Tenant,
  pr: ThirdPartyProviderSettings,
  claims: Claims,
): Promise<Customer | undefined> {
  const now = p.clock.now();
  const [linked] = await p.db
    .select({ c: customers })
    .from(customerIdentities)
    .innerJoin(customers, eq(customers.id, customerIdentities.customerId))
    .where(
      and(
        eq(customerIdentities.tenantId, tenant.id),
        eq(customerIdentities.issuer, claims.issuer),
        eq(customerIdentities.subject, claims.subject),
      ),
    )
    .limit(1);
  if (linked) {
    await p.db
      .update(customerIdentities)
      .set({ lastLoginAt: now })
      .where(
        and(
          eq(customerIdentities.tenantId, tenant.id),
          eq(customerIdentities.issuer, claims.issuer),
          eq(customerIdentities.subject, claims.subject),
        ),
      );
    return linked.c;
  }
  if (!claims.email || !claims.emailVerified) return undefined;
  const same = await p.db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenant.id), sql`lower(${customers.email}) = ${claims.email}`))
    .limit(2);
  const [only] = same;
  if (!only || same.length !== 1) return undefined;
  await p.db
    .insert(customerIdentities)
    .values({
      tenantId: tenant.id,
      issuer: claims.issuer,
      subject: claims.subject,
      customerId: only.id,
      provider: pr.id,
      createdAt: now,
      lastLoginAt: now,
    })
    .onConflictDoNothing();
  return only;
}

/** Fields the register form would ask that the third-party path does not (the provider's sign-in replaces them). */
const NOT_ASKED = new Set(['password', 'confirmPassword', 'captcha', 'paymentPassword']);
/** Invitation and affiliate codes are never required of a third-party login (they stay optional). */
const OPTIONAL = new Set(['affiliateCode', 'referralCode', 'recommenderId', 'verificationCode']);

/** What the tenant's rules still need (username always: the member picks the name to log in with). */
function missingFields(tenant: Tenant, given: Record<string, string>): string[] {
  const rules = tenant.config.registerFields;
  const f = tenant.config.features;
  const method = f.usernameRegistration ? 'username' : 'mobile';
  const missing = new Set<string>(method === 'username' ? ['username'] : ['mobileNum']);
  for (const [field, rule] of Object.entries(rules)) {
    if (!rule.show || !rule.required || NOT_ASKED.has(field) || OPTIONAL.has(field)) continue;
    if (!given[field]) missing.add(field);
  }
  if (missing.has('mobileNum') && f.smsVerificationOnRegister) missing.add('verificationCode');
  return [...missing];
}

async function detailsFor(
  p: Platform,
  tenant: Tenant,
  pr: ThirdPartyProviderSettings,
  stateHash: string,
  claims: Claims,
): Promise<FinishAnswer> {
  const f = tenant.config.features;
  if (!f.usernameRegistration && !f.mobileRegistration)
    throw new DomainError(E.functionNotAvailable, 'Registration is not available', 'refused');
  const rules = tenant.config.registerFields;
  const shown = (field: string) => rules[field]?.show === true;
  const given: Record<string, string> = {};
  if (claims.email && shown('email')) given.email = claims.email;
  if (claims.name) {
    if (shown('nickname')) given.nickname = claims.name.slice(0, 200);
    if (shown('fullName')) given.fullName = claims.name.slice(0, 200);
  }
  const suggestion = usernameSuggestion(tenant, claims);
  if (suggestion) given.username = suggestion;
  const registrationToken = newToken();
  await p.db
    .update(thirdPartyLogins)
    .set({
      registrationHash: sha256(registrationToken),
      issuer: claims.issuer,
      subject: claims.subject,
      claims: given,
      expiresAt: new Date(p.clock.now().getTime() + REGISTRATION_SECONDS * 1000),
    })
    .where(eq(thirdPartyLogins.stateHash, stateHash));
  return {
    detailsRequired: true,
    registrationToken,
    provider: pr.name,
    missing: missingFields(tenant, given),
    given,
    expiresInSeconds: REGISTRATION_SECONDS,
  };
}

/** A username the tenant's rule takes, from the e-mail's local part or the name (the member may change it). */
function usernameSuggestion(tenant: Tenant, claims: Claims): string | undefined {
  const rule = tenant.config.registerFields.username;
  const base = (claims.email?.split('@')[0] ?? claims.name ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!rule || !base) return undefined;
  const candidate = base.slice(0, Math.max(rule.minLength, Math.min(rule.maxLength, 12)));
  const padded =
    candidate.length < rule.minLength
      ? candidate + '2024'.slice(0, rule.minLength - candidate.length)
      : candidate;
  try {
    return new RegExp(rule.acceptedPattern === '*' ? '.*' : rule.acceptedPattern).test(padded)
      ? padded
      : undefined;
  } catch {
    return undefined;
  }
}

/** The first login's step 2: the fields the rules asked for; the account is created and linked in one transaction. */
export async function registerAccount(
  p: Platform,
  tenant: Tenant,
  input: { registrationToken: string; user: Record<string, unknown> },
  meta: RequestMeta,
): Promise<LoginValue> {
  if (!thirdPartyOn(tenant))
    throw new DomainError(E.functionNotAvailable, 'Third-party login is not available', 'refused');
  const now = p.clock.now();
  const [row] = await p.db
    .select()
    .from(thirdPartyLogins)
    .where(
      and(
        eq(thirdPartyLogins.registrationHash, sha256(input.registrationToken)),
        eq(thirdPartyLogins.tenantId, tenant.id),
        eq(thirdPartyLogins.binding, meta.binding),
        isNull(thirdPartyLogins.registeredAt),
        gt(thirdPartyLogins.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row?.issuer || !row.subject)
    throw refusedLogin('registrationToken: this login has expired or was already used. Please try again.');
  const pr = providerOf(p, tenant, row.provider);
  const fields = input.user;
  const password = randomId(24);
  const user = { ...(row.claims ?? {}), ...fields, password, confirmPassword: password };
  const method = tenant.config.features.usernameRegistration ? 'username' : 'mobile';
  const issuer = row.issuer;
  const subject = row.subject;
  return register(p, tenant, user, method, meta, {
    link: async (tx, customerId) => {
      // The token is taken in the account's transaction: two tries at once make one account.
      const taken = await tx
        .update(thirdPartyLogins)
        .set({ registeredAt: now })
        .where(and(eq(thirdPartyLogins.stateHash, row.stateHash), isNull(thirdPartyLogins.registeredAt)))
        .returning({ stateHash: thirdPartyLogins.stateHash });
      if (taken.length !== 1)
        throw refusedLogin(
          'registrationToken: this login has expired or was already used. Please try again.',
        );
      const linked = await tx
        .insert(customerIdentities)
        .values({
          tenantId: tenant.id,
          issuer,
          subject,
          customerId,
          provider: pr.id,
          createdAt: now,
          lastLoginAt: now,
        })
        .onConflictDoNothing()
        .returning({ customerId: customerIdentities.customerId });
      if (linked.length !== 1)
        throw new DomainError(
          E.duplicate,
          'This login is already linked to an account. Log in again.',
          'conflict',
        );
    },
  });
}
