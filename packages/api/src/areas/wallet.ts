import type { walletCalls } from '../contract/calls/wallet.ts';
import { walletMeta } from '../contract/meta/wallet.generated.ts';
import { wlApi } from '../rtk/api.ts';
import { areaEndpoints } from '../rtk/endpoints.ts';
import { MONEY_TAGS } from '../rtk/tags.ts';

const moneyMoved = (_r: unknown, e: unknown) => (e ? [] : MONEY_TAGS);

/** Balances, consolidated funds, merchant wallet mode, transfers between wallets and to the upline. */
export const walletApi = wlApi.injectEndpoints({
  endpoints: (build) =>
    areaEndpoints<typeof walletCalls>(build, walletMeta, {
      'wallet.balance': { providesTags: ['Balance'] },
      'wallet.consolidatedFunds': { providesTags: ['Funds'] },
      'wallet.transfer': { invalidatesTags: moneyMoved },
      'wallet.recall': { invalidatesTags: moneyMoved },
      'wallet.transferUpline': { invalidatesTags: moneyMoved },
    }),
});

export const {
  useWalletBalanceQuery,
  useLazyWalletBalanceQuery,
  useWalletConsolidatedFundsQuery,
  useLazyWalletConsolidatedFundsQuery,
  useWalletMerchantWalletQuery,
  useLazyWalletMerchantWalletQuery,
  useWalletTransferMutation,
  useWalletRecallMutation,
  useWalletTransferUplineMutation,
} = walletApi;
export { walletMeta };
