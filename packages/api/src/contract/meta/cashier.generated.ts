// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import { metaRows } from './rows.ts';

export const cashierMeta = metaRows('cashier', {
  'cashier.depositChannels': ['GET /wps/relay/MCSFE_getDepositPaymentChannels', { moduleId: 'DPSTBAS3', audience: 'realMember', requestAsIs: true, requestKeys: ['webSupported', 'mobileSupported', 'groupMTByChannelName'], requestNeedsKeys: ['webSupported', 'mobileSupported', 'groupMTByChannelName'] }],
  'cashier.depositSettings': ['GET /wps/relay/MCSFE_getDepositSettings', { moduleId: 'DPSTBAS3', audience: 'realMember', requestAsIs: true, requestKeys: [] }],
  'cashier.depositPromotions': ['GET /wps/relay/MCSFE_getDepositPromotion', { moduleId: 'DPSTBAS3', audience: 'realMember' }],
  'cashier.deposit': ['POST /wps/relay/MCSFE_manualTransferByGeneric', { moduleId: 'DPSTBAS3', audience: 'realMember' }],
  'cashier.uploadDepositReceipt': ['POST /wps/relay/MCSFE_uploadDepositEncodedImage', { moduleId: 'DEPUPDATEREM3', audience: 'realMember' }],
  'cashier.withdrawSettings': ['GET /wps/relay/MCSFE_getWithdrawSettings', { moduleId: 'WTHDRW3', audience: 'realMember', requestAsIs: true, requestKeys: [] }],
  'cashier.turnoverInfo': ['GET /wps/relay/MCSFE_getTurnoverInfo', { moduleId: 'WTHDRW3', audience: 'realMember', requestAsIs: true, requestKeys: [] }],
  'cashier.withdrawCharges': ['GET /wps/relay/MCSFE_getCalculatedWithdrawCharges', { moduleId: 'WTHDRW3', audience: 'realMember', requestAsIs: true, requestKeys: ['amount'], requestNumberKeys: ['amount'] }],
  'cashier.withdraw': ['POST /wps/v2/transaction/withdraw', { moduleId: 'WTHDRW3', audience: 'realMember', encrypted: true }],
  'cashier.banks': ['GET /wps/relay/MCSFE_getBanks', { moduleId: 'BINDCARD3', audience: 'realMember', requestAsIs: true, requestKeys: [] }],
  'cashier.bankCards': ['GET /wps/relay/MCS2_bankCards', { moduleId: 'BINDCARD3', audience: 'realMember', requestAsIs: true, requestKeys: [] }],
  'cashier.bindBankCard': ['PUT /wps/v2/member/bankCards', { moduleId: 'BINDCARD3', audience: 'realMember', encrypted: true, requestAsIs: true, requestKeys: ['bankCode', 'accountNo', 'accountName', 'branch', 'paymentPassword'] }],
  'cashier.deleteBankCard': ['DELETE /wps/v2/member/bankCards', { moduleId: 'BINDCARD3', audience: 'realMember', encrypted: true }],
  'cashier.paymentConfirmations': ['GET /wps/relay/MCSFE_getPaymentConfirmationList', { audience: 'realMember' }],
  'cashier.confirmPayment': ['POST /wps/relay/MCSFE_processC2CTransaction', { audience: 'realMember' }],
  'cashier.depositMethods': ['GET /wps/relay/MCSFE_getDepositMethods', { moduleId: 'DPSTBAS3', audience: 'realMember', requestAsIs: true, requestKeys: [] }],
  'cashier.fixedAmounts': ['GET /wps/relay/MCSFE_getFixedAmounts', { moduleId: 'DPSTBAS3', audience: 'realMember' }],
  'cashier.pendingDeposits': ['GET /wps/relay/MCSFE_getPendingDeposits', { moduleId: 'DPSTBAS3', audience: 'realMember', requestAsIs: true, requestKeys: [] }],
  'cashier.depositDetail': ['GET /wps/relay/MCSFE_getDepositConfirmationDetail', { moduleId: 'DPSTBAS3', audience: 'realMember' }],
  'cashier.cancelDeposit': ['POST /wps/relay/MCSFE_cancelC2CDeposit', { moduleId: 'DEPUPDATEREM3', audience: 'realMember' }],
  'cashier.bankCardBindConfig': ['GET /wps/v2/member/bankCards/bindConfig', { moduleId: 'BINDCARD3', audience: 'realMember', requestAsIs: true, requestKeys: [] }],
});
