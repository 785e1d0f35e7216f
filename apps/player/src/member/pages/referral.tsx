import { ComingSoon } from '../ComingSoon.tsx';

/** Member centre page `referral`: comes with the rewards issue; until then it says so (its menu entry and badge are here). */
export function Component() {
  return <ComingSoon />;
}
