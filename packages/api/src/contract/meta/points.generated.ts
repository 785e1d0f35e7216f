// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import { metaRows } from './rows.ts';

export const pointsMeta = metaRows('points', {
  'points.balance': ['GET /wps/relay/MCSFE_getPointBalance', { moduleId: 'PTSYS3', requestAsIs: true, requestKeys: [] }],
  'points.rewards': ['GET /wps/relay/MCSFE_getPointReward', { moduleId: 'PTSYS3', auth: 'optional', requestAsIs: true, requestKeys: ['pageNo', 'pageSize'], requestNumberKeys: ['pageNo', 'pageSize'] }],
  'points.conversionTypes': ['GET /wps/relay/MCSFE_getPointRewardConversionType', { moduleId: 'PTSYS3', auth: 'optional', requestAsIs: true, requestKeys: [] }],
  'points.config': ['GET /wps/relay/MCSFE_getPointConfig', { moduleId: 'PTSYS3', auth: 'optional', requestAsIs: true, requestKeys: [] }],
  'points.redeemList': ['GET /wps/relay/MCSFE_getRedeemPointList', { moduleId: 'PTSYS3', requestAsIs: true, requestKeys: ['pageNo', 'pageSize'], requestNumberKeys: ['pageNo', 'pageSize'] }],
  'points.redeem': ['POST /wps/relay/passwordCheck/MCSFE_redeemPointReward', { moduleId: 'PTSYS3', audience: 'realMember', encrypted: true }],
  'points.convert': ['POST /wps/relay/passwordCheck/MCSFE_convertPoint', { moduleId: 'PTSYS3', audience: 'realMember', encrypted: true, requestAsIs: true, requestKeys: ['points', 'type', 'paymentPassword'] }],
});
