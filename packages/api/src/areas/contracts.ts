import type { Contract, contractsCalls } from '../contract/calls/contracts.ts';
import { contractsMeta } from '../contract/meta/contracts.generated.ts';
import type { TagDescription } from '@reduxjs/toolkit/query';
import { wlApi } from '../rtk/api.ts';
import { areaEndpoints } from '../rtk/endpoints.ts';
import { LIST, type TagType } from '../rtk/tags.ts';

type Info = { mine: Contract | null; downlines: Contract[]; offers?: Contract[] } | undefined;

type Kind = 'dividend' | 'dailySalary' | 'hourSalary' | 'realtimeSalary';
/** The list of one kind's contracts (an accept changes others of its kind only). */
const kindList = (kind: Kind) => ({ type: 'Contract' as const, id: `${kind}:list` });

/** An info answer provides its list, its kind's list and each contract in it (mine, the offers waiting for me, my downlines'). */
const providesContracts =
  (kind: Kind) =>
  (info: Info): TagDescription<TagType>[] => [
    { type: 'Contract', id: LIST },
    kindList(kind),
    ...(info
      ? [info.mine, ...info.downlines, ...(info.offers ?? [])]
          .filter((c): c is Contract => !!c)
          .map((c) => ({ type: 'Contract' as const, id: c.id }))
      : []),
  ];
/** An offer adds to the list; an action on a contract refreshes that contract (and its history and records). */
const offered = (_r: unknown, e: unknown): TagDescription<TagType>[] =>
  e ? [] : [{ type: 'Contract', id: LIST }];
/**
 * An accept also changes other contracts of its kind: the one it replaces and, by the lower-rate rule, my downlines'
 * contracts above its rate (ended by the platform): that kind's list is read again.
 */
const acted =
  (kind: Kind) =>
  (
    _r: unknown,
    e: unknown,
    arg: { contractId: string | number; action?: string },
  ): TagDescription<TagType>[] =>
    e
      ? []
      : [
          { type: 'Contract', id: String(arg.contractId) },
          ...(arg.action === 'accept' ? [kindList(kind)] : []),
          { type: 'Contract', id: 'history' },
          { type: 'ContractRecord', id: LIST },
        ];

/** Salary and dividend contracts between an upline and its downline agents. */
export const contractsApi = wlApi.injectEndpoints({
  endpoints: (build) =>
    areaEndpoints<typeof contractsCalls>(build, contractsMeta, {
      // The simulator reads the team's bets and the contracts in force: fresh after any contract changes.
      'contracts.simulate': {
        providesTags: [
          { type: 'Contract', id: LIST },
          { type: 'ContractRecord', id: LIST },
        ],
      },
      'contracts.dividendInfo': { providesTags: providesContracts('dividend') },
      'contracts.dailySalaryInfo': { providesTags: providesContracts('dailySalary') },
      'contracts.hourSalaryInfo': { providesTags: providesContracts('hourSalary') },
      'contracts.realtimeSalaryInfo': { providesTags: providesContracts('realtimeSalary') },
      'contracts.applyDividend': { invalidatesTags: offered },
      'contracts.applyDailySalary': { invalidatesTags: offered },
      'contracts.applyHourSalary': { invalidatesTags: offered },
      'contracts.assignRealtimeSalary': { invalidatesTags: offered },
      'contracts.processDividend': { invalidatesTags: acted('dividend') },
      'contracts.processDailySalary': { invalidatesTags: acted('dailySalary') },
      'contracts.processHourSalary': { invalidatesTags: acted('hourSalary') },
      'contracts.processRealtimeSalary': { invalidatesTags: acted('realtimeSalary') },
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
export { contractsMeta };
