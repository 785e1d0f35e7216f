import type { cashierCalls } from '../contract/calls/cashier.ts';
import { cashierMeta } from '../contract/meta/cashier.generated.ts';
import { wlApi } from '../rtk/api.ts';
import { areaEndpoints } from '../rtk/endpoints.ts';
import { LIST, MONEY_TAGS, type TagType } from '../rtk/tags.ts';

const onSuccess = (tags: (TagType | { type: TagType; id: string })[]) => (_r: unknown, e: unknown) =>
  e ? [] : tags;

/** Deposit, withdraw, bank cards, withdrawal confirmation. */
export const cashierApi = wlApi.injectEndpoints({
  endpoints: (build) =>
    areaEndpoints<typeof cashierCalls>(build, cashierMeta, {
      // The original refreshes deposit channels at most every 60 s.
      'cashier.depositChannels': {
        providesTags: [{ type: 'Deposit', id: 'channels' }],
        keepUnusedDataFor: 60,
      },
      'cashier.depositSettings': { providesTags: [{ type: 'Deposit', id: 'settings' }] },
      'cashier.depositPromotions': { providesTags: [{ type: 'Promotion', id: LIST }] },
      // A deposit may join a deposit promotion (and a first deposit ends the FIRST_DEPOSIT offers).
      'cashier.deposit': {
        invalidatesTags: onSuccess([
          { type: 'Deposit', id: 'settings' },
          { type: 'Deposit', id: LIST },
          ...MONEY_TAGS,
          { type: 'Message', id: LIST },
          { type: 'Promotion', id: LIST },
        ]),
      },
      'cashier.uploadDepositReceipt': {
        invalidatesTags: onSuccess(['Transaction', 'Report', { type: 'Deposit', id: LIST }]),
      },
      'cashier.withdrawSettings': { providesTags: ['Withdrawal'] },
      'cashier.turnoverInfo': { providesTags: ['Withdrawal'] },
      'cashier.withdraw': { invalidatesTags: onSuccess(['Withdrawal', ...MONEY_TAGS]) },
      'cashier.bankCards': { providesTags: [{ type: 'BankCard', id: LIST }] },
      'cashier.bindBankCard': {
        invalidatesTags: onSuccess([
          { type: 'BankCard', id: LIST },
          { type: 'BankCard', id: 'config' },
          'Security',
          'Member',
        ]),
      },
      'cashier.deleteBankCard': {
        invalidatesTags: onSuccess([
          { type: 'BankCard', id: LIST },
          { type: 'BankCard', id: 'config' },
          'Security',
        ]),
      },
      'cashier.paymentConfirmations': { providesTags: [{ type: 'PaymentConfirmation', id: LIST }] },
      'cashier.confirmPayment': {
        invalidatesTags: onSuccess([{ type: 'PaymentConfirmation', id: LIST }, 'Withdrawal', ...MONEY_TAGS]),
      },
      'cashier.depositMethods': {
        providesTags: [{ type: 'Deposit', id: 'channels' }],
        keepUnusedDataFor: 60,
      },
      'cashier.fixedAmounts': { providesTags: [{ type: 'Deposit', id: 'channels' }], keepUnusedDataFor: 60 },
      'cashier.pendingDeposits': { providesTags: [{ type: 'Deposit', id: LIST }] },
      'cashier.depositDetail': {
        providesTags: (_r, _e, arg) => [{ type: 'Deposit', id: String(arg.transactionId) }],
      },
      'cashier.cancelDeposit': {
        invalidatesTags: onSuccess([
          { type: 'Deposit', id: LIST },
          { type: 'Deposit', id: 'settings' },
          'Report',
        ]),
      },
      'cashier.bankCardBindConfig': { providesTags: [{ type: 'BankCard', id: 'config' }] },
    }),
});

export const {
  useCashierDepositChannelsQuery,
  useLazyCashierDepositChannelsQuery,
  useCashierDepositSettingsQuery,
  useLazyCashierDepositSettingsQuery,
  useCashierDepositPromotionsQuery,
  useLazyCashierDepositPromotionsQuery,
  useCashierDepositMutation,
  useCashierUploadDepositReceiptMutation,
  useCashierWithdrawSettingsQuery,
  useLazyCashierWithdrawSettingsQuery,
  useCashierTurnoverInfoQuery,
  useLazyCashierTurnoverInfoQuery,
  useCashierWithdrawChargesQuery,
  useLazyCashierWithdrawChargesQuery,
  useCashierWithdrawMutation,
  useCashierBanksQuery,
  useLazyCashierBanksQuery,
  useCashierBankCardsQuery,
  useLazyCashierBankCardsQuery,
  useCashierBindBankCardMutation,
  useCashierDeleteBankCardMutation,
  useCashierPaymentConfirmationsQuery,
  useLazyCashierPaymentConfirmationsQuery,
  useCashierConfirmPaymentMutation,
  useCashierDepositMethodsQuery,
  useLazyCashierDepositMethodsQuery,
  useCashierFixedAmountsQuery,
  useLazyCashierFixedAmountsQuery,
  useCashierPendingDepositsQuery,
  useLazyCashierPendingDepositsQuery,
  useCashierDepositDetailQuery,
  useLazyCashierDepositDetailQuery,
  useCashierCancelDepositMutation,
  useCashierBankCardBindConfigQuery,
  useLazyCashierBankCardBindConfigQuery,
} = cashierApi;
export { cashierMeta };
