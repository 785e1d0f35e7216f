import { ContractPage } from '../contracts/ContractPage.tsx';

/** agentHourSalary: the hourSalary contracts page. */
export default function HourSalaryPage() {
  return <ContractPage kind="hourSalary" />;
}
