// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import { metaRows } from './rows.ts';

export const agentMeta = metaRows('agent', {
  'agent.announcements': ['GET /wps/agent/announcements', { moduleId: 'AGENTANNOUNCE3', audience: 'agent', requestAsIs: true, requestKeys: ['pageNo', 'pageSize'], requestNumberKeys: ['pageNo', 'pageSize'] }],
  'agent.teamOverview': ['GET /wps/relay/ODSFE2_getTeamOverview', { moduleId: 'AGEINFO3', audience: 'agent' }],
  'agent.teamDaily': ['GET /wps/relay/ODSFE2_getTeamOverviewDailyList', { moduleId: 'AGEINFO3', audience: 'agent' }],
  'agent.downlines': ['GET /wps/relay/ODSFE2_Subordinate', { moduleId: 'AGEDOWNMAN3', audience: 'agent' }],
  'agent.checkUsername': ['GET /wps/check/username', { moduleId: 'AGEREGDOWN3', audience: 'agent', requestAsIs: true, requestKeys: ['username'] }],
  'agent.createDownline': ['POST /wps/agent/downline', { moduleId: 'AGEREGDOWN3', audience: 'realAgent', encrypted: true, requestAsIs: true, requestKeys: ['username', 'password', 'type', 'nickname', 'rebateRate'] }],
  'agent.downlinePassword': ['PUT /wps/agent/downline/password', { moduleId: 'AGEDOWNMAN3', audience: 'realAgent', encrypted: true }],
  'agent.downlineNickname': ['PUT /wps/agent/downline/nickname2', { moduleId: 'AGEDOWNMOD2NDNICK3', audience: 'realAgent' }],
  'agent.downlineMobile': ['GET /wps/agent/downline/mobile', { moduleId: 'AGEDOWNMAN3', audience: 'agent' }],
  'agent.setDownlineMobile': ['PUT /wps/agent/downline/mobile', { moduleId: 'AGEDOWNMAN3', audience: 'realAgent' }],
  'agent.changeDownlinePermission': ['POST /wps/relay/passwordCheck/MCS2_changeDownlinePermission', { moduleId: 'AGEDOWNMAN3', audience: 'realAgent', encrypted: true }],
  'agent.promoteDownline': ['PUT /wps/agent/promoteDownlineToAgent', { moduleId: 'AGENTPROMOTE3', audience: 'realAgent' }],
  'agent.transferDownline': ['PUT /wps/agent/transferDownline', { moduleId: 'AGETRANSFERDOWN3', audience: 'realAgent', encrypted: true }],
  'agent.transferMultipleDownline': ['POST /wps/agent/transferMultipleDownline', { moduleId: 'AGENTRANSMULTDOWN3', audience: 'realAgent', encrypted: true }],
  'agent.collectFromDownline': ['POST /wps/relay/passwordCheck/MCSFE_collectFromDownline', { moduleId: 'CASHOUT3', audience: 'realAgent', encrypted: true }],
  'agent.rebateSettings': ['GET /wps/agent/globalRebateSettings', { moduleId: 'AGEREBATE3', audience: 'agent', requestAsIs: true, requestKeys: [] }],
  'agent.downlineRebates': ['GET /wps/relay/MCSFE_getDownlineRebates', { moduleId: 'AGEREBATE3', audience: 'agent' }],
  'agent.updateDownlineRebates': ['PUT /wps/agent/updateDownlineRebates', { moduleId: 'AGEREBATE3', audience: 'realAgent' }],
  'agent.affiliateUrls': ['GET /wps/agent/affiliateUrls', { moduleId: 'AFFMAN3', audience: 'agent', requestAsIs: true, requestKeys: ['pageNo', 'pageSize'], requestNumberKeys: ['pageNo', 'pageSize'] }],
  'agent.createAffiliateUrl': ['POST /wps/agent/affiliateUrl', { moduleId: 'CREATEAFF3', audience: 'realAgent', requestAsIs: true, requestKeys: ['type', 'expiryDays', 'domain', 'channel'] }],
  'agent.deleteAffiliateUrl': ['POST /wps/relay/MCSFE_deleteAffiliateUrl', { moduleId: 'AFFMAN3', audience: 'realAgent' }],
  'agent.createDownlineCreditLimit': ['POST /wps/relay/MCSFE_createDownlineCreditLimit', { moduleId: 'CREDITMAR3', audience: 'realAgent' }],
  'agent.downlineCreditLimit': ['GET /wps/relay/MCSFE_getDownlineCreditLimit', { moduleId: 'CREDITMAR3', audience: 'agent' }],
  'agent.downlineCreditType': ['GET /wps/relay/MCSFE_getDownlineCreditType', { moduleId: 'CREDITMAR3', audience: 'agent' }],
  'agent.editDownlineCreditType': ['POST /wps/relay/MCSFE_editDownlineCreditType', { moduleId: 'CREDITMAR3', audience: 'realAgent' }],
  'agent.resetDownlineCredit': ['POST /wps/relay/MCSFE_resetDownlineCredit', { moduleId: 'CREDITMAR3', audience: 'realAgent' }],
});
