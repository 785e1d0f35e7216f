import { z } from 'zod';
import { defineCalls } from '../define.ts';
import { empty, id, language, listOf, money } from '../common.ts';
import { relay } from './paths.ts';

/** Activity statuses (accounts §4) and claimable types (protocol-notes §1.6). */
export const promotion = z.looseObject({
  id: id,
  title: z.string(),
  promotionType: z.string(),
  status: z.string(),
  content: z.string().optional(),
  imageUrl: z.string().optional(),
  bonus: money.optional(),
  startTime: z.number().optional(),
  endTime: z.number().optional(),
  claimable: z.boolean().optional(),
});
export type Promotion = z.output<typeof promotion>;

export const promotionsCalls = defineCalls('promotions', {
  available: {
    method: 'GET', path: relay('MCSFE_getAvailablePromotions'), moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: z.object({ language: language.optional() }), response: listOf(promotion),
    description: 'Promotions available to the member (reward centre).',
  },
  merchantAvailable: {
    method: 'GET', path: relay('MCSFE_getMerchantAvailablePromotions'), moduleId: 'REWCEN3', auth: 'none', encrypted: false, body: 'none', source: 'notes',
    request: z.object({ language: language.optional() }), response: listOf(promotion),
    description: "The tenant's promotions for guests.",
  },
  claimable: {
    method: 'GET', path: relay('MCSFE_getClaimPromotion'), moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: z.object({ promotionType: z.string().optional(), status: z.string().optional() }), response: listOf(promotion),
    description: 'Issued promotions to claim, by type and status.',
  },
  claims: {
    method: 'GET', path: relay('MCS2_getPromotionClaimList'), moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: empty,
    response: listOf(z.looseObject({ id: id, promotionId: id, title: z.string(), amount: money, status: z.string(), createTime: z.number() })),
    description: 'Claim history (bonus details).',
  },
  claim: {
    method: 'POST', path: relay('MCSFE_claimIssuedPromotion'), moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'json', source: 'notes',
    request: z.object({ id: id }), response: z.looseObject({ amount: money, status: z.string() }),
    description: 'Claim an issued promotion: the bonus is credited to the main wallet.',
  },
  claimRaffle: {
    method: 'POST', path: relay('MCSFE_claimRafflePromotion'), moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'json', source: 'spec',
    request: z.object({ promotionId: id }), response: z.looseObject({ prize: z.string().optional(), amount: money, status: z.string() }),
    description: 'Raffle promotion claim.',
  },
  raffleStatus: {
    method: 'GET', path: relay('MCSFE_getRafflePromotionStatus'), moduleId: 'REWCEN3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: z.object({ promotionId: id }), response: z.looseObject({ status: z.string(), ticketsLeft: z.number().optional() }),
    description: 'Raffle status of a promotion.',
  },
});
