import { RewardCentre } from '../rewards/RewardCentre.tsx';

/** Member centre page `rewardCenter`: promotions to claim, every promotion with its status, the claims made. */
export function Component() {
  return <RewardCentre />;
}
