/**
 * @wl/api: the RTK Query client of the apps. The api starts empty; import the areas you use
 * (`@wl/api/games`, `@wl/api/wallet`, ...) so each app bundles only its own endpoints.
 */
export { wlApi, API_REDUCER_PATH, type WlApi } from './rtk/api.ts';
export { createApiStore, type ApiStore, type CreateApiStoreOptions } from './rtk/store.ts';
export { registryBaseQuery, clientFromExtra, type CallArgs, type ApiExtra } from './rtk/baseQuery.ts';
export {
  areaEndpoints,
  endpointName,
  type ArgOf,
  type AreaDefinitions,
  type EndpointName,
  type EndpointOptions,
} from './rtk/endpoints.ts';
export { TAG_TYPES, PRIVATE_TAGS, MONEY_TAGS, LIST, type TagType } from './rtk/tags.ts';
export { withIdempotencyKey, idempotencyKeyOf, newIdempotencyKey } from './rtk/idempotency.ts';
// The client modules directly (not ./client/index.ts, which loads the whole registry for name lookups).
export * from './client/client.ts';
export { preloadCalls } from './client/lazyCalls.ts';
export * from './client/errors.ts';
export * from './client/tokenStorage.ts';
export * from './client/cdn.ts';
export { HEADERS } from './contract/headers.ts';
export { audienceOf } from './contract/define.ts';
export { createWebCryptoEncryption, type PublicKeyInfo } from './crypto/webcrypto.ts';
export type { EncryptionAdapter } from './crypto/types.ts';
export { encryptionAdapterFor, type TenantEncryptionConfig } from './crypto/tenant.ts';
export type {
  CallName,
  Registry,
  CallDef,
  CallMeta,
  RequestOf,
  ResponseOf,
  Area,
  PathOverrides,
} from './contract/index.ts';
