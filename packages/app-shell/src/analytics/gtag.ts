/**
 * Google's tag (gtag.js) with consent mode v2: analytics storage starts denied, the script is inserted only once the
 * visitor has agreed (or the tenant needs no consent), and a withdrawal sets it back to denied. Nothing is inserted in
 * development, under Vitest, or without a tag id.
 */
export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/** Where the loader runs: Vite's dev server or a test run never load Google's tag. */
export type AnalyticsEnv = { dev: boolean; test: boolean };

export const buildEnv: AnalyticsEnv = {
  dev: Boolean(import.meta.env.DEV),
  test: import.meta.env.MODE === 'test' || Boolean(import.meta.env.VITEST),
};

const GTAG_ID = /^G-[A-Z0-9]{4,16}$/;

type Gtag = (...args: unknown[]) => void;
type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

/** True when Google's tag may be loaded at all: a well-formed id, a built site, not a test. */
export function analyticsPossible(id: string | undefined | null, env: AnalyticsEnv = buildEnv): id is string {
  return typeof id === 'string' && GTAG_ID.test(id) && !env.dev && !env.test;
}

function gtagOf(win: GtagWindow): Gtag {
  if (!win.gtag) {
    win.dataLayer = win.dataLayer ?? [];
    const dataLayer = win.dataLayer;
    // gtag.js reads the Arguments objects the official snippet pushes, not arrays.
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    // Consent mode v2: everything denied until the visitor agrees.
    win.gtag('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
  }
  return win.gtag;
}

/**
 * The visitor agreed (or no consent is needed): analytics storage granted, then gtag.js for `id` inserted once.
 * Returns false (and does nothing) when analytics is not possible here.
 */
export function grantAnalytics(
  id: string | undefined | null,
  env: AnalyticsEnv = buildEnv,
  win: Window = window,
): boolean {
  if (!analyticsPossible(id, env)) return false;
  const doc = win.document;
  const gtag = gtagOf(win as GtagWindow);
  gtag('consent', 'update', { analytics_storage: 'granted' });
  const src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(id)}`;
  if ([...doc.scripts].some((s) => s.src === src)) return true;
  gtag('js', new Date());
  gtag('config', id);
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
  return true;
}

/** The visitor declined or withdrew: analytics storage denied; gtag.js is not inserted (and, once loaded, stops storing). */
export function denyAnalytics(win: Window = window): void {
  const w = win as GtagWindow;
  w.gtag?.('consent', 'update', { analytics_storage: 'denied' });
}
