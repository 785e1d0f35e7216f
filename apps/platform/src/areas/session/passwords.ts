/** Passwords: the change (the current password, the tenant's rules) and recovery by e-mail (a temporary password) or phone. */
import { and, eq } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import { customers, loginFailures } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { checkThrottle, deliver, sendCode, verifyCode } from '../../shared/outbox.ts';
import { limitAccount } from '../../shared/rate-limits.ts';
import {
  DEFAULT_PASSWORD,
  checkConfirmation,
  checkField,
  checkMobile,
  dialingCode,
  fieldError,
  recipientOf,
} from '../../shared/rules.ts';
import { friendlyCode, hashPassword, verifyPassword } from '../../shared/secrets.ts';
import { revokeOtherSessions, type Customer } from './sessions.ts';
import { findByMobile, findByUsername } from './account-lookup.ts';
import { type LoginValue, type RequestMeta, loginValue } from './login-answer.ts';

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
