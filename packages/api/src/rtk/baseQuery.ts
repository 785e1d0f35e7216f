import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiClient } from '../client/client.ts';
import type { CallMeta } from '../contract/define.ts';
import type { ApiError } from '../client/errors.ts';

/**
 * What every endpoint passes to the base query: the call (its schema-free metadata, or a full `CallDef`)
 * and its request. The client loads the schemas of a metadata row's area before it sends.
 */
export type CallArgs = { call: CallMeta; request?: unknown; idempotencyKey?: string };

/** The thunk extra argument of a store made by createApiStore. */
export type ApiExtra = { apiClient: ApiClient };

export function clientFromExtra(extra: unknown): ApiClient {
  const client = (extra as Partial<ApiExtra> | undefined)?.apiClient;
  if (!client) throw new Error('@wl/api: the store has no api client; create it with createApiStore()');
  return client;
}

/**
 * RTK Query base query over the registry client: `{ data }` with the schema-checked value, or
 * `{ error: ApiError }`. The client comes from the store's thunk extra argument, so one `createApi`
 * serves every app and tenant.
 */
export const registryBaseQuery: BaseQueryFn<CallArgs, unknown, ApiError> = async (args, api) => {
  const client = clientFromExtra(api.extra);
  const result = await client.request(args.call, args.request, {
    signal: api.signal,
    ...(args.idempotencyKey ? { idempotencyKey: args.idempotencyKey } : {}),
  });
  return result.ok ? { data: result.value } : { error: result.error };
};

export type RegistryBaseQuery = typeof registryBaseQuery;
