import { PlayerRank } from '../rewards/PlayerRank.tsx';

/** Member centre page `playerRank` (VIP level): level and label, progress, upgrade bonus, levels and benefits, rules. */
export function Component() {
  return <PlayerRank />;
}
