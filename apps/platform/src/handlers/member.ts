import { and, count, eq } from 'drizzle-orm';
import type { HandlerMap } from '../http/types.ts';
import { sessionOf } from '../http/types.ts';
import { customers } from '../db/schema.ts';
import { ApiError, E, badInput, trialRefused } from '../http/errors.ts';
import * as accounts from '../services/accounts.ts';
import { sendCode, verifyCode } from '../services/outbox.ts';
import { checkField, checkMobile, dialingCode, isTrial, maskEmail, maskMobile, recipientOf } from '../services/rules.ts';
import { hashPassword, verifyPassword } from '../services/secrets.ts';
import type { Customer } from '../services/sessions.ts';

export function memberInfo(c: Customer) {
  return {
    id: String(c.id),
    account: c.username,
    nickname: c.nickname,
    userName: c.username,
    type: c.type,
    customerType: c.type,
    clubLabel: c.vipLevel > 0 ? { labelName: `VIP ${c.vipLevel}` } : null,
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

function real(c: Customer): Customer {
  if (isTrial(c.type)) throw trialRefused();
  return c;
}

export const memberHandlers: HandlerMap = {
  'member.info': ({ session }) => memberInfo(sessionOf({ session }).customer),
  'member.updateInfo': async ({ p, tenant, input, session }) => {
    const c = real(sessionOf({ session }).customer);
    if (input.email !== undefined) checkField(tenant, 'email', input.email, false);
    if (input.birthday !== undefined) checkField(tenant, 'birthday', input.birthday, false);
    const profile = { ...c.profile, ...(input.fullName !== undefined ? { fullName: input.fullName } : {}), ...(input.birthday !== undefined ? { birthday: input.birthday } : {}) };
    const [row] = await p.db
      .update(customers)
      .set({ ...(input.nickname !== undefined ? { nickname: input.nickname } : {}), ...(input.email !== undefined ? { email: input.email || null } : {}), profile })
      .where(eq(customers.id, c.id))
      .returning();
    return memberInfo(row as Customer);
  },
  'member.icon': ({ session }) => ({ avatar: sessionOf({ session }).customer.avatar, avatarType: sessionOf({ session }).customer.avatar.startsWith('data:') ? 'UPLOAD' : 'STATIC' }),
  'member.updateIcon': async ({ p, input, session }) => {
    const c = sessionOf({ session }).customer;
    const ok = /^\d{1,3}$/.test(input.avatar) || (/^data:image\/(png|jpe?g);base64,[A-Za-z0-9+/=]+$/.test(input.avatar) && input.avatar.length < 700_000);
    if (!ok) throw badInput('avatar', 'must be an avatar number or a png/jpg data URL under 500 KB');
    await p.db.update(customers).set({ avatar: input.avatar }).where(eq(customers.id, c.id));
    return { avatar: input.avatar, avatarType: input.avatar.startsWith('data:') ? 'UPLOAD' : 'STATIC' };
  },
  'member.changePassword': async ({ p, tenant, input, session }) => {
    const s = sessionOf({ session });
    real(s.customer);
    const forced = accounts.mustChange(p, tenant, s.customer, s.loginMethod);
    await accounts.changePassword(p, tenant, s.customer, input, { oldRequired: !forced, keepTokenHash: s.tokenHash });
    return null;
  },
  'member.securityConfig': ({ session }) => {
    const c = sessionOf({ session }).customer;
    return { hasPaymentPassword: c.paymentPasswordHash !== null, mobileBound: c.mobile !== null, emailBound: c.email !== null, bankCardCount: 0, gaBound: false };
  },
  'member.changeLanguage': async ({ p, tenant, input, session }) => {
    const c = sessionOf({ session }).customer;
    const language = input.language.toUpperCase();
    if (!tenant.languages.includes(language)) throw badInput('language', `must be one of ${tenant.languages.join(', ')}`);
    await p.db.update(customers).set({ language }).where(eq(customers.id, c.id));
    return null;
  },
  'member.sendBindSms': async ({ p, tenant, input, session }) => {
    real(sessionOf({ session }).customer);
    const code = dialingCode(tenant, input.countryDialingCode);
    const mobile = checkMobile(tenant, 'mobileNum', input.mobileNum);
    return sendCode(p, tenant.id, 'sms', recipientOf(code, mobile), 'bind');
  },
  'member.updateMobile': async ({ p, tenant, input, session }) => {
    const c = real(sessionOf({ session }).customer);
    const code = dialingCode(tenant, input.countryDialingCode);
    const mobile = checkMobile(tenant, 'mobileNum', input.mobileNum);
    const [taken] = await p.db.select({ n: count() }).from(customers).where(and(eq(customers.tenantId, tenant.id), eq(customers.mobile, mobile)));
    if (Number(taken?.n ?? 0) > 0 && c.mobile !== mobile) throw new ApiError(E.duplicate, 'mobileNum: this mobile number is already registered', 400, { field: 'mobileNum' });
    await verifyCode(p, tenant.id, recipientOf(code, mobile), 'bind', input.verificationCode);
    await p.db.update(customers).set({ mobile, countryDialingCode: code }).where(eq(customers.id, c.id));
    return null;
  },
  'member.hasWithdrawalPassword': ({ session }) => sessionOf({ session }).customer.paymentPasswordHash !== null,
  'member.setPaymentPassword': async ({ p, input, session }) => {
    const c = real(sessionOf({ session }).customer);
    if (c.paymentPasswordHash) throw new ApiError('INVALID_STATE', 'A payment password is already set: change it instead', 200);
    if (!/^\d{6}$/.test(input.paymentPassword)) throw badInput('paymentPassword', 'must be 6 digits');
    if (input.confirmPaymentPassword !== input.paymentPassword) throw badInput('confirmPaymentPassword', 'Confirmation password is not correct.');
    if (input.password !== undefined && !(await verifyPassword(input.password, c.passwordHash))) throw new ApiError(E.passwordIncorrect, 'password: the login password is not correct', 400, { field: 'password' });
    await p.db.update(customers).set({ paymentPasswordHash: await hashPassword(input.paymentPassword) }).where(eq(customers.id, c.id));
    return null;
  },
  'member.changePaymentPassword': async ({ p, input, session }) => {
    const c = real(sessionOf({ session }).customer);
    if (!c.paymentPasswordHash) throw new ApiError('INVALID_STATE', 'No payment password is set yet', 200);
    if (!/^\d{6}$/.test(input.paymentPassword)) throw badInput('paymentPassword', 'must be 6 digits');
    if (input.confirmPaymentPassword !== input.paymentPassword) throw badInput('confirmPaymentPassword', 'Confirmation password is not correct.');
    if (!(await verifyPassword(input.oldPaymentPassword, c.paymentPasswordHash))) throw new ApiError('PAYMENT_PASSWORD_INCORRECT', 'oldPaymentPassword: is not correct', 400, { field: 'oldPaymentPassword' });
    await p.db.update(customers).set({ paymentPasswordHash: await hashPassword(input.paymentPassword) }).where(eq(customers.id, c.id));
    return null;
  },
  'member.kycStatus': ({ session }) => ({ status: isTrial(sessionOf({ session }).customer.type) ? 'NOT_REQUIRED' : 'NOT_SUBMITTED' }),
};
