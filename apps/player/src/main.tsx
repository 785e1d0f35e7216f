import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadCalls } from '@wl/api';
import { AfterFirstCommit, FIRST_LOGIN_KEY, forcedPasswordChangeAsked, hasSessionToken, readTenantConfigLean, startLanguage, yieldToMain } from '@wl/app-shell';
import { languageOf, loadLanguage } from '@wl/i18n';
import { App, createPlayerContext } from './app/App.tsx';
import { prefetchLobby } from './lobby/lobbyQueries.ts';
import { preloadAccountModals } from './account/AccountModals.tsx';
import { ACCOUNT_NAMESPACES } from './account/shared.ts';
// Thai glyphs for visitors without a Thai system font: the faces carry unicode-range subsets, so a page downloads
// the Thai file only when it shows Thai text (the theme's font stack names 'Noto Sans Thai' after system-ui).
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/700.css';

/** How long the start-up's answers may wait for the first commit at most. */
const FIRST_COMMIT_WAIT_MS = 10_000;

const tenant = readTenantConfigLean();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// The call schemas of the areas the shell and lobby use load while React renders (a signed-in visitor's header also
// shows balance, messages and the member's icon), and the lobby's public calls leave now (most visits land there).
preloadCalls(hasSessionToken() ? ['site', 'games', 'session', 'member', 'wallet', 'messages'] : ['site', 'games']).catch(() => undefined);
// Only the start language's strings are downloaded (the tenant's default is preloaded by its index.html); another
// language is fetched when the visitor switches to it.
const language = startLanguage(tenant);
const strings = await loadLanguage(language).catch(() => loadLanguage(language));
// Start-up runs as a few short tasks, not one long one: evaluating the scripts, creating the store and i18n,
// sending the lobby's calls and the first render each get a task of their own (a phone stays responsive).
await yieldToMain();
const context = createPlayerContext(tenant, { [language]: strings });
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
// The lobby's answers usually arrive while React is still building the first screen. Landing in the store then, they
// would make React drop its time slices and render the whole page again in one long blocking task (a store read by
// useSyncExternalStore never tears), so they wait for the first commit and then land as small updates of their own.
const releaseAnswers = context.apiStore.holdResults();
// Should the first commit never come (a render that throws past every boundary), the answers land all the same.
setTimeout(releaseAnswers, FIRST_COMMIT_WAIT_MS);
prefetchLobby(context.apiStore.store.dispatch, tenant, languageOf(context.i18n));
await yieldToMain();
const root = createRoot(container);
// The first render is a transition: React renders the shell and lobby in slices that yield to the browser, so a
// phone stays responsive (taps, scrolling) while the page builds, instead of one long blocking task.
startTransition(() => {
  root.render(
    <StrictMode>
      <AfterFirstCommit onCommit={releaseAnswers}>
        <App context={context} />
      </AfterFirstCommit>
    </StrictMode>,
  );
});
