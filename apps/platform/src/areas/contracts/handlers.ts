/**
 * Contracts area (issue 15, platform half): the four kinds (dividend, daily, hourly and real-time salary), each with
 * its info, offer, process and records calls, plus the history of actions; areas/contracts/contracts.ts keeps the rows and
 * the access (agents; a trial account reads an empty centre and is refused every action), contract-records.ts reads them,
 * contract-lifecycle.ts changes them, and
 * areas/contracts/settlement.ts pays the periods (dev.settleContracts runs it now).
 */
import type { HandlerMap } from '../../http/types.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { settleContracts } from './settlement.ts';
import { simulateContract } from './simulator.ts';
import { contractHistory, contractInfo, contractRecords } from './contract-records.ts';
import { offerContract, processContract } from './contract-lifecycle.ts';
import { rangeOf } from '../reports/report-query.ts';
import type { Answer, CallArgs, CallResult } from '../../shared/call.ts';

function simulate({
  p,
  tenant,
  input,
  session,
}: CallArgs<'contracts.simulate'>): Answer<'contracts.simulate'> {
  return simulateContract(p, tenant, session.customer, input);
}

function dividendInfo({
  p,
  tenant,
  session,
}: CallArgs<'contracts.dividendInfo'>): Answer<'contracts.dividendInfo'> {
  return contractInfo(p, tenant, session.customer, 'dividend');
}

function applyDividend({
  p,
  tenant,
  input,
  session,
}: CallArgs<'contracts.applyDividend'>): Answer<'contracts.applyDividend'> {
  return offerContract(p, tenant, session.customer, 'dividend', input);
}

function processDividend({
  p,
  tenant,
  input,
  session,
}: CallArgs<'contracts.processDividend'>): Answer<'contracts.processDividend'> {
  return processContract(p, tenant, session.customer, 'dividend', input);
}

function dividendHistory({
  p,
  tenant,
  input,
  session,
}: CallArgs<'contracts.dividendHistory'>): Answer<'contracts.dividendHistory'> {
  return contractHistory(p, tenant, session.customer, input.contractId);
}

function dividendRecords({
  p,
  tenant,
  input,
  session,
}: CallArgs<'contracts.dividendRecords'>): Answer<'contracts.dividendRecords'> {
  return contractRecords(p, tenant, session.customer, 'dividend', rangeOf(p, input));
}

function dailySalaryInfo({
  p,
  tenant,
  session,
}: CallArgs<'contracts.dailySalaryInfo'>): Answer<'contracts.dailySalaryInfo'> {
  return contractInfo(p, tenant, session.customer, 'dailySalary');
}

function applyDailySalary({
  p,
  tenant,
  input,
  session,
}: CallArgs<'contracts.applyDailySalary'>): Answer<'contracts.applyDailySalary'> {
  return offerContract(p, tenant, session.customer, 'dailySalary', input);
}

function processDailySalary({
  p,
  tenant,
  input,
  session,
}: CallArgs<'contracts.processDailySalary'>): Answer<'contracts.processDailySalary'> {
  return processContract(p, tenant, session.customer, 'dailySalary', input);
}

function dailySalaryRecords({
  p,
  tenant,
  input,
  session,
}: CallArgs<'contracts.dailySalaryRecords'>): Answer<'contracts.dailySalaryRecords'> {
  return contractRecords(p, tenant, session.customer, 'dailySalary', rangeOf(p, input));
}

function hourSalaryInfo({
  p,
  tenant,
  session,
}: CallArgs<'contracts.hourSalaryInfo'>): Answer<'contracts.hourSalaryInfo'> {
  return contractInfo(p, tenant, session.customer, 'hourSalary');
}

function applyHourSalary({
  p,
  tenant,
  input,
  session,
}: CallArgs<'contracts.applyHourSalary'>): Answer<'contracts.applyHourSalary'> {
  return offerContract(p, tenant, session.customer, 'hourSalary', input);
}

function processHourSalary({
  p,
  tenant,
  input,
  session,
}: CallArgs<'contracts.processHourSalary'>): Answer<'contracts.processHourSalary'> {
  return processContract(p, tenant, session.customer, 'hourSalary', input);
}

function hourSalaryRecords({
  p,
  tenant,
  input,
  session,
}: CallArgs<'contracts.hourSalaryRecords'>): Answer<'contracts.hourSalaryRecords'> {
  return contractRecords(p, tenant, session.customer, 'hourSalary', rangeOf(p, input));
}

function realtimeSalaryInfo({
  p,
  tenant,
  session,
}: CallArgs<'contracts.realtimeSalaryInfo'>): Answer<'contracts.realtimeSalaryInfo'> {
  return contractInfo(p, tenant, session.customer, 'realtimeSalary');
}

function assignRealtimeSalary({
  p,
  tenant,
  input,
  session,
}: CallArgs<'contracts.assignRealtimeSalary'>): Answer<'contracts.assignRealtimeSalary'> {
  return offerContract(p, tenant, session.customer, 'realtimeSalary', input);
}

function processRealtimeSalary({
  p,
  tenant,
  input,
  session,
}: CallArgs<'contracts.processRealtimeSalary'>): Answer<'contracts.processRealtimeSalary'> {
  return processContract(p, tenant, session.customer, 'realtimeSalary', input);
}

function realtimeSalaryRecords({
  p,
  tenant,
  input,
  session,
}: CallArgs<'contracts.realtimeSalaryRecords'>): Answer<'contracts.realtimeSalaryRecords'> {
  return contractRecords(p, tenant, session.customer, 'realtimeSalary', rangeOf(p, input));
}

async function settleContractsCall({
  p,
  tenant,
  input,
}: CallArgs<'dev.settleContracts'>): Promise<CallResult<'dev.settleContracts'>> {
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
}

export const contractsHandlers: HandlerMap = {
  'contracts.simulate': simulate,
  'contracts.dividendInfo': dividendInfo,
  'contracts.applyDividend': applyDividend,
  'contracts.processDividend': processDividend,
  'contracts.dividendHistory': dividendHistory,
  'contracts.dividendRecords': dividendRecords,
  'contracts.dailySalaryInfo': dailySalaryInfo,
  'contracts.applyDailySalary': applyDailySalary,
  'contracts.processDailySalary': processDailySalary,
  'contracts.dailySalaryRecords': dailySalaryRecords,
  'contracts.hourSalaryInfo': hourSalaryInfo,
  'contracts.applyHourSalary': applyHourSalary,
  'contracts.processHourSalary': processHourSalary,
  'contracts.hourSalaryRecords': hourSalaryRecords,
  'contracts.realtimeSalaryInfo': realtimeSalaryInfo,
  'contracts.assignRealtimeSalary': assignRealtimeSalary,
  'contracts.processRealtimeSalary': processRealtimeSalary,
  'contracts.realtimeSalaryRecords': realtimeSalaryRecords,
};

/** Dev-only (not mounted with NODE_ENV=production). */
export const contractsDevHandlers: HandlerMap = {
  'dev.settleContracts': settleContractsCall,
};
