/** A mission as the platform gives it, and the query options of the missions' answers (asked again on each open). */
export type Mission = {
  missionId: string;
  title: string;
  description?: string;
  progress: number;
  score?: number;
  target: number;
  reward: number;
  claimableReward?: number;
  status: 'IN_PROGRESS' | 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';
  metric?: string;
  period?: string;
  endTime?: number;
  milestonesReached?: number;
  milestoneCount?: number;
};

export const FRESH = { refetchOnMountOrArgChange: true } as const;
