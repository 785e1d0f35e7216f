import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders, createAppContext, type AppContext } from '@wl/app-shell';
import type { PublicTenantConfig } from '@wl/tenant';
import { playerReducers } from './store.ts';
import { createPlayerRouter } from './routes.tsx';

export type AppProps = {
  tenant: PublicTenantConfig;
  /** Made before rendering by main.tsx (so the first calls can start early); tests let the app make its own. */
  context?: AppContext;
};

/** The player app's store, i18n and tenant context. */
export function createPlayerContext(tenant: PublicTenantConfig): AppContext {
  return createAppContext(tenant, { reducers: playerReducers });
}

export function App({ tenant, context: given }: AppProps) {
  const context = useMemo(() => given ?? createPlayerContext(tenant), [given, tenant]);
  const router = useMemo(() => createPlayerRouter(), []);
  // A context made here is the app's to dispose of; one given by main.tsx lives as long as the page.
  useEffect(() => (given ? undefined : () => context.apiStore.dispose()), [context, given]);
  return (
    <AppProviders context={context}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
