import type { Language } from '@wl/i18n';

/** Attribute the page's head script sets when the prerendered HTML is not the page asked for (@wl/tenant). */
const STALE = 'data-wl-stale';

/**
 * What to do with `#root`: hydrate the prerendered HTML when it shows this path in the visit's language and the head
 * script found nothing against it; `render` otherwise (no HTML, or HTML of another page or language, which the app's
 * first render replaces).
 */
export function prerenderedPage(container: HTMLElement, language: Language): 'hydrate' | 'render' {
  const route = container.dataset.wlPage;
  if (route === undefined) return 'render';
  const meta = document.querySelector<HTMLMetaElement>('meta[name="wl-page"]');
  const fileLanguage = meta?.content.split(' ')[0];
  if (document.documentElement.hasAttribute(STALE) || fileLanguage !== language) return 'render';
  return 'hydrate';
}

/** The app has rendered the page itself: the HTML hidden as stale is gone, show the root again. */
export function showRenderedPage(): void {
  document.documentElement.removeAttribute(STALE);
}

/**
 * The store's state as the prerender had it: no session and the side menu as on a wide screen (the build has no
 * storage and no screen); the rest is the state the store starts with. While React hydrates, the selectors read
 * this, so the first render matches the HTML; React renders what differs right after.
 */
export function serverStateOf<S extends object>(state: S): S {
  const s = state as S & { session?: { token: string | null }; shell?: { sideMenuOpen: boolean } };
  return {
    ...s,
    ...(s.session ? { session: { ...s.session, token: null } } : {}),
    ...(s.shell ? { shell: { ...s.shell, sideMenuOpen: true } } : {}),
  };
}

/** Hydration errors found in this page, for the browser journeys (which fail on any). */
declare global {
  interface Window {
    __wlHydrationErrors?: string[];
  }
}

/**
 * React's report of an error it recovered from while hydrating (a mismatch between the HTML and the first render,
 * which makes React render that part again in the browser): logged, and kept for the browser journeys.
 */
export function reportHydrationError(error: unknown, info: { componentStack?: string }): void {
  const message = error instanceof Error ? error.message : String(error);
  (window.__wlHydrationErrors ??= []).push(message);
  console.error(`[wl] hydration error: ${message}`, info.componentStack ?? '');
}
