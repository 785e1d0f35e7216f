import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@wl/app-shell';
import type { PublicTenantConfig } from '@wl/tenant';
import { setupStore } from './store.ts';
import { createPlayerRouter } from './routes.tsx';

export type AppProps = { tenant: PublicTenantConfig };

export function App({ tenant }: AppProps) {
  const store = useMemo(() => setupStore(), []);
  const router = useMemo(() => createPlayerRouter(), []);
  return (
    <AppProviders tenant={tenant} store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
