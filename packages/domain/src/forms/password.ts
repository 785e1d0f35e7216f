import { validateConfirmation, type CompiledFieldRule, type FieldRule } from '../fields/fieldRule.ts';
import { formResult, type FormValidation, type ValidationMessage } from '../messages/messages.ts';
import {
  checkWithRule,
  isBlank,
  isValidEmail,
  isValidMobileNumber,
  isValidVerificationCode,
} from './common.ts';

export type ChangePasswordValues = {
  readonly oldPassword?: string;
  readonly newPassword?: string;
  readonly confirmNewPassword?: string;
};
export type ChangePasswordField = keyof ChangePasswordValues;

/**
 * Change password: the old password is required unless already known (forced change right after login
 * with it); the new password is required and must satisfy the password rule; the confirmation is
 * required and equal ('Confirmation password is not correct.').
 */
export function validateChangePassword(
  values: ChangePasswordValues,
  options: { readonly oldPasswordKnown: boolean; readonly passwordRule?: FieldRule | CompiledFieldRule },
): FormValidation<ChangePasswordField> {
  const errors: Partial<Record<ChangePasswordField, ValidationMessage>> = {};
  if (!options.oldPasswordKnown && isBlank(values.oldPassword))
    errors.oldPassword = { key: 'validation:required' };
  const newError = checkWithRule(values.newPassword, options.passwordRule, true);
  if (newError !== undefined) errors.newPassword = newError;
  const confirm = validateConfirmation(values.confirmNewPassword, values.newPassword);
  if (!confirm.ok)
    errors.confirmNewPassword =
      confirm.error.key === 'validation:inconsistent_twice'
        ? { key: 'validation:confirm_password_incorrect' }
        : confirm.error;
  return formResult(errors);
}

export type ForgotByEmailValues = { readonly username?: string; readonly email?: string };

/** Forgot password by e-mail: username and e-mail required, each with its rule (e-mail: mailbox format). */
export function validateForgotByEmail(
  values: ForgotByEmailValues,
  rules: {
    readonly username?: FieldRule | CompiledFieldRule;
    readonly email?: FieldRule | CompiledFieldRule;
  } = {},
): FormValidation<keyof ForgotByEmailValues> {
  const errors: Partial<Record<keyof ForgotByEmailValues, ValidationMessage>> = {};
  const username = checkWithRule(values.username, rules.username, true);
  if (username !== undefined) errors.username = username;
  if (rules.email !== undefined) {
    const email = checkWithRule(values.email, rules.email, true);
    if (email !== undefined) errors.email = email;
  } else if (isBlank(values.email)) {
    errors.email = { key: 'validation:required' };
  } else if (!isValidEmail(values.email)) {
    errors.email = { key: 'validation:email_invalid' };
  }
  return formResult(errors);
}

export type ForgotByPhoneValues = {
  readonly mobileNum?: string;
  readonly verificationCode?: string;
  readonly newPassword?: string;
  readonly confirmNewPassword?: string;
};

/**
 * Forgot password by phone: a valid mobile number, the code and a new password satisfying the rule;
 * the confirmation, when the form has one (pass `withConfirmation`), must match.
 */
export function validateForgotByPhone(
  values: ForgotByPhoneValues,
  options: {
    readonly passwordRule?: FieldRule | CompiledFieldRule;
    readonly withConfirmation?: boolean;
  } = {},
): FormValidation<keyof ForgotByPhoneValues> {
  const errors: Partial<Record<keyof ForgotByPhoneValues, ValidationMessage>> = {};
  if (isBlank(values.mobileNum)) errors.mobileNum = { key: 'validation:required' };
  else if (!isValidMobileNumber(values.mobileNum)) errors.mobileNum = { key: 'validation:mobile_invalid' };
  if (isBlank(values.verificationCode)) errors.verificationCode = { key: 'validation:required' };
  else if (!isValidVerificationCode(values.verificationCode))
    errors.verificationCode = { key: 'validation:verification_code_invalid' };
  const pw = checkWithRule(values.newPassword, options.passwordRule, true);
  if (pw !== undefined) errors.newPassword = pw;
  if (options.withConfirmation === true) {
    const confirm = validateConfirmation(values.confirmNewPassword, values.newPassword);
    if (!confirm.ok) errors.confirmNewPassword = confirm.error;
  }
  return formResult(errors);
}
