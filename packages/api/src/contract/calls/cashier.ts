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
});
export type DepositChannel = z.output<typeof depositChannel>;

export const bankCard = z.looseObject({
  id: id,
  bankCode: z.string(),
  bankName: z.string(),
  accountNo: z.string(),
  accountName: z.string(),
  isDefault: z.boolean().optional(),
});

export const paymentConfirmation = z.looseObject({
  id: id,
  amount: money,
  payerName: z.string().optional(),
  status: z.string(),
  createTime: z.number(),
  autoConfirmAt: z.number().optional(),
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
    request: empty, response: z.looseObject({ allowDeposit: z.boolean(), pendingCount: z.number().optional() }),
    description: 'Deposit settings: allowDeposit.',
  },
  depositPromotions: {
    method: 'GET', path: relay('MCSFE_getDepositPromotion'), moduleId: 'DPSTBAS3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: z.object({ channelId: id.optional(), amount: qnum.optional() }),
    response: listOf(z.looseObject({ promotionId: id, title: z.string(), bonusRate: z.number().optional(), maxBonus: z.number().optional() })),
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
    response: z.looseObject({ transactionId: id, status: z.string(), amount: money }),
    description: 'Submit a deposit (manual transfer, generic form). Credited when the back office (or the dev flow) approves.',
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
    response: z.looseObject({ minimumAmount: money, maximumAmount: money, allowWithdraw: z.boolean(), dailyCountLeft: z.number().optional() }),
    description: 'Withdraw limits (minimumAmount, maximumAmount).',
  },
  turnoverInfo: {
    method: 'GET', path: relay('MCSFE_getTurnoverInfo'), moduleId: 'WTHDRW3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: empty, response: z.looseObject({ requiredTurnover: money, currentTurnover: money }),
    description: 'Turnover needed before a withdrawal.',
  },
  withdrawCharges: {
    method: 'GET', path: relay('MCSFE_getCalculatedWithdrawCharges'), moduleId: 'WTHDRW3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: z.object({ amount: qnum }), response: z.looseObject({ charge: money, receivable: money }),
    description: 'Charges for a withdrawal amount.',
  },
  withdraw: {
    method: 'POST', path: '/wps/v2/transaction/withdraw', moduleId: 'WTHDRW3', auth: 'token', encrypted: true, body: 'json', source: 'notes',
    request: z.object({ amount: z.number().positive(), bankCardId: id, paymentPassword: z.string().min(1), check: z.literal('V2').default('V2') }),
    response: z.looseObject({ transactionId: id, status: z.string() }),
    description: 'Withdraw to a bound bank card (encrypted; payment password; check "V2").',
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
});
