/**
 * Timing rules as pure helpers: every function takes the current time (ms since the epoch) as a
 * parameter, so callers use their own clock and tests need no fake timers.
 */

export const FAVOURITE_THROTTLE_MS = 1000;
export const SMS_SEND_THROTTLE_MS = 1000;
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;
/** SMS button countdown: 60 seconds per minute of code validity. */
export const SMS_SECONDS_PER_EXPIRY_MINUTE = 60;
/** Third-party SMS codes count down 1 minute. */
export const THIRD_PARTY_SMS_MINUTES = 1;
export const TOO_MANY_REQUESTS_WAIT_MS = 5 * 60_000;
export const REMEMBER_ME_MS = 24 * 60 * 60_000;
export const BANNER_AUTOPLAY_DELAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;
export const BANNER_SPACE_BETWEEN = 20.3;
export const VENDOR_SECTION_GAP_MS = 300;
export const AREA_LOAD_TIMEOUT_MS = 120_000;

export type ThrottleDecision = { readonly allowed: boolean; readonly retryInMs: number };

/**
 * Leading-edge throttle: an action is allowed when none was accepted in the last `intervalMs`
 * (favourite toggle 1000 ms, SMS send 1 s, captcha refresh 1 s). A clock that went backwards allows.
 */
export function throttleCheck(
  lastAcceptedAt: number | undefined,
  now: number,
  intervalMs: number,
): ThrottleDecision {
  if (lastAcceptedAt === undefined || now < lastAcceptedAt) return { allowed: true, retryInMs: 0 };
  const elapsed = now - lastAcceptedAt;
  return elapsed >= intervalMs
    ? { allowed: true, retryInMs: 0 }
    : { allowed: false, retryInMs: intervalMs - elapsed };
}

/**
 * Length of the SMS button countdown in seconds: 60 x expiredMinutes from the SMS response, 60 for
 * third-party SMS. A missing, non-positive or non-numeric expiredMinutes counts as 1 minute.
 */
export function smsCountdownSeconds(expiredMinutes: unknown, thirdParty = false): number {
  if (thirdParty) return THIRD_PARTY_SMS_MINUTES * SMS_SECONDS_PER_EXPIRY_MINUTE;
  const n =
    typeof expiredMinutes === 'string' && expiredMinutes.trim() !== ''
      ? Number(expiredMinutes)
      : expiredMinutes;
  const minutes = typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 1;
  return Math.round(minutes * SMS_SECONDS_PER_EXPIRY_MINUTE);
}

/** Whole seconds left of a countdown started at `startedAt` (rounded up, never negative). */
export function secondsLeft(startedAt: number, now: number, totalSeconds: number): number {
  const left = totalSeconds * 1000 - Math.max(0, now - startedAt);
  return Math.max(0, Math.ceil(left / 1000));
}

/** The SMS send button: disabled with a seconds countdown while a code is fresh. */
export function smsButtonState(
  sentAt: number | undefined,
  now: number,
  countdownSeconds: number,
): { readonly disabled: boolean; readonly secondsLeft: number } {
  if (sentAt === undefined) return { disabled: false, secondsLeft: 0 };
  const left = secondsLeft(sentAt, now, countdownSeconds);
  return { disabled: left > 0, secondsLeft: left };
}

/** After a too-many-requests answer: whether the user must still wait, and how long (5 minutes). */
export function tooManyRequestsWait(
  blockedAt: number | undefined,
  now: number,
): { readonly waiting: boolean; readonly retryInMs: number } {
  if (blockedAt === undefined) return { waiting: false, retryInMs: 0 };
  const left = blockedAt + TOO_MANY_REQUESTS_WAIT_MS - now;
  return left > 0 ? { waiting: true, retryInMs: left } : { waiting: false, retryInMs: 0 };
}

/** Remembered login details (username, password, mobile) expire one day after saving. */
export function rememberMeExpiresAt(savedAt: number): number {
  return savedAt + REMEMBER_ME_MS;
}

export function isRememberMeValid(savedAt: number | undefined, now: number): boolean {
  return savedAt !== undefined && now >= savedAt && now < rememberMeExpiresAt(savedAt);
}

/** A lazily loaded area that has not arrived 120 s after it started loading has failed. */
export function areaLoadTimedOut(startedAt: number, now: number): boolean {
  return now - startedAt >= AREA_LOAD_TIMEOUT_MS;
}

/** Vendor sections of a page load one at a time with 300 ms between the end of one and the next. */
export type VendorLoadQueue = {
  readonly pending: readonly string[];
  readonly loading?: string;
  /** Earliest time the next load may start. */
  readonly readyAt: number;
};

export function createVendorLoadQueue(ids: readonly string[], now: number): VendorLoadQueue {
  return { pending: [...ids], readyAt: now };
}

export type VendorLoadStep =
  | { readonly kind: 'start'; readonly id: string; readonly queue: VendorLoadQueue }
  | { readonly kind: 'wait'; readonly ms: number }
  | { readonly kind: 'busy' }
  | { readonly kind: 'done' };

/** What to do now: start the next section, wait for the gap, wait for the current load, or stop. */
export function nextVendorLoad(queue: VendorLoadQueue, now: number): VendorLoadStep {
  if (queue.loading !== undefined) return { kind: 'busy' };
  const [id, ...rest] = queue.pending;
  if (id === undefined) return { kind: 'done' };
  if (now < queue.readyAt) return { kind: 'wait', ms: queue.readyAt - now };
  return { kind: 'start', id, queue: { pending: rest, loading: id, readyAt: queue.readyAt } };
}

/** Mark the current load finished (success or failure); the next may start 300 ms later. */
export function finishVendorLoad(queue: VendorLoadQueue, now: number): VendorLoadQueue {
  return { pending: queue.pending, readyAt: now + VENDOR_SECTION_GAP_MS };
}
