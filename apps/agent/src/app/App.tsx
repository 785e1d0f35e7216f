import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders, PlatformGate, createAppContext, type AppContext } from '@wl/app-shell';
import type { Language, LanguageBundle } from '@wl/i18n';
import type { PublicTenantConfig } from '@wl/tenant';
import { createAgentRouter } from './routes.tsx';

/**
 * The agent app's store, i18n and tenant context, starting with the given languages' strings (`timeoutMs`: the
 * platform calls' timeout, default 20 s).
 */
export function createAgentContext(
  tenant: PublicTenantConfig,
  strings: Partial<Record<Language, LanguageBundle>>,
  options: { timeoutMs?: number } = {},
): AppContext {
  return createAppContext(tenant, { strings, ...options });
}

/**
 * The agent site; its context is made before rendering (main.tsx) and lives as long as the page. When the platform
 * refuses the site's merchant, is down or does not answer in time, a full page says so instead (PlatformGate).
 */
export function App({ context }: { context: AppContext }) {
  const router = useMemo(() => createAgentRouter(), []);
  return (
    <AppProviders context={context}>
      <PlatformGate>
        <RouterProvider router={router} />
      </PlatformGate>
    </AppProviders>
  );
}
