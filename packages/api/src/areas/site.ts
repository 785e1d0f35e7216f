import type { siteCalls } from '../contract/calls/site.ts';
import { siteMeta } from '../contract/meta/site.generated.ts';
import { wlApi } from '../rtk/api.ts';
import { areaEndpoints } from '../rtk/endpoints.ts';

/** Site configuration: permission/status, whitelabel, domains, help, notices, country list, feedback. */
export const siteApi = wlApi.injectEndpoints({
  endpoints: (build) =>
    areaEndpoints<typeof siteCalls>(build, siteMeta, {
      'site.permission': { providesTags: ['Site'] },
      'site.whitelabel': { providesTags: ['Site'] },
      'site.consolidatedSettings': { providesTags: ['Site'] },
      'site.encryptionKey': { keepUnusedDataFor: 3600 },
    }),
});

export const {
  useSitePermissionQuery,
  useLazySitePermissionQuery,
  useSiteConsolidatedSettingsQuery,
  useLazySiteConsolidatedSettingsQuery,
  useSiteLocationQuery,
  useLazySiteLocationQuery,
  useSiteWhitelabelQuery,
  useLazySiteWhitelabelQuery,
  useSiteDomainRouteQuery,
  useLazySiteDomainRouteQuery,
  useSiteTemplatesQuery,
  useLazySiteTemplatesQuery,
  useSiteHelpCenterQuery,
  useLazySiteHelpCenterQuery,
  useSiteCountryQuery,
  useLazySiteCountryQuery,
  useSiteNoticesQuery,
  useLazySiteNoticesQuery,
  useSiteFeedbackMutation,
  useSiteCustomerServiceScriptQuery,
  useLazySiteCustomerServiceScriptQuery,
  useSiteEncryptionKeyQuery,
  useLazySiteEncryptionKeyQuery,
} = siteApi;
export { siteMeta };
