import { and, count, eq, ne, sql } from 'drizzle-orm';
import { customers } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import * as loginAnswer from '../session/login-answer.ts';
import * as ipCheck from '../session/login-ip-check.ts';
import * as passwords from '../session/passwords.ts';
import { REGISTER_PROFILE_FIELDS, SECURITY_LEVEL_MAX, securityLevel } from '@wl/domain';
import type { Platform, Tenant } from '../../context.ts';
import { sendCode, verifyCode } from '../../shared/outbox.ts';
import { limitAccount } from '../../shared/rate-limits.ts';
import { vipLabel } from '../vip/vip.ts';
import {
  checkField,
  checkMobile,
  dialingCode,
  maskEmail,
  maskMobile,
  recipientOf,
} from '../../shared/rules.ts';
import { hashPassword, verifyPassword } from '../../shared/secrets.ts';
import type { Customer } from '../session/sessions.ts';
import { bindGa, gaBound, gaEnabled, startGa, unbindGa } from './totp.ts';
import type { Answer, CallArgs, CallResult } from '../../shared/call.ts';
import { checkMinimumAge } from '../kyc/age.ts';

/** The last four characters of a number kept on the profile (bank account, id number), the rest starred. */
const lastFour = (v: string) =>
  v.length <= 4 ? v : `${'*'.repeat(Math.min(v.length - 4, 8))}${v.slice(-4)}`;

/** The registration profile fields the member gave (REGISTER_PROFILE_FIELDS), the two numbers masked. */
function profileFields(c: Customer): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of REGISTER_PROFILE_FIELDS) {
    const v = c.profile[field];
    if (field === 'nickname' || field === 'fullName' || typeof v !== 'string' || v === '') continue;
    out[field] = field === 'bankAccountNumber' || field === 'idNumber' ? lastFour(v) : v;
  }
  return out;
}

function memberInfo(c: Customer, tenant: Tenant) {
  return {
    ...profileFields(c),
    id: String(c.id),
    account: c.username,
    nickname: c.nickname,
    userName: c.username,
    type: c.type,
    customerType: c.type,
    clubLabel: c.vipLevel > 0 ? { labelName: vipLabel(tenant, c.vipLevel) } : null,
    vipRankLevel: c.vipLevel,
    regDate: c.createdAt.getTime(),
    mobile: maskMobile(c.mobile),
    email: maskEmail(c.email),
    fullName: c.profile.fullName ?? c.payeeName ?? null,
    language: c.language,
    hasWithdrawalPassword: c.paymentPasswordHash !== null,
    toUpline: c.parentId !== null && c.type !== 2 ? '1' : '0',
    referralCode: c.referralCode,
    affiliateCode: c.affiliateCode,
  };
}

/** The security centre's summary: what is set up, the level (@wl/domain) and the tenant's security modules. */
async function securitySummary(p: Platform, tenant: Tenant, c: Customer) {
  const setup = {
    hasPaymentPassword: c.paymentPasswordHash !== null,
    mobileBound: c.mobile !== null,
    emailBound: c.email !== null,
    bankCardCount: (await ipCheck.bankAccountNames(p, c.id)).length,
    gaBound: await gaBound(p, c.id),
  };
  return {
    ...setup,
    mobile: maskMobile(c.mobile),
    email: maskEmail(c.email),
    securityLevel: securityLevel(setup),
    securityLevelMax: SECURITY_LEVEL_MAX,
    gaEnabled: gaEnabled(tenant),
    loginIpVerification: ipCheck.loginIpCheckOn(tenant),
  };
}

function checkNewPaymentPassword(input: { paymentPassword: string; confirmPaymentPassword: string }): void {
  if (!/^\d{6}$/.test(input.paymentPassword)) throw badInput('paymentPassword', 'must be 6 digits');
  if (input.confirmPaymentPassword !== input.paymentPassword)
    throw badInput('confirmPaymentPassword', 'Confirmation password is not correct.');
}

/** Where the codes of a member's bound mobile go. */
const mobileRecipient = (tenant: Tenant, c: Customer) =>
  recipientOf(c.countryDialingCode ?? dialingCode(tenant, undefined), c.mobile ?? '');

const PAYMENT_RESET_PURPOSE = 'payreset';

/** An e-mail address the member may bind: well formed (the tenant's rule), not theirs already, not another member's. */
async function freeEmail(p: Platform, tenant: Tenant, c: Customer, given: string): Promise<string> {
  const email = given.trim().toLowerCase();
  checkField(tenant, 'email', email, true);
  if (c.email?.toLowerCase() === email)
    throw new DomainError(
      'USER_ALREADY_VERIFIED',
      'email: this e-mail address is already bound to your account',
      'refused',
      { field: 'email' },
    );
  const [taken] = await p.db
    .select({ n: count() })
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, tenant.id),
        sql`lower(${customers.email}) = ${email}`,
        ne(customers.id, c.id),
      ),
    );
  if (Number(taken?.n ?? 0) > 0)
    throw new DomainError(E.duplicate, 'email: this e-mail address is used by another account', 'invalid', {
      field: 'email',
    });
  return email;
}

export function info({ tenant, session }: CallArgs<'member.info'>): Answer<'member.info'> {
  return memberInfo(session.customer, tenant);
}

export async function updateInfo({
  p,
  tenant,
  input,
  session,
}: CallArgs<'member.updateInfo'>): Promise<CallResult<'member.updateInfo'>> {
  const c = session.customer;
  if (input.email !== undefined) {
    checkField(tenant, 'email', input.email, false);
    // An e-mail address is bound with a code sent to it (member.sendBindEmail / member.bindEmail), never set plainly.
    if ((input.email.trim().toLowerCase() || null) !== (c.email?.toLowerCase() ?? null)) {
      throw new DomainError(
        E.invalidParameters,
        'email: bind an e-mail address with the code sent to it',
        'invalid',
        { field: 'email' },
      );
    }
  }
  if (input.birthday !== undefined) {
    checkField(tenant, 'birthday', input.birthday, false);
    checkMinimumAge(p, tenant, input.birthday);
  }
  const profile = {
    ...c.profile,
    ...(input.fullName !== undefined ? { fullName: input.fullName } : {}),
    ...(input.birthday !== undefined ? { birthday: input.birthday } : {}),
  };
  const [row] = await p.db
    .update(customers)
    .set({ ...(input.nickname !== undefined ? { nickname: input.nickname } : {}), profile })
    .where(eq(customers.id, c.id))
    .returning();
  return memberInfo(row as Customer, tenant);
}

export function icon({ session }: CallArgs<'member.icon'>): Answer<'member.icon'> {
  return {
    avatar: session.customer.avatar,
    avatarType: session.customer.avatar.startsWith('data:') ? 'UPLOAD' : 'STATIC',
  };
}

export async function updateIcon({
  p,
  input,
  session,
}: CallArgs<'member.updateIcon'>): Promise<CallResult<'member.updateIcon'>> {
  const c = session.customer;
  const ok =
    /^\d{1,3}$/.test(input.avatar) || /^data:image\/(png|jpe?g);base64,[A-Za-z0-9+/=]+$/.test(input.avatar);
  if (!ok) throw badInput('avatar', 'must be an avatar number or a png or jpg picture of 512 KB at most');
  await p.db.update(customers).set({ avatar: input.avatar }).where(eq(customers.id, c.id));
  return { avatar: input.avatar, avatarType: input.avatar.startsWith('data:') ? 'UPLOAD' : 'STATIC' };
}

export async function changePassword({
  p,
  tenant,
  input,
  session,
}: CallArgs<'member.changePassword'>): Promise<CallResult<'member.changePassword'>> {
  const s = session;
  const forced = loginAnswer.mustChange(p, tenant, s.customer, s.loginMethod);
  await passwords.changePassword(p, tenant, s.customer, input, {
    oldRequired: !forced,
    keepTokenHash: s.tokenHash,
  });
  return null;
}

export function securityConfig({
  p,
  tenant,
  session,
}: CallArgs<'member.securityConfig'>): Answer<'member.securityConfig'> {
  return securitySummary(p, tenant, session.customer);
}

export async function changeLanguage({
  p,
  tenant,
  input,
  session,
}: CallArgs<'member.changeLanguage'>): Promise<CallResult<'member.changeLanguage'>> {
  const c = session.customer;
  const language = input.language.toUpperCase();
  if (!tenant.languages.includes(language))
    throw badInput('language', `must be one of ${tenant.languages.join(', ')}`);
  await p.db.update(customers).set({ language }).where(eq(customers.id, c.id));
  return null;
}

export async function sendBindSms({
  p,
  tenant,
  input,
  session,
}: CallArgs<'member.sendBindSms'>): Promise<CallResult<'member.sendBindSms'>> {
  const c = session.customer;
  const code = dialingCode(tenant, input.countryDialingCode);
  const mobile = checkMobile(tenant, 'mobileNum', input.mobileNum);
  const [taken] = await p.db
    .select({ n: count() })
    .from(customers)
    .where(and(eq(customers.tenantId, tenant.id), eq(customers.mobile, mobile), ne(customers.id, c.id)));
  if (Number(taken?.n ?? 0) > 0)
    throw new DomainError(E.duplicate, 'mobileNum: this mobile number is already registered', 'invalid', {
      field: 'mobileNum',
    });
  return sendCode(p, tenant.id, 'sms', recipientOf(code, mobile), 'bind');
}

export async function updateMobile({
  p,
  tenant,
  input,
  session,
}: CallArgs<'member.updateMobile'>): Promise<CallResult<'member.updateMobile'>> {
  const c = session.customer;
  const code = dialingCode(tenant, input.countryDialingCode);
  const mobile = checkMobile(tenant, 'mobileNum', input.mobileNum);
  const [taken] = await p.db
    .select({ n: count() })
    .from(customers)
    .where(and(eq(customers.tenantId, tenant.id), eq(customers.mobile, mobile)));
  if (Number(taken?.n ?? 0) > 0 && c.mobile !== mobile)
    throw new DomainError(E.duplicate, 'mobileNum: this mobile number is already registered', 'invalid', {
      field: 'mobileNum',
    });
  await verifyCode(p, tenant.id, recipientOf(code, mobile), 'bind', input.verificationCode);
  await p.db.update(customers).set({ mobile, countryDialingCode: code }).where(eq(customers.id, c.id));
  return null;
}

export function hasWithdrawalPassword({
  session,
}: CallArgs<'member.hasWithdrawalPassword'>): Answer<'member.hasWithdrawalPassword'> {
  return session.customer.paymentPasswordHash !== null;
}

export async function setPaymentPassword({
  p,
  input,
  session,
}: CallArgs<'member.setPaymentPassword'>): Promise<CallResult<'member.setPaymentPassword'>> {
  const c = session.customer;
  if (c.paymentPasswordHash)
    throw new DomainError('INVALID_STATE', 'A payment password is already set: change it instead', 'refused');
  if (!/^\d{6}$/.test(input.paymentPassword)) throw badInput('paymentPassword', 'must be 6 digits');
  if (input.confirmPaymentPassword !== input.paymentPassword)
    throw badInput('confirmPaymentPassword', 'Confirmation password is not correct.');
  if (input.password !== undefined && !(await verifyPassword(input.password, c.passwordHash)))
    throw new DomainError(E.passwordIncorrect, 'password: the login password is not correct', 'invalid', {
      field: 'password',
    });
  await p.db
    .update(customers)
    .set({ paymentPasswordHash: await hashPassword(input.paymentPassword) })
    .where(eq(customers.id, c.id));
  return null;
}

export async function changePaymentPassword({
  p,
  input,
  session,
}: CallArgs<'member.changePaymentPassword'>): Promise<CallResult<'member.changePaymentPassword'>> {
  const c = session.customer;
  if (!c.paymentPasswordHash)
    throw new DomainError('INVALID_STATE', 'No payment password is set yet', 'refused');
  if (!/^\d{6}$/.test(input.paymentPassword)) throw badInput('paymentPassword', 'must be 6 digits');
  if (input.confirmPaymentPassword !== input.paymentPassword)
    throw badInput('confirmPaymentPassword', 'Confirmation password is not correct.');
  await limitAccount(p, 'reset', c.tenantId, `paymentPassword:${c.id}`);
  if (!(await verifyPassword(input.oldPaymentPassword, c.paymentPasswordHash)))
    throw new DomainError('PAYMENT_PASSWORD_INCORRECT', 'oldPaymentPassword: is not correct', 'invalid', {
      field: 'oldPaymentPassword',
    });
  await p.db
    .update(customers)
    .set({ paymentPasswordHash: await hashPassword(input.paymentPassword) })
    .where(eq(customers.id, c.id));
  return null;
}

export async function sendPaymentPasswordResetSms({
  p,
  tenant,
  session,
}: CallArgs<'member.sendPaymentPasswordResetSms'>): Promise<
  CallResult<'member.sendPaymentPasswordResetSms'>
> {
  const c = session.customer;
  if (!c.paymentPasswordHash)
    throw new DomainError('INVALID_STATE', 'No payment password is set yet', 'refused');
  if (!c.mobile)
    throw new DomainError(
      'INVALID_STATE',
      'Bind a mobile number first: the reset code is sent to it',
      'refused',
    );
  await limitAccount(p, 'reset', tenant.id, `paymentPassword:${c.id}`);
  const sent = await sendCode(p, tenant.id, 'sms', mobileRecipient(tenant, c), PAYMENT_RESET_PURPOSE);
  return { ...sent, mobile: maskMobile(c.mobile) ?? '' };
}

export async function resetPaymentPassword({
  p,
  tenant,
  input,
  session,
}: CallArgs<'member.resetPaymentPassword'>): Promise<CallResult<'member.resetPaymentPassword'>> {
  const c = session.customer;
  if (!c.paymentPasswordHash)
    throw new DomainError('INVALID_STATE', 'No payment password is set yet', 'refused');
  if (!c.mobile)
    throw new DomainError(
      'INVALID_STATE',
      'Bind a mobile number first: the reset code is sent to it',
      'refused',
    );
  checkNewPaymentPassword(input);
  await limitAccount(p, 'reset', tenant.id, `paymentPassword:${c.id}`);
  await verifyCode(p, tenant.id, mobileRecipient(tenant, c), PAYMENT_RESET_PURPOSE, input.verificationCode);
  await p.db
    .update(customers)
    .set({ paymentPasswordHash: await hashPassword(input.paymentPassword) })
    .where(eq(customers.id, c.id));
  return null;
}

export async function sendBindEmail({
  p,
  tenant,
  input,
  session,
}: CallArgs<'member.sendBindEmail'>): Promise<CallResult<'member.sendBindEmail'>> {
  const c = session.customer;
  const email = await freeEmail(p, tenant, c, input.email);
  return sendCode(p, tenant.id, 'email', email, 'bind');
}

export async function bindEmail({
  p,
  tenant,
  input,
  session,
}: CallArgs<'member.bindEmail'>): Promise<CallResult<'member.bindEmail'>> {
  const c = session.customer;
  const email = await freeEmail(p, tenant, c, input.email);
  await verifyCode(p, tenant.id, email, 'bind', input.verificationCode);
  await p.db.update(customers).set({ email }).where(eq(customers.id, c.id));
  return null;
}

export function gaSetup({ p, tenant, session }: CallArgs<'member.gaSetup'>): Answer<'member.gaSetup'> {
  return startGa(p, tenant, session.customer);
}

export async function gaBind({
  p,
  tenant,
  input,
  session,
}: CallArgs<'member.gaBind'>): Promise<CallResult<'member.gaBind'>> {
  await bindGa(p, tenant, session.customer, input.code);
  return null;
}

export async function gaUnbind({
  p,
  tenant,
  input,
  session,
}: CallArgs<'member.gaUnbind'>): Promise<CallResult<'member.gaUnbind'>> {
  await unbindGa(p, tenant, session.customer, input.code);
  return null;
}
