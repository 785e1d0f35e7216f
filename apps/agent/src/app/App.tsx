import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@wl/app-shell';
import type { PublicTenantConfig } from '@wl/tenant';
import { setupStore } from './store.ts';
import { createAgentRouter } from './routes.tsx';

export function App({ tenant }: { tenant: PublicTenantConfig }) {
  const store = useMemo(() => setupStore(), []);
  const router = useMemo(() => createAgentRouter(), []);
  return (
    <AppProviders tenant={tenant} store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
