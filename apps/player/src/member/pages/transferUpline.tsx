import { TransferUpline } from '../cashier/TransferUpline.tsx';

/** Member centre page `transferUpline` (the cashier; its parts are in ../cashier). */
export function Component() {
  return <TransferUpline />;
}
