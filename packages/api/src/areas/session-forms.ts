import type { sessionCalls } from '../contract/calls/session.ts';
import type { thirdPartyCalls } from '../contract/calls/third-party.ts';
import { sessionFormsMeta } from '../contract/meta/session-forms.generated.ts';
import { clientFromExtra } from '../rtk/baseQuery.ts';
import { wlApi } from '../rtk/api.ts';
import type { CallDef } from '../contract/define.ts';
import { areaEndpoints, type EndpointOptions } from '../rtk/endpoints.ts';
import { PRIVATE_TAGS } from '../rtk/tags.ts';

/** The session calls of the forms (their rows: `meta/session-forms.generated.ts`, see SPLIT_META in scripts/meta.ts). */
type FormCalls = Omit<
  typeof sessionCalls & typeof thirdPartyCalls,
  'session.logout' | 'session.touch' | 'session.loginInfo'
>;

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

/**
 * The session's forms: login (password, SMS, free play, third-party), the login IP check, the first-login password,
 * captcha and human verification, registration and its checks, phone verification, password recovery. Imported by
 * the login, register and forgot-password popups and the agent login only, so the first screen carries none of it.
 */
export const sessionFormsApi = wlApi.injectEndpoints({
  endpoints: (build) =>
    areaEndpoints<FormCalls>(build, sessionFormsMeta, {
      'session.login': startsSession(),
      'session.loginVerification': startsSession(),
      'session.freeplay': startsSession(),
      'session.register': startsSession(),
      'session.registerMobile': startsSession(),
      'session.forgotByPhoneSet': startsSession(),
      // Third-party login: finish starts the session when the account exists (else it asks for details first).
      'session.thirdPartyFinish': startsSession(),
      'session.thirdPartyRegister': startsSession(),
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
  useSessionFirstLoginMutation,
  useSessionCaptchaQuery,
  useLazySessionCaptchaQuery,
  useSessionHumanChallengeQuery,
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
} = sessionFormsApi;
export { sessionFormsMeta };
