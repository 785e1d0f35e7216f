import type { missionsCalls } from '../contract/calls/missions.ts';
import { missionsMeta } from '../contract/meta/missions.generated.ts';
import { wlApi } from '../rtk/api.ts';
import { areaEndpoints } from '../rtk/endpoints.ts';
import { LIST, MONEY_TAGS } from '../rtk/tags.ts';

/** Missions and the mission leaderboard. */
export const missionsApi = wlApi.injectEndpoints({
  endpoints: (build) =>
    areaEndpoints<typeof missionsCalls>(build, missionsMeta, {
      'missions.summary': { providesTags: ['Mission'] },
      'missions.leaderboard': { providesTags: ['Mission'] },
      'missions.milestones': { providesTags: ['Mission'] },
      // A mission reward is also a promotion of the reward centre (MISSION).
      'missions.claim': {
        invalidatesTags: (_r, e) => (e ? [] : ['Mission', { type: 'Promotion', id: LIST }, ...MONEY_TAGS]),
      },
    }),
});

export const {
  useMissionsSummaryQuery,
  useLazyMissionsSummaryQuery,
  useMissionsLeaderboardQuery,
  useLazyMissionsLeaderboardQuery,
  useMissionsMilestonesQuery,
  useLazyMissionsMilestonesQuery,
  useMissionsRulesQuery,
  useLazyMissionsRulesQuery,
  useMissionsClaimMutation,
} = missionsApi;
export { missionsMeta };
