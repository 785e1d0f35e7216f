// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import type { CallMeta } from '../define.ts';

export const devMeta = {
  'dev.outbox': { name: 'dev.outbox', area: 'dev', kind: 'query', method: 'GET', path: '/wps/dev/outbox', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['channel', 'to'] },
  'dev.setSystemStatus': { name: 'dev.setSystemStatus', area: 'dev', kind: 'mutation', method: 'POST', path: '/wps/dev/system/status', auth: 'none', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['maintenance', 'regionRestriction'] },
  'dev.reset': { name: 'dev.reset', area: 'dev', kind: 'mutation', method: 'POST', path: '/wps/dev/reset', auth: 'none', encrypted: false, body: 'json', requestAsIs: true, requestKeys: [] },
  'dev.credit': { name: 'dev.credit', area: 'dev', kind: 'mutation', method: 'POST', path: '/wps/dev/wallet/credit', auth: 'none', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['username', 'amount'] },
  'dev.expireSession': { name: 'dev.expireSession', area: 'dev', kind: 'mutation', method: 'POST', path: '/wps/dev/session/expire', auth: 'none', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['token'] },
  'dev.captcha': { name: 'dev.captcha', area: 'dev', kind: 'query', method: 'GET', path: '/wps/dev/captcha', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['deviceId'] },
  'dev.approveDeposit': { name: 'dev.approveDeposit', area: 'dev', kind: 'mutation', method: 'POST', path: '/wps/dev/cashier/deposit/approve', auth: 'none', encrypted: false, body: 'json' },
  'dev.rejectDeposit': { name: 'dev.rejectDeposit', area: 'dev', kind: 'mutation', method: 'POST', path: '/wps/dev/cashier/deposit/reject', auth: 'none', encrypted: false, body: 'json' },
  'dev.approveWithdrawal': { name: 'dev.approveWithdrawal', area: 'dev', kind: 'mutation', method: 'POST', path: '/wps/dev/cashier/withdrawal/approve', auth: 'none', encrypted: false, body: 'json' },
  'dev.rejectWithdrawal': { name: 'dev.rejectWithdrawal', area: 'dev', kind: 'mutation', method: 'POST', path: '/wps/dev/cashier/withdrawal/reject', auth: 'none', encrypted: false, body: 'json' },
  'dev.runCashierJobs': { name: 'dev.runCashierJobs', area: 'dev', kind: 'mutation', method: 'POST', path: '/wps/dev/cashier/jobs', auth: 'none', encrypted: false, body: 'json', requestAsIs: true, requestKeys: [] },
  'dev.settleContracts': { name: 'dev.settleContracts', area: 'dev', kind: 'mutation', method: 'POST', path: '/wps/dev/contracts/settle', auth: 'none', encrypted: false, body: 'json' },
  'dev.settleRedemption': { name: 'dev.settleRedemption', area: 'dev', kind: 'mutation', method: 'POST', path: '/wps/dev/points/redemption/settle', auth: 'none', encrypted: false, body: 'json' },
  'dev.reviewPromotion': { name: 'dev.reviewPromotion', area: 'dev', kind: 'mutation', method: 'POST', path: '/wps/dev/promotions/review', auth: 'none', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['username', 'promotionId', 'action', 'remark'] },
  'dev.reopenSelfExcluded': { name: 'dev.reopenSelfExcluded', area: 'dev', kind: 'mutation', method: 'POST', path: '/wps/dev/protection/reopen', auth: 'none', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['username'] },
  'dev.decideKyc': { name: 'dev.decideKyc', area: 'dev', kind: 'mutation', method: 'POST', path: '/wps/dev/kyc/decide', auth: 'none', encrypted: false, body: 'json' },
} as const satisfies Readonly<Record<string, CallMeta>>;
