import { ProfitReport } from '../records/ProfitReport.tsx';

/** Member centre page `personalProfit`: profit and loss by period and by category, with a chart. */
export function Component() {
  return <ProfitReport />;
}
