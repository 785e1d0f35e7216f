import type {
  EndpointBuilder,
  MutationDefinition,
  QueryDefinition,
  TagDescription,
} from '@reduxjs/toolkit/query';
import type { z } from 'zod';
import type { CallDef, CallMeta, ResponseOf } from '../contract/define.ts';
import type { ApiError } from '../client/errors.ts';
import type { RegistryBaseQuery } from './baseQuery.ts';
import type { TagType } from './tags.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import type { API_REDUCER_PATH } from './api.ts';

type ReducerPath = typeof API_REDUCER_PATH;
export type WlEndpointBuilder = EndpointBuilder<RegistryBaseQuery, TagType, ReducerPath>;

/** `games.list` -> `gamesList` (hooks: useGamesListQuery, useLazyGamesListQuery; mutations: use...Mutation). */
export type EndpointName<N extends string> = N extends `${infer A}.${infer K}`
  ? `${A}${Capitalize<K>}`
  : never;

export function endpointName(callName: string): string {
  const [area, key = ''] = callName.split('.');
  return `${area}${key.charAt(0).toUpperCase()}${key.slice(1)}`;
}

/** The hook argument of a call: its request input; optional when every field is optional. */
export type ArgOf<C extends CallDef> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends T` is the test for "T has no required field"
  {} extends z.input<C['request']> ? z.input<C['request']> | void : z.input<C['request']>;

type DefinitionOf<C extends CallDef> = C['kind'] extends 'query'
  ? QueryDefinition<ArgOf<C>, RegistryBaseQuery, TagType, ResponseOf<C>, ReducerPath>
  : MutationDefinition<ArgOf<C>, RegistryBaseQuery, TagType, ResponseOf<C>, ReducerPath>;

/** The calls of one area as its contract module exports them (`gamesCalls`, ...). */
export type AreaCallSet = Readonly<Record<string, CallDef>>;

/** The endpoint definitions of an area, derived from its calls. */
export type AreaDefinitions<T extends AreaCallSet> = {
  [N in keyof T & string as EndpointName<N>]: DefinitionOf<T[N]>;
};

type Tags = readonly TagDescription<TagType>[];
type TagsFn<R, A> = (result: R | undefined, error: ApiError | undefined, arg: A) => Tags;

/** Per-call options an area file adds to the generated endpoint (tags, lifecycle). */
export type EndpointOptions<C extends CallDef = CallDef> = {
  providesTags?: Tags | TagsFn<ResponseOf<C>, ArgOf<C>>;
  invalidatesTags?: Tags | TagsFn<ResponseOf<C>, ArgOf<C>>;
  keepUnusedDataFor?: number;
  onQueryStarted?: (
    arg: ArgOf<C>,
    api: {
      dispatch: (action: unknown) => unknown;
      getState: () => unknown;
      extra: unknown;
      queryFulfilled: Promise<{ data: ResponseOf<C> }>;
    },
  ) => Promise<void> | void;
};

export type AreaOptions<T extends AreaCallSet> = { [N in keyof T]?: EndpointOptions<T[N]> };

/** The schema-free rows of an area's calls (`siteMeta`, ... in `contract/meta/<area>.generated.ts`), keyed like its calls. */
export type AreaMeta<T extends AreaCallSet> = { readonly [N in keyof T & string]: CallMeta };

/**
 * Build every endpoint of an area from the metadata of its calls: GET calls (and calls marked kind
 * 'query') become queries, the others mutations. No call is written twice: the area file only adds tags
 * and lifecycles. The types come from the contract (`areaEndpoints<typeof gamesCalls>(build, gamesMeta)`,
 * with `import type`); at run time only the schema-free rows are bundled, and the client loads the
 * area's schemas when its first call is made. Full call definitions (`gamesCalls`) work too, and are
 * used as they are.
 */
export function areaEndpoints<T extends AreaCallSet>(
  build: WlEndpointBuilder,
  calls: T,
  options?: AreaOptions<T>,
): AreaDefinitions<T>;
export function areaEndpoints<T extends AreaCallSet>(
  build: WlEndpointBuilder,
  calls: AreaMeta<T>,
  options?: AreaOptions<T>,
): AreaDefinitions<T>;
export function areaEndpoints<T extends AreaCallSet>(
  build: WlEndpointBuilder,
  calls: AreaMeta<T>,
  options: AreaOptions<T> = {},
): AreaDefinitions<T> {
  const out: Record<string, unknown> = {};
  for (const call of Object.values<CallMeta>(calls)) {
    const opts = ((options as Record<string, EndpointOptions | undefined>)[call.name] ?? {}) as Record<
      string,
      unknown
    >;
    const query = (request: unknown) => {
      const idempotencyKey = idempotencyKeyOf(request);
      return idempotencyKey ? { call, request, idempotencyKey } : { call, request };
    };
    out[endpointName(call.name)] =
      call.kind === 'query'
        ? build.query<unknown, unknown>({ query, ...opts })
        : build.mutation<unknown, unknown>({ query, ...opts });
  }
  return out as AreaDefinitions<T>;
}
