/** The cashier's calls, the member's deposit and withdrawal records and the cashier's dev calls (calls.ts). */
import type { HandlerMap } from '../../http/types.ts';
import * as calls from './calls.ts';

export const cashierHandlers: HandlerMap = {
  'cashier.depositChannels': calls.depositChannels,
  'cashier.depositMethods': calls.depositMethods,
  'cashier.fixedAmounts': calls.fixedAmounts,
  'cashier.depositSettings': calls.depositSettings,
  'cashier.depositPromotions': calls.depositPromotions,
  'cashier.deposit': calls.deposit,
  'cashier.uploadDepositReceipt': calls.uploadDepositReceipt,
  'cashier.pendingDeposits': calls.pendingDeposits,
  'cashier.depositDetail': calls.depositDetail,
  'cashier.cancelDeposit': calls.cancelDeposit,
  'cashier.withdrawSettings': calls.withdrawSettings,
  'cashier.turnoverInfo': calls.turnoverInfo,
  'cashier.withdrawCharges': calls.withdrawCharges,
  'cashier.withdraw': calls.withdraw,
  'cashier.banks': calls.banks,
  'cashier.bankCards': calls.bankCards,
  'cashier.bankCardBindConfig': calls.bankCardBindConfig,
  'cashier.bindBankCard': calls.bindBankCard,
  'cashier.deleteBankCard': calls.deleteBankCard,
  'cashier.paymentConfirmations': calls.paymentConfirmations,
  'cashier.confirmPayment': calls.confirmPayment,
  'reports.deposits': calls.depositRecords,
  'reports.withdrawals': calls.withdrawalRecords,
};

/** Dev-only (not mounted with NODE_ENV=production): the payment provider and the back office, played on demand. */
export const cashierDevHandlers: HandlerMap = {
  'dev.approveDeposit': calls.approveDeposit,
  'dev.rejectDeposit': calls.rejectDeposit,
  'dev.approveWithdrawal': calls.approveWithdrawal,
  'dev.rejectWithdrawal': calls.rejectWithdrawal,
  'dev.runCashierJobs': calls.runJobs,
};
