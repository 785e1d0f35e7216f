import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadCalls } from '@wl/api';
import {
  adoptEarlyLanguage,
  followHydration,
  FIRST_LOGIN_KEY,
  createHydratingRouter,
  forcedPasswordChangeAsked,
  guestStateOf,
  hasSessionToken,
  prerenderedPage,
  readTenantConfigLean,
  reportHydrationError,
  startLanguage,
  yieldToMain,
} from '@wl/app-shell';
import { languageOf, loadLanguage } from '@wl/i18n';
import { recordEarlyChanges } from '@wl/ui';
import { App, createPlayerContext } from './app/App.tsx';
import { playerRoutes } from './app/routes.tsx';
import { prefetchLobby } from './lobby/lobbyQueries.ts';
import { preloadAccountModals } from './account/AccountModals.tsx';
import { ACCOUNT_NAMESPACES } from './account/shared.ts';
// Thai glyphs for visitors without a Thai system font: the faces carry unicode-range subsets, so a page downloads
// the Thai file only when it shows Thai text (the theme's font stack names 'Noto Sans Thai' after system-ui).
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/700.css';

const tenant = readTenantConfigLean();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// A prerendered page can be used before it is hydrated: the selects changed meanwhile are kept for their controls.
if (container.dataset.wlPage !== undefined) recordEarlyChanges();
// The call schemas of the areas the shell and lobby use load while React renders (a signed-in visitor's header also
// shows balance, messages and the member's icon), and the lobby's public calls leave now (most visits land there).
preloadCalls(
  hasSessionToken() ? ['site', 'games', 'session', 'member', 'wallet', 'messages'] : ['site', 'games'],
).catch(() => undefined);
// Start-up is a function, not the module's top level: the page's lazy route is imported before hydrating, and a lazy
// chunk that imports from the entry would wait for the entry's evaluation to end, which would be waiting for it.
async function start(container: HTMLElement) {
  // Only the start language's strings are downloaded (the tenant's default is preloaded by its index.html); another
  // language is fetched when the visitor switches to it.
  adoptEarlyLanguage(tenant.languages);
  const language = startLanguage(tenant);
  const strings = await loadLanguage(language).catch(() => loadLanguage(language));
  // Start-up runs as a few short tasks, not one long one: evaluating the scripts, creating the store and i18n,
  // sending the lobby's calls and the first render each get a task of their own (a phone stays responsive).
  await yieldToMain();
  const context = createPlayerContext(tenant, { [language]: strings });
  // A prerendered page (docs/decisions/0010-prerendered-first-screen.md) is hydrated when its HTML is the page and the
  // language this visit starts in; otherwise the app renders the page itself, replacing the HTML.
  const page = prerenderedPage(container, language);
  // The store as the prerender had it (a guest's). The side menu's open state is not in it: the parts above the page's
  // boundaries that show it keep the HTML's until the page has hydrated (useSettled).
  const serverState = page === 'hydrate' ? guestStateOf(context.apiStore.store.getState()) : undefined;
  // A popup the visit opens at once (on /login or /register, or a forced password change after a login on /agent or a
  // reload) gets its code and strings now, beside the lobby's, not after the page has rendered.
  const firstPopups =
    location.pathname === '/login' || location.pathname === '/register'
      ? (['login', 'register'] as const)
      : hasSessionToken() && (forcedPasswordChangeAsked() || sessionStorage.getItem(FIRST_LOGIN_KEY))
        ? (['changePassword'] as const)
        : [];
  if (firstPopups.length > 0) {
    preloadAccountModals(firstPopups);
    void context.i18n.loadNamespaces(ACCOUNT_NAMESPACES).catch(() => undefined);
  }
  await yieldToMain();
  prefetchLobby(context.apiStore.store.dispatch, tenant, languageOf(context.i18n));
  await yieldToMain();
  if (page === 'hydrate') {
    const router = await createHydratingRouter(playerRoutes);
    // Hydration is a transition too, and each Suspense boundary (header, menu, page, footer, popups) hydrates on its
    // own: a tap on a part not yet hydrated makes React hydrate that part first.
    followHydration(container);
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App context={context} router={router} serverState={serverState} />
        </StrictMode>,
        { onRecoverableError: reportHydrationError },
      );
    });
  } else {
    const root = createRoot(container);
    // The first render is a transition: React renders the shell and lobby in slices that yield to the browser, so a
    // phone stays responsive (taps, scrolling) while the page builds, instead of one long blocking task.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App context={context} />
        </StrictMode>,
      );
    });
  }
  registerServiceWorkerLater(context.i18n);
}

/**
 * The installable site (docs/decisions/0013-installable-site.md): its service worker is registered by a lazy chunk once
 * the page has loaded, in a production build on a secure origin (https, or localhost) only.
 */
function registerServiceWorkerLater(i18n: ReturnType<typeof createPlayerContext>['i18n']) {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () =>
    void import('./pwa/register.ts').then((m) => m.registerServiceWorker(i18n)).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

void start(container);
