import { useMemo } from 'react';
import { useWalletConsolidatedFundsQuery, useWalletMerchantWalletQuery } from '@wl/api/wallet';
import { messagesMeta, useMessagesUnreadCountQuery } from '@wl/api/messages';
import { useMissionsSummaryQuery } from '@wl/api/missions';
import { useMayCall, useSession, useTenant, useWhitelabel } from '@wl/app-shell';
import { isPageAvailable, showsFeedback, visibleGroups, type MenuContext } from './menu.ts';
import type { MemberPage } from './pageNames.ts';
import { useConsolidatedFundsAllowed } from '../shell/useUnclaimedCount.ts';

/** The pages whose menu item shows a count, each with its spoken words (`member:badges.<page>`, plural). */
export const BADGED_PAGES = [
  'messageV2',
  'rewardCenter',
  'missionLeaderboard',
] as const satisfies readonly MemberPage[];
export type Badges = Partial<Record<(typeof BADGED_PAGES)[number], number>>;

/**
 * The member centre's menu for this member: the visible groups, whether a page may be opened (and whether that
 * is known yet), the feedback action and the badge counts.
 */
export function useMemberMenu() {
  const tenant = useTenant();
  const session = useSession();
  const whitelabel = useWhitelabel();
  const wallet = useWalletMerchantWalletQuery({ merchantCode: tenant.merchantCode });
  const member = session.member;

  const context: MenuContext = useMemo(
    () => ({
      whitelabel: whitelabel.tree,
      // Until the wallet mode is known, transfer fund is not offered (a single-wallet site would see it vanish).
      isSingleWallet: wallet.data?.isSingle ?? (wallet.isLoading ? 1 : 0),
      toUpline: member?.toUpline,
      memberType: member?.type ?? member?.customerType,
    }),
    [whitelabel.tree, wallet.data, wallet.isLoading, member],
  );
  const groups = useMemo(() => visibleGroups(context), [context]);
  const available = (page: MemberPage) => isPageAvailable(page, context);

  /** Whether `available(page)` is final: the data its gate reads has answered. */
  const known = (page: MemberPage) =>
    whitelabel.loaded &&
    (page !== 'transferFund' || !wallet.isLoading) &&
    (page !== 'transferUpline' || !session.memberLoading);

  // Badges: unread messages (not for trial accounts), the consolidated funds' available promotions (not for trial
  // accounts, nor agents when the agent policy flag is off, spec §6) and the missions summary's claimable rewards. A call that fails shows no badge.
  // Asked once member info says the account is not a trial one (the calls' audience in the contract).
  const may = useMayCall();
  const real = session.isLogin && member !== undefined && !session.isTrial;
  const unread = useMessagesUnreadCountQuery(undefined, {
    skip: !may(messagesMeta['messages.unreadCount']) || !isPageAvailable('messageV2', context),
  });
  const fundsAllowed = useConsolidatedFundsAllowed();
  const funds = useWalletConsolidatedFundsQuery(undefined, {
    skip: !fundsAllowed || !isPageAvailable('rewardCenter', context),
  });
  const missions = useMissionsSummaryQuery(
    {},
    { skip: !real || !isPageAvailable('missionLeaderboard', context) },
  );
  const badges: Badges = {
    messageV2: unread.isError ? undefined : unread.data,
    rewardCenter: funds.isError ? undefined : funds.data?.availablePromoCount,
    missionLeaderboard: missions.isError ? undefined : missions.data?.claimableCount,
  };

  return { groups, available, known, badges, feedback: showsFeedback(context) };
}
