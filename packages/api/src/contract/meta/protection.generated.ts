// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import { metaRows } from './rows.ts';

export const protectionMeta = metaRows('protection', {
  'protection.status': ['GET /wps/member/responsibleGaming', { moduleId: 'RESPGAM3', audience: 'realMember', requestAsIs: true, requestKeys: [] }],
  'protection.setLimit': ['PUT /wps/member/responsibleGaming/limit', { moduleId: 'RESPGAM3', audience: 'realMember', requestAsIs: true, requestKeys: ['kind', 'value'] }],
  'protection.setRealityCheck': ['PUT /wps/member/responsibleGaming/realityCheck', { moduleId: 'RESPGAM3', audience: 'realMember', requestAsIs: true, requestKeys: ['everyMinutes'] }],
  'protection.takeBreak': ['POST /wps/member/responsibleGaming/break', { moduleId: 'RESPGAM3', audience: 'realMember', requestAsIs: true, requestKeys: ['kind', 'period'] }],
  'protection.session': ['GET /wps/member/responsibleGaming/session', { moduleId: 'RESPGAM3', audience: 'realMember', requestAsIs: true, requestKeys: [] }],
  'protection.history': ['GET /wps/member/responsibleGaming/history', { moduleId: 'RESPGAM3', audience: 'realMember', requestAsIs: true, requestKeys: ['pageNo', 'pageSize'], requestNumberKeys: ['pageNo', 'pageSize'] }],
});
