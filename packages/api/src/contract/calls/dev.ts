import { z } from 'zod';
import { defineCalls } from '../define.ts';
import { empty, id, listOf, nothing } from '../common.ts';

/**
 * Dev-only calls: the platform serves them when started for development, tests and demos (never in a
 * production build). The tenant is the `Merchant` header.
 */
export const outboxMessage = z.looseObject({
  id: id,
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().optional(),
  body: z.string(),
  code: z.string().optional(),
  createdAt: z.number(),
});
export type OutboxMessage = z.output<typeof outboxMessage>;

/** A deposit or withdrawal the dev cashier calls act on: its id, or the member's newest pending one. */
const cashierTarget = z.object({
  transactionId: id.optional(),
  username: z.string().min(1).max(64).optional(),
});
const cashierOutcome = z.looseObject({
  transactionId: id,
  status: z.string(),
  duplicate: z.boolean().optional(),
});

export const devCalls = defineCalls('dev', {
  outbox: {
    method: 'GET',
    path: '/wps/dev/outbox',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'ours',
    request: z.object({ channel: z.enum(['sms', 'email']).optional(), to: z.string().max(64).optional() }),
    response: listOf(outboxMessage),
    description: 'Read the SMS / e-mail outbox of the tenant (newest first); codes are in `code`.',
  },
  setSystemStatus: {
    method: 'POST',
    path: '/wps/dev/system/status',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: z.object({ maintenance: z.boolean().optional(), regionRestriction: z.boolean().optional() }),
    response: z.looseObject({ maintenance: z.boolean(), regionRestriction: z.boolean() }),
    description: "Switch the tenant's system status to maintenance or region-blocked (or back).",
  },
  reset: {
    method: 'POST',
    path: '/wps/dev/reset',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: empty,
    response: nothing,
    description: 'Reset the database to the seed data.',
  },
  credit: {
    method: 'POST',
    path: '/wps/dev/wallet/credit',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: z.object({ username: z.string().min(1).max(64), amount: z.number().positive() }),
    response: z.looseObject({ balance: z.number() }),
    description: "Credit a member's main wallet (test and demo set-up).",
  },
  expireSession: {
    method: 'POST',
    path: '/wps/dev/session/expire',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: z.object({ token: z.string().min(1).max(64) }),
    response: nothing,
    description: 'Expire a session token now (tests of session-ended handling).',
  },
  captcha: {
    method: 'GET',
    path: '/wps/dev/captcha',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'ours',
    request: z.object({ deviceId: z.string().min(1).max(64).optional() }),
    response: z.looseObject({ answer: z.string() }),
    description:
      'The current captcha answer of a device (the deviceId query or the X-Device-Id header), for browser tests.',
  },
  approveDeposit: {
    method: 'POST',
    path: '/wps/dev/cashier/deposit/approve',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: cashierTarget,
    response: cashierOutcome,
    description:
      "Play the sandbox payment provider: confirm a pending deposit through the signed callback (credits the wallet once). transactionId, or the member's newest pending deposit by username.",
  },
  rejectDeposit: {
    method: 'POST',
    path: '/wps/dev/cashier/deposit/reject',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: cashierTarget.extend({ reason: z.string().max(200).optional() }),
    response: cashierOutcome,
    description:
      'Play the sandbox payment provider: report a pending deposit failed through the signed callback (order FAILED, inbox message).',
  },
  approveWithdrawal: {
    method: 'POST',
    path: '/wps/dev/cashier/withdrawal/approve',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: cashierTarget,
    response: cashierOutcome,
    description:
      "Play the back office: approve a pending withdrawal (the held amount is paid out; the payee then confirms receipt). transactionId, or the member's newest pending withdrawal by username.",
  },
  rejectWithdrawal: {
    method: 'POST',
    path: '/wps/dev/cashier/withdrawal/reject',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: cashierTarget.extend({ reason: z.string().max(200).optional() }),
    response: cashierOutcome,
    description:
      'Play the back office: reject a pending withdrawal (the held amount goes back to the main wallet, inbox message).',
  },
  runCashierJobs: {
    method: 'POST',
    path: '/wps/dev/cashier/jobs',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: empty,
    response: z.looseObject({
      autoApprovedDeposits: z.number(),
      expiredDeposits: z.number(),
      autoConfirmedPayments: z.number(),
    }),
    description:
      "Run the cashier's scheduled sweep now (auto-approve deposits, expire old ones, count unconfirmed withdrawals as received) instead of waiting for its interval.",
  },
  settleContracts: {
    method: 'POST',
    path: '/wps/dev/contracts/settle',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: z.object({ contractId: id.optional(), at: z.number().int().nonnegative().optional() }),
    response: z.looseObject({
      contracts: z.number(),
      periods: z.number(),
      paid: z.number(),
      amount: z.number(),
      payouts: z.array(z.looseObject({ contractId: id, amount: z.number(), status: z.string() })),
    }),
    description:
      "Run the contracts' settlement now (salaries and dividends due, paid once per contract and period) instead of waiting for its interval: every accepted contract of the tenant, or one (contractId), or only the period of that contract containing the instant `at` (epoch ms).",
  },
  settleRedemption: {
    method: 'POST',
    path: '/wps/dev/points/redemption/settle',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: z.object({
      redemptionId: id,
      status: z.enum(['APPROVED', 'REJECTED']),
      remark: z.string().max(200).optional(),
    }),
    response: z.looseObject({ id: id, status: z.string() }),
    description:
      'Play the merchant on a points redemption IN_PROCESS: APPROVED (a cash reward pays the main wallet) or REJECTED (points and stock back).',
  },
  reviewPromotion: {
    method: 'POST',
    path: '/wps/dev/promotions/review',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: z.object({
      username: z.string().min(1).max(64),
      promotionId: z.string().min(1).max(64),
      action: z.enum(['issue', 'reject']),
      remark: z.string().max(200).optional(),
    }),
    response: z.looseObject({ claimId: id, promotionId: z.string(), status: z.string() }),
    description:
      "Play the merchant on a member's MANUAL promotion: issue it (an application, or directly) for the member to claim, or reject the application.",
  },
  reopenSelfExcluded: {
    method: 'POST',
    path: '/wps/dev/protection/reopen',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: z.object({ username: z.string().min(1).max(64) }),
    response: z.looseObject({ reopened: z.boolean() }),
    description:
      "Play customer service on a self-excluded account past its exclusion's end: re-open it (refused before the end; a permanent exclusion never ends).",
  },
  decideKyc: {
    method: 'POST',
    path: '/wps/dev/kyc/decide',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'ours',
    /** A rejection needs a reason (the platform refuses one without). */
    request: z.object({
      username: z.string().min(1).max(64),
      kind: z.enum(['identity', 'address']).optional(),
      decision: z.enum(['approve', 'reject']),
      reason: z.string().trim().min(1).max(200).optional(),
    }),
    response: z.looseObject({
      decided: z.array(z.looseObject({ kind: z.string(), status: z.string() })),
      status: z.string(),
    }),
    description:
      "Play the back office on a member's identity check: approve or reject (with a reason) the pending document of a kind, or every pending one; the decision is on the member's record and in their inbox.",
  },
});
