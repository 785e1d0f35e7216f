import type { HandlerMap } from '../../http/types.ts';
import * as promos from './promotions.ts';
import { claimHistory } from './rewards.ts';

/** Promotions and the reward centre (areas/promotions/promotions.ts). */
export const promotionsHandlers: HandlerMap = {
  'promotions.available': async ({ p, tenant, input, session, meta }) => {
    const list = await promos.memberPromotions(p, tenant, session.customer, input.language ?? meta.language);
    return { list, total: list.length };
  },
  'promotions.merchantAvailable': ({ p, tenant, input, meta }) => {
    const list = promos.guestPromotions(p, tenant, input.language ?? meta.language);
    return { list, total: list.length };
  },
  'promotions.claimable': ({ p, tenant, input, session, meta }) =>
    promos.claimable(p, tenant, session.customer, meta.language, input),
  'promotions.claims': ({ p, session }) => claimHistory(p, session.customer.id),
  'promotions.claim': ({ p, tenant, input, session, meta }) =>
    promos.claim(p, tenant, session.customer, input.id, meta.idempotencyKey, meta.language),
  'promotions.claimRaffle': ({ p, tenant, input, session, meta }) =>
    promos.claimRaffle(p, tenant, session.customer, input.promotionId, meta.idempotencyKey),
  'promotions.raffleStatus': ({ p, tenant, input, session }) =>
    promos.raffleStatus(p, tenant, session.customer, input.promotionId),
};
