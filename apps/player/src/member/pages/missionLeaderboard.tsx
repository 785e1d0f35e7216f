import { Missions } from '../rewards/Missions.tsx';

/** Member centre page `missionLeaderboard`: mission summary, milestones with progress, claims, the leaderboard and the rules. */
export function Component() {
  return <Missions />;
}
