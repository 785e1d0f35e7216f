import type { HandlerMap } from '../../http/types.ts';
import { balanceView } from './points.ts';
import {
  config as mallConfig,
  conversionTypes as conversionTypesOf,
  rewards as catalogueRewards,
} from './point-catalogue.ts';
import {
  convert as convertPoints,
  redeem as redeemReward,
  redeemList as redemptionsOf,
} from './point-spending.ts';
import type { Answer, CallArgs } from '../../shared/call.ts';

function balance({ p, session }: CallArgs<'points.balance'>): Answer<'points.balance'> {
  return balanceView(p, session.customer.id);
}

function rewards({ p, tenant, input }: CallArgs<'points.rewards'>): Answer<'points.rewards'> {
  return catalogueRewards(p, tenant, input);
}

function conversionTypes({
  p,
  tenant,
}: CallArgs<'points.conversionTypes'>): Answer<'points.conversionTypes'> {
  return conversionTypesOf(p, tenant);
}

function config({ p, tenant }: CallArgs<'points.config'>): Answer<'points.config'> {
  return mallConfig(p, tenant);
}

function redeemList({ p, session, input }: CallArgs<'points.redeemList'>): Answer<'points.redeemList'> {
  return redemptionsOf(p, session.customer.id, input);
}

function redeem({ p, tenant, input, session, meta }: CallArgs<'points.redeem'>): Answer<'points.redeem'> {
  const c = session.customer;
  return redeemReward(p, tenant, c, input, meta.idempotencyKey);
}

function convert({ p, tenant, input, session, meta }: CallArgs<'points.convert'>): Answer<'points.convert'> {
  const c = session.customer;
  return convertPoints(p, tenant, c, input, meta.idempotencyKey);
}

/** The points mall (accounts §3, §4, §9; areas/points/points.ts, point-catalogue.ts, point-spending.ts). */
export const pointsHandlers: HandlerMap = {
  'points.balance': balance,
  'points.rewards': rewards,
  'points.conversionTypes': conversionTypes,
  'points.config': config,
  'points.redeemList': redeemList,
  'points.redeem': redeem,
  'points.convert': convert,
};
