/**
 * The third-party login's popup window: opened at once on the click (a window opened after an await is blocked),
 * sent to the provider when the platform has answered, and watched until the site's callback page
 * (public/oauth-callback.html) posts the provider's answer back, or the person closes it. The phone-verification
 * provider's challenge page (usePhoneVerification) uses the same window and callback page.
 */
const CALLBACK_PATH = '/oauth-callback.html';
export const CALLBACK_MESSAGE = 'wl-third-party-callback';
const POPUP_NAME = 'wl-third-party-login';
const POPUP_FEATURES = 'popup=yes,width=480,height=680';
/** How often the opener looks whether the popup was closed (the browser has no event for it). */
const CLOSED_POLL_MS = 400;

/** The platform's refusals the site words itself (the contract's THIRD_PARTY_*; not imported: no schemas here). */
export const CONSENT_REFUSED = 'THIRD_PARTY_CONSENT_REFUSED';
export const UNKNOWN_PROVIDER = 'THIRD_PARTY_UNKNOWN_PROVIDER';
/** The platform's refusal of a state, code or id_token it cannot take (shown as the popup's login failure). */
export const LOGIN_FAILED = 'INVALID_STATE';

export type CallbackAnswer = { state: string; code?: string; error?: string; iss?: string };

/** Opens the popup now (in the click's task); null when the browser blocked it. */
export function openLoginPopup(win: Window = window): Window | null {
  return win.open('about:blank', POPUP_NAME, POPUP_FEATURES);
}

export function callbackUri(win: Window = window): string {
  return `${win.location.origin}${CALLBACK_PATH}`;
}

/**
 * Waits for the callback page's message for `state` from this popup and this origin (anything else is ignored),
 * then closes the popup; null when the popup is closed first (or `signal` aborts).
 */
export function waitForCallback(
  popup: Window,
  state: string,
  win: Window = window,
  signal?: AbortSignal,
): Promise<CallbackAnswer | null> {
  return new Promise((resolve) => {
    const done = (answer: CallbackAnswer | null) => {
      win.clearInterval(timer);
      win.removeEventListener('message', onMessage);
      signal?.removeEventListener('abort', onAbort);
      if (!popup.closed) popup.close();
      resolve(answer);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== win.location.origin || event.source !== popup) return;
      const data = event.data as Record<string, unknown> | null;
      if (!data || typeof data !== 'object' || data.type !== CALLBACK_MESSAGE || data.state !== state) return;
      const text = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 2000) : undefined);
      const code = text(data.code);
      const error = text(data.error);
      const iss = text(data.iss);
      done({ state, ...(code ? { code } : {}), ...(error ? { error } : {}), ...(iss ? { iss } : {}) });
    };
    const onAbort = () => done(null);
    const timer = win.setInterval(() => {
      if (popup.closed) done(null);
    }, CLOSED_POLL_MS);
    win.addEventListener('message', onMessage);
    signal?.addEventListener('abort', onAbort);
  });
}
