import { validateField, type CompiledFieldRule, type FieldRule } from '../fields/fieldRule.ts';
import type { ValidationMessage } from '../messages/messages.ts';
import { patternByName } from '../patterns/catalogue.ts';

/** Helpers shared by the form validators. */

export const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * A mobile number: digits only after removing spaces, dashes and brackets, with an optional leading '+',
 * 6 to 15 digits (E.164 allows at most 15).
 */
export function isValidMobileNumber(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return /^\+?\d{6,15}$/.test(value.replace(/[\s\-()]/g, ''));
}

/** A verification code: 4 to 8 digits. */
export function isValidVerificationCode(value: unknown): boolean {
  return typeof value === 'string' && /^\d{4,8}$/.test(value.trim());
}

/** An e-mail address as the mailbox pattern family accepts it (at most 254 characters). */
export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 254 && patternByName('mailbox').test(value.trim());
}

/** Check a value against an optional server rule; without a rule only `required` applies. */
export function checkWithRule(
  value: unknown,
  rule: FieldRule | CompiledFieldRule | undefined,
  required: boolean,
): ValidationMessage | undefined {
  if (rule === undefined) {
    if (required && isBlank(value)) return { key: 'validation:required' };
    if (value !== undefined && value !== null && typeof value !== 'string')
      return { key: 'validation:invalid_value' };
    return undefined;
  }
  const result = validateField(isBlank(value) ? '' : value, rule, { required });
  return result.ok ? undefined : result.error;
}
