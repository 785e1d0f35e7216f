import type { HandlerMap } from '../../http/types.ts';
import * as pts from './points.ts';
import type { Answer, CallArgs } from '../../shared/call.ts';

function balance({ p, session }: CallArgs<'points.balance'>): Answer<'points.balance'> {
  return pts.balanceView(p, session.customer.id);
}

function rewards({ p, tenant, input }: CallArgs<'points.rewards'>): Answer<'points.rewards'> {
  return pts.rewards(p, tenant, input);
}

function conversionTypes({
  p,
  tenant,
}: CallArgs<'points.conversionTypes'>): Answer<'points.conversionTypes'> {
  return pts.conversionTypes(p, tenant);
}

function config({ p, tenant }: CallArgs<'points.config'>): Answer<'points.config'> {
  return pts.config(p, tenant);
}

function redeemList({ p, session, input }: CallArgs<'points.redeemList'>): Answer<'points.redeemList'> {
  return pts.redeemList(p, session.customer.id, input);
}

function redeem({ p, tenant, input, session, meta }: CallArgs<'points.redeem'>): Answer<'points.redeem'> {
  const c = session.customer;
  return pts.redeem(p, tenant, c, input, meta.idempotencyKey);
}

function convert({ p, tenant, input, session, meta }: CallArgs<'points.convert'>): Answer<'points.convert'> {
  const c = session.customer;
  return pts.convert(p, tenant, c, input, meta.idempotencyKey);
}

/** The points mall (accounts §3, §4, §9; areas/points/points.ts). */
export const pointsHandlers: HandlerMap = {
  'points.balance': balance,
  'points.rewards': rewards,
  'points.conversionTypes': conversionTypes,
  'points.config': config,
  'points.redeemList': redeemList,
  'points.redeem': redeem,
  'points.convert': convert,
};
