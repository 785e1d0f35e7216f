import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadCalls } from '@wl/api';
import {
  adoptEarlyLanguage,
  followHydration,
  createHydratingRouter,
  guestStateOf,
  hasSessionToken,
  prerenderedPage,
  readTenantConfigLean,
  reportHydrationError,
  startLanguage,
} from '@wl/app-shell';
import { loadLanguage } from '@wl/i18n';
import { recordEarlyChanges } from '@wl/ui';
import { App, createAgentContext } from './app/App.tsx';
import { agentRoutes } from './app/routes.tsx';

// The lean read: build:tenants validated the tenant with the full schema, so neither zod nor culori is downloaded here.
const tenant = readTenantConfigLean();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// A prerendered page can be used before it is hydrated: the selects changed meanwhile are kept for their controls.
if (container.dataset.wlPage !== undefined) recordEarlyChanges();
// The call schemas (zod, in lazy chunks) of the boot check and the login load while the strings download and React
// renders, instead of after the first call (a signed-in agent's /agentHome also reads the member).
preloadCalls(hasSessionToken() ? ['site', 'session', 'member'] : ['site', 'session']).catch(() => undefined);

// Start-up is a function, not the module's top level: a lazy route imported before hydrating would wait for the
// entry's evaluation to end (see the player's main.tsx).
async function start(container: HTMLElement) {
  // Only the start language's strings are downloaded; another is fetched when the agent switches to it.
  adoptEarlyLanguage(tenant.languages);
  const language = startLanguage(tenant);
  const context = createAgentContext(tenant, {
    [language]: await loadLanguage(language).catch(() => loadLanguage(language)),
  });
  // The login page arrives as HTML (docs/decisions/0010-prerendered-first-screen.md): hydrated when it is this page in
  // this language, rendered by the app otherwise.
  if (prerenderedPage(container, language) === 'hydrate') {
    const router = await createHydratingRouter(agentRoutes);
    const serverState = guestStateOf(context.apiStore.store.getState());
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
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <App context={context} />
    </StrictMode>,
  );
}

void start(container);
