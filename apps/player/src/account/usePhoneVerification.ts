import { useCallback, useRef, useState } from 'react';
import {
  useSessionPhoneVerificationSendMutation,
  useSessionPhoneVerificationVerifyMutation,
} from '@wl/api/session';
import { useSmsSender } from '@wl/app-shell/account';

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
