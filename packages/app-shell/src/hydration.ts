import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { persistLanguage, type Language } from '@wl/i18n';
import { beginSettling } from './useSettled.ts';

// Prerendered pages in the browser (docs/decisions/0010-prerendered-first-screen.md): whether to hydrate, the state
// and router to hydrate with, and React's reports of what did not match.

/** Attribute the page's head script sets when the prerendered HTML is not the page asked for (@wl/tenant). */
const STALE = 'data-wl-stale';

/** The language a prerendered page's HTML is in (its wl-page meta: `<language> <route> <languages>`). */
const htmlLanguage = (): string | undefined =>
  document.querySelector<HTMLMetaElement>('meta[name="wl-page"]')?.content.split(' ')[0];

/**
 * What to do with `#root`: hydrate the prerendered HTML when it shows this path in the visit's language and the head
 * script found nothing against it; `render` otherwise (no HTML, or HTML of another page or language, which the app's
 * first render replaces). Marked on `<html data-wl-start>` for the browser journeys.
 */
export function prerenderedPage(container: HTMLElement, language: Language): 'hydrate' | 'render' {
  const route = container.dataset.wlPage;
  const start =
    route === undefined || document.documentElement.hasAttribute(STALE) || htmlLanguage() !== language
      ? 'render'
      : 'hydrate';
  document.documentElement.dataset.wlStart = start;
  return start;
}

/**
 * The app's first commit (hydrated or rendered): the HTML hidden as stale is gone, show the root again; and mark
 * `<html data-wl-ready>` (from now on a tap anywhere reaches React, which hydrates what is tapped first). A button
 * tapped before React had the page (noted by the page's head script) is tapped again now.
 */
export function showRenderedPage(): void {
  document.documentElement.removeAttribute(STALE);
  reactHasPage();
  document.documentElement.dataset.wlReady = '';
  const tapped = window.__wlClick;
  delete window.__wlClick;
  // Once every part is hydrated: a tap on a part still being hydrated, or on one whose state it changes, is lost.
  const again = (button: HTMLElement, landmark: string) =>
    void import('./hydrationWait.ts').then((m) =>
      m.afterHydration().then(() => m.tapAgain(button, landmark)),
    );
  if (tapped) again(...tapped);
  // A form sent on a part React could not hydrate at once (the page's head script stopped the browser's own submit);
  // not one React has (its handler failed: tapping again would fail again).
  window.__wlTapAgain = (button) => {
    const form = button.closest('form');
    if (form && Object.keys(form).some((key) => key.startsWith('__reactFiber$'))) return;
    again(button, (button.closest('header,nav,main,aside,footer') ?? document.documentElement).tagName);
  };
}

/**
 * Mark that React has the page from now on (its first commit: a tap before it could be lost while the root hydrates):
 * the head script stops noting taps and lets them through to React.
 */
function reactHasPage(): void {
  document.documentElement.dataset.wlReact = '';
}

/** The prerendered page's elements that React has not hydrated yet (null once all are, or when not hydrating). */
export const hydration: { unhydrated: Element[] | null } = { unhydrated: null };

/** Start following the hydration of the page in `container` (call before hydrateRoot). */
export function followHydration(container: HTMLElement): void {
  hydration.unhydrated = Array.from(container.querySelectorAll('*'));
  beginSettling(afterHydration());
}

/** Resolves when every part of the prerendered page is hydrated (hydrationWait.ts, loaded when first needed). */
export function afterHydration(): Promise<void> {
  if (!hydration.unhydrated) return Promise.resolve();
  return import('./hydrationWait.ts').then((m) => m.afterHydration());
}

/**
 * The store's state as the prerender had it: no session (the build has no storage); the rest is the state the store
 * starts with (`overrides` for an app's own slices). While React hydrates, the selectors read this (AppProviders'
 * `serverState`), so the first render matches the HTML; React renders what differs right after.
 */
export function guestStateOf<S extends object>(state: S, overrides: Partial<S> = {}): S {
  const s = state as S & { session?: { token: string | null } };
  return { ...s, ...(s.session ? { session: { ...s.session, token: null } } : {}), ...overrides };
}

/**
 * The router for hydrating a prerendered page: the page's lazy route is loaded first, so the router's first render is
 * the page the HTML shows (a router still loading its route would render nothing, which is not the HTML). Call it
 * after the entry module has finished evaluating: a lazy chunk that imports from the entry waits for that.
 */
export async function createHydratingRouter(routes: RouteObject[], location: Location = window.location) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}

declare global {
  interface Window {
    /** Hydration errors found in this page, for the browser journeys (which fail on any). */
    __wlHydrationErrors?: string[];
    /** The last button tapped before React had the page, and its landmark's tag (the page's head script). */
    __wlClick?: [HTMLElement, string];
    /** Taps a form's button again once the page is hydrated (the page's head script, for a form React did not take). */
    __wlTapAgain?: (button: HTMLElement) => void;
    /** Selects changed before the app loaded (the page's head script). */
    __wlEarly?: [Element, string][];
    /** The page's first calls, sent by its head script: by absolute URL, the answer and the token sent (earlyFetch). */
    __wlFetch?: Record<string, [Promise<Response>, string]>;
    /** The page's one random pick of an image host, when its head script made it (for the first banner). */
    __wlRandom?: number;
  }
}

/**
 * A language chosen in the prerendered page before the app started (the language select's input, noted by the head
 * script) becomes the stored choice, so the visit starts in it (and renders, as the HTML is in another language).
 */
export function adoptEarlyLanguage(languages: readonly Language[]): void {
  const chosen = (window.__wlEarly ?? [])
    .filter(([element]) => element.getAttribute('name') === 'language')
    .map(([, value]) => value)
    .at(-1);
  // The language the HTML is in was the one shown before: it is the choice's `hisLang`.
  const shown = htmlLanguage();
  const offered = (value: string | undefined): value is Language =>
    value !== undefined && (languages as readonly string[]).includes(value);
  if (offered(chosen)) persistLanguage(chosen, undefined, offered(shown) ? shown : undefined);
}

/**
 * React's report of an error it recovered from while hydrating (a mismatch between the HTML and the first render,
 * which makes React render that part again in the browser): logged, and kept for the browser journeys.
 */
export function reportHydrationError(error: unknown, info: { componentStack?: string }): void {
  const text = (value: unknown) => (value instanceof Error ? value.message : String(value));
  // React's own message names the kind of report; what it recovered from (a thrown error) is its cause.
  const cause = error instanceof Error && error.cause !== undefined ? ` (cause: ${text(error.cause)})` : '';
  const message = text(error) + cause;
  (window.__wlHydrationErrors ??= []).push(message);
  console.error(`[wl] hydration error: ${message}`, info.componentStack ?? '');
}
