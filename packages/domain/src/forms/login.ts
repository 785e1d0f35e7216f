import { formResult, type FormValidation, type ValidationMessage } from '../messages/messages.ts';
import { isBlank, isValidMobileNumber, isValidVerificationCode } from './common.ts';

export type LoginTab = 'username' | 'sms';

export type LoginValues = {
  readonly tab: LoginTab;
  readonly username?: string;
  readonly password?: string;
  readonly mobile?: string;
  readonly code?: string;
  readonly captcha?: string;
  /** The captcha field is shown (after a failed login asked for it). */
  readonly captchaShown: boolean;
};

export type LoginField = 'username' | 'password' | 'mobile' | 'code' | 'captcha';

/**
 * Login form: on the username tab username and password are required (summary 'Please enter the
 * username and password'); on the SMS tab a valid mobile number and a code; the captcha when shown.
 */
export function validateLogin(values: LoginValues): FormValidation<LoginField> {
  const errors: Partial<Record<LoginField, ValidationMessage>> = {};
  let summary: ValidationMessage | undefined;
  if (values.tab === 'username') {
    if (isBlank(values.username)) errors.username = { key: 'validation:required' };
    if (isBlank(values.password)) errors.password = { key: 'validation:required' };
    if (errors.username || errors.password) summary = { key: 'validation:username_password_required' };
  } else {
    if (!isValidMobileNumber(values.mobile)) errors.mobile = { key: 'validation:mobile_invalid' };
    if (!isValidVerificationCode(values.code)) errors.code = { key: 'validation:verification_code_invalid' };
  }
  if (values.captchaShown && isBlank(values.captcha)) errors.captcha = { key: 'validation:captcha_required' };
  return formResult(errors, summary);
}

/** The captcha field after a login attempt: turned on when a failed login's answer carries the flag. */
export function captchaShownAfterLogin(
  shownBefore: boolean,
  response: { readonly success: boolean; readonly captcha?: unknown },
): boolean {
  if (response.success) return shownBefore;
  return (
    shownBefore ||
    response.captcha === true ||
    response.captcha === 1 ||
    response.captcha === '1' ||
    response.captcha === 'true'
  );
}

/** The login payload: trimmed username or mobile, password or code, type. */
export function loginPayload(values: LoginValues): {
  readonly username: string;
  readonly password: string;
  readonly captcha?: string;
  readonly type: LoginTab;
} {
  const base =
    values.tab === 'username'
      ? { username: (values.username ?? '').trim(), password: values.password ?? '', type: values.tab }
      : {
          username: (values.mobile ?? '').replace(/[\s\-()]/g, ''),
          password: (values.code ?? '').trim(),
          type: values.tab,
        };
  return values.captchaShown ? { ...base, captcha: (values.captcha ?? '').trim() } : base;
}
