import { useWalletConsolidatedFundsQuery, walletMeta } from '@wl/api/wallet';
import { messagesMeta, useMessagesUnreadCountQuery } from '@wl/api/messages';
import { useMayCall, useSession, useWhitelabel } from '@wl/app-shell';
import { agentPolicyAllowsConsolidated, memberFlags, unclaimedCount } from '@wl/domain';

/**
 * Whether this session may ask for the consolidated funds: the contract's audience (real members), and for an agent
 * the agent policy flag (accounts §6, the whitelabel module AGENTPOLICY; docs/platform/our-readings.md), once known.
 */
export function useConsolidatedFundsAllowed(): boolean {
  const may = useMayCall();
  const session = useSession();
  const whitelabel = useWhitelabel();
  const member = session.member as { type?: unknown; customerType?: unknown } | undefined;
  const type = member?.type ?? member?.customerType;
  return (
    may(walletMeta['wallet.consolidatedFunds']) === true &&
    (!memberFlags(type).isAgent ||
      (whitelabel.loaded && agentPolicyAllowsConsolidated(whitelabel.tree, type)))
  );
}

/**
 * The header's unclaimed count (spec §2): the promotions the member can claim now (the consolidated funds'
 * `availablePromoCount`) plus unread messages. Neither is asked for a guest or a trial account (spec §4), and not
 * before member info says which the account is (both calls are for real members: the contract's audience); the funds not
 * for an agent whose site's agent policy flag is off. The same
 * queries as the member menu's badges, so they are asked once.
 */
export function useUnclaimedCount(): number {
  const may = useMayCall();
  const fundsAllowed = useConsolidatedFundsAllowed();
  const unreadAllowed = may(messagesMeta['messages.unreadCount']) === true;
  const funds = useWalletConsolidatedFundsQuery(undefined, { skip: !fundsAllowed });
  const unread = useMessagesUnreadCountQuery(undefined, { skip: !unreadAllowed });
  return unreadAllowed
    ? unclaimedCount(fundsAllowed ? funds.data?.availablePromoCount : undefined, unread.data)
    : 0;
}
