import { canTransferUpline, enabledModules } from '@wl/domain';
import { MEMBER_PAGES, type MemberPage } from './pageNames.ts';

/**
 * The member centre's menu: its groups, and which pages a member may open (spec accounts-and-money §2, §6;
 * protocol-notes §1.7). Pure rules, no React, so the shell and the tests read the same thing.
 */

export type MenuGroupId = 'account' | 'funds' | 'records' | 'rewards' | 'messages';

const MENU_GROUPS: readonly { readonly id: MenuGroupId; readonly pages: readonly MemberPage[] }[] = [
  { id: 'account', pages: ['securityCenter', 'playerRank', 'responsibleGaming', 'verification'] },
  { id: 'funds', pages: ['depositv2', 'withdraw', 'transferFund', 'transferUpline'] },
  { id: 'records', pages: ['personalHistoryCopy', 'transactionHistory', 'personalProfit', 'bonusDetails'] },
  { id: 'rewards', pages: ['rewardCenter', 'missionLeaderboard', 'referral'] },
  { id: 'messages', pages: ['messageV2'] },
];

/** What the gates read: the whitelabel tree (site permission), the merchant wallet mode and the member. */
export type MenuContext = {
  /** The whitelabel tree (`useWhitelabel`: the site permission's or the whitelabel call's); undefined while unknown or when the platform sends none. */
  readonly whitelabel: unknown;
  /** GCS_merchantWallet `isSingle` (1 = single wallet); undefined while unknown. */
  readonly isSingleWallet: unknown;
  /** Member info `toUpline` ('1' when the member may transfer to the upline). */
  readonly toUpline: unknown;
  /** Member info `type` (agent type 2 may not transfer to the upline). */
  readonly memberType: unknown;
};

/**
 * Module keys that switch member pages on (protocol-notes §1.7). A page shows when every key of its list is on;
 * CREDITMAR3 (credit mode) is the one key that hides pages when on (deposit and withdraw).
 * PLYRBT and MANPLAYREB3 (player rebates) have no page among the spec's member pages; FEEDBACK3 gates the
 * menu's feedback action (see `showsFeedback`).
 */
const PAGE_MODULES: Partial<Record<MemberPage, readonly string[]>> = {
  depositv2: ['DEPOSIT'],
  withdraw: ['WITHDRAW'],
  rewardCenter: ['REWCEN3'],
  referral: ['REWCEN3'],
  missionLeaderboard: ['REWCEN3', 'MISSIONLB3'],
  playerRank: ['MEMCLUB3'],
  messageV2: ['MAILCEN'],
  responsibleGaming: ['RESPGAM3'],
  verification: ['UPLOADID3'],
};
const CREDIT_MODE_HIDES: ReadonlySet<MemberPage> = new Set<MemberPage>(['depositv2', 'withdraw']);

/**
 * The module keys switched on, or null when the site permission carries no whitelabel tree: then no page is
 * hidden by a key (every key counts as on, credit mode as off), as a platform that does not gate menus means.
 */
function memberModules(whitelabel: unknown): ReadonlySet<string> | null {
  return Array.isArray(whitelabel) && whitelabel.length > 0 ? enabledModules(whitelabel) : null;
}

/** Whether a member may open this page (menu item shown; a URL to a hidden page says it is not available). */
export function isPageAvailable(page: MemberPage, context: MenuContext): boolean {
  const modules = memberModules(context.whitelabel);
  const on = (key: string) => modules === null || modules.has(key);
  if (CREDIT_MODE_HIDES.has(page) && modules !== null && modules.has('CREDITMAR3')) return false;
  if (!(PAGE_MODULES[page] ?? []).every(on)) return false;
  // A single-wallet merchant has no game wallets to move money between (protocol-notes: isSingle hides it).
  if (page === 'transferFund') return !(context.isSingleWallet === 1 || context.isSingleWallet === '1');
  if (page === 'transferUpline') return canTransferUpline(context.toUpline, context.memberType);
  return true;
}

/** The feedback action of the menu (FEEDBACK3). */
export function showsFeedback(context: Pick<MenuContext, 'whitelabel'>): boolean {
  const modules = memberModules(context.whitelabel);
  return modules === null || modules.has('FEEDBACK3');
}

/** The menu's groups with only the pages this member may open; empty groups are left out. */
export function visibleGroups(context: MenuContext) {
  return MENU_GROUPS.map((group) => ({
    id: group.id,
    pages: group.pages.filter((page) => isPageAvailable(page, context)),
  })).filter((group) => group.pages.length > 0);
}

/** The page a spec page name in a URL names (exact spelling), or undefined. */
export function pageFromParam(param: string | undefined): MemberPage | undefined {
  return MEMBER_PAGES.find((page) => page === param);
}

/**
 * Old links of the site (`/member?page=deposit`, the account menu's item names) and the spec names: the member
 * page each means, so a bookmark of either kind opens its page.
 */
const LEGACY_PAGES: Record<string, MemberPage> = {
  deposit: 'depositv2',
  withdraw: 'withdraw',
  rewardCentre: 'rewardCenter',
  vipLevel: 'playerRank',
  bettingRecord: 'personalHistoryCopy',
  accountRecord: 'transactionHistory',
  personalProfit: 'personalProfit',
  myAccount: 'securityCenter',
  referral: 'referral',
  messages: 'messageV2',
};

export function pageFromLegacyQuery(value: string | null): MemberPage | undefined {
  if (!value) return undefined;
  return pageFromParam(value) ?? LEGACY_PAGES[value];
}
