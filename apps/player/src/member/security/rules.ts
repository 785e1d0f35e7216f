import {
  isBlank,
  isValidEmail,
  isValidMobileNumber,
  isValidVerificationCode,
  validateField,
  type CompiledFieldRule,
} from '@wl/domain';
import type { KeyOf } from '@wl/i18n';

/**
 * The security centre's form rules. Each returns the `member` namespace key of the message shown next to the
 * field, or undefined when the value is fine. Nothing is sent while any field has a message.
 */
export type MemberKey = KeyOf<'member'>;

/** The platform's payment password: 6 digits. */
const PAYMENT_PASSWORD = /^\d{6}$/;

export function paymentPasswordError(value: string): MemberKey | undefined {
  if (isBlank(value)) return 'security.paymentPassword.required';
  return PAYMENT_PASSWORD.test(value) ? undefined : 'security.paymentPassword.ruleError';
}

export type PaymentPasswordForm = { current?: string; next: string; confirm: string };

/** Set (no current), change (current) or reset (with a code, checked by `codeError`) the payment password. */
export function validatePaymentPassword(
  form: PaymentPasswordForm,
  needsCurrent: boolean,
): Partial<Record<keyof PaymentPasswordForm, MemberKey>> {
  const errors: Partial<Record<keyof PaymentPasswordForm, MemberKey>> = {};
  if (needsCurrent && isBlank(form.current)) errors.current = 'security.paymentPassword.required';
  const next = paymentPasswordError(form.next);
  if (next) errors.next = next;
  else if (needsCurrent && form.current === form.next) errors.next = 'security.paymentPassword.sameAsOld';
  if (isBlank(form.confirm)) errors.confirm = 'security.paymentPassword.required';
  else if (form.confirm !== form.next) errors.confirm = 'security.paymentPassword.mismatch';
  return errors;
}

export function mobileError(value: string): MemberKey | undefined {
  return isValidMobileNumber(value) ? undefined : 'security.mobile.numberError';
}

export function codeError(
  value: string,
  key: MemberKey = 'security.mobile.codeError',
): MemberKey | undefined {
  return isValidVerificationCode(value) ? undefined : key;
}

export function emailError(value: string): MemberKey | undefined {
  return isValidEmail(value) ? undefined : 'security.email.addressError';
}

/** An authenticator app's code: 6 digits. */
export function totpCodeError(value: string): MemberKey | undefined {
  return /^\d{6}$/.test(value.trim()) ? undefined : 'security.totp.codeError';
}

/** Spaces and dashes people type in account numbers are not part of the number. */
export const normaliseAccountNo = (value: string) => value.replace(/[\s-]/g, '');

export function accountNoError(value: string, min = 6, max = 20): MemberKey | undefined {
  return new RegExp(`^\\d{${min},${max}}$`).test(normaliseAccountNo(value))
    ? undefined
    : 'security.bankCards.accountNoError';
}

/** The holder name: by the site's payee-name rule when it has one, else letters (any script) and spaces, 2 to 50. */
export function holderNameError(value: string, rule: CompiledFieldRule | undefined): MemberKey | undefined {
  const name = value.trim().replace(/\s+/g, ' ');
  if (rule)
    return validateField(name, rule, { required: true }).ok ? undefined : 'security.bankCards.holderError';
  return /^[\p{L}\p{M} ]{2,50}$/u.test(name) ? undefined : 'security.bankCards.holderError';
}

export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);
