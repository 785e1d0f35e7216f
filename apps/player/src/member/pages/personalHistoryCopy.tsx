import { BetRecords } from '../records/BetRecords.tsx';

/** Member centre page `personalHistoryCopy`: the betting records per category. */
export function Component() {
  return <BetRecords />;
}
