import { TransactionRecords } from '../records/TransactionRecords.tsx';

/** Member centre page `transactionHistory`: the account record. */
export function Component() {
  return <TransactionRecords />;
}
