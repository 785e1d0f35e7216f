import type { missionsCalls } from '../contract/calls/missions.ts';
import { missionsMeta } from '../contract/meta/missions.generated.ts';
import { wlApi } from '../rtk/api.ts';
import { areaEndpoints } from '../rtk/endpoints.ts';
import { MONEY_TAGS } from '../rtk/tags.ts';

/** Missions and the mission leaderboard. */
export const missionsApi = wlApi.injectEndpoints({
  endpoints: (build) =>
    areaEndpoints<typeof missionsCalls>(build, missionsMeta, {
      'missions.summary': { providesTags: ['Mission'] },
      'missions.leaderboard': { providesTags: ['Mission'] },
      'missions.milestones': { providesTags: ['Mission'] },
      'missions.claim': { invalidatesTags: (_r, e) => (e ? [] : ['Mission', ...MONEY_TAGS]) },
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
