import { ContractPage } from '../contracts/ContractPage.tsx';

/** agentRealtimeSalary: the realtimeSalary contracts page. */
export default function RealtimeSalaryPage() {
  return <ContractPage kind="realtimeSalary" />;
}
