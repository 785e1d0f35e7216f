// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import type { CallMeta } from '../define.ts';

export const vipMeta = {
  'vip.rankProgress': { name: 'vip.rankProgress', area: 'vip', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getPlayerRankProgress', moduleId: 'MEMCLUB3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'vip.rankRule': { name: 'vip.rankRule', area: 'vip', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getPlayerRankRule', moduleId: 'MEMCLUB3', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['language'] },
  'vip.clubBenefit': { name: 'vip.clubBenefit', area: 'vip', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getMemberClubBenefit', moduleId: 'MEMCLUB3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'vip.groupLevels': { name: 'vip.groupLevels', area: 'vip', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getPlayerRankGroupLevels', moduleId: 'MEMCLUB3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
} as const satisfies Readonly<Record<string, CallMeta>>;
