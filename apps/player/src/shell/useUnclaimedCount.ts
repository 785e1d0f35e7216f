import { useWalletConsolidatedFundsQuery, walletMeta } from '@wl/api/wallet';
import { messagesMeta, useMessagesUnreadCountQuery } from '@wl/api/messages';
import { useMayCall } from '@wl/app-shell';
import { unclaimedCount } from '@wl/domain';

/**
 * The header's unclaimed count (spec §2): the promotions the member can claim now (the consolidated funds'
 * `availablePromoCount`) plus unread messages. Neither is asked for a guest or a trial account (spec §4), and not
 * before member info says which the account is (both calls are for real members: the contract's audience). The same
 * queries as the member menu's badges, so they are asked once.
 */
export function useUnclaimedCount(): number {
  const may = useMayCall();
  const fundsAllowed = may(walletMeta['wallet.consolidatedFunds']) === true;
  const unreadAllowed = may(messagesMeta['messages.unreadCount']) === true;
  const funds = useWalletConsolidatedFundsQuery(undefined, { skip: !fundsAllowed });
  const unread = useMessagesUnreadCountQuery(undefined, { skip: !unreadAllowed });
  return fundsAllowed ? unclaimedCount(funds.data?.availablePromoCount, unread.data) : 0;
}
