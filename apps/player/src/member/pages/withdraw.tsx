import { Withdraw } from '../cashier/Withdraw.tsx';

/** Member centre page `withdraw` (the cashier; its parts are in ../cashier). */
export function Component() {
  return <Withdraw />;
}
