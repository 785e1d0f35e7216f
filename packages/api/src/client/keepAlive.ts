import type { ApiClient } from './client.ts';

/** The keep-alive: user activity touches the session, at most once per interval. */

export const KEEP_ALIVE_INTERVAL_MS = 8_000;

/**
 * `activity()` calls `touch` when logged in and the last touch is at least `intervalMs` old; it returns the
 * touch's promise, or undefined when none was sent.
 */
export function createKeepAlive<T>(
  loggedIn: () => boolean,
  touch: () => Promise<T>,
  now: () => number = () => Date.now(),
  intervalMs: number = KEEP_ALIVE_INTERVAL_MS,
): () => Promise<T> | undefined {
  let lastTouch = -Infinity;
  return () => {
    if (!loggedIn()) return undefined;
    const t = now();
    if (t - lastTouch < intervalMs) return undefined;
    lastTouch = t;
    return touch();
  };
}

/** Listen to user activity on a target (window) and keep the session alive; returns the unsubscribe. */
export function watchActivity(
  client: Pick<ApiClient, 'activity'>,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
): () => void {
  const events = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll', 'visibilitychange'];
  const handler = () => void client.activity();
  for (const e of events) target.addEventListener(e, handler, { passive: true } as AddEventListenerOptions);
  return () => {
    for (const e of events) target.removeEventListener(e, handler);
  };
}
