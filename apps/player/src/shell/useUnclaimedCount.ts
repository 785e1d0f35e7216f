import { useWalletConsolidatedFundsQuery } from '@wl/api/wallet';
import { useMessagesUnreadCountQuery } from '@wl/api/messages';
import { useSession } from '@wl/app-shell';
import { shouldLoadUnreadMessages, unclaimedCount } from '@wl/domain';

/**
 * The header's unclaimed count (spec §2): the promotions the member can claim now (the consolidated funds'
 * `availablePromoCount`) plus unread messages. Neither is asked for a guest or a trial account (spec §4), and not
 * before member info says which the account is. The same queries as the member menu's badges, so they are asked once.
 */
export function useUnclaimedCount(): number {
  const session = useSession();
  const real = session.isLogin && session.member !== undefined && !session.isTrial;
  const funds = useWalletConsolidatedFundsQuery(undefined, { skip: !real });
  const unread = useMessagesUnreadCountQuery(undefined, {
    skip: !real || !shouldLoadUnreadMessages(session),
  });
  return real ? unclaimedCount(funds.data?.availablePromoCount, unread.data) : 0;
}
