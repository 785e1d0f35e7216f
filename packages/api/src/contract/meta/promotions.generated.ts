// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import { metaRows } from './rows.ts';

export const promotionsMeta = metaRows('promotions', {
  'promotions.available': ['GET /wps/relay/MCSFE_getAvailablePromotions', { moduleId: 'REWCEN3', requestAsIs: true, requestKeys: ['language'] }],
  'promotions.merchantAvailable': ['GET /wps/relay/MCSFE_getMerchantAvailablePromotions', { moduleId: 'REWCEN3', auth: 'none', requestAsIs: true, requestKeys: ['language'] }],
  'promotions.claimable': ['GET /wps/relay/MCSFE_getClaimPromotion', { moduleId: 'REWCEN3', requestAsIs: true, requestKeys: ['promotionType', 'status'] }],
  'promotions.claims': ['GET /wps/relay/MCS2_getPromotionClaimList', { moduleId: 'REWCEN3', requestAsIs: true, requestKeys: [] }],
  'promotions.claim': ['POST /wps/relay/MCSFE_claimIssuedPromotion', { moduleId: 'REWCEN3', audience: 'realMember' }],
  'promotions.claimRaffle': ['POST /wps/relay/MCSFE_claimRafflePromotion', { moduleId: 'REWCEN3', audience: 'realMember' }],
  'promotions.raffleStatus': ['GET /wps/relay/MCSFE_getRafflePromotionStatus', { moduleId: 'REWCEN3' }],
});
