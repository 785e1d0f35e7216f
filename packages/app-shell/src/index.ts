export {
  AppProviders,
  createAppContext,
  startLanguage,
  type AppProvidersProps,
  type AppContext,
} from './AppProviders.tsx';
export { TenantContext, useTenant } from './TenantContext.tsx';
export { useDocumentTitle, documentTitle } from './useDocumentTitle.ts';
export { PlatformGate, bootFailureOf } from './PlatformGate.tsx';
export { useLanguage } from './useLanguage.ts';
export { useHydrating } from './useHydrating.ts';
export { useSettled } from './useSettled.ts';
export {
  prerenderedPage,
  showRenderedPage,
  guestStateOf,
  createHydratingRouter,
  reportHydrationError,
  followHydration,
  afterHydration,
  adoptEarlyLanguage,
} from './hydration.ts';
export { yieldToMain } from './yieldToMain.ts';
export { lazyArea, AreaLoadError, AREA_LOAD_TIMEOUT_MS } from './lazyArea.ts';
export {
  hasSessionToken,
  sessionSlice,
  tokenChanged,
  adoptStartToken,
  observedTokenStorage,
  clearSessionStorage,
  FIRST_LOGIN_KEY,
  askForcedPasswordChange,
  takeForcedPasswordChange,
  forcedPasswordChangeAsked,
  type ForcedPasswordChange,
  type SessionState,
} from './session.ts';
export { createAppStore, type AppStoreOptions } from './store.ts';
export { useSession, type Session } from './useSession.ts';
export { useMayCall } from './useMayCall.ts';
export { useWhitelabel, type Whitelabel } from './useWhitelabel.ts';
export { readTenantConfigLean, parseTenantConfigLean, TenantConfigError } from './tenantConfig.ts';
export { testTenant } from './testing/tenant.ts';
export { platformFetch, type PlatformAnswer } from './testing/platformFetch.ts';
export { Analytics } from './analytics/Analytics.tsx';
export {
  AnalyticsConsent,
  useAnalyticsSetup,
  useCookieSettings,
  type AnalyticsSetup,
} from './analytics/AnalyticsConsent.tsx';
export { ANALYTICS_CONSENT_KEY, openConsentSettings, type AnalyticsChoice } from './analytics/consent.ts';
export {
  grantAnalytics,
  denyAnalytics,
  analyticsPossible,
  GTAG_SCRIPT_URL,
  type AnalyticsEnv,
} from './analytics/gtag.ts';
// Human verification (GEETEST3) of the account forms: the hook is small; the widget is its own lazy chunk.
export {
  useHumanCheck,
  HumanCheckError,
  type HumanCheck,
  type HumanCheckState,
} from './account/HumanCheck.tsx';
