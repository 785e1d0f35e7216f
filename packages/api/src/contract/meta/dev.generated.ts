// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import { metaRows } from './rows.ts';

export const devMeta = metaRows('dev', {
  'dev.outbox': ['GET /wps/dev/outbox', { auth: 'none', requestAsIs: true, requestKeys: ['channel', 'to'] }],
  'dev.setSystemStatus': ['POST /wps/dev/system/status', { auth: 'none', requestAsIs: true, requestKeys: ['maintenance', 'regionRestriction'] }],
  'dev.reset': ['POST /wps/dev/reset', { auth: 'none', requestAsIs: true, requestKeys: [] }],
  'dev.credit': ['POST /wps/dev/wallet/credit', { auth: 'none', requestAsIs: true, requestKeys: ['username', 'amount'] }],
  'dev.expireSession': ['POST /wps/dev/session/expire', { auth: 'none', requestAsIs: true, requestKeys: ['token'] }],
  'dev.captcha': ['GET /wps/dev/captcha', { auth: 'none', requestAsIs: true, requestKeys: ['deviceId'] }],
  'dev.approveDeposit': ['POST /wps/dev/cashier/deposit/approve', { auth: 'none' }],
  'dev.rejectDeposit': ['POST /wps/dev/cashier/deposit/reject', { auth: 'none' }],
  'dev.approveWithdrawal': ['POST /wps/dev/cashier/withdrawal/approve', { auth: 'none' }],
  'dev.rejectWithdrawal': ['POST /wps/dev/cashier/withdrawal/reject', { auth: 'none' }],
  'dev.runCashierJobs': ['POST /wps/dev/cashier/jobs', { auth: 'none', requestAsIs: true, requestKeys: [] }],
  'dev.settleContracts': ['POST /wps/dev/contracts/settle', { auth: 'none' }],
  'dev.settleRedemption': ['POST /wps/dev/points/redemption/settle', { auth: 'none' }],
  'dev.reviewPromotion': ['POST /wps/dev/promotions/review', { auth: 'none', requestAsIs: true, requestKeys: ['username', 'promotionId', 'action', 'remark'] }],
  'dev.reopenSelfExcluded': ['POST /wps/dev/protection/reopen', { auth: 'none', requestAsIs: true, requestKeys: ['username'] }],
  'dev.decideKyc': ['POST /wps/dev/kyc/decide', { auth: 'none' }],
});
