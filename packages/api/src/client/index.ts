/**
 * @wl/api/client: the framework-free client (no React, no Redux): wire format, errors, token storage,
 * session cache, keep-alive and CDN host picking. The RTK Query layer (`@wl/api`) is built on it.
 *
 * `createApiClient` from this entry knows every call of the registry by name
 * (`client.request('member.info')`: tests, e2e, scripts), so it bundles the whole registry. Apps use the
 * RTK areas, which pass their call objects and bundle only their own calls.
 */
import { registry } from '../contract/registry.ts';
import { createApiClient as createClient, type ApiClient, type ApiClientConfig } from './client.ts';

export function createApiClient(config: ApiClientConfig): ApiClient {
  return createClient({ calls: registry, ...config });
}

export {
  watchActivity,
  DEFAULT_TIMEOUT_MS,
  KEEP_ALIVE_INTERVAL_MS,
  SESSION_CACHE_PREFIX,
  type ApiClient,
  type ApiClientConfig,
  type ApiResult,
  type RequestOptions,
} from './client.ts';
export { preloadCalls } from './lazyCalls.ts';
export * from './errors.ts';
export * from './tokenStorage.ts';
export * from './cdn.ts';
export { toQueryString, stableStringify } from './wire.ts';
