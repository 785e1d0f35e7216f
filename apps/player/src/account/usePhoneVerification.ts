import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '@wl/api/client';
import {
  useSessionPhoneVerificationSendMutation,
  useSessionPhoneVerificationVerifyMutation,
} from '@wl/api/session-forms';
import { errorCode, errorDetails, useSmsSender } from '@wl/app-shell/account';
import { callbackUri, openLoginPopup, waitForCallback } from './thirdParty/popup.ts';

/**
 * The error codes of third-party phone verification (accounts §8) and registration's refusals of its token, each with
 * its words in `errors:code_<CODE>` (EN, TY). Mapped here, in the register popup's lazy chunk, not in @wl/api's
 * table of the first screen. The two popup codes are the provider's challenge popup's: blocked by the browser, or
 * closed (or cancelled) before the check was done (docs/platform/phone-verification.md).
 */
const PHONE_VERIFICATION_ERRORS = [
  'PHONE_VERIFICATION_FAILED',
  'CAPTCHA_CHECK_FAILED',
  'QUOTA_EXCEEDED',
  'OPERATION_NOT_ALLOWED',
  'POPUP_CLOSED_BY_USER',
  'POPUP_BLOCKED',
  'PHONE_CHALLENGE_REQUIRED',
  'PHONE_CHALLENGE_INVALID',
  'PHONE_VERIFICATION_REQUIRED',
  'PHONE_VERIFICATION_INVALID',
] as const;
export type PhoneVerificationError = (typeof PHONE_VERIFICATION_ERRORS)[number];

/** The i18n key of a phone-verification refusal, or undefined for any other error. */
export function phoneErrorKey(error: unknown): `errors:code_${PhoneVerificationError}` | undefined {
  const code = errorCode(error) as PhoneVerificationError | undefined;
  return code && PHONE_VERIFICATION_ERRORS.includes(code) ? `errors:code_${code}` : undefined;
}

/** The provider doubts the request: its refusal names the challenge page (the contract's PHONE_CHALLENGE_REQUIRED). */
const CHALLENGE_REQUIRED = 'PHONE_CHALLENGE_REQUIRED';

/** The challenge page of a send refused with the provider's challenge (an http(s) URL only), else undefined. */
function challengeUrlOf(error: unknown): string | undefined {
  if (errorCode(error) !== CHALLENGE_REQUIRED) return undefined;
  const url = errorDetails(error).challengeUrl;
  if (typeof url !== 'string') return undefined;
  try {
    const u = new URL(url, window.location.href);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** The popup's refusal, shaped as the client's errors are, so the warning dialog shows its words. */
function popupRefusal(code: 'POPUP_BLOCKED' | 'POPUP_CLOSED_BY_USER'): ApiError {
  return {
    kind: 'server',
    code,
    message: code === 'POPUP_BLOCKED' ? 'The popup was blocked' : 'The popup was closed',
    call: 'session.phoneVerificationSend',
    messageKey: `errors:code_${code}`,
  };
}

function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Third-party phone verification at registration (accounts §3, §8): the SMS button asks the provider for a code (its
 * own 1-minute countdown; its refusals in the warning dialog, in §8's words by error code), and the submit trades the
 * typed code for the provider's id token before it registers. The token is kept for the number it proves: a
 * registration refused for another reason (a username taken) is sent again without a new SMS; a changed number starts
 * again.
 *
 * When the provider doubts the request it answers its challenge: the challenge page opens in a popup (the third-party
 * login's popup and callback page), and the send is made again with the token the page hands back. A popup the browser
 * blocked is POPUP_BLOCKED (the next click opens it at once, in the click's own task); one closed before the check was
 * done is POPUP_CLOSED_BY_USER.
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

  /** The challenge page the browser blocked, for the number: the next send opens it at once. */
  const blocked = useRef<{ key: string; url: string } | null>(null);
  const abort = useRef<AbortController | null>(null);
  // Leaving the form stops the wait and closes the challenge's window.
  useEffect(() => () => abort.current?.abort(), []);

  const send = useCallback(async () => {
    const request = {
      mobileNum: recipient.mobileNum,
      ...(recipient.countryDialingCode ? { countryDialingCode: recipient.countryDialingCode } : {}),
    };
    const sent = (answer: { sessionInfo: string; expiredMinutes: number }) => {
      session.current = { key, sessionInfo: answer.sessionInfo };
      setProof(null);
      return answer;
    };
    let url = blocked.current?.key === key ? blocked.current.url : undefined;
    blocked.current = null;
    // A challenge blocked before opens in this click's own task, before any await (later ones may be blocked).
    let popup = url ? openLoginPopup() : null;
    if (!url) {
      try {
        return sent(await sendCode(request).unwrap());
      } catch (error) {
        url = challengeUrlOf(error);
        if (!url) throw error;
      }
      popup = openLoginPopup();
    }
    if (!popup) {
      blocked.current = { key, url };
      throw popupRefusal('POPUP_BLOCKED');
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const state = newState();
    const page = new URL(url);
    page.searchParams.set('redirect_uri', callbackUri());
    page.searchParams.set('state', state);
    popup.location.href = page.toString();
    const answer = await waitForCallback(popup, state, window, controller.signal);
    // Closed, cancelled on the page, or the form left: no token.
    if (!answer?.code) throw popupRefusal('POPUP_CLOSED_BY_USER');
    return sent(await sendCode({ ...request, challengeToken: answer.code }).unwrap());
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
