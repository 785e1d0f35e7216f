/** The registration form's fields by role (placed, ruled, secret) and today's date for the age check. */
import { OPTIONAL_REGISTER_FIELDS } from '@wl/domain';

export type Mode = 'username' | 'mobile';

/** Fields with their own place on the form; any other shown rule (telegram, zalo, ...) is an extra text field. */
export const PLACED = new Set<string>([
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'captcha',
  'referralCode',
  ...OPTIONAL_REGISTER_FIELDS,
]);
export const RULE_FIELDS = new Set<string>([
  'username',
  'password',
  'mobileNum',
  'verificationCode',
  ...OPTIONAL_REGISTER_FIELDS,
]);
export const SECRET_FIELDS = new Set<string>(['paymentPassword']);

export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
