// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import type { CallMeta } from '../define.ts';

export const promotionsMeta = {
  'promotions.available': { name: 'promotions.available', area: 'promotions', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getAvailablePromotions', moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['language'] },
  'promotions.merchantAvailable': { name: 'promotions.merchantAvailable', area: 'promotions', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getMerchantAvailablePromotions', moduleId: 'REWCEN3', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['language'] },
  'promotions.claimable': { name: 'promotions.claimable', area: 'promotions', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getClaimPromotion', moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['promotionType', 'status'] },
  'promotions.claims': { name: 'promotions.claims', area: 'promotions', kind: 'query', method: 'GET', path: '/wps/relay/MCS2_getPromotionClaimList', moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'promotions.claim': { name: 'promotions.claim', area: 'promotions', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_claimIssuedPromotion', moduleId: 'REWCEN3', auth: 'token', audience: 'realMember', encrypted: false, body: 'json' },
  'promotions.claimRaffle': { name: 'promotions.claimRaffle', area: 'promotions', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_claimRafflePromotion', moduleId: 'REWCEN3', auth: 'token', audience: 'realMember', encrypted: false, body: 'json' },
  'promotions.raffleStatus': { name: 'promotions.raffleStatus', area: 'promotions', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getRafflePromotionStatus', moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'none' },
} as const satisfies Readonly<Record<string, CallMeta>>;
