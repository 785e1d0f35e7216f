import type { PublicTenantConfig } from '@wl/tenant';

/**
 * The id of the JSON block build:tenants writes into each tenant's index.html: @wl/tenant's TENANT_CONFIG_ELEMENT_ID
 * (runtime.ts), repeated here so that this module imports nothing of @wl/tenant at run time (a test checks they agree).
 */
export const TENANT_CONFIG_ELEMENT_ID = 'wl-tenant';

export class TenantConfigError extends Error {
  override name = 'TenantConfigError';
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/**
 * A lean run-time read of the tenant config in the page, for both apps' main.tsx. build:tenants already validated the
 * tenant with the full schema (zod, colour checks) at build time; the browser only checks the shape it relies on, so
 * that the schema library and the colour library (@wl/tenant's readTenantConfig) stay out of the first chunk.
 */
export function parseTenantConfigLean(data: unknown): PublicTenantConfig {
  const problems: string[] = [];
  if (!isObject(data)) throw new TenantConfigError('#wl-tenant: not an object');
  for (const key of ['id', 'name', 'merchantCode', 'defaultLanguage'] as const)
    if (!isString(data[key])) problems.push(key);
  if (!Array.isArray(data.languages) || data.languages.length === 0 || !data.languages.every(isString))
    problems.push('languages');
  else if (!(data.languages as unknown[]).includes(data.defaultLanguage))
    problems.push('defaultLanguage (not in languages)');
  if (!isObject(data.theme) || !isString(data.theme.stylesheet)) problems.push('theme');
  if (!isObject(data.assets) || !isString(data.assets.logo)) problems.push('assets');
  if (!isObject(data.api) || typeof data.api.baseUrl !== 'string') problems.push('api');
  if (problems.length > 0) throw new TenantConfigError(`#wl-tenant: bad or missing ${problems.join(', ')}`);
  return data as PublicTenantConfig;
}

export function readTenantConfigLean(doc: Pick<Document, 'getElementById'> = document): PublicTenantConfig {
  const el = doc.getElementById(TENANT_CONFIG_ELEMENT_ID);
  if (!el?.textContent) throw new TenantConfigError('the page has no tenant config block');
  let data: unknown;
  try {
    data = JSON.parse(el.textContent);
  } catch (e) {
    throw new TenantConfigError(`#wl-tenant is not valid JSON (${(e as Error).message})`);
  }
  return parseTenantConfigLean(data);
}
