// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import type { CallMeta } from '../define.ts';

export const protectionMeta = {
  'protection.status': { name: 'protection.status', area: 'protection', kind: 'query', method: 'GET', path: '/wps/member/responsibleGaming', moduleId: 'RESPGAM3', auth: 'token', audience: 'realMember', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'protection.setLimit': { name: 'protection.setLimit', area: 'protection', kind: 'mutation', method: 'PUT', path: '/wps/member/responsibleGaming/limit', moduleId: 'RESPGAM3', auth: 'token', audience: 'realMember', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['kind', 'value'] },
  'protection.setRealityCheck': { name: 'protection.setRealityCheck', area: 'protection', kind: 'mutation', method: 'PUT', path: '/wps/member/responsibleGaming/realityCheck', moduleId: 'RESPGAM3', auth: 'token', audience: 'realMember', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['everyMinutes'] },
  'protection.takeBreak': { name: 'protection.takeBreak', area: 'protection', kind: 'mutation', method: 'POST', path: '/wps/member/responsibleGaming/break', moduleId: 'RESPGAM3', auth: 'token', audience: 'realMember', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['kind', 'period'] },
  'protection.session': { name: 'protection.session', area: 'protection', kind: 'query', method: 'GET', path: '/wps/member/responsibleGaming/session', moduleId: 'RESPGAM3', auth: 'token', audience: 'realMember', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'protection.history': { name: 'protection.history', area: 'protection', kind: 'query', method: 'GET', path: '/wps/member/responsibleGaming/history', moduleId: 'RESPGAM3', auth: 'token', audience: 'realMember', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['pageNo', 'pageSize'], requestNumberKeys: ['pageNo', 'pageSize'] },
} as const satisfies Readonly<Record<string, CallMeta>>;
