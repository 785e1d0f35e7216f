import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders, createAppContext } from '@wl/app-shell';
import type { PublicTenantConfig } from '@wl/tenant';
import { playerReducers } from './store.ts';
import { createPlayerRouter } from './routes.tsx';

export type AppProps = { tenant: PublicTenantConfig };

export function App({ tenant }: AppProps) {
  const context = useMemo(() => createAppContext(tenant, { reducers: playerReducers }), [tenant]);
  const router = useMemo(() => createPlayerRouter(), []);
  useEffect(() => () => context.apiStore.dispose(), [context]);
  return (
    <AppProviders context={context}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
