import type { sessionCalls } from '../contract/calls/session.ts';
import type { thirdPartyCalls } from '../contract/calls/third-party.ts';
import { sessionMeta } from '../contract/meta/session.generated.ts';
import { clientFromExtra } from '../rtk/baseQuery.ts';
import { wlApi } from '../rtk/api.ts';
import type { CallDef } from '../contract/define.ts';
import { areaEndpoints, type EndpointOptions } from '../rtk/endpoints.ts';
import { PRIVATE_TAGS } from '../rtk/tags.ts';

/** A call whose answer carries a token starts the session: keep the token, refresh the private caches. */
const startsSession = <C extends CallDef>(): EndpointOptions<C> => ({
  async onQueryStarted(_arg, { dispatch, extra, queryFulfilled }) {
    let token: string | undefined;
    try {
      token = ((await queryFulfilled).data as { token?: string }).token;
    } catch {
      return; // the caller shows the error
    }
    if (token) {
      clientFromExtra(extra).tokenStorage.set(token);
      dispatch(wlApi.util.invalidateTags(PRIVATE_TAGS));
    }
  },
});

/** Session and registration: login (password, SMS, free play), logout, keep-alive, register, captcha, SMS, password recovery. */
export const sessionApi = wlApi.injectEndpoints({
  endpoints: (build) =>
    areaEndpoints<typeof sessionCalls & typeof thirdPartyCalls>(build, sessionMeta, {
      'session.login': startsSession(),
      'session.loginVerification': startsSession(),
      'session.freeplay': startsSession(),
      'session.register': startsSession(),
      'session.registerMobile': startsSession(),
      'session.forgotByPhoneSet': startsSession(),
      // Third-party login: finish starts the session when the account exists (else it asks for details first).
      'session.thirdPartyFinish': startsSession(),
      'session.thirdPartyRegister': startsSession(),
      'session.logout': {
        // Logout always ends the session here, even when the platform call fails.
        async onQueryStarted(_arg, { dispatch, extra, queryFulfilled }) {
          try {
            await queryFulfilled;
          } catch {
            /* ended locally anyway */
          }
          const client = clientFromExtra(extra);
          client.tokenStorage.clear();
          client.clearSessionCache();
          dispatch(wlApi.util.resetApiState());
        },
      },
      'session.loginInfo': { providesTags: ['Member'] },
      'session.firstLogin': { invalidatesTags: (_r, e) => (e ? [] : ['Member', 'Security']) },
      // A captcha is single-use: never serve one from the cache.
      'session.captcha': { keepUnusedDataFor: 0 },
      // So is a human-verification challenge.
      'session.humanChallenge': { keepUnusedDataFor: 0 },
    }),
});

export const {
  useSessionLoginMutation,
  useSessionLoginVerificationMutation,
  useSessionLoginVerificationSendMutation,
  useSessionFreeplayMutation,
  useSessionLogoutMutation,
  useSessionTouchQuery,
  useLazySessionTouchQuery,
  useSessionLoginInfoQuery,
  useLazySessionLoginInfoQuery,
  useSessionFirstLoginMutation,
  useSessionCaptchaQuery,
  useLazySessionCaptchaQuery,
  useLazySessionHumanChallengeQuery,
  useSessionRegisterMutation,
  useSessionRegisterMobileMutation,
  useSessionRegisterSettingsQuery,
  useLazySessionRegisterSettingsQuery,
  useSessionAffiliateCheckQuery,
  useLazySessionAffiliateCheckQuery,
  useSessionSmsRegisterMutation,
  useSessionPhoneVerificationSendMutation,
  useSessionPhoneVerificationVerifyMutation,
  useSessionSmsLoginCodeMutation,
  useSessionForgotByEmailMutation,
  useSessionForgotByPhoneSendMutation,
  useSessionForgotByPhoneSetMutation,
  useSessionThirdPartyProvidersQuery,
  useLazySessionThirdPartyProvidersQuery,
  useSessionThirdPartyStartMutation,
  useSessionThirdPartyFinishMutation,
  useSessionThirdPartyRegisterMutation,
} = sessionApi;
export { sessionMeta };
