/**
 * The visitor's analytics choice, kept in localStorage so the banner does not come back once answered, and whether
 * the visitor asked to see the banner again ('Cookie settings'). A tiny store both apps read with useSyncExternalStore.
 */
export const ANALYTICS_CONSENT_KEY = 'analyticsConsent';

export type AnalyticsChoice = 'granted' | 'denied';
export type ConsentState = { choice: AnalyticsChoice | null; settingsOpen: boolean };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked by the browser
  }
}

function readStoredChoice(): AnalyticsChoice | null {
  try {
    const value = storage()?.getItem(ANALYTICS_CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

let state: ConsentState | null = null;
const listeners = new Set<() => void>();

function set(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

export function getConsentState(): ConsentState {
  return (state ??= { choice: readStoredChoice(), settingsOpen: false });
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores the visitor's answer and closes the banner. */
export function chooseAnalytics(choice: AnalyticsChoice): void {
  try {
    storage()?.setItem(ANALYTICS_CONSENT_KEY, choice);
  } catch {
    // Not stored (private mode, full): the choice holds for this page only.
  }
  set({ choice, settingsOpen: false });
}

/** 'Cookie settings': shows the banner again so the visitor can change or withdraw the answer. */
export function openConsentSettings(): void {
  set({ ...getConsentState(), settingsOpen: true });
}

/** For tests: forget the in-memory state (the next read takes localStorage again). */
export function resetConsentState(): void {
  state = null;
  for (const listener of listeners) listener();
}
