// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import { metaRows } from './rows.ts';

export const contractsMeta = metaRows('contracts', {
  'contracts.simulate': ['POST /wps/relay/MCSFE_simulateContract', { kind: 'query', moduleId: 'AGECONSAL1', audience: 'agent' }],
  'contracts.dividendInfo': ['GET /wps/relay/MCSFE_getContractDividendInfo', { moduleId: 'PLATDIVINFO3', audience: 'agent', requestAsIs: true, requestKeys: [] }],
  'contracts.applyDividend': ['POST /wps/relay/MCSFE_applyContractualDividend', { moduleId: 'SIGNCONDIV3', audience: 'realAgent' }],
  'contracts.processDividend': ['POST /wps/relay/MCSFE_processContractDividend', { moduleId: 'SIGNCONDIV3', audience: 'realAgent' }],
  'contracts.dividendHistory': ['GET /wps/relay/MCSFE_getContractHistory', { moduleId: 'PLATDIVINFO3', audience: 'agent' }],
  'contracts.dividendRecords': ['GET /wps/relay/ODSFE2_QueryDividend', { moduleId: 'PLATDIVREP3', audience: 'agent' }],
  'contracts.dailySalaryInfo': ['GET /wps/relay/MCSFE_getContractDailySalInfo', { moduleId: 'DAILYSALCONT3', audience: 'agent', requestAsIs: true, requestKeys: [] }],
  'contracts.applyDailySalary': ['POST /wps/relay/MCSFE_applyContractDailySalary', { moduleId: 'DAILYSALCONT3', audience: 'realAgent' }],
  'contracts.processDailySalary': ['POST /wps/relay/MCSFE_processDailySalaryContract', { moduleId: 'DAILYSALCONT3', audience: 'realAgent' }],
  'contracts.dailySalaryRecords': ['GET /wps/relay/ODSFE2_QueryDailySalary', { moduleId: 'DAILYSALREP3', audience: 'agent' }],
  'contracts.hourSalaryInfo': ['GET /wps/relay/MCSFE_getContractHourSalaryInfo', { moduleId: 'HOURSAL3', audience: 'agent', requestAsIs: true, requestKeys: [] }],
  'contracts.applyHourSalary': ['POST /wps/relay/MCSFE_applyContractHourSalary', { moduleId: 'HOURSAL3', audience: 'realAgent' }],
  'contracts.processHourSalary': ['POST /wps/relay/MCSFE_processContractHourSalary', { moduleId: 'HOURSAL3', audience: 'realAgent' }],
  'contracts.hourSalaryRecords': ['GET /wps/relay/ODSFE2_hourSalRec', { moduleId: 'HOURSAL3', audience: 'agent' }],
  'contracts.realtimeSalaryInfo': ['GET /wps/relay/MCSFE_getRealTimeSalaryContractInfo', { moduleId: 'RTSALARY3', audience: 'agent', requestAsIs: true, requestKeys: [] }],
  'contracts.assignRealtimeSalary': ['POST /wps/relay/MCSFE_assignRealTimeSalaryContract', { moduleId: 'RTSALARY3', audience: 'realAgent' }],
  'contracts.processRealtimeSalary': ['POST /wps/relay/MCSFE_processRealTimeSalaryContract', { moduleId: 'RTSALARY3', audience: 'realAgent' }],
  'contracts.realtimeSalaryRecords': ['GET /wps/relay/ODSFE2_getRealTimeSalary', { moduleId: 'RTSALARY3', audience: 'agent' }],
});
