import { wlApi } from '../rtk/api.ts';
import { areaEndpoints } from '../rtk/endpoints.ts';

/** VIP level, rules, benefits and levels. */
export const vipApi = wlApi.injectEndpoints({
  endpoints: (build) =>
    areaEndpoints(build, 'vip', {
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
