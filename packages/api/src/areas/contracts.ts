import type { Contract, contractsCalls } from '../contract/calls/contracts.ts';
import { contractsMeta } from '../contract/meta.generated.ts';
import type { TagDescription } from '@reduxjs/toolkit/query';
import { wlApi } from '../rtk/api.ts';
import { areaEndpoints } from '../rtk/endpoints.ts';
import { LIST, type TagType } from '../rtk/tags.ts';

type Info = { mine: Contract | null; downlines: Contract[] } | undefined;

/** An info answer provides its list and each contract in it. */
const providesContracts = (info: Info): TagDescription<TagType>[] => [
  { type: 'Contract', id: LIST },
  ...(info ? [info.mine, ...info.downlines].filter((c): c is Contract => !!c).map((c) => ({ type: 'Contract' as const, id: c.id })) : []),
];
/** An offer adds to the list; an action on a contract refreshes that contract (and its history and records). */
const offered = (_r: unknown, e: unknown): TagDescription<TagType>[] => (e ? [] : [{ type: 'Contract', id: LIST }]);
const acted = (_r: unknown, e: unknown, arg: { contractId: string | number }): TagDescription<TagType>[] =>
  e ? [] : [{ type: 'Contract', id: String(arg.contractId) }, { type: 'Contract', id: 'history' }, { type: 'ContractRecord', id: LIST }];

/** Salary and dividend contracts between an upline and its downline agents. */
export const contractsApi = wlApi.injectEndpoints({
  endpoints: (build) =>
    areaEndpoints<typeof contractsCalls>(build, contractsMeta, {
      // The simulator reads the team's bets and the contracts in force: fresh after any contract changes.
      'contracts.simulate': { providesTags: [{ type: 'Contract', id: LIST }, { type: 'ContractRecord', id: LIST }] },
      'contracts.dividendInfo': { providesTags: providesContracts },
      'contracts.dailySalaryInfo': { providesTags: providesContracts },
      'contracts.hourSalaryInfo': { providesTags: providesContracts },
      'contracts.realtimeSalaryInfo': { providesTags: providesContracts },
      'contracts.applyDividend': { invalidatesTags: offered },
      'contracts.applyDailySalary': { invalidatesTags: offered },
      'contracts.applyHourSalary': { invalidatesTags: offered },
      'contracts.assignRealtimeSalary': { invalidatesTags: offered },
      'contracts.processDividend': { invalidatesTags: acted },
      'contracts.processDailySalary': { invalidatesTags: acted },
      'contracts.processHourSalary': { invalidatesTags: acted },
      'contracts.processRealtimeSalary': { invalidatesTags: acted },
      'contracts.dividendHistory': { providesTags: [{ type: 'Contract', id: 'history' }] },
      'contracts.dividendRecords': { providesTags: [{ type: 'ContractRecord', id: LIST }] },
      'contracts.dailySalaryRecords': { providesTags: [{ type: 'ContractRecord', id: LIST }] },
      'contracts.hourSalaryRecords': { providesTags: [{ type: 'ContractRecord', id: LIST }] },
      'contracts.realtimeSalaryRecords': { providesTags: [{ type: 'ContractRecord', id: LIST }] },
    }),
});

export const {
  useContractsSimulateQuery,
  useLazyContractsSimulateQuery,
  useContractsDividendInfoQuery,
  useLazyContractsDividendInfoQuery,
  useContractsApplyDividendMutation,
  useContractsProcessDividendMutation,
  useContractsDividendHistoryQuery,
  useLazyContractsDividendHistoryQuery,
  useContractsDividendRecordsQuery,
  useLazyContractsDividendRecordsQuery,
  useContractsDailySalaryInfoQuery,
  useLazyContractsDailySalaryInfoQuery,
  useContractsApplyDailySalaryMutation,
  useContractsProcessDailySalaryMutation,
  useContractsDailySalaryRecordsQuery,
  useLazyContractsDailySalaryRecordsQuery,
  useContractsHourSalaryInfoQuery,
  useLazyContractsHourSalaryInfoQuery,
  useContractsApplyHourSalaryMutation,
  useContractsProcessHourSalaryMutation,
  useContractsHourSalaryRecordsQuery,
  useLazyContractsHourSalaryRecordsQuery,
  useContractsRealtimeSalaryInfoQuery,
  useLazyContractsRealtimeSalaryInfoQuery,
  useContractsAssignRealtimeSalaryMutation,
  useContractsProcessRealtimeSalaryMutation,
  useContractsRealtimeSalaryRecordsQuery,
  useLazyContractsRealtimeSalaryRecordsQuery,
} = contractsApi;
