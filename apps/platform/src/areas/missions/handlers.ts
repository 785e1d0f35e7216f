import type { HandlerMap } from '../../http/types.ts';
import * as missions from './missions.ts';
import type { Answer, CallArgs } from '../../shared/call.ts';

function summary({
  p,
  tenant,
  input,
  session,
  meta,
}: CallArgs<'missions.summary'>): Answer<'missions.summary'> {
  return missions.summary(p, tenant, session.customer, input.language ?? meta.language);
}

function milestones({
  p,
  tenant,
  input,
  session,
  meta,
}: CallArgs<'missions.milestones'>): Answer<'missions.milestones'> {
  return missions.milestones(p, tenant, session.customer, input.missionId, meta.language);
}

function leaderboard({
  p,
  tenant,
  input,
  session,
}: CallArgs<'missions.leaderboard'>): Answer<'missions.leaderboard'> {
  return missions.leaderboard(p, tenant, input, session?.customer);
}

function rules({ tenant, input, meta }: CallArgs<'missions.rules'>): Answer<'missions.rules'> {
  return missions.rules(tenant, input.language ?? meta.language);
}

function claim({ p, tenant, input, session, meta }: CallArgs<'missions.claim'>): Answer<'missions.claim'> {
  return missions.claim(p, tenant, session.customer, input.missionId, meta.idempotencyKey, meta.language);
}

/** Missions (areas/missions/missions.ts). */
export const missionsHandlers: HandlerMap = {
  'missions.summary': summary,
  'missions.milestones': milestones,
  'missions.leaderboard': leaderboard,
  'missions.rules': rules,
  'missions.claim': claim,
};
