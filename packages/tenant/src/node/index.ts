export * from '../index.ts';
export { REPO_ROOT, tenantsDir, themesDir, displayPath } from './paths.ts';
export { DEFAULT_TENANT, listThemes, loadTheme, listTenantIds, loadTenant, loadAllTenants } from './load.ts';
export type { LoadOptions, LoadedTenant } from './load.ts';
export { createTenantSite, tenantStylesheet, webManifest, robotsTxt } from './site.ts';
export type { TenantSite, TenantFiles } from './site.ts';
export {
  contentSecurityPolicy,
  securityHeaders,
  renderNginxConf,
  apiOrigin,
  PAGE_HEAD_SCRIPT_SOURCE,
} from './nginx.ts';
export {
  brandTenantSite,
  brandTenantSites,
  checkAppDists,
  prerenderedFile,
  APP_FALLBACK_FILE,
} from './build.ts';
export type { AppDist, BrandedSite } from './build.ts';
export { scaffoldTenant } from './scaffold.ts';
export type { ScaffoldOptions } from './scaffold.ts';
export { wlTenant } from './vite-plugin.ts';
export type { WlTenantOptions } from './vite-plugin.ts';
export { jsonSchemas } from './json-schema.ts';
export {
  BUDGETS_FILE,
  checkJsBudgets,
  initialJs,
  initialScriptUrls,
  loadBudgets,
  measureAppJs,
} from './budget.ts';
export type { AppJsSizes, BudgetApp, JsBudgetResult, JsBudgets, SizedFile } from './budget.ts';
export { siteFileFor, languageCookieOf, prerenderedPageProblems } from './pages.ts';
