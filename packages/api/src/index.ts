/**
 * @wl/api: the RTK Query client of the apps. The api starts empty; import the areas you use
 * (`@wl/api/games`, `@wl/api/wallet`, ...) so each app bundles only its own endpoints.
 */
export { wlApi, API_REDUCER_PATH, type WlApi } from './rtk/api.ts';
export { createApiStore, setupStore, type ApiStore, type CreateApiStoreOptions } from './rtk/store.ts';
export { registryBaseQuery, clientFromExtra, type CallArgs, type ApiExtra } from './rtk/baseQuery.ts';
export { areaEndpoints, endpointName, type ArgOf, type AreaDefinitions, type EndpointName, type EndpointOptions } from './rtk/endpoints.ts';
export { TAG_TYPES, PRIVATE_TAGS, MONEY_TAGS, LIST, type TagType } from './rtk/tags.ts';
export * from './client/index.ts';
export { createWebCryptoEncryption, type EncryptionAdapter, type PublicKeyInfo } from './crypto/index.ts';
export type { CallName, Registry, PathOverrides, CallDef, RequestOf, ResponseOf, Area } from './contract/index.ts';
