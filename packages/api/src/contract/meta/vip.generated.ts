// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import { metaRows } from './rows.ts';

export const vipMeta = metaRows('vip', {
  'vip.rankProgress': ['GET /wps/relay/MCSFE_getPlayerRankProgress', { moduleId: 'MEMCLUB3', requestAsIs: true, requestKeys: [] }],
  'vip.rankRule': ['GET /wps/relay/MCSFE_getPlayerRankRule', { moduleId: 'MEMCLUB3', auth: 'none', requestAsIs: true, requestKeys: ['language'] }],
  'vip.clubBenefit': ['GET /wps/relay/MCSFE_getMemberClubBenefit', { moduleId: 'MEMCLUB3', auth: 'optional', requestAsIs: true, requestKeys: [] }],
  'vip.groupLevels': ['GET /wps/relay/MCSFE_getPlayerRankGroupLevels', { moduleId: 'MEMCLUB3', auth: 'optional', requestAsIs: true, requestKeys: [] }],
});
