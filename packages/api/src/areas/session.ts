import type { sessionCalls } from '../contract/calls/session.ts';
import { sessionMeta } from '../contract/meta/session.generated.ts';
import { clientFromExtra } from '../rtk/baseQuery.ts';
import { wlApi } from '../rtk/api.ts';
import { areaEndpoints } from '../rtk/endpoints.ts';

/** The session calls the first screen makes (their rows: `meta/session.generated.ts`, see SPLIT_META). */
type FirstScreenCalls = Pick<typeof sessionCalls, 'session.logout' | 'session.touch' | 'session.loginInfo'>;

/**
 * The session as the first screen keeps it: keep-alive, the login info and logout. Login, registration, recovery,
 * third-party login and the verifications are `@wl/api/session-forms`, loaded with the popups that use them.
 */
export const sessionApi = wlApi.injectEndpoints({
  endpoints: (build) =>
    areaEndpoints<FirstScreenCalls>(build, sessionMeta, {
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
    }),
});

export const {
  useSessionLogoutMutation,
  useSessionTouchQuery,
  useLazySessionTouchQuery,
  useSessionLoginInfoQuery,
  useLazySessionLoginInfoQuery,
} = sessionApi;
export { sessionMeta };
