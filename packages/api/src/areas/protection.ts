import type { protectionCalls } from '../contract/calls/protection.ts';
import { protectionMeta } from '../contract/meta/protection.generated.ts';
import { wlApi } from '../rtk/api.ts';
import { areaEndpoints } from '../rtk/endpoints.ts';

/** Responsible gaming: limits, time-out and self-exclusion, the reality check, the record of changes. */
export const protectionApi = wlApi.injectEndpoints({
  endpoints: (build) =>
    areaEndpoints<typeof protectionCalls>(build, protectionMeta, {
      'protection.status': { providesTags: ['Protection'] },
      'protection.history': { providesTags: ['Protection'] },
      'protection.setLimit': { invalidatesTags: ['Protection'] },
      'protection.setRealityCheck': { invalidatesTags: ['Protection'] },
      'protection.takeBreak': { invalidatesTags: ['Protection'] },
    }),
});

export const {
  useProtectionStatusQuery,
  useLazyProtectionStatusQuery,
  useProtectionHistoryQuery,
  useLazyProtectionHistoryQuery,
  useProtectionSessionQuery,
  useLazyProtectionSessionQuery,
  useProtectionSetLimitMutation,
  useProtectionSetRealityCheckMutation,
  useProtectionTakeBreakMutation,
} = protectionApi;
export { protectionMeta };
