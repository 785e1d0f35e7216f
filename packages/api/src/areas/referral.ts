import type { referralCalls } from '../contract/calls/referral.ts';
import { referralMeta } from '../contract/meta/referral.generated.ts';
import { wlApi } from '../rtk/api.ts';
import { areaEndpoints } from '../rtk/endpoints.ts';

/** Referral: code, rules, invited friends, income. */
export const referralApi = wlApi.injectEndpoints({
  endpoints: (build) =>
    areaEndpoints<typeof referralCalls>(build, referralMeta, {
      'referral.details': { providesTags: ['Referral'] },
      'referral.list': { providesTags: ['Referral'] },
      'referral.income': { providesTags: ['Referral'] },
    }),
});

export const {
  useReferralDetailsQuery,
  useLazyReferralDetailsQuery,
  useReferralRulesQuery,
  useLazyReferralRulesQuery,
  useReferralListQuery,
  useLazyReferralListQuery,
  useReferralIncomeQuery,
  useLazyReferralIncomeQuery,
} = referralApi;
export { referralMeta };
