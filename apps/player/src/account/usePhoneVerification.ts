import { useCallback, useRef, useState } from 'react';
import {
  useSessionPhoneVerificationSendMutation,
  useSessionPhoneVerificationVerifyMutation,
} from '@wl/api/session-forms';
import { errorCode, useSmsSender } from '@wl/app-shell/account';

/**
 * The error codes of third-party phone verification (accounts §8) and registration's refusals of its token, each with
 * its words in `errors:code_<CODE>` (EN, TY). Mapped here, in the register popup's lazy chunk, not in @wl/api's
 * table of the first screen. The two popup codes are a real provider's (its sign-in popup closed or blocked); the
 * reference platform's provider opens no popup (docs/platform/phone-verification.md).
 */
const PHONE_VERIFICATION_ERRORS = [
  'PHONE_VERIFICATION_FAILED',
  'CAPTCHA_CHECK_FAILED',
  'QUOTA_EXCEEDED',
  'OPERATION_NOT_ALLOWED',
  'POPUP_CLOSED_BY_USER',
  'POPUP_BLOCKED',
  'PHONE_VERIFICATION_REQUIRED',
  'PHONE_VERIFICATION_INVALID',
] as const;
export type PhoneVerificationError = (typeof PHONE_VERIFICATION_ERRORS)[number];

/** The i18n key of a phone-verification refusal, or undefined for any other error. */
export function phoneErrorKey(error: unknown): `errors:code_${PhoneVerificationError}` | undefined {
  const code = errorCode(error) as PhoneVerificationError | undefined;
  return code && PHONE_VERIFICATION_ERRORS.includes(code) ? `errors:code_${code}` : undefined;
}

/**
 * Third-party phone verification at registration (accounts §3, §8): the SMS button asks the provider for a code (its
 * own 1-minute countdown; its refusals in the warning dialog, in §8's words by error code), and the submit trades the
 * typed code for the provider's id token before it registers. The token is kept for the number it proves: a
 * registration refused for another reason (a username taken) is sent again without a new SMS; a changed number starts
 * again.
 */
export function usePhoneVerification(recipient: {
  mobileNum: string;
  countryDialingCode?: string | undefined;
}) {
  const [sendCode] = useSessionPhoneVerificationSendMutation();
  const [verifyCode] = useSessionPhoneVerificationVerifyMutation();
  const key = `${recipient.countryDialingCode ?? ''} ${recipient.mobileNum}`;
  const session = useRef<{ key: string; sessionInfo: string } | null>(null);
  const [proof, setProof] = useState<{ key: string; code: string; idToken: string } | null>(null);

  const send = useCallback(async () => {
    const answer = await sendCode({
      mobileNum: recipient.mobileNum,
      ...(recipient.countryDialingCode ? { countryDialingCode: recipient.countryDialingCode } : {}),
    }).unwrap();
    session.current = { key, sessionInfo: answer.sessionInfo };
    setProof(null);
    return answer;
  }, [sendCode, recipient.mobileNum, recipient.countryDialingCode, key]);
  const sms = useSmsSender(send, Date.now, true);

  /** The id token for the number and code typed; throws the provider's refusal (shown by the caller). */
  const idTokenFor = async (code: string): Promise<string> => {
    if (proof && proof.key === key && proof.code === code) return proof.idToken;
    const current = session.current;
    if (!current || current.key !== key)
      throw Object.assign(new Error('no code was sent to this number'), { noSession: true });
    const answer = await verifyCode({ sessionInfo: current.sessionInfo, code }).unwrap();
    setProof({ key, code, idToken: answer.idToken });
    return answer.idToken;
  };

  return {
    sms,
    idTokenFor,
    verified: proof !== null && proof.key === key,
    /** The platform refused the token (expired, used): the next submit needs a new code. */
    forget: () => setProof(null),
  };
}
