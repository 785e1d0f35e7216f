import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { i18n as I18n } from 'i18next';
import type { Reducer } from '@reduxjs/toolkit';
import type { ApiStore } from '@wl/api';
import { WlThemeProvider } from '@wl/ui';
import {
  createI18nWith,
  initialLanguage,
  languageOf,
  persistLanguage,
  type Language,
  type LanguageBundle,
} from '@wl/i18n';
import type { PublicTenantConfig } from '@wl/tenant';
import { TenantContext } from './TenantContext.tsx';
import { createAppStore, type AppStoreOptions } from './store.ts';

export type AppContext = { tenant: PublicTenantConfig; i18n: I18n; apiStore: ApiStore };

/** The language a visit starts in: the stored choice when the tenant supports it, else the tenant's default. */
export function startLanguage(tenant: PublicTenantConfig): Language {
  return initialLanguage(tenant.languages, tenant.defaultLanguage);
}

/**
 * What both apps create once at start: i18n in the stored or the tenant's default language, and the store
 * whose calls send that language. Apps pass the start language's strings
 * (`{ [lang]: await loadLanguage(lang) }` with `lang = startLanguage(tenant)`), so a visit downloads one language
 * and fetches another when the visitor switches; tests pass every language (`resources` of @wl/i18n).
 */
export function createAppContext(
  tenant: PublicTenantConfig,
  options: {
    strings: Partial<Record<Language, LanguageBundle>>;
    reducers?: Record<string, Reducer>;
    onSessionEnded?: AppStoreOptions['onSessionEnded'];
    /** The platform calls' timeout in ms (default 20 s). */
    timeoutMs?: number;
    /** The language to render in (the prerender's, at build time); by default the stored or the tenant's. */
    language?: Language;
  },
): AppContext {
  const { strings, language: given, ...storeOptions } = options;
  const language = given ?? startLanguage(tenant);
  persistLanguage(language);
  const i18n = createI18nWith({ language, supported: tenant.languages, resources: strings });
  const apiStore = createAppStore({ tenant, language: () => languageOf(i18n), ...storeOptions });
  return { tenant, i18n, apiStore };
}

export type AppProvidersProps = {
  context: AppContext;
  children: ReactNode;
  /**
   * The store's state as the prerender had it (a guest, no platform answer yet): while React hydrates prerendered
   * HTML, every selector reads this, so the first render matches the HTML whatever the browser's storage holds;
   * React then renders the parts whose real state differs.
   */
  serverState?: unknown;
};

/** Everything both apps put around their router: tenant, store, i18n and the themed styles. */
export function AppProviders({ context, children, serverState }: AppProvidersProps) {
  return (
    <TenantContext.Provider value={context.tenant}>
      <Provider store={context.apiStore.store} serverState={serverState}>
        <I18nextProvider i18n={context.i18n}>
          <WlThemeProvider>{children}</WlThemeProvider>
        </I18nextProvider>
      </Provider>
    </TenantContext.Provider>
  );
}
