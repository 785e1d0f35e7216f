import type { HandlerMap } from '../../http/types.ts';
import * as vip from './vip.ts';
import type { Answer, CallArgs } from '../../shared/call.ts';

function rankProgress({ p, tenant, session }: CallArgs<'vip.rankProgress'>): Answer<'vip.rankProgress'> {
  return vip.rankProgress(p, tenant, session.customer);
}

function rankRule({ tenant }: CallArgs<'vip.rankRule'>): Answer<'vip.rankRule'> {
  return vip.rankRule(tenant);
}

function clubBenefit({ tenant }: CallArgs<'vip.clubBenefit'>): Answer<'vip.clubBenefit'> {
  return vip.clubBenefit(tenant);
}

function groupLevels({ tenant }: CallArgs<'vip.groupLevels'>): Answer<'vip.groupLevels'> {
  return vip.groupLevels(tenant);
}

/** VIP (areas/vip/vip.ts); the upgrade bonus is claimed through promotions.claim (UPGRADE-<level>). */
export const vipHandlers: HandlerMap = {
  'vip.rankProgress': rankProgress,
  'vip.rankRule': rankRule,
  'vip.clubBenefit': clubBenefit,
  'vip.groupLevels': groupLevels,
};
