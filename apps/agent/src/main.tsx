import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadCalls } from '@wl/api';
import { hasSessionToken, readTenantConfigLean, startLanguage } from '@wl/app-shell';
import { loadLanguage } from '@wl/i18n';
import { App, createAgentContext } from './app/App.tsx';

// The lean read: build:tenants validated the tenant with the full schema, so neither zod nor culori is downloaded here.
const tenant = readTenantConfigLean();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// The call schemas (zod, in lazy chunks) of the boot check and the login load while the strings download and React
// renders, instead of after the first call (a signed-in agent's /agentHome also reads the member).
preloadCalls(hasSessionToken() ? ['site', 'session', 'member'] : ['site', 'session']).catch(() => undefined);
// Only the start language's strings are downloaded; another is fetched when the agent switches to it.
const language = startLanguage(tenant);
const context = createAgentContext(tenant, {
  [language]: await loadLanguage(language).catch(() => loadLanguage(language)),
});
createRoot(container).render(
  <StrictMode>
    <App context={context} />
  </StrictMode>,
);
