import { createApi } from '@reduxjs/toolkit/query/react';
import { registryBaseQuery } from './baseQuery.ts';
import { TAG_TYPES } from './tags.ts';

export const API_REDUCER_PATH = 'wlApi' as const;

/**
 * The one RTK Query api of the apps. It starts empty: each feature area injects its endpoints from its
 * own module (`@wl/api/games`, `@wl/api/wallet`, ...), so an app bundles only the areas it imports.
 */
export const wlApi = createApi({
  reducerPath: API_REDUCER_PATH,
  baseQuery: registryBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

export type WlApi = typeof wlApi;
