import { isApiError } from '@wl/api';
import * as contracts from '@wl/api/contracts';
import type { ContractKind } from '@wl/domain';
import type { ContractPageKind, TierInput } from './rules.ts';

/** A contract as the `*Info` calls answer it. */
export type ContractView = {
  id: string;
  kind: string;
  uplineAccount: string;
  downlineId: string;
  downlineAccount: string;
  period: string;
  status: string;
  tiers: TierInput[];
  terminationRequestedBy?: 'upline' | 'downline' | null | undefined;
  createdAt: number;
  updatedAt: number;
};
export type InfoData = {
  mine: ContractView | null;
  downlines: ContractView[];
  offers?: ContractView[];
  maxRate?: number | null;
};
export type QueryLike<T> = {
  data?: T | undefined;
  error?: unknown;
  isError: boolean;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};
export type MutationHook = () => readonly [
  (arg: never) => { unwrap: () => Promise<unknown> },
  { isLoading: boolean },
];

/** The calls of each kind. */
export const CALLS = {
  dailySalary: {
    info: contracts.useContractsDailySalaryInfoQuery,
    offer: contracts.useContractsApplyDailySalaryMutation,
    process: contracts.useContractsProcessDailySalaryMutation,
    records: contracts.useContractsDailySalaryRecordsQuery,
    lazyRecords: contracts.useLazyContractsDailySalaryRecordsQuery,
  },
  hourSalary: {
    info: contracts.useContractsHourSalaryInfoQuery,
    offer: contracts.useContractsApplyHourSalaryMutation,
    process: contracts.useContractsProcessHourSalaryMutation,
    records: contracts.useContractsHourSalaryRecordsQuery,
    lazyRecords: contracts.useLazyContractsHourSalaryRecordsQuery,
  },
  realtimeSalary: {
    info: contracts.useContractsRealtimeSalaryInfoQuery,
    offer: contracts.useContractsAssignRealtimeSalaryMutation,
    process: contracts.useContractsProcessRealtimeSalaryMutation,
    records: contracts.useContractsRealtimeSalaryRecordsQuery,
    lazyRecords: contracts.useLazyContractsRealtimeSalaryRecordsQuery,
  },
  dividend: {
    info: contracts.useContractsDividendInfoQuery,
    offer: contracts.useContractsApplyDividendMutation,
    process: contracts.useContractsProcessDividendMutation,
    records: contracts.useContractsDividendRecordsQuery,
    lazyRecords: contracts.useLazyContractsDividendRecordsQuery,
  },
} as const;

/** Settlement periods an upline may choose: a dividend has its own; salaries are settled per day, hour or 5 minutes (`DAILY`). */
/** A settlement period, as the platform names it (each has its words, `agentContracts:period.<period>`). */
export type Period = 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY';

export const PERIODS: Readonly<Record<ContractPageKind, readonly Period[]>> = {
  dividend: ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'],
  // The salary (spec: 'Salary periods: daily, weekly, semimonthly, monthly'); hourly and real-time are their own.
  dailySalary: ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'],
  hourSalary: ['DAILY'],
  realtimeSalary: ['DAILY'],
};

/** Whether the platform says this kind is not offered here (501, FUNCTION_NOT_AVAILABLE). */
export const notOffered = (error: unknown) =>
  isApiError(error) && (error.status === 501 || error.code === 'FUNCTION_NOT_AVAILABLE');

/** The domain's kind of a page's kind (the domain names the hourly salary `hourlySalary`). */
export const DOMAIN_KIND: Readonly<Record<ContractPageKind, ContractKind>> = {
  dailySalary: 'dailySalary',
  hourSalary: 'hourlySalary',
  realtimeSalary: 'realtimeSalary',
  dividend: 'dividend',
};
