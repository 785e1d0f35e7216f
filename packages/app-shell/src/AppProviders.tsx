import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { WlThemeProvider } from '@wl/ui';
import { createI18n, initialLanguage, persistLanguage } from '@wl/i18n';
import type { PublicTenantConfig } from '@wl/tenant';
import { TenantContext } from './TenantContext.tsx';

export type AppProvidersProps = { tenant: PublicTenantConfig; store: Store; children: ReactNode };

/**
 * Everything both apps put around their router: the tenant, the Redux store, i18n in the stored or the tenant's
 * default language, and the themed styles (the tenant's stylesheet supplies the token values).
 */
export function AppProviders({ tenant, store, children }: AppProvidersProps) {
  const i18n = useMemo(() => {
    const language = initialLanguage(tenant.languages, tenant.defaultLanguage);
    persistLanguage(language);
    return createI18n({ language, supported: tenant.languages });
  }, [tenant]);

  return (
    <TenantContext.Provider value={tenant}>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <WlThemeProvider>{children}</WlThemeProvider>
        </I18nextProvider>
      </Provider>
    </TenantContext.Provider>
  );
}
