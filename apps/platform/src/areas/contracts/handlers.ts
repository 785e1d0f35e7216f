/**
 * Contracts area (issue 15, platform half): the four kinds (dividend, daily, hourly and real-time salary), each with
 * its info, offer, process and records calls, plus the history of actions; areas/contracts/contracts.ts keeps the rows and
 * the access (agents; a trial account reads an empty centre and is refused every action), and
 * areas/contracts/settlement.ts pays the periods (dev.settleContracts runs it now).
 */
import type { HandlerMap } from '../../http/types.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { settleContracts } from './settlement.ts';
import { simulateContract } from './simulator.ts';
import {
  contractHistory,
  contractInfo,
  contractRecords,
  offerContract,
  processContract,
} from './contracts.ts';
import { rangeOf } from '../reports/records.ts';

export const contractsHandlers: HandlerMap = {
  'contracts.simulate': ({ p, tenant, input, session }) =>
    simulateContract(p, tenant, session.customer, input),

  'contracts.dividendInfo': ({ p, tenant, session }) => contractInfo(p, tenant, session.customer, 'dividend'),
  'contracts.applyDividend': ({ p, tenant, input, session }) =>
    offerContract(p, tenant, session.customer, 'dividend', input),
  'contracts.processDividend': ({ p, tenant, input, session }) =>
    processContract(p, tenant, session.customer, 'dividend', input),
  'contracts.dividendHistory': ({ p, tenant, input, session }) =>
    contractHistory(p, tenant, session.customer, input.contractId),
  'contracts.dividendRecords': ({ p, tenant, input, session }) =>
    contractRecords(p, tenant, session.customer, 'dividend', rangeOf(p, input)),

  'contracts.dailySalaryInfo': ({ p, tenant, session }) =>
    contractInfo(p, tenant, session.customer, 'dailySalary'),
  'contracts.applyDailySalary': ({ p, tenant, input, session }) =>
    offerContract(p, tenant, session.customer, 'dailySalary', input),
  'contracts.processDailySalary': ({ p, tenant, input, session }) =>
    processContract(p, tenant, session.customer, 'dailySalary', input),
  'contracts.dailySalaryRecords': ({ p, tenant, input, session }) =>
    contractRecords(p, tenant, session.customer, 'dailySalary', rangeOf(p, input)),

  'contracts.hourSalaryInfo': ({ p, tenant, session }) =>
    contractInfo(p, tenant, session.customer, 'hourSalary'),
  'contracts.applyHourSalary': ({ p, tenant, input, session }) =>
    offerContract(p, tenant, session.customer, 'hourSalary', input),
  'contracts.processHourSalary': ({ p, tenant, input, session }) =>
    processContract(p, tenant, session.customer, 'hourSalary', input),
  'contracts.hourSalaryRecords': ({ p, tenant, input, session }) =>
    contractRecords(p, tenant, session.customer, 'hourSalary', rangeOf(p, input)),

  'contracts.realtimeSalaryInfo': ({ p, tenant, session }) =>
    contractInfo(p, tenant, session.customer, 'realtimeSalary'),
  'contracts.assignRealtimeSalary': ({ p, tenant, input, session }) =>
    offerContract(p, tenant, session.customer, 'realtimeSalary', input),
  'contracts.processRealtimeSalary': ({ p, tenant, input, session }) =>
    processContract(p, tenant, session.customer, 'realtimeSalary', input),
  'contracts.realtimeSalaryRecords': ({ p, tenant, input, session }) =>
    contractRecords(p, tenant, session.customer, 'realtimeSalary', rangeOf(p, input)),
};

/** Dev-only (not mounted with NODE_ENV=production). */
export const contractsDevHandlers: HandlerMap = {
  'dev.settleContracts': async ({ p, tenant, input }) => {
    if (input.at !== undefined && input.contractId === undefined) throw badInput('at', 'needs contractId');
    if (input.contractId !== undefined && !/^\d{1,9}$/.test(input.contractId))
      throw badInput('contractId', 'must be a contract id');
    const contractId = input.contractId === undefined ? undefined : Number(input.contractId);
    const r = await settleContracts(p, {
      tenant,
      ...(contractId !== undefined ? { contractId } : {}),
      ...(input.at !== undefined ? { at: input.at } : {}),
    });
    if (r.skipped > 0 && contractId !== undefined)
      throw new DomainError(
        E.tooManyRequests,
        'contractId: another settlement of this contract is running',
        'conflict',
        { field: 'contractId' },
      );
    return r;
  },
};
