import type { HandlerMap } from '../../http/types.ts';
import * as pts from './points.ts';

/** The points mall (accounts §3, §4, §9; areas/points/points.ts). */
export const pointsHandlers: HandlerMap = {
  'points.balance': ({ p, session }) => pts.balanceView(p, session.customer.id),
  'points.rewards': ({ p, tenant, input }) => pts.rewards(p, tenant, input),
  'points.conversionTypes': ({ p, tenant }) => pts.conversionTypes(p, tenant),
  'points.config': ({ p, tenant }) => pts.config(p, tenant),
  'points.redeemList': ({ p, session, input }) => pts.redeemList(p, session.customer.id, input),
  'points.redeem': ({ p, tenant, input, session, meta }) => {
    const c = session.customer;
    return pts.redeem(p, tenant, c, input, meta.idempotencyKey);
  },
  'points.convert': ({ p, tenant, input, session, meta }) => {
    const c = session.customer;
    return pts.convert(p, tenant, c, input, meta.idempotencyKey);
  },
};
