import type { pointsCalls } from '../contract/calls/points.ts';
import { pointsMeta } from '../contract/meta/points.generated.ts';
import { wlApi } from '../rtk/api.ts';
import { areaEndpoints } from '../rtk/endpoints.ts';
import { MONEY_TAGS } from '../rtk/tags.ts';

/** Points mall: balance, rewards, exchange rates, redeem and convert (payment-password checked). */
export const pointsApi = wlApi.injectEndpoints({
  endpoints: (build) =>
    areaEndpoints<typeof pointsCalls>(build, pointsMeta, {
      'points.balance': { providesTags: ['Points'] },
      'points.rewards': { providesTags: [{ type: 'Points', id: 'rewards' }] },
      'points.redeemList': { providesTags: ['Redeem'] },
      'points.redeem': {
        invalidatesTags: (_r, e) =>
          e ? [] : ['Points', { type: 'Points', id: 'rewards' }, 'Redeem', ...MONEY_TAGS],
      },
      'points.convert': { invalidatesTags: (_r, e) => (e ? [] : ['Points', ...MONEY_TAGS]) },
    }),
});

export const {
  usePointsBalanceQuery,
  useLazyPointsBalanceQuery,
  usePointsRewardsQuery,
  useLazyPointsRewardsQuery,
  usePointsConversionTypesQuery,
  useLazyPointsConversionTypesQuery,
  usePointsConfigQuery,
  useLazyPointsConfigQuery,
  usePointsRedeemListQuery,
  useLazyPointsRedeemListQuery,
  usePointsRedeemMutation,
  usePointsConvertMutation,
} = pointsApi;
export { pointsMeta };
