/**
 * @wl/api/client: the framework-free client (no React, no Redux): wire format, errors, token storage,
 * session cache, keep-alive and CDN host picking. The RTK Query layer (`@wl/api`) is built on it.
 */
export * from './client.ts';
export * from './errors.ts';
export * from './tokenStorage.ts';
export * from './cdn.ts';
export { toQueryString, stableStringify } from './wire.ts';
