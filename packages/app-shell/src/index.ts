export { AppProviders, type AppProvidersProps } from './AppProviders.tsx';
export { TenantContext, useTenant } from './TenantContext.tsx';
export { useLanguage } from './useLanguage.ts';
export { lazyArea, AreaLoadError, AREA_LOAD_TIMEOUT_MS } from './lazyArea.ts';
export { hasSessionToken } from './session.ts';
export { testTenant } from './testing/tenant.ts';
