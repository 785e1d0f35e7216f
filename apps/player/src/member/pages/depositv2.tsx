import { Deposit } from '../cashier/Deposit.tsx';

/** Member centre page `depositv2` (the cashier; its parts are in ../cashier). */
export function Component() {
  return <Deposit />;
}
