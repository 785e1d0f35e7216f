import type { HandlerMap } from '../../http/types.ts';
import { claim as claimPromotion } from './promotion-claims.ts';
import { claimRaffle as drawRaffleTicket, raffleStatus as raffleStatusOf } from './raffles.ts';
import { claimable as claimableOf, guestPromotions, memberPromotions } from './promotion-lists.ts';
import { claimHistory } from './rewards.ts';
import type { Answer, CallArgs, CallResult } from '../../shared/call.ts';

async function available({
  p,
  tenant,
  input,
  session,
  meta,
}: CallArgs<'promotions.available'>): Promise<CallResult<'promotions.available'>> {
  const list = await memberPromotions(p, tenant, session.customer, input.language ?? meta.language);
  return { list, total: list.length };
}

function merchantAvailable({
  p,
  tenant,
  input,
  meta,
}: CallArgs<'promotions.merchantAvailable'>): Answer<'promotions.merchantAvailable'> {
  const list = guestPromotions(p, tenant, input.language ?? meta.language);
  return { list, total: list.length };
}

function claimable({
  p,
  tenant,
  input,
  session,
  meta,
}: CallArgs<'promotions.claimable'>): Answer<'promotions.claimable'> {
  return claimableOf(p, tenant, session.customer, meta.language, input);
}

function claims({ p, session }: CallArgs<'promotions.claims'>): Answer<'promotions.claims'> {
  return claimHistory(p, session.customer.id);
}

function claim({
  p,
  tenant,
  input,
  session,
  meta,
}: CallArgs<'promotions.claim'>): Answer<'promotions.claim'> {
  return claimPromotion(p, tenant, session.customer, input.id, meta.idempotencyKey, meta.language);
}

function claimRaffle({
  p,
  tenant,
  input,
  session,
  meta,
}: CallArgs<'promotions.claimRaffle'>): Answer<'promotions.claimRaffle'> {
  return drawRaffleTicket(p, tenant, session.customer, input.promotionId, meta.idempotencyKey);
}

function raffleStatus({
  p,
  tenant,
  input,
  session,
}: CallArgs<'promotions.raffleStatus'>): Answer<'promotions.raffleStatus'> {
  return raffleStatusOf(p, tenant, session.customer, input.promotionId);
}

/** Promotions and the reward centre (areas/promotions/: promotion-lists.ts, promotion-claims.ts, raffles.ts). */
export const promotionsHandlers: HandlerMap = {
  'promotions.available': available,
  'promotions.merchantAvailable': merchantAvailable,
  'promotions.claimable': claimable,
  'promotions.claims': claims,
  'promotions.claim': claim,
  'promotions.claimRaffle': claimRaffle,
  'promotions.raffleStatus': raffleStatus,
};
