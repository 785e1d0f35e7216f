import { ContractPage } from '../contracts/ContractPage.tsx';

/** agentDailyWages2: the dailySalary contracts page. */
export default function DailySalaryPage() {
  return <ContractPage kind="dailySalary" />;
}
