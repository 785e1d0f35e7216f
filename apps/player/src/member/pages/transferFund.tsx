import { TransferFund } from '../cashier/TransferFund.tsx';

/** Member centre page `transferFund` (the cashier; its parts are in ../cashier). */
export function Component() {
  return <TransferFund />;
}
