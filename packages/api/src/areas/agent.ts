import type { agentCalls } from '../contract/calls/agent.ts';
import { agentMeta } from '../contract/meta/agent.generated.ts';
import { wlApi } from '../rtk/api.ts';
import { areaEndpoints } from '../rtk/endpoints.ts';
import { LIST, MONEY_TAGS } from '../rtk/tags.ts';

const downlinesChanged = (_r: unknown, e: unknown) => (e ? [] : [{ type: 'Downline' as const, id: LIST }]);
const sentToDownlines = (_r: unknown, e: unknown) =>
  e ? [] : [{ type: 'Downline' as const, id: LIST }, ...MONEY_TAGS];

const creditChanged = (_r: unknown, e: unknown) => (e ? [] : [{ type: 'Downline' as const, id: 'CREDIT' }]);

/** Agent centre: team overview, downlines, transfers (red envelope), rebates, affiliate links, announcements. */
export const agentApi = wlApi.injectEndpoints({
  endpoints: (build) =>
    areaEndpoints<typeof agentCalls>(build, agentMeta, {
      'agent.teamOverview': { providesTags: ['Report'] },
      'agent.teamDaily': { providesTags: ['Report'] },
      'agent.downlines': { providesTags: [{ type: 'Downline', id: LIST }] },
      'agent.checkUsername': { keepUnusedDataFor: 0 },
      'agent.createDownline': {
        invalidatesTags: (_r, e) => (e ? [] : [{ type: 'Downline', id: LIST }, 'Report']),
      },
      'agent.downlinePassword': { invalidatesTags: [] },
      'agent.downlineNickname': { invalidatesTags: downlinesChanged },
      'agent.downlineMobile': { keepUnusedDataFor: 0 },
      'agent.setDownlineMobile': { invalidatesTags: [] },
      'agent.promoteDownline': { invalidatesTags: downlinesChanged },
      'agent.changeDownlinePermission': { invalidatesTags: downlinesChanged },
      'agent.transferDownline': { invalidatesTags: sentToDownlines },
      'agent.transferMultipleDownline': { invalidatesTags: sentToDownlines },
      'agent.collectFromDownline': { invalidatesTags: sentToDownlines },
      'agent.rebateSettings': { providesTags: ['Rebate'] },
      'agent.downlineRebates': {
        providesTags: (_r, _e, arg) => [{ type: 'Rebate', id: String(arg.customerId) }],
      },
      'agent.updateDownlineRebates': {
        invalidatesTags: (_r, e, arg) => (e ? [] : [{ type: 'Rebate', id: String(arg.customerId) }]),
      },
      // Credit mode: the report and a downline's type read afresh; a change re-reads them.
      'agent.downlineCreditLimit': { providesTags: [{ type: 'Downline', id: 'CREDIT' }] },
      'agent.downlineCreditType': { providesTags: [{ type: 'Downline', id: 'CREDIT' }] },
      'agent.createDownlineCreditLimit': { invalidatesTags: creditChanged },
      'agent.editDownlineCreditType': { invalidatesTags: creditChanged },
      'agent.resetDownlineCredit': { invalidatesTags: creditChanged },
      'agent.affiliateUrls': { providesTags: [{ type: 'Affiliate', id: LIST }] },
      'agent.createAffiliateUrl': {
        invalidatesTags: (_r, e) => (e ? [] : [{ type: 'Affiliate', id: LIST }]),
      },
      'agent.deleteAffiliateUrl': {
        invalidatesTags: (_r, e) => (e ? [] : [{ type: 'Affiliate', id: LIST }]),
      },
    }),
});

export const {
  useAgentAnnouncementsQuery,
  useLazyAgentAnnouncementsQuery,
  useAgentTeamOverviewQuery,
  useLazyAgentTeamOverviewQuery,
  useAgentTeamDailyQuery,
  useLazyAgentTeamDailyQuery,
  useAgentDownlinesQuery,
  useLazyAgentDownlinesQuery,
  useAgentCheckUsernameQuery,
  useLazyAgentCheckUsernameQuery,
  useAgentCreateDownlineMutation,
  useAgentDownlinePasswordMutation,
  useAgentDownlineNicknameMutation,
  useAgentDownlineMobileQuery,
  useLazyAgentDownlineMobileQuery,
  useAgentSetDownlineMobileMutation,
  useAgentPromoteDownlineMutation,
  useAgentChangeDownlinePermissionMutation,
  useAgentTransferDownlineMutation,
  useAgentTransferMultipleDownlineMutation,
  useAgentCollectFromDownlineMutation,
  useAgentCreateDownlineCreditLimitMutation,
  useAgentDownlineCreditLimitQuery,
  useLazyAgentDownlineCreditLimitQuery,
  useAgentDownlineCreditTypeQuery,
  useLazyAgentDownlineCreditTypeQuery,
  useAgentEditDownlineCreditTypeMutation,
  useAgentResetDownlineCreditMutation,
  useAgentRebateSettingsQuery,
  useLazyAgentRebateSettingsQuery,
  useAgentDownlineRebatesQuery,
  useLazyAgentDownlineRebatesQuery,
  useAgentUpdateDownlineRebatesMutation,
  useAgentAffiliateUrlsQuery,
  useLazyAgentAffiliateUrlsQuery,
  useAgentCreateAffiliateUrlMutation,
  useAgentDeleteAffiliateUrlMutation,
} = agentApi;
export { agentMeta };
