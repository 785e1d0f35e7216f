import { useCallback, useRef, useState } from 'react';
import { isApiError, newIdempotencyKey } from '@wl/api';

/** Did the request perhaps reach the platform and move money although no answer said so (no answer, or a 5xx)? */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'network' || error.kind === 'timeout') return error.code !== 'ENCRYPTION_UNAVAILABLE';
  return error.kind === 'server' && (error.status ?? 0) >= 500;
}

/**
 * A money-moving submit: at most one at a time (a double click, or Enter twice, sends once: the lock is a ref
 * set before the first await), and one idempotency key per user intent. The intent is what is sent
 * (`fingerprint`, e.g. the request as JSON): trying the same thing again after an answer that never came (a
 * network failure, a timeout, a 5xx) reuses its key, so the platform moves the money once; a success or a
 * refusal ends the intent, and the next submit is a new one with a new key, as is any change of what is sent.
 */
export function useMoneyIntent() {
  const busy = useRef(false);
  const intent = useRef<{ fingerprint: string; key: string } | null>(null);
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async <T>(
      fingerprint: string,
      send: (idempotencyKey: string) => Promise<T>,
    ): Promise<{ ok: true; value: T } | { ok: false; error: unknown } | undefined> => {
      if (busy.current) return undefined;
      busy.current = true;
      setPending(true);
      if (intent.current?.fingerprint !== fingerprint)
        intent.current = { fingerprint, key: newIdempotencyKey() };
      const { key } = intent.current;
      try {
        const value = await send(key);
        intent.current = null;
        return { ok: true, value };
      } catch (error) {
        if (!outcomeUnknown(error)) intent.current = null;
        return { ok: false, error };
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [],
  );

  return { run, pending };
}
