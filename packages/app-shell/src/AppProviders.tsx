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
import { createAppStore } from './store.ts';

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
    onSessionEnded?: () => void;
    /** The platform calls' timeout in ms (default 20 s). */
    timeoutMs?: number;
  },
): AppContext {
  const language = startLanguage(tenant);
  persistLanguage(language);
  const { strings, ...storeOptions } = options;
  const i18n = createI18nWith({ language, supported: tenant.languages, resources: strings });
  const apiStore = createAppStore({ tenant, language: () => languageOf(i18n), ...storeOptions });
  return { tenant, i18n, apiStore };
}

export type AppProvidersProps = { context: AppContext; children: ReactNode };

/** Everything both apps put around their router: tenant, store, i18n and the themed styles. */
export function AppProviders({ context, children }: AppProvidersProps) {
  return (
    <TenantContext.Provider value={context.tenant}>
      <Provider store={context.apiStore.store}>
        <I18nextProvider i18n={context.i18n}>
          <WlThemeProvider>{children}</WlThemeProvider>
        </I18nextProvider>
      </Provider>
    </TenantContext.Provider>
  );
}
