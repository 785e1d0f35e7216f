import type { memberCalls } from '../contract/calls/member.ts';
import { memberMeta } from '../contract/meta/member.generated.ts';
import { wlApi } from '../rtk/api.ts';
import { areaEndpoints } from '../rtk/endpoints.ts';

const ok =
  <T>(tags: T[]) =>
  (_r: unknown, e: unknown) =>
    e ? [] : tags;

/** The member: info, avatar, profile, passwords, security centre, payment password, KYC. */
export const memberApi = wlApi.injectEndpoints({
  endpoints: (build) =>
    areaEndpoints<typeof memberCalls>(build, memberMeta, {
      'member.info': { providesTags: ['Member'] },
      'member.icon': { providesTags: [{ type: 'Member', id: 'icon' }] },
      'member.updateInfo': { invalidatesTags: ok(['Member' as const]) },
      'member.updateIcon': { invalidatesTags: ok([{ type: 'Member' as const, id: 'icon' }]) },
      'member.changePassword': { invalidatesTags: ok(['Security' as const]) },
      'member.securityConfig': { providesTags: ['Security'] },
      'member.updateMobile': { invalidatesTags: ok(['Member' as const, 'Security' as const]) },
      'member.hasWithdrawalPassword': { providesTags: ['Security'] },
      'member.setPaymentPassword': { invalidatesTags: ok(['Security' as const]) },
      'member.changePaymentPassword': { invalidatesTags: ok(['Security' as const]) },
      'member.kycStatus': { providesTags: [{ type: 'Security', id: 'kyc' }] },
      'member.kycSettings': { providesTags: [{ type: 'Security', id: 'kycSettings' }] },
      'member.kycUpload': {
        invalidatesTags: ok([{ type: 'Security' as const, id: 'kyc' }, 'Protection' as const]),
      },
      'member.resetPaymentPassword': { invalidatesTags: ok(['Security' as const]) },
      'member.bindEmail': { invalidatesTags: ok(['Member' as const, 'Security' as const]) },
      'member.gaBind': { invalidatesTags: ok(['Security' as const]) },
      'member.gaUnbind': { invalidatesTags: ok(['Security' as const]) },
    }),
});

export const {
  useMemberInfoQuery,
  useLazyMemberInfoQuery,
  useMemberUpdateInfoMutation,
  useMemberIconQuery,
  useLazyMemberIconQuery,
  useMemberUpdateIconMutation,
  useMemberChangePasswordMutation,
  useMemberSecurityConfigQuery,
  useLazyMemberSecurityConfigQuery,
  useMemberChangeLanguageMutation,
  useMemberUpdateMobileMutation,
  useMemberSendBindSmsMutation,
  useMemberHasWithdrawalPasswordQuery,
  useLazyMemberHasWithdrawalPasswordQuery,
  useMemberSetPaymentPasswordMutation,
  useMemberChangePaymentPasswordMutation,
  useMemberKycStatusQuery,
  useLazyMemberKycStatusQuery,
  useMemberKycSettingsQuery,
  useLazyMemberKycSettingsQuery,
  useMemberKycUploadMutation,
  useMemberSendPaymentPasswordResetSmsMutation,
  useMemberResetPaymentPasswordMutation,
  useMemberSendBindEmailMutation,
  useMemberBindEmailMutation,
  useMemberGaSetupMutation,
  useMemberGaBindMutation,
  useMemberGaUnbindMutation,
} = memberApi;
export { memberMeta };
