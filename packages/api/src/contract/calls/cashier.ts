import { z } from 'zod';
import { defineCalls } from '../define.ts';
import { empty, id, listOf, money, nothing, qbool, qnum } from '../common.ts';
import { relay } from './paths.ts';

export const depositChannel = z.looseObject({
  channelId: id,
  channelName: z.string(),
  method: z.string().optional(),
  minAmount: money,
  maxAmount: money,
  fixedAmounts: z.array(money).optional(),
  bankName: z.string().optional(),
  accountName: z.string().optional(),
  accountNo: z.string().optional(),
  /** Added by the reference platform: the method's display name and whether only the fixed amounts are accepted. */
  methodName: z.string().optional(),
  fixedAmountsOnly: z.boolean().optional(),
});
export type DepositChannel = z.output<typeof depositChannel>;

/** The merchant's account a manual bank transfer is paid into (shown with the order's reference). */
export const receivingAccount = z.looseObject({
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNo: z.string(),
  branch: z.string().optional(),
});
export type ReceivingAccount = z.output<typeof receivingAccount>;

/**
 * A deposit order as the cashier calls answer it (deposit, pendingDeposits, depositDetail, cancelDeposit).
 * Statuses: PENDING (waiting for the payment), SUCCESS (credited), FAILED, CANCELLED, EXPIRED; a C2C deposit (one that
 * paid another member's withdrawal) may be DISPUTED when its payee reports the payment not received.
 */
export const depositOrder = z.looseObject({
  transactionId: id,
  status: z.string(),
  amount: money,
  reference: z.string().optional(),
  channelId: id.optional(),
  channelName: z.string().optional(),
  method: z.string().optional(),
  receivingAccount: receivingAccount.nullish(),
  qrPayload: z.string().nullish(),
  promotionId: id.nullish(),
  bonus: money.optional(),
  receiptCount: z.number().optional(),
  cancellable: z.boolean().optional(),
  createTime: z.number().optional(),
  expireTime: z.number().nullish(),
});
export type DepositOrder = z.output<typeof depositOrder>;

export const bankCard = z.looseObject({
  id: id,
  bankCode: z.string(),
  bankName: z.string(),
  accountNo: z.string(),
  accountName: z.string(),
  isDefault: z.boolean().optional(),
  branch: z.string().nullish(),
  createTime: z.number().optional(),
});

export const paymentConfirmation = z.looseObject({
  id: id,
  amount: money,
  payerName: z.string().optional(),
  status: z.string(),
  createTime: z.number(),
  autoConfirmAt: z.number().optional(),
  /** Added by the reference platform. Statuses: WAITING, RECEIVED, NOT_RECEIVED, AUTO_RECEIVED (forced receipt). */
  withdrawalId: id.optional(),
  reference: z.string().optional(),
  receivedAmount: money.nullish(),
  confirmTime: z.number().nullish(),
  forced: z.boolean().optional(),
});

export const cashierCalls = defineCalls('cashier', {
  depositChannels: {
    method: 'GET', path: relay('MCSFE_getDepositPaymentChannels'), moduleId: 'DPSTBAS3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: z.object({ webSupported: z.string().default('Y'), mobileSupported: z.string().default('N'), groupMTByChannelName: z.string().default('Y') }),
    response: listOf(depositChannel),
    description: 'Deposit channels (refreshed at most every 60 s).',
  },
  depositSettings: {
    method: 'GET', path: relay('MCSFE_getDepositSettings'), moduleId: 'DPSTBAS3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: empty,
    response: z.looseObject({
      allowDeposit: z.boolean(),
      pendingCount: z.number().optional(),
      maxPendingDeposits: z.number().optional(),
      receiptMaxImages: z.number().optional(),
      receiptMaxBytes: z.number().optional(),
      autoApproveDepositAfterSeconds: z.number().optional(),
    }),
    description: 'Deposit settings: allowDeposit.',
  },
  depositPromotions: {
    method: 'GET', path: relay('MCSFE_getDepositPromotion'), moduleId: 'DPSTBAS3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: z.object({ channelId: id.optional(), amount: qnum.optional() }),
    response: listOf(z.looseObject({ promotionId: id, title: z.string(), bonusRate: z.number().optional().describe('share of the deposit paid as bonus: 0.1 is 10 %'), maxBonus: z.number().optional(), minDeposit: z.number().optional(), turnoverMultiplier: z.number().optional(), endTime: z.number().nullish() })),
    description: 'Promotions a deposit can join.',
  },
  deposit: {
    method: 'POST', path: relay('MCSFE_manualTransferByGeneric'), moduleId: 'DPSTBAS3', auth: 'token', encrypted: false, body: 'json', source: 'notes',
    request: z.object({
      channelId: id,
      amount: z.number().positive(),
      remark: z.string().max(200).optional(),
      accountName: z.string().optional(),
      transactionId: z.string().optional(),
      promotionId: id.optional(),
    }),
    response: depositOrder,
    description: 'Submit a deposit (manual transfer, generic form): a PENDING order with its reference, and the receiving account (bank transfer) or QR payload (QR). Credited when the payment provider confirms it (or the dev flow plays the provider).',
  },
  uploadDepositReceipt: {
    method: 'POST', path: relay('MCSFE_uploadDepositEncodedImage'), moduleId: 'DEPUPDATEREM3', auth: 'token', encrypted: false, body: 'json', source: 'notes',
    request: z.object({ transactionId: id, images: z.array(z.string().regex(/^data:image\/(png|jpe?g);base64,/)).min(1).max(3) }),
    response: nothing,
    description: 'Upload deposit receipts (png/jpg data URLs, at most 3, 5 MB each).',
  },
  withdrawSettings: {
    method: 'GET', path: relay('MCSFE_getWithdrawSettings'), moduleId: 'WTHDRW3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: empty,
    response: z.looseObject({
      minimumAmount: money,
      maximumAmount: money,
      allowWithdraw: z.boolean(),
      dailyCountLeft: z.number().optional(),
      dailyCount: z.number().optional(),
      groupName: z.string().optional(),
      heldAmount: money.optional(),
      pendingCount: z.number().optional(),
      bankCardCount: z.number().optional(),
      hasPaymentPassword: z.boolean().optional(),
      turnoverMet: z.boolean().optional(),
      remainingTurnover: money.optional(),
    }),
    description: 'Withdraw limits (minimumAmount, maximumAmount).',
  },
  turnoverInfo: {
    method: 'GET', path: relay('MCSFE_getTurnoverInfo'), moduleId: 'WTHDRW3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: empty, response: z.looseObject({ requiredTurnover: money, currentTurnover: money, remainingTurnover: money.optional(), met: z.boolean().optional(), since: z.number().nullish() }),
    description: 'Turnover needed before a withdrawal.',
  },
  withdrawCharges: {
    method: 'GET', path: relay('MCSFE_getCalculatedWithdrawCharges'), moduleId: 'WTHDRW3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: z.object({ amount: qnum }), response: z.looseObject({ charge: money, receivable: money, amount: money.optional(), rate: z.number().optional(), freeLeft: z.number().optional() }),
    description: 'Charges for a withdrawal amount.',
  },
  withdraw: {
    method: 'POST', path: '/wps/v2/transaction/withdraw', moduleId: 'WTHDRW3', auth: 'token', encrypted: true, body: 'json', source: 'notes',
    request: z.object({ amount: z.number().positive(), bankCardId: id, paymentPassword: z.string().min(1), check: z.literal('V2').default('V2') }),
    response: z.looseObject({ transactionId: id, status: z.string(), amount: money.optional(), charge: money.optional(), receivable: money.optional(), reference: z.string().optional(), createTime: z.number().optional() }),
    description: 'Withdraw to a bound bank card (encrypted; payment password; check "V2"). The amount is held at once; statuses PENDING, REJECTED (returned), AWAITING_CONFIRMATION (paid, the payee confirms), SUCCESS, DISPUTED.',
  },
  banks: {
    method: 'GET', path: relay('MCSFE_getBanks'), moduleId: 'BINDCARD3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: empty, response: listOf(z.looseObject({ bankCode: z.string(), bankName: z.string() })),
    description: 'Banks a card can be bound to.',
  },
  bankCards: {
    method: 'GET', path: relay('MCS2_bankCards'), moduleId: 'BINDCARD3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: empty, response: listOf(bankCard),
    description: 'Bound bank cards (account numbers masked).',
  },
  bindBankCard: {
    method: 'PUT', path: '/wps/v2/member/bankCards', moduleId: 'BINDCARD3', auth: 'token', encrypted: true, body: 'json', source: 'notes',
    request: z.object({ bankCode: z.string().min(1), accountNo: z.string().min(4), accountName: z.string().min(1), branch: z.string().optional(), paymentPassword: z.string().min(1) }),
    response: bankCard,
    description: 'Bind a bank card (encrypted).',
  },
  deleteBankCard: {
    method: 'DELETE', path: '/wps/v2/member/bankCards', moduleId: 'BINDCARD3', auth: 'token', encrypted: true, body: 'json', source: 'notes',
    request: z.object({ id: id, paymentPassword: z.string().min(1) }), response: nothing,
    description: 'Remove a bank card (encrypted body on DELETE).',
  },
  paymentConfirmations: {
    method: 'GET', path: relay('MCSFE_getPaymentConfirmationList'), auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: z.object({ pending: qbool.optional() }), response: listOf(paymentConfirmation),
    description: 'Withdrawal confirmation: payments the member must confirm as received or not.',
  },
  confirmPayment: {
    method: 'POST', path: relay('MCSFE_processC2CTransaction'), auth: 'token', encrypted: false, body: 'json', source: 'notes',
    request: z.object({
      id: id,
      received: z.boolean(),
      receivedAmount: z.number().nonnegative().optional(),
      proofImages: z.array(z.string().regex(/^data:image\/(png|jpe?g);base64,/)).max(3).optional(),
    }),
    response: nothing,
    description: 'Mark a payment received (optionally with the amount) or not received (with proof).',
  },
  depositMethods: {
    method: 'GET', path: relay('MCSFE_getDepositMethods'), moduleId: 'DPSTBAS3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: empty,
    response: listOf(z.looseObject({ method: z.string(), methodName: z.string(), minAmount: money, maxAmount: money, channelCount: z.number().optional() })),
    description: 'Deposit methods (bank transfer, QR...) with the smallest minimum and largest maximum of their channels.',
  },
  fixedAmounts: {
    method: 'GET', path: relay('MCSFE_getFixedAmounts'), moduleId: 'DPSTBAS3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: z.object({ channelId: id }),
    response: listOf(money).extend({ fixedAmountsOnly: z.boolean().optional() }),
    description: 'The fixed (quick-pick) amounts of a deposit channel; fixedAmountsOnly when no other amount is accepted.',
  },
  pendingDeposits: {
    method: 'GET', path: relay('MCSFE_getPendingDeposits'), moduleId: 'DPSTBAS3', auth: 'token', encrypted: false, body: 'none', source: 'ours',
    request: empty, response: listOf(depositOrder),
    description: "The caller's deposits waiting for their payment (newest first), each with its reference, receiving account or QR payload.",
  },
  depositDetail: {
    method: 'GET', path: relay('MCSFE_getDepositConfirmationDetail'), moduleId: 'DPSTBAS3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: z.object({ transactionId: id }), response: depositOrder,
    description: 'One of the caller\'s deposit orders (reference, receiving account or QR payload, receipts, status).',
  },
  cancelDeposit: {
    method: 'POST', path: relay('MCSFE_cancelC2CDeposit'), moduleId: 'DEPUPDATEREM3', auth: 'token', encrypted: false, body: 'json', source: 'notes',
    request: z.object({ transactionId: id }), response: depositOrder,
    description: 'Cancel one of the caller\'s pending deposits (status CANCELLED); nothing is credited.',
  },
  bankCardBindConfig: {
    method: 'GET', path: '/wps/v2/member/bankCards/bindConfig', moduleId: 'BINDCARD3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: empty,
    response: z.looseObject({
      maxCards: z.number(),
      boundCount: z.number(),
      /** The holder name must equal the account's real name (set once, by the first card when none was set). */
      nameFixed: z.boolean(),
      accountName: z.string().nullish(),
      requirePaymentPassword: z.boolean().optional(),
      hasPaymentPassword: z.boolean().optional(),
      accountNoMinLength: z.number().optional(),
      accountNoMaxLength: z.number().optional(),
    }),
    description: 'Bank-card binding rules: how many cards, whether the holder name is fixed to the real name.',
  },
});
