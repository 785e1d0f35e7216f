/**
 * What a login answers (a new session's token, whether a password change is due) and what a logged-in account is told
 * (session.loginInfo); a login remembers the IP it came from.
 */
import type { Platform, Tenant } from '../../context.ts';
import { customerIps } from '../../db/schema.ts';
import { TRIAL_TYPE, isAgent, isTrial } from '../../shared/rules.ts';
import { createSession, type Customer, type SessionInfo } from './sessions.ts';

export type RequestMeta = { deviceId?: string | undefined; ip: string; binding: string };

export type LoginValue = {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  id: number;
  userName: string;
  type: number;
};

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

export async function loginValue(
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

/** Notes an IP the account logged in from (first and last time). */
async function rememberIp(p: Platform, c: Customer, ip: string): Promise<void> {
  if (!ip) return;
  const now = p.clock.now();
  await p.db
    .insert(customerIps)
    .values({ customerId: c.id, tenantId: c.tenantId, ip, firstAt: now, lastAt: now })
    .onConflictDoUpdate({ target: [customerIps.customerId, customerIps.ip], set: { lastAt: now } });
}
