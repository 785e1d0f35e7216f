import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders, createAppContext, type AppContext } from '@wl/app-shell';
import type { PublicTenantConfig } from '@wl/tenant';
import type { Language, LanguageBundle } from '@wl/i18n';
import { playerReducers } from './store.ts';
import { createPlayerRouter } from './routes.tsx';

export type AppProps = {
  /** Store, i18n and tenant, made before rendering (main.tsx: so the first calls can start early). */
  context: AppContext;
};

/**
 * The player app's store, i18n and tenant context, starting with the given languages' strings (`timeoutMs`: the
 * platform calls' timeout, default 20 s).
 */
export function createPlayerContext(
  tenant: PublicTenantConfig,
  strings: Partial<Record<Language, LanguageBundle>>,
  options: { timeoutMs?: number } = {},
): AppContext {
  return createAppContext(tenant, { reducers: playerReducers, strings, ...options });
}

export function App({ context }: AppProps) {
  const router = useMemo(() => createPlayerRouter(), []);
  return (
    <AppProviders context={context}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
