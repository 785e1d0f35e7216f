// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import type { CallMeta } from '../define.ts';

export const agentMeta = {
  'agent.announcements': { name: 'agent.announcements', area: 'agent', kind: 'query', method: 'GET', path: '/wps/agent/announcements', moduleId: 'AGENTANNOUNCE3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['pageNo', 'pageSize'], requestNumberKeys: ['pageNo', 'pageSize'] },
  'agent.teamOverview': { name: 'agent.teamOverview', area: 'agent', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_getTeamOverview', moduleId: 'AGEINFO3', auth: 'token', encrypted: false, body: 'none' },
  'agent.teamDaily': { name: 'agent.teamDaily', area: 'agent', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_getTeamOverviewDailyList', moduleId: 'AGEINFO3', auth: 'token', encrypted: false, body: 'none' },
  'agent.downlines': { name: 'agent.downlines', area: 'agent', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_Subordinate', moduleId: 'AGEDOWNMAN3', auth: 'token', encrypted: false, body: 'none' },
  'agent.checkUsername': { name: 'agent.checkUsername', area: 'agent', kind: 'query', method: 'GET', path: '/wps/check/username', moduleId: 'AGEREGDOWN3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['username'] },
  'agent.createDownline': { name: 'agent.createDownline', area: 'agent', kind: 'mutation', method: 'POST', path: '/wps/agent/downline', moduleId: 'AGEREGDOWN3', auth: 'token', encrypted: true, body: 'json', requestAsIs: true, requestKeys: ['username', 'password', 'type', 'nickname', 'rebateRate'] },
  'agent.downlinePassword': { name: 'agent.downlinePassword', area: 'agent', kind: 'mutation', method: 'PUT', path: '/wps/agent/downline/password', moduleId: 'AGEDOWNMAN3', auth: 'token', encrypted: true, body: 'json' },
  'agent.downlineNickname': { name: 'agent.downlineNickname', area: 'agent', kind: 'mutation', method: 'PUT', path: '/wps/agent/downline/nickname2', moduleId: 'AGEDOWNMOD2NDNICK3', auth: 'token', encrypted: false, body: 'json' },
  'agent.downlineMobile': { name: 'agent.downlineMobile', area: 'agent', kind: 'query', method: 'GET', path: '/wps/agent/downline/mobile', moduleId: 'AGEDOWNMAN3', auth: 'token', encrypted: false, body: 'none' },
  'agent.setDownlineMobile': { name: 'agent.setDownlineMobile', area: 'agent', kind: 'mutation', method: 'PUT', path: '/wps/agent/downline/mobile', moduleId: 'AGEDOWNMAN3', auth: 'token', encrypted: false, body: 'json' },
  'agent.changeDownlinePermission': { name: 'agent.changeDownlinePermission', area: 'agent', kind: 'mutation', method: 'POST', path: '/wps/relay/passwordCheck/MCS2_changeDownlinePermission', moduleId: 'AGEDOWNMAN3', auth: 'token', encrypted: true, body: 'json' },
  'agent.promoteDownline': { name: 'agent.promoteDownline', area: 'agent', kind: 'mutation', method: 'PUT', path: '/wps/agent/promoteDownlineToAgent', moduleId: 'AGENTPROMOTE3', auth: 'token', encrypted: false, body: 'json' },
  'agent.transferDownline': { name: 'agent.transferDownline', area: 'agent', kind: 'mutation', method: 'PUT', path: '/wps/agent/transferDownline', moduleId: 'AGETRANSFERDOWN3', auth: 'token', encrypted: true, body: 'json' },
  'agent.transferMultipleDownline': { name: 'agent.transferMultipleDownline', area: 'agent', kind: 'mutation', method: 'POST', path: '/wps/agent/transferMultipleDownline', moduleId: 'AGENTRANSMULTDOWN3', auth: 'token', encrypted: true, body: 'json' },
  'agent.collectFromDownline': { name: 'agent.collectFromDownline', area: 'agent', kind: 'mutation', method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_collectFromDownline', moduleId: 'CASHOUT3', auth: 'token', encrypted: true, body: 'json' },
  'agent.rebateSettings': { name: 'agent.rebateSettings', area: 'agent', kind: 'query', method: 'GET', path: '/wps/agent/globalRebateSettings', moduleId: 'AGEREBATE3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'agent.downlineRebates': { name: 'agent.downlineRebates', area: 'agent', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getDownlineRebates', moduleId: 'AGEREBATE3', auth: 'token', encrypted: false, body: 'none' },
  'agent.updateDownlineRebates': { name: 'agent.updateDownlineRebates', area: 'agent', kind: 'mutation', method: 'PUT', path: '/wps/agent/updateDownlineRebates', moduleId: 'AGEREBATE3', auth: 'token', encrypted: false, body: 'json' },
  'agent.affiliateUrls': { name: 'agent.affiliateUrls', area: 'agent', kind: 'query', method: 'GET', path: '/wps/agent/affiliateUrls', moduleId: 'AFFMAN3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['pageNo', 'pageSize'], requestNumberKeys: ['pageNo', 'pageSize'] },
  'agent.createAffiliateUrl': { name: 'agent.createAffiliateUrl', area: 'agent', kind: 'mutation', method: 'POST', path: '/wps/agent/affiliateUrl', moduleId: 'CREATEAFF3', auth: 'token', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['type', 'expiryDays', 'domain', 'channel'] },
  'agent.deleteAffiliateUrl': { name: 'agent.deleteAffiliateUrl', area: 'agent', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_deleteAffiliateUrl', moduleId: 'AFFMAN3', auth: 'token', encrypted: false, body: 'json' },
} as const satisfies Readonly<Record<string, CallMeta>>;
