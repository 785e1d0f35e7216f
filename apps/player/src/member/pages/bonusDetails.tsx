import { BonusRecords } from '../records/BonusRecords.tsx';

/** Member centre page `bonusDetails`: each bonus with its turnover progress. */
export function Component() {
  return <BonusRecords />;
}
