import type { EndpointBuilder, MutationDefinition, QueryDefinition, TagDescription } from '@reduxjs/toolkit/query';
import type { z } from 'zod';
import type { Area, CallDef, ResponseOf } from '../contract/define.ts';
import { allCalls, type CallName, type Registry } from '../contract/registry.ts';
import type { ApiError } from '../client/errors.ts';
import type { RegistryBaseQuery } from './baseQuery.ts';
import type { TagType } from './tags.ts';
import type { API_REDUCER_PATH } from './api.ts';

type ReducerPath = typeof API_REDUCER_PATH;
export type WlEndpointBuilder = EndpointBuilder<RegistryBaseQuery, TagType, ReducerPath>;

/** `games.list` -> `gamesList` (hooks: useGamesListQuery, useLazyGamesListQuery; mutations: use...Mutation). */
export type EndpointName<N extends string> = N extends `${infer A}.${infer K}` ? `${A}${Capitalize<K>}` : never;

export function endpointName(callName: string): string {
  const [area, key = ''] = callName.split('.');
  return `${area}${key.charAt(0).toUpperCase()}${key.slice(1)}`;
}

/** The hook argument of a call: its request input; optional when every field is optional. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends T` is the test for "T has no required field"
export type ArgOf<C extends CallDef> = {} extends z.input<C['request']> ? z.input<C['request']> | void : z.input<C['request']>;

type DefinitionOf<C extends CallDef> = C['kind'] extends 'query'
  ? QueryDefinition<ArgOf<C>, RegistryBaseQuery, TagType, ResponseOf<C>, ReducerPath>
  : MutationDefinition<ArgOf<C>, RegistryBaseQuery, TagType, ResponseOf<C>, ReducerPath>;

export type CallNamesOfArea<A extends Area> = { [N in CallName]: Registry[N]['area'] extends A ? N : never }[CallName];

/** The endpoint definitions of an area, derived from the registry. */
export type AreaDefinitions<A extends Area> = { [N in CallNamesOfArea<A> as EndpointName<N>]: DefinitionOf<Registry[N]> };

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

export type AreaOptions<A extends Area> = { [N in CallNamesOfArea<A>]?: EndpointOptions<Registry[N]> };

/**
 * Build every endpoint of an area from the registry: GET calls (and calls marked kind 'query') become
 * queries, the others mutations. No call is written twice: the area file only adds tags and lifecycles.
 */
export function areaEndpoints<A extends Area>(build: WlEndpointBuilder, area: A, options: AreaOptions<A> = {}): AreaDefinitions<A> {
  const out: Record<string, unknown> = {};
  for (const call of allCalls) {
    if (call.area !== area) continue;
    const opts = ((options as Record<string, EndpointOptions | undefined>)[call.name] ?? {}) as Record<string, unknown>;
    const query = (request: unknown) => ({ call: call.name, request });
    out[endpointName(call.name)] =
      call.kind === 'query'
        ? build.query<unknown, unknown>({ query, ...opts })
        : build.mutation<unknown, unknown>({ query, ...opts });
  }
  return out as AreaDefinitions<A>;
}
