// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import type { CallMeta } from '../define.ts';

export const contractsMeta = {
  'contracts.simulate': { name: 'contracts.simulate', area: 'contracts', kind: 'query', method: 'POST', path: '/wps/relay/MCSFE_simulateContract', moduleId: 'AGECONSAL1', auth: 'token', encrypted: false, body: 'json' },
  'contracts.dividendInfo': { name: 'contracts.dividendInfo', area: 'contracts', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getContractDividendInfo', moduleId: 'PLATDIVINFO3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'contracts.applyDividend': { name: 'contracts.applyDividend', area: 'contracts', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_applyContractualDividend', moduleId: 'SIGNCONDIV3', auth: 'token', encrypted: false, body: 'json' },
  'contracts.processDividend': { name: 'contracts.processDividend', area: 'contracts', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_processContractDividend', moduleId: 'SIGNCONDIV3', auth: 'token', encrypted: false, body: 'json' },
  'contracts.dividendHistory': { name: 'contracts.dividendHistory', area: 'contracts', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getContractHistory', moduleId: 'PLATDIVINFO3', auth: 'token', encrypted: false, body: 'none' },
  'contracts.dividendRecords': { name: 'contracts.dividendRecords', area: 'contracts', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_QueryDividend', moduleId: 'PLATDIVREP3', auth: 'token', encrypted: false, body: 'none' },
  'contracts.dailySalaryInfo': { name: 'contracts.dailySalaryInfo', area: 'contracts', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getContractDailySalInfo', moduleId: 'DAILYSALCONT3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'contracts.applyDailySalary': { name: 'contracts.applyDailySalary', area: 'contracts', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_applyContractDailySalary', moduleId: 'DAILYSALCONT3', auth: 'token', encrypted: false, body: 'json' },
  'contracts.processDailySalary': { name: 'contracts.processDailySalary', area: 'contracts', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_processDailySalaryContract', moduleId: 'DAILYSALCONT3', auth: 'token', encrypted: false, body: 'json' },
  'contracts.dailySalaryRecords': { name: 'contracts.dailySalaryRecords', area: 'contracts', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_QueryDailySalary', moduleId: 'DAILYSALREP3', auth: 'token', encrypted: false, body: 'none' },
  'contracts.hourSalaryInfo': { name: 'contracts.hourSalaryInfo', area: 'contracts', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getContractHourSalaryInfo', moduleId: 'HOURSAL3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'contracts.applyHourSalary': { name: 'contracts.applyHourSalary', area: 'contracts', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_applyContractHourSalary', moduleId: 'HOURSAL3', auth: 'token', encrypted: false, body: 'json' },
  'contracts.processHourSalary': { name: 'contracts.processHourSalary', area: 'contracts', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_processContractHourSalary', moduleId: 'HOURSAL3', auth: 'token', encrypted: false, body: 'json' },
  'contracts.hourSalaryRecords': { name: 'contracts.hourSalaryRecords', area: 'contracts', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_hourSalRec', moduleId: 'HOURSAL3', auth: 'token', encrypted: false, body: 'none' },
  'contracts.realtimeSalaryInfo': { name: 'contracts.realtimeSalaryInfo', area: 'contracts', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getRealTimeSalaryContractInfo', moduleId: 'RTSALARY3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'contracts.assignRealtimeSalary': { name: 'contracts.assignRealtimeSalary', area: 'contracts', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_assignRealTimeSalaryContract', moduleId: 'RTSALARY3', auth: 'token', encrypted: false, body: 'json' },
  'contracts.processRealtimeSalary': { name: 'contracts.processRealtimeSalary', area: 'contracts', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_processRealTimeSalaryContract', moduleId: 'RTSALARY3', auth: 'token', encrypted: false, body: 'json' },
  'contracts.realtimeSalaryRecords': { name: 'contracts.realtimeSalaryRecords', area: 'contracts', kind: 'query', method: 'GET', path: '/wps/relay/ODSFE2_getRealTimeSalary', moduleId: 'RTSALARY3', auth: 'token', encrypted: false, body: 'none' },
} as const satisfies Readonly<Record<string, CallMeta>>;
