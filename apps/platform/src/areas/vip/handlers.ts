import type { HandlerMap } from '../../http/types.ts';
import * as vip from './vip.ts';

/** VIP (areas/vip/vip.ts); the upgrade bonus is claimed through promotions.claim (UPGRADE-<level>). */
export const vipHandlers: HandlerMap = {
  'vip.rankProgress': ({ p, tenant, session }) => vip.rankProgress(p, tenant, session.customer),
  'vip.rankRule': ({ tenant }) => vip.rankRule(tenant),
  'vip.clubBenefit': ({ tenant }) => vip.clubBenefit(tenant),
  'vip.groupLevels': ({ tenant }) => vip.groupLevels(tenant),
};
