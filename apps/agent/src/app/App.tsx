import { useLayoutEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import {
  AppProviders,
  PlatformGate,
  createAppContext,
  showRenderedPage,
  type AppContext,
} from '@wl/app-shell';
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
  options: { timeoutMs?: number; language?: Language } = {},
): AppContext {
  return createAppContext(tenant, { strings, ...options });
}

/**
 * The agent site; its context is made before rendering (main.tsx) and lives as long as the page. When the platform
 * refuses the site's merchant, is down or does not answer in time, a full page says so instead (PlatformGate).
 */
export function App({
  context,
  router: given,
  serverState,
}: {
  context: AppContext;
  /** The router (main.tsx makes it before hydrating a prerendered page). */
  router?: ReturnType<typeof createAgentRouter>;
  /** The store's state as the prerender had it, while React hydrates (AppProviders). */
  serverState?: unknown;
}) {
  const router = useMemo(() => given ?? createAgentRouter(), [given]);
  useLayoutEffect(showRenderedPage, []);
  return (
    <AppProviders context={context} serverState={serverState}>
      <PlatformGate>
        <RouterProvider router={router} />
      </PlatformGate>
    </AppProviders>
  );
}
