// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import type { CallMeta } from '../define.ts';

export const missionsMeta = {
  'missions.summary': { name: 'missions.summary', area: 'missions', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getMissionSummaryDetails', moduleId: 'MISSIONLB3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['language'] },
  'missions.leaderboard': { name: 'missions.leaderboard', area: 'missions', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getMissionLeaderboard', moduleId: 'MISSIONLB3', auth: 'optional', encrypted: false, body: 'none' },
  'missions.milestones': { name: 'missions.milestones', area: 'missions', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getMissionMilestones', moduleId: 'MISSIONLB3', auth: 'token', encrypted: false, body: 'none' },
  'missions.rules': { name: 'missions.rules', area: 'missions', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getMissionRules', moduleId: 'MISSIONLB3', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['language'] },
  'missions.claim': { name: 'missions.claim', area: 'missions', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_claimMissionRewards', moduleId: 'MISSIONLB3', auth: 'token', audience: 'realMember', encrypted: false, body: 'json' },
} as const satisfies Readonly<Record<string, CallMeta>>;
