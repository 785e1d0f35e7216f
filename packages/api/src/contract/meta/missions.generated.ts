// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import { metaRows } from './rows.ts';

export const missionsMeta = metaRows('missions', {
  'missions.summary': ['GET /wps/relay/MCSFE_getMissionSummaryDetails', { moduleId: 'MISSIONLB3', requestAsIs: true, requestKeys: ['language'] }],
  'missions.leaderboard': ['GET /wps/relay/MCSFE_getMissionLeaderboard', { moduleId: 'MISSIONLB3', auth: 'optional' }],
  'missions.milestones': ['GET /wps/relay/MCSFE_getMissionMilestones', { moduleId: 'MISSIONLB3' }],
  'missions.rules': ['GET /wps/relay/MCSFE_getMissionRules', { moduleId: 'MISSIONLB3', auth: 'none', requestAsIs: true, requestKeys: ['language'] }],
  'missions.claim': ['POST /wps/relay/MCSFE_claimMissionRewards', { moduleId: 'MISSIONLB3', audience: 'realMember' }],
});
