// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import { metaRows } from './rows.ts';

export const referralMeta = metaRows('referral', {
  'referral.details': ['GET /wps/relay/MCSFE_getReferralDetails', { moduleId: 'REWCEN3' }],
  'referral.rules': ['GET /wps/relay/MCSFE_getReferralRules', { moduleId: 'REWCEN3', auth: 'none', requestAsIs: true, requestKeys: ['language'] }],
  'referral.list': ['GET /wps/relay/MCSFE_getReferralList', { moduleId: 'REWCEN3', requestAsIs: true, requestKeys: ['pageNo', 'pageSize'], requestNumberKeys: ['pageNo', 'pageSize'] }],
  'referral.income': ['GET /wps/relay/ODSFE2_referralMyIncomeOverview', { moduleId: 'REWCEN3', requestAsIs: true, requestKeys: ['startDate', 'endDate'] }],
});
