import { formResult, type FormValidation, type ValidationMessage } from '../messages/messages.ts';
import { isBlank, isValidVerificationCode } from '../forms/common.ts';

/** How a login from an unregistered IP is verified (accounts §4): mobile code, e-mail code, bank account name, Google check. */
export type LoginVerificationMethod = 'mobile' | 'email' | 'bankAccountName' | 'google';
export const LOGIN_VERIFICATION_METHODS: readonly LoginVerificationMethod[] = [
  'mobile',
  'email',
  'bankAccountName',
  'google',
];

/** The methods answered with a code sent by SMS or e-mail (they have a send button). */
export const isSentCodeMethod = (method: LoginVerificationMethod): method is 'mobile' | 'email' =>
  method === 'mobile' || method === 'email';

/**
 * The verification step's answer: required; a sent code is 4-8 digits, an authenticator code 6 digits; a bank account
 * name is at most 100 characters.
 */
export function validateLoginVerification(
  method: LoginVerificationMethod,
  answer: string | undefined,
): FormValidation<'answer'> {
  let error: ValidationMessage | undefined;
  const value = answer?.trim() ?? '';
  if (isBlank(value)) error = { key: 'validation:required' };
  else if (isSentCodeMethod(method) && !isValidVerificationCode(value))
    error = { key: 'validation:verification_code_invalid' };
  else if (method === 'google' && !/^\d{6}$/.test(value.replace(/\s/g, '')))
    error = { key: 'validation:verification_code_invalid' };
  else if (method === 'bankAccountName' && value.length > 100) error = { key: 'validation:required' };
  return formResult({ answer: error });
}
