import { useLayoutEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders, createAppContext, showRenderedPage, type AppContext } from '@wl/app-shell';
import type { PublicTenantConfig } from '@wl/tenant';
import type { Language, LanguageBundle } from '@wl/i18n';
import { flash, playerReducers } from './store.ts';
import { createPlayerRouter } from './routes.tsx';

export type AppProps = {
  /** Store, i18n and tenant, made before rendering (main.tsx: so the first calls can start early). */
  context: AppContext;
  /** The router (main.tsx makes it before hydrating, once the first page's lazy route has loaded). */
  router?: ReturnType<typeof createPlayerRouter>;
  /** The store's state as the prerender had it, while React hydrates (AppProviders). */
  serverState?: unknown;
};

/** The platform's code for a session ended by the player's own session limit (responsible gaming). */
const SESSION_LIMIT_REACHED = 'SESSION_LIMIT_REACHED';

/**
 * The player app's store, i18n and tenant context, starting with the given languages' strings (`timeoutMs`: the
 * platform calls' timeout, default 20 s).
 */
export function createPlayerContext(
  tenant: PublicTenantConfig,
  strings: Partial<Record<Language, LanguageBundle>>,
  options: { timeoutMs?: number; language?: Language } = {},
): AppContext {
  const context: AppContext = createAppContext(tenant, {
    reducers: playerReducers,
    strings,
    ...options,
    // The player's session limit (responsible gaming) ended the session: say so wherever the player is, whichever
    // call met it (a balance refresh as much as a button).
    onSessionEnded: (error) => {
      if (error.code !== SESSION_LIMIT_REACHED) return;
      void context.i18n
        .loadNamespaces('errors')
        .then(() =>
          context.apiStore.store.dispatch(
            flash({ tone: 'warning', key: `errors:code_${SESSION_LIMIT_REACHED}` }),
          ),
        );
    },
  });
  return context;
}

export function App({ context, router: given, serverState }: AppProps) {
  const router = useMemo(() => given ?? createPlayerRouter(), [given]);
  useLayoutEffect(showRenderedPage, []);
  return (
    <AppProviders context={context} serverState={serverState}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
