import type { promotionsCalls } from '../contract/calls/promotions.ts';
import { promotionsMeta } from '../contract/meta/promotions.generated.ts';
import { wlApi } from '../rtk/api.ts';
import { areaEndpoints } from '../rtk/endpoints.ts';
import { LIST, MONEY_TAGS } from '../rtk/tags.ts';

// A claim may be a mission's reward or the VIP upgrade bonus, so the mission and VIP pages are asked again too.
const claimed = (_r: unknown, e: unknown) =>
  e ? [] : [{ type: 'Promotion' as const, id: LIST }, 'Mission' as const, 'Vip' as const, ...MONEY_TAGS];

/** Reward centre: promotions, claims, raffles. */
export const promotionsApi = wlApi.injectEndpoints({
  endpoints: (build) =>
    areaEndpoints<typeof promotionsCalls>(build, promotionsMeta, {
      'promotions.available': { providesTags: [{ type: 'Promotion', id: LIST }] },
      'promotions.merchantAvailable': { providesTags: [{ type: 'Promotion', id: LIST }] },
      'promotions.claimable': { providesTags: [{ type: 'Promotion', id: LIST }] },
      'promotions.claims': { providesTags: [{ type: 'Promotion', id: LIST }] },
      'promotions.raffleStatus': { providesTags: [{ type: 'Promotion', id: LIST }] },
      'promotions.claim': { invalidatesTags: claimed },
      'promotions.claimRaffle': { invalidatesTags: claimed },
    }),
});

export const {
  usePromotionsAvailableQuery,
  useLazyPromotionsAvailableQuery,
  usePromotionsMerchantAvailableQuery,
  useLazyPromotionsMerchantAvailableQuery,
  usePromotionsClaimableQuery,
  useLazyPromotionsClaimableQuery,
  usePromotionsClaimsQuery,
  useLazyPromotionsClaimsQuery,
  usePromotionsClaimMutation,
  usePromotionsClaimRaffleMutation,
  usePromotionsRaffleStatusQuery,
  useLazyPromotionsRaffleStatusQuery,
} = promotionsApi;
export { promotionsMeta };
