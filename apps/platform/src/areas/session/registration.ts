/**
 * Registration: a new member account by username or mobile (the tenant's rules, the SMS code, the invitation or
 * affiliate code, the referrer's reward), the invitation code check and the SMS code for registering.
 */
import { REGISTER_PROFILE_FIELDS, registrationAsksPassword } from '@wl/domain';
import { rewardReferrer } from '../referral/referral.ts';
import { and, eq } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import { customers } from '../../db/schema.ts';
import { DomainError, E } from '../../shared/errors.ts';
import { checkCaptcha } from './captcha.ts';
import { checkMinimumAge } from '../kyc/age.ts';
import { sendCode, verifyCode } from '../../shared/outbox.ts';
import { checkConfirmation, checkField, checkMobile, dialingCode, recipientOf } from '../../shared/rules.ts';
import { friendlyCode, hashPassword, randomId } from '../../shared/secrets.ts';
import { openAccounts } from '../../ledger/ledger.ts';
import { childAgentType, newAgentCode } from '../agent/agent.ts';
import { noteRegistration, resolveAffiliateCode, type AffiliateTarget } from '../agent/links.ts';
import { findByMobile, findByUsername } from './account-lookup.ts';
import { consumePhoneToken, phoneVerificationOn } from './phone-verification.ts';
import { type LoginValue, type RequestMeta, loginValue } from './login-answer.ts';

type RegisterInput = Record<string, unknown> & {
  username?: string | undefined;
  password?: string | undefined;
  confirmPassword?: string | undefined;
  mobileNum?: string | undefined;
  countryDialingCode?: string | undefined;
  verificationCode?: string | undefined;
  firebaseIdToken?: string | undefined;
  captcha?: string | undefined;
  affiliateCode?: string | undefined;
  referralCode?: string | undefined;
  recommenderId?: string | undefined;
  email?: string | undefined;
  payeeName?: string | undefined;
  domain?: string | undefined;
  registerMethod?: string | undefined;
};

/**
 * Profile fields kept as they are on the account (`customers.profile`, the nickname in its column) and shown in the
 * profile (member.info). Each is checked by the tenant's rule when the tenant shows it; one the tenant has off is
 * refused with its name (the form does not show it, so it cannot come from the form).
 */
const PROFILE_FIELDS: readonly string[] = REGISTER_PROFILE_FIELDS;
const NOT_RULE_CHECKED = new Set([
  'confirmPassword',
  'verificationCode',
  'captcha',
  'affiliateCode',
  'referralCode',
  'recommenderId',
  'countryDialingCode',
  'domain',
  'firebaseIdToken',
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
  // The mobile-number password toggle (MOBILEPWDREG3): off, a mobile registration proven by its SMS code sets no
  // password; one sent anyway is refused, so that nobody believes they chose one.
  const asksPassword = registrationAsksPassword(method, f);
  if (asksPassword) {
    checkField(tenant, 'password', input.password, true);
    checkConfirmation('confirmPassword', input.confirmPassword, input.password);
  } else if (input.password || input.confirmPassword) {
    throw new DomainError(
      E.invalidParameters,
      'password: this site sets no password at registration by mobile number; sign in with an SMS code',
      'invalid',
      { field: 'password' },
    );
  }
  const mobileRequired = method === 'mobile' || (rules.mobileNum?.show === true && rules.mobileNum.required);
  const mobile = checkMobile(tenant, 'mobileNum', input.mobileNum, mobileRequired);
  const code = dialingCode(tenant, input.countryDialingCode);
  for (const [field, rule] of Object.entries(rules)) {
    if (field === 'username' || field === 'password' || field === 'mobileNum' || NOT_RULE_CHECKED.has(field))
      continue;
    if (!rule.show) continue;
    checkField(tenant, field, input[field], rule.required);
  }
  for (const field of PROFILE_FIELDS) {
    const v = input[field];
    if (v === undefined || v === '' || rules[field]?.show === true) continue;
    throw new DomainError(
      E.invalidParameters,
      `${field}: this site does not take this field at registration`,
      'invalid',
      { field },
    );
  }
  checkMinimumAge(p, tenant, input.birthday);
  if (f.captchaOnRegister && !(await checkCaptcha(p, tenant.id, meta.binding, input.captcha))) {
    throw new DomainError(E.invalidCaptcha, 'captcha: The captcha is not correct', 'invalid', {
      field: 'captcha',
    });
  }
  const mobileVerified = mobile && (method === 'mobile' || mobileRequired);
  // The third-party provider's id token stands in for the platform's own SMS code (phone-verification.ts). It is
  // used up only after the checks that need no writing, so that a typo elsewhere does not cost the visitor a new SMS.
  const phoneToken = mobileVerified && phoneVerificationOn(tenant);
  if (mobileVerified && !phoneToken && f.smsVerificationOnRegister) {
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
  if (phoneToken) await consumePhoneToken(p, tenant, recipientOf(code, mobile), input.firebaseIdToken);
  const profile: Record<string, string> = {};
  for (const k of PROFILE_FIELDS) {
    const v = input[k];
    if (k !== 'nickname' && typeof v === 'string' && v.trim()) profile[k] = v.trim();
  }
  const nickname = typeof input.nickname === 'string' ? input.nickname.trim() || null : null;
  // No password asked: a random one nobody knows (the account signs in by SMS code or sets one by phone).
  const passwordHash = await hashPassword(asksPassword && input.password ? input.password : randomId(24));
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
        nickname,
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
