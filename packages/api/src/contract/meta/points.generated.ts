// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import type { CallMeta } from '../define.ts';

export const pointsMeta = {
  'points.balance': { name: 'points.balance', area: 'points', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getPointBalance', moduleId: 'PTSYS3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'points.rewards': { name: 'points.rewards', area: 'points', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getPointReward', moduleId: 'PTSYS3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['pageNo', 'pageSize'], requestNumberKeys: ['pageNo', 'pageSize'] },
  'points.conversionTypes': { name: 'points.conversionTypes', area: 'points', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getPointRewardConversionType', moduleId: 'PTSYS3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'points.config': { name: 'points.config', area: 'points', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getPointConfig', moduleId: 'PTSYS3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'points.redeemList': { name: 'points.redeemList', area: 'points', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getRedeemPointList', moduleId: 'PTSYS3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['pageNo', 'pageSize'], requestNumberKeys: ['pageNo', 'pageSize'] },
  'points.redeem': { name: 'points.redeem', area: 'points', kind: 'mutation', method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_redeemPointReward', moduleId: 'PTSYS3', auth: 'token', audience: 'realMember', encrypted: true, body: 'json' },
  'points.convert': { name: 'points.convert', area: 'points', kind: 'mutation', method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_convertPoint', moduleId: 'PTSYS3', auth: 'token', audience: 'realMember', encrypted: true, body: 'json', requestAsIs: true, requestKeys: ['points', 'type', 'paymentPassword'] },
} as const satisfies Readonly<Record<string, CallMeta>>;
