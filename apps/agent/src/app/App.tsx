import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders, createAppContext } from '@wl/app-shell';
import type { PublicTenantConfig } from '@wl/tenant';
import { createAgentRouter } from './routes.tsx';

export function App({ tenant }: { tenant: PublicTenantConfig }) {
  const context = useMemo(() => createAppContext(tenant), [tenant]);
  const router = useMemo(() => createAgentRouter(), []);
  useEffect(() => () => context.apiStore.dispose(), [context]);
  return (
    <AppProviders context={context}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
