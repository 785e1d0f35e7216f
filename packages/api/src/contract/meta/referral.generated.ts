// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import type { CallMeta } from '../define.ts';

export const referralMeta = {
  'referral.details': { name: 'referral.details', area: 'referral', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getReferralDetails', moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'none' },
  'referral.rules': { name: 'referral.rules', area: 'referral', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getReferralRules', moduleId: 'REWCEN3', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['language'] },
  'referral.list': { name: 'referral.list', area: 'referral', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getReferralList', moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['pageNo', 'pageSize'], requestNumberKeys: ['pageNo', 'pageSize'] },
  'referral.income': { name: 'referral.income', area: 'referral', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_referralMyIncomeOverview', moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['startDate', 'endDate'] },
} as const satisfies Readonly<Record<string, CallMeta>>;
