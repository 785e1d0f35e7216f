import { useCallback, useRef, useState } from 'react';
import { SMS_SEND_THROTTLE_MS, smsCountdownSeconds, throttleCheck, tooManyRequestsWait } from '@wl/domain';
import { errorCode } from './forms.ts';

const TOO_MANY = new Set(['TOO_MANY_REQUESTS']);

/**
 * The SMS button's state (spec): a send is throttled to once per second; after a send the button counts down
 * 60 x expiredMinutes seconds; a server refusal is shown in a warning dialog (`warning` holds the error); a
 * too-many-requests answer blocks sending for 5 minutes. `thirdParty`: the SMS of a third-party phone-verification
 * provider, whose countdown is 1 minute whatever it answers (accounts §8).
 */
export function useSmsSender(
  send: () => Promise<{ expiredMinutes: number }>,
  now: () => number = Date.now,
  thirdParty = false,
) {
  const lastSend = useRef<number | undefined>(undefined);
  const blockedAt = useRef<number | undefined>(undefined);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [warning, setWarning] = useState<unknown>(null);

  const onSend = useCallback(async () => {
    const at = now();
    if (!throttleCheck(lastSend.current, at, SMS_SEND_THROTTLE_MS).allowed) return;
    const wait = tooManyRequestsWait(blockedAt.current, at);
    if (wait.waiting) {
      setResendAt(at + wait.retryInMs);
      return;
    }
    lastSend.current = at;
    setSending(true);
    try {
      const { expiredMinutes } = await send();
      setResendAt(now() + smsCountdownSeconds(expiredMinutes, thirdParty) * 1000);
    } catch (error) {
      if (TOO_MANY.has(errorCode(error) ?? '')) {
        blockedAt.current = now();
        setResendAt(now() + tooManyRequestsWait(blockedAt.current, now()).retryInMs);
      }
      setWarning(error);
    } finally {
      setSending(false);
    }
  }, [send, now, thirdParty]);

  return { resendAt, sending, onSend, warning, closeWarning: () => setWarning(null) };
}
