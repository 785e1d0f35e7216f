import type { HandlerMap } from '../../http/types.ts';
import * as missions from './missions.ts';

/** Missions (areas/missions/missions.ts). */
export const missionsHandlers: HandlerMap = {
  'missions.summary': ({ p, tenant, input, session, meta }) =>
    missions.summary(p, tenant, session.customer, input.language ?? meta.language),
  'missions.milestones': ({ p, tenant, input, session, meta }) =>
    missions.milestones(p, tenant, session.customer, input.missionId, meta.language),
  'missions.leaderboard': ({ p, tenant, input, session }) =>
    missions.leaderboard(p, tenant, input, session?.customer),
  'missions.rules': ({ tenant, input, meta }) => missions.rules(tenant, input.language ?? meta.language),
  'missions.claim': ({ p, tenant, input, session, meta }) =>
    missions.claim(p, tenant, session.customer, input.missionId, meta.idempotencyKey, meta.language),
};
