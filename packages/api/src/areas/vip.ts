import type { vipCalls } from '../contract/calls/vip.ts';
import { vipMeta } from '../contract/meta/vip.generated.ts';
import { wlApi } from '../rtk/api.ts';
import { areaEndpoints } from '../rtk/endpoints.ts';

/** VIP level, rules, benefits and levels. */
export const vipApi = wlApi.injectEndpoints({
  endpoints: (build) =>
    areaEndpoints<typeof vipCalls>(build, vipMeta, {
      'vip.rankProgress': { providesTags: ['Vip'] },
    }),
});

export const {
  useVipRankProgressQuery,
  useLazyVipRankProgressQuery,
  useVipRankRuleQuery,
  useLazyVipRankRuleQuery,
  useVipClubBenefitQuery,
  useLazyVipClubBenefitQuery,
  useVipGroupLevelsQuery,
  useLazyVipGroupLevelsQuery,
} = vipApi;
export { vipMeta };
