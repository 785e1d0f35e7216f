import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startLanguage } from '@wl/app-shell';
import { loadLanguage } from '@wl/i18n';
import { readTenantConfig } from '@wl/tenant';
import { App, createAgentContext } from './app/App.tsx';

const tenant = readTenantConfig();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// Only the start language's strings are downloaded; another is fetched when the agent switches to it.
const language = startLanguage(tenant);
const context = createAgentContext(tenant, { [language]: await loadLanguage(language).catch(() => loadLanguage(language)) });
createRoot(container).render(
  <StrictMode>
    <App context={context} />
  </StrictMode>,
);
