import { validateConfirmation, type CompiledFieldRule, type FieldRule } from '../fields/fieldRule.ts';
import { formResult, type FormValidation, type ValidationMessage } from '../messages/messages.ts';
import { parseDateYmd } from '../patterns/dates.ts';
import { checkWithRule, isBlank, isValidMobileNumber, isValidVerificationCode } from './common.ts';

/** Fields of the registration form (accounts spec section 3). */
export type RegisterField =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'mobileNum'
  | 'verificationCode'
  | 'payeeName'
  | 'paymentPassword'
  | 'email'
  | 'qqNum'
  | 'line'
  | 'whatsapp'
  | 'facebook'
  | 'wechat'
  | 'idNumber'
  | 'recommenderId'
  | 'affiliateCode'
  | 'captcha'
  | 'birthday'
  | 'terms'
  | 'age';

/** Optional fields shown and required per server configuration. */
export const OPTIONAL_REGISTER_FIELDS = [
  'payeeName',
  'paymentPassword',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'captcha',
  'birthday',
] as const satisfies readonly RegisterField[];
export type OptionalRegisterField = (typeof OPTIONAL_REGISTER_FIELDS)[number];

export const MINIMUM_AGE = 21;

/**
 * The profile fields a registration may carry (accounts §3: nickname, full name, Telegram, Zalo, birthday, the two
 * addresses, place of birth, nationality, occupation, source of income, bank account number, promo and bonus codes,
 * and the social ids). Each is shown and required per the tenant's rule, kept on the account and shown in the profile.
 */
export const REGISTER_PROFILE_FIELDS = [
  'nickname',
  'fullName',
  'telegram',
  'zalo',
  'birthday',
  'permanentAddress',
  'currentAddress',
  'placeOfBirth',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'bankAccountNumber',
  'promoCode',
  'bonusCode',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export type RegisterProfileField = (typeof REGISTER_PROFILE_FIELDS)[number];

export type RegisterConfig = {
  /** Username registration or mobile registration (whitelabel toggle). */
  readonly mode: 'username' | 'mobile';
  /** SMS verification on registration (whitelabel toggle). */
  readonly smsVerification: boolean;
  /** Whether the mobile number is shown/required in username mode (server config). */
  readonly mobile?: { readonly shown: boolean; readonly required: boolean };
  /** Which optional fields are shown and required. Missing = hidden. */
  readonly fields?: Readonly<
    Partial<Record<OptionalRegisterField, { readonly shown: boolean; readonly required: boolean }>>
  >;
  /** Field rules from the server, keyed by field name (username, password, email, ...). */
  readonly rules?: Readonly<Partial<Record<RegisterField, FieldRule | CompiledFieldRule>>>;
  /** Minimum age, 21 unless a tenant's text says otherwise. */
  readonly minimumAge?: number;
  /** Whether the form asks for a password (`registrationAsksPassword`); asked unless said otherwise. */
  readonly passwordShown?: boolean;
};

/**
 * Whether a registration asks for a password (spec §6 toggle 'mobile-number password on registration',
 * MOBILEPWDREG3). By username always. By mobile number only when the tenant has the toggle on, or when no SMS code
 * proves the number: with the toggle off and SMS verification on, the number and its code are the account's
 * credentials, and the player signs in with an SMS code (the mobile-code login) or sets a password through the
 * forgot-password by phone. The reference platform and the register form read this one rule.
 */
export function registrationAsksPassword(
  mode: 'username' | 'mobile',
  toggles: { readonly mobilePasswordOnRegister: boolean; readonly smsVerificationOnRegister: boolean },
): boolean {
  return mode === 'username' || toggles.mobilePasswordOnRegister || !toggles.smsVerificationOnRegister;
}

export type RegisterValues = Readonly<Partial<Record<Exclude<RegisterField, 'terms' | 'age'>, string>>> & {
  readonly termsAccepted: boolean;
  /** The age confirmation checkbox. */
  readonly ageConfirmed: boolean;
};

/** Whole years between a yyyy-MM-dd birthday and today's date (also yyyy-MM-dd); undefined if invalid. */
export function ageOn(birthday: string, today: string): number | undefined {
  const b = parseDateYmd(birthday);
  const t = parseDateYmd(today);
  if (b === undefined || t === undefined) return undefined;
  const beforeBirthday = t.month < b.month || (t.month === b.month && t.day < b.day);
  return t.year - b.year - (beforeBirthday ? 1 : 0);
}

/**
 * Registration form: username (required in username mode) and password with their rules; confirmation
 * equal ('inconsistent twice'); mobile required in mobile mode, else per config, checked against its rule
 * or the mobile-number check; SMS code when SMS verification is on; optional fields per config and rule;
 * terms ticked; age confirmed; a birthday, when given, must make the person at least the minimum age on
 * `today` (yyyy-MM-dd, passed in). A summary 'Items marked with * are required' appears when any
 * required field is empty.
 */
export function validateRegistration(
  values: RegisterValues,
  config: RegisterConfig,
  today: string,
): FormValidation<RegisterField> {
  const rules = config.rules ?? {};
  const errors: Partial<Record<RegisterField, ValidationMessage>> = {};
  let missing = false;
  const check = (
    field: Exclude<RegisterField, 'terms' | 'age'>,
    required: boolean,
    fallback?: (v: string) => ValidationMessage | undefined,
  ) => {
    const value = values[field];
    if (required && isBlank(value)) missing = true;
    const rule = rules[field];
    const message =
      rule === undefined && fallback !== undefined && !isBlank(value)
        ? fallback(value as string)
        : checkWithRule(value, rule, required);
    if (message !== undefined) errors[field] = message;
  };

  check('username', config.mode === 'username');
  const passwordShown = config.passwordShown !== false;
  if (passwordShown) {
    check('password', true);
    if (!isBlank(values.password) || !isBlank(values.confirmPassword)) {
      const confirm = validateConfirmation(values.confirmPassword, values.password);
      if (!confirm.ok) errors.confirmPassword = confirm.error;
    } else {
      errors.confirmPassword = { key: 'validation:required' };
    }
  }
  const mobileShown = config.mode === 'mobile' || config.mobile?.shown === true;
  if (mobileShown) {
    check('mobileNum', config.mode === 'mobile' || config.mobile?.required === true, (v) =>
      isValidMobileNumber(v) ? undefined : { key: 'validation:mobile_invalid' },
    );
  }
  if (config.smsVerification && mobileShown) {
    check('verificationCode', true, (v) =>
      isValidVerificationCode(v) ? undefined : { key: 'validation:verification_code_invalid' },
    );
  }
  const minimumAge = config.minimumAge ?? MINIMUM_AGE;
  for (const field of OPTIONAL_REGISTER_FIELDS) {
    const setting = config.fields?.[field];
    if (setting?.shown !== true) continue;
    if (field === 'birthday') {
      check('birthday', setting.required, (v) => {
        const age = ageOn(v.trim(), today);
        if (age === undefined) return { key: 'validation:invalid_value' };
        return age < minimumAge ? { key: 'validation:age_confirm', values: { age: minimumAge } } : undefined;
      });
    } else if (field === 'captcha') {
      if (isBlank(values.captcha)) {
        errors.captcha = { key: 'validation:captcha_required' };
        missing = true;
      }
    } else {
      check(field, setting.required);
    }
  }
  if (!values.termsAccepted)
    errors.terms = { key: 'validation:agree_to', lists: { terms: ['validation:field_terms'] } };
  if (!values.ageConfirmed) errors.age = { key: 'validation:age_confirm', values: { age: minimumAge } };
  if (passwordShown && isBlank(values.password)) missing = true;
  return formResult(errors, missing ? { key: 'validation:required_marked' } : undefined);
}

/** Message for the affiliate code check answer: invalid codes get 'invitation_code_error'. */
export function affiliateCodeMessage(valid: boolean): ValidationMessage | undefined {
  return valid ? undefined : { key: 'validation:invitation_code_error' };
}

export type RegisterContext = {
  readonly registerUrl: string;
  readonly domain: string;
  /** From the /register?referralCode= query parameter. */
  readonly referralCode?: string;
  /** From the affiliate subdomain or link, when the form has none. */
  readonly affiliateCode?: string;
};

/**
 * The registration payload: the filled fields (trimmed, except passwords), plus registerUrl, domain,
 * referralCode, affiliateCode and registerMethod WEB.
 */
export function registrationPayload(
  values: RegisterValues,
  context: RegisterContext,
): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value !== 'string' || value === '') continue;
    payload[key] = /password/i.test(key) ? value : value.trim();
  }
  const affiliate = payload.affiliateCode ?? context.affiliateCode;
  const referral = payload.referralCode ?? context.referralCode;
  if (affiliate !== undefined && affiliate !== '') payload.affiliateCode = affiliate;
  if (referral !== undefined && referral !== '') payload.referralCode = referral;
  return { ...payload, registerUrl: context.registerUrl, domain: context.domain, registerMethod: 'WEB' };
}
