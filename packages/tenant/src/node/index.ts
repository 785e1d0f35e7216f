export * from '../index.ts';
export { REPO_ROOT, tenantsDir, themesDir, displayPath } from './paths.ts';
export { DEFAULT_TENANT, listThemes, loadTheme, listTenantIds, loadTenant, loadAllTenants } from './load.ts';
export type { LoadOptions, LoadedTenant } from './load.ts';
export { createTenantSite, tenantStylesheet, webManifest, robotsTxt } from './site.ts';
export type { TenantSite, TenantFiles } from './site.ts';
export { contentSecurityPolicy, securityHeaders, renderNginxConf, apiOrigin } from './nginx.ts';
export { brandTenantSite, brandTenantSites, checkAppDists } from './build.ts';
export type { AppDist, BrandedSite } from './build.ts';
