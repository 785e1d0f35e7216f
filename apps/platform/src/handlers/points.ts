import type { HandlerMap } from '../http/types.ts';
import { sessionOf } from '../http/types.ts';
import { trialRefused } from '../http/errors.ts';
import { isTrial } from '../services/rules.ts';
import * as pts from '../services/points.ts';

/** The points mall (accounts §3, §4, §9; services/points.ts). */
export const pointsHandlers: HandlerMap = {
  'points.balance': ({ p, session }) => pts.balanceView(p, sessionOf({ session }).customer.id),
  'points.rewards': ({ p, tenant, input }) => pts.rewards(p, tenant, input),
  'points.conversionTypes': ({ p, tenant }) => pts.conversionTypes(p, tenant),
  'points.config': ({ p, tenant }) => pts.config(p, tenant),
  'points.redeemList': ({ p, session, input }) =>
    pts.redeemList(p, sessionOf({ session }).customer.id, input),
  'points.redeem': ({ p, tenant, input, session, meta }) => {
    const c = sessionOf({ session }).customer;
    if (isTrial(c.type)) throw trialRefused();
    return pts.redeem(p, tenant, c, input, meta.idempotencyKey);
  },
  'points.convert': ({ p, tenant, input, session, meta }) => {
    const c = sessionOf({ session }).customer;
    if (isTrial(c.type)) throw trialRefused();
    return pts.convert(p, tenant, c, input, meta.idempotencyKey);
  },
};
