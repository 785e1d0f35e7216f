import { z } from 'zod';
import { defineCalls } from '../define.ts';
import { contractPeriod, contractStatus, id, listOf, money, reportQuery } from '../common.ts';
import { relay } from './paths.ts';

/** Kinds of contract an upline offers a downline agent (accounts §4). */
export const CONTRACT_KINDS = ['dividend', 'dailySalary', 'hourSalary', 'realtimeSalary'] as const;
export const contractKind = z.enum(CONTRACT_KINDS);
export type ContractKind = z.output<typeof contractKind>;

/** One tier: rate applies from these active members and bet amount (daily or per hour). */
export const contractTier = z.object({
  activeMembers: z.number().int().nonnegative(),
  betAmount: money.nonnegative(),
  rate: z.number().min(0).max(100),
});
export const contract = z.looseObject({
  id: id,
  kind: contractKind,
  uplineId: id,
  uplineAccount: z.string(),
  downlineId: id,
  downlineAccount: z.string(),
  period: contractPeriod,
  status: contractStatus,
  tiers: z.array(contractTier),
  /** Who asked for termination, when status is TERMINATION_REQUESTED. */
  terminationRequestedBy: z.enum(['upline', 'downline']).nullish(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Contract = z.output<typeof contract>;

/** Mine: the contract my upline gave me; downlines: the contracts I offered. */
export const contractInfo = z.looseObject({
  mine: contract.nullable(),
  downlines: z.array(contract),
  /** Every offer waiting for my answer (a replacement of the contract in force too). */
  offers: z.array(contract).optional(),
  /** The most I may offer my downlines (percent); null: nothing of this kind to share. */
  maxRate: z.number().nullish(),
});

const offer = z.object({ downlineId: id, period: contractPeriod, tiers: z.array(contractTier).min(1) });
/** accept/reject an offer; requestTermination by either side; agree/refuse a termination the other side asked for. */
export const contractAction = z.enum([
  'accept',
  'reject',
  'requestTermination',
  'agreeTermination',
  'refuseTermination',
]);
const processRequest = z.object({ contractId: id, action: contractAction });

export const settlementRecord = z.looseObject({
  id: id,
  contractId: id.optional(),
  account: z.string(),
  periodStart: z.number(),
  periodEnd: z.number(),
  activeMembers: z.number(),
  validBet: money,
  profitLoss: money.optional(),
  rate: z.number(),
  amount: money,
  status: z.string(),
});

const historyEntry = z.looseObject({
  id: id,
  contractId: id,
  action: z.string(),
  by: z.string(),
  at: z.number(),
  detail: z.string().optional(),
});

/**
 * The contract simulator (ours, issue 15 "beyond the original"): tiers of a kind tried on the last 30 whole days of the
 * team's real bets, as the settlement would have paid them. `downlineId`: one direct downline agent; else every one.
 */
const simulateRequest = z.object({
  kind: contractKind,
  /** The settlement period of a dividend or a (daily-kind) salary; hourly and real-time salaries are DAILY. */
  period: contractPeriod.optional(),
  tiers: z.array(contractTier).min(1),
  downlineId: id.optional(),
});
/** What one party is paid in a row: the gross of its best tier met, what its own downlines are due, the net. */
const simulatedPay = z.looseObject({ gross: money, downlinePaid: money, amount: money });
const simulatedDownline = z.looseObject({
  downlineId: id,
  account: z.string(),
  total: money,
  ended: z.array(z.string()),
});
export const simulation = z.looseObject({
  kind: contractKind,
  period: contractPeriod,
  from: z.number(),
  to: z.number(),
  /** Settlement periods in the window (a day of hourly salary has 24). */
  periods: z.number(),
  /** The downline agents the tiers were tried for, with their total and the contracts of theirs the lower-rate rule would end. */
  downlines: z.array(simulatedDownline),
  /** My own contract of the kind from my upline (percent, best tier), or null: the site pays my downlines. */
  ownRate: z.number().nullable(),
  /** One row a day (or a period, for longer dividend periods): the team's figures and what each party is paid. */
  rows: z.array(
    z.looseObject({
      start: z.number(),
      end: z.number(),
      validBet: money,
      profitLoss: money,
      activeMembers: z.number(),
      agent: simulatedPay.nullable(),
      downlines: z.array(simulatedPay.extend({ downlineId: id })),
    }),
  ),
  totals: z.looseObject({ agent: money.nullable(), downlines: money, validBet: money }),
});
export type Simulation = z.output<typeof simulation>;

export const contractsCalls = defineCalls('contracts', {
  simulate: {
    method: 'POST',
    path: relay('MCSFE_simulateContract'),
    moduleId: 'AGECONSAL1',
    auth: 'token',
    audience: 'agent',
    encrypted: false,
    body: 'json',
    source: 'ours',
    kind: 'query',
    request: simulateRequest,
    response: simulation,
    description:
      "Contract simulator: what tiers of a kind would have paid me and my downline agents over the last 30 days of the team's settled bets (the settlement's pay rule).",
  },
  dividendInfo: {
    method: 'GET',
    path: relay('MCSFE_getContractDividendInfo'),
    moduleId: 'PLATDIVINFO3',
    auth: 'token',
    audience: 'agent',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: z.object({}),
    response: contractInfo,
    description: 'Dividend contracts: mine and those I offered.',
  },
  applyDividend: {
    method: 'POST',
    path: relay('MCSFE_applyContractualDividend'),
    moduleId: 'SIGNCONDIV3',
    auth: 'token',
    audience: 'realAgent',
    encrypted: false,
    body: 'json',
    source: 'notes',
    request: offer,
    response: contract,
    description: 'Offer a dividend contract to a downline agent.',
  },
  processDividend: {
    method: 'POST',
    path: relay('MCSFE_processContractDividend'),
    moduleId: 'SIGNCONDIV3',
    auth: 'token',
    audience: 'realAgent',
    encrypted: false,
    body: 'json',
    source: 'spec',
    request: processRequest,
    response: contract,
    description:
      "Process dividend request (the spec's processDividendReq; old brands MCS2_*): accept, reject, request or settle termination.",
  },
  dividendHistory: {
    method: 'GET',
    path: relay('MCSFE_getContractHistory'),
    moduleId: 'PLATDIVINFO3',
    auth: 'token',
    audience: 'agent',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: z.object({ contractId: id.optional() }),
    response: listOf(historyEntry),
    description: 'History of contract actions.',
  },
  dividendRecords: {
    method: 'GET',
    path: relay('ODSFE2_QueryDividend'),
    moduleId: 'PLATDIVREP3',
    auth: 'token',
    audience: 'agent',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: reportQuery,
    response: listOf(settlementRecord),
    description: 'Dividend records (period valid bet, P&L, rate, amount).',
  },
  dailySalaryInfo: {
    method: 'GET',
    path: relay('MCSFE_getContractDailySalInfo'),
    moduleId: 'DAILYSALCONT3',
    auth: 'token',
    audience: 'agent',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: z.object({}),
    response: contractInfo,
    description: 'Daily-salary contracts: mine and those I offered.',
  },
  applyDailySalary: {
    method: 'POST',
    path: relay('MCSFE_applyContractDailySalary'),
    moduleId: 'DAILYSALCONT3',
    auth: 'token',
    audience: 'realAgent',
    encrypted: false,
    body: 'json',
    source: 'notes',
    request: offer,
    response: contract,
    description: 'Offer a daily-salary contract.',
  },
  processDailySalary: {
    method: 'POST',
    path: relay('MCSFE_processDailySalaryContract'),
    moduleId: 'DAILYSALCONT3',
    auth: 'token',
    audience: 'realAgent',
    encrypted: false,
    body: 'json',
    source: 'spec',
    request: processRequest,
    response: contract,
    description: "Process a daily-salary contract (the spec's daily salary call).",
  },
  dailySalaryRecords: {
    method: 'GET',
    path: relay('ODSFE2_QueryDailySalary'),
    moduleId: 'DAILYSALREP3',
    auth: 'token',
    audience: 'agent',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: reportQuery,
    response: listOf(settlementRecord),
    description: 'Daily-salary records.',
  },
  hourSalaryInfo: {
    method: 'GET',
    path: relay('MCSFE_getContractHourSalaryInfo'),
    moduleId: 'HOURSAL3',
    auth: 'token',
    audience: 'agent',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: z.object({}),
    response: contractInfo,
    description: 'Hourly-salary contracts.',
  },
  applyHourSalary: {
    method: 'POST',
    path: relay('MCSFE_applyContractHourSalary'),
    moduleId: 'HOURSAL3',
    auth: 'token',
    audience: 'realAgent',
    encrypted: false,
    body: 'json',
    source: 'spec',
    request: offer,
    response: contract,
    description: 'Offer an hourly-salary contract (POST per the spec).',
  },
  processHourSalary: {
    method: 'POST',
    path: relay('MCSFE_processContractHourSalary'),
    moduleId: 'HOURSAL3',
    auth: 'token',
    audience: 'realAgent',
    encrypted: false,
    body: 'json',
    source: 'spec',
    request: processRequest,
    response: contract,
    description: 'Process an hourly-salary contract (POST).',
  },
  hourSalaryRecords: {
    method: 'GET',
    path: relay('ODSFE2_hourSalRec'),
    moduleId: 'HOURSAL3',
    auth: 'token',
    audience: 'agent',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: reportQuery,
    response: listOf(settlementRecord),
    description: 'Hourly-salary records.',
  },
  realtimeSalaryInfo: {
    method: 'GET',
    path: relay('MCSFE_getRealTimeSalaryContractInfo'),
    moduleId: 'RTSALARY3',
    auth: 'token',
    audience: 'agent',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: z.object({}),
    response: contractInfo,
    description: 'Real-time salary contracts (settled every 5 minutes).',
  },
  assignRealtimeSalary: {
    method: 'POST',
    path: relay('MCSFE_assignRealTimeSalaryContract'),
    moduleId: 'RTSALARY3',
    auth: 'token',
    audience: 'realAgent',
    encrypted: false,
    body: 'json',
    source: 'spec',
    request: offer,
    response: contract,
    description: "Offer a real-time salary contract (the spec's real-time salary contract, POST).",
  },
  processRealtimeSalary: {
    method: 'POST',
    path: relay('MCSFE_processRealTimeSalaryContract'),
    moduleId: 'RTSALARY3',
    auth: 'token',
    audience: 'realAgent',
    encrypted: false,
    body: 'json',
    source: 'notes',
    request: processRequest,
    response: contract,
    description: 'Process a real-time salary contract.',
  },
  realtimeSalaryRecords: {
    method: 'GET',
    path: relay('ODSFE2_getRealTimeSalary'),
    moduleId: 'RTSALARY3',
    auth: 'token',
    audience: 'agent',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: reportQuery,
    response: listOf(settlementRecord),
    description: 'Real-time salary records.',
  },
});
