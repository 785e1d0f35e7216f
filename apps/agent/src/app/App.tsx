import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders, createAppContext, type AppContext } from '@wl/app-shell';
import type { Language, LanguageBundle } from '@wl/i18n';
import type { PublicTenantConfig } from '@wl/tenant';
import { createAgentRouter } from './routes.tsx';

/** The agent app's store, i18n and tenant context, starting with the given languages' strings. */
export function createAgentContext(tenant: PublicTenantConfig, strings: Partial<Record<Language, LanguageBundle>>): AppContext {
  return createAppContext(tenant, { strings });
}

/** The agent site; its context is made before rendering (main.tsx) and lives as long as the page. */
export function App({ context }: { context: AppContext }) {
  const router = useMemo(() => createAgentRouter(), []);
  return (
    <AppProviders context={context}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
