import {
  enabledModules,
  parseMemberType,
  visibleContractPages,
  type ContractFlags,
  type ContractPage,
} from '@wl/domain';
import type { AgentPage } from './pageNames.ts';

/**
 * The agent centre's pages and left menu, and which of them an agent may open (spec accounts-and-money §2, §6;
 * protocol-notes §1.7). Pure rules, no React: the shell and the tests read the same thing.
 */

export { DEFAULT_AGENT_PAGE, pageFromParam, type AgentPage } from './pageNames.ts';

/** Menu entries that leave the agent centre: the member cashier and messages (full page loads), customer service. */
export type AgentLink = 'deposit' | 'withdraw' | 'platformMessages' | 'customerService';

export type MenuItem =
  { readonly kind: 'page'; readonly id: AgentPage } | { readonly kind: 'link'; readonly id: AgentLink };

export type MenuGroupId = 'team' | 'funds' | 'reports' | 'contracts' | 'help';

const page = (id: AgentPage): MenuItem => ({ kind: 'page', id });
const link = (id: AgentLink): MenuItem => ({ kind: 'link', id });

const MENU_GROUPS: readonly { readonly id: MenuGroupId; readonly items: readonly MenuItem[] }[] = [
  {
    id: 'team',
    items: [
      page('agentTeamOverview'),
      page('agentAnnouncement'),
      page('registerCenter'),
      page('downlineManagmentView'),
    ],
  },
  // Credit mode shows the credit report where it hides deposit and withdraw.
  { id: 'funds', items: [link('deposit'), link('withdraw'), page('agentCreditReport')] },
  {
    id: 'reports',
    items: [
      page('personalHistoryCopy'),
      page('palStatementsAgentCopy'),
      page('agentRevenueReport'),
      page('agentDownlineTransactionDetailsCopy'),
    ],
  },
  {
    id: 'contracts',
    items: [
      page('agentDividendRecordCopy2'),
      page('agentDailyWages2'),
      page('agentHourSalary'),
      page('agentRealtimeSalary'),
    ],
  },
  { id: 'help', items: [link('platformMessages'), link('customerService')] },
];

/** Where the links go: the player's member cashier and messages on the same domain (another app: a full page load). */
export const LINK_TARGETS: Readonly<Record<Exclude<AgentLink, 'customerService'>, string>> = {
  deposit: '/member/depositv2',
  withdraw: '/member/withdraw',
  platformMessages: '/member/messageV2',
};

/** What the gates read. */
export type MenuContext = {
  /** The whitelabel tree (`useWhitelabel`: the site permission's or the whitelabel call's); undefined while unknown or when the platform sends none. */
  readonly whitelabel: unknown;
  /** The consolidated settings' contract flags (site.consolidatedSettings); undefined while unknown or failed. */
  readonly contractFlags: ContractFlags | undefined;
  /** Member info `type` of the agent (type 2 is an agent-only account that the member site refuses). */
  readonly memberType: unknown;
  /** Whether the site names a customer-service link (site permission `customerService`). */
  readonly hasCustomerService: boolean;
};

/**
 * Agent menu keys (protocol-notes §1.7) that switch each page on: every key of the list must be on, or, for the
 * daily salary, one of them. TEAMBETTING3 gates team betting (its calls carry TRANSBETREPMEM3). Real-time salary has
 * no menu key of its own among the notes' agent keys: it goes with the daily salary keys (a salary settled every
 * 5 minutes instead of daily).
 */
const PAGE_MODULES: Readonly<Record<AgentPage, readonly (string | readonly string[])[]>> = {
  agentAnnouncement: ['AGENTANNOUNCE3'],
  agentTeamOverview: ['AGEINFO3'],
  registerCenter: ['REGCEN'],
  downlineManagmentView: ['DOWNMAN'],
  personalHistoryCopy: ['TEAMBETTING3'],
  palStatementsAgentCopy: ['AGETEAMPNL3'],
  agentRevenueReport: ['AGEREV3'],
  agentDownlineTransactionDetailsCopy: ['AGEDOWNTRANS3'],
  agentDividendRecordCopy2: ['DIVIDEND'],
  agentDailyWages2: [['DAYSAL', 'DAYSALMR']],
  agentHourSalary: ['HOURSAL3'],
  agentRealtimeSalary: [['DAYSAL', 'DAYSALMR']],
  agentCreditReport: ['CREDITMAR3'],
};

/** The contract pages: they also need their consolidated contract flag (domain `visibleContractPages`). */
const CONTRACT_PAGES: ReadonlySet<AgentPage> = new Set<AgentPage>([
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
]);

/**
 * The module keys switched on, or null when the site permission carries no whitelabel tree: then no entry is hidden
 * by a key (every key counts as on, credit mode as off), as a platform that does not gate menus means.
 */
export function agentModules(whitelabel: unknown): ReadonlySet<string> | null {
  return Array.isArray(whitelabel) && whitelabel.length > 0 ? enabledModules(whitelabel) : null;
}

/** Whether a page depends on the consolidated contract flags (so it is not known until they answer). */
export const isContractPage = (p: AgentPage): boolean => CONTRACT_PAGES.has(p);

/** Whether the agent may open this page (menu item shown; a URL to a hidden page says it is not available). */
export function isPageAvailable(p: AgentPage, context: MenuContext): boolean {
  const modules = agentModules(context.whitelabel);
  const on = (key: string | readonly string[]) =>
    modules === null || (typeof key === 'string' ? modules.has(key) : key.some((k) => modules.has(k)));
  if (!PAGE_MODULES[p].every(on)) return false;
  // Credit mode is off unless the tree says it is on (a site without a tree is not in credit mode).
  if (p === 'agentCreditReport' && modules === null) return false;
  if (CONTRACT_PAGES.has(p))
    return (
      context.contractFlags !== undefined &&
      visibleContractPages(context.contractFlags).includes(p as ContractPage)
    );
  return true;
}

/**
 * Whether a link shows. Deposit and withdraw need the agent wallet key (MYWALL) and the member cashier's own key
 * (DEPOSIT / WITHDRAW), and are hidden in credit mode (CREDITMAR3); platform messages need MAILCEN. The three lead
 * into the member site, which an agent-only account (type 2) cannot use, so it does not get them. Customer service
 * shows when the site names one.
 */
export function isLinkAvailable(l: AgentLink, context: MenuContext): boolean {
  if (l === 'customerService') return context.hasCustomerService;
  if (parseMemberType(context.memberType) === 2) return false;
  const modules = agentModules(context.whitelabel);
  const on = (key: string) => modules === null || modules.has(key);
  if (l === 'platformMessages') return on('MAILCEN');
  if (modules !== null && modules.has('CREDITMAR3')) return false;
  return on('MYWALL') && on(l === 'deposit' ? 'DEPOSIT' : 'WITHDRAW');
}

function isItemAvailable(item: MenuItem, context: MenuContext): boolean {
  return item.kind === 'page' ? isPageAvailable(item.id, context) : isLinkAvailable(item.id, context);
}

/** The menu's groups with only the entries this agent may use; empty groups are left out. */
export function visibleGroups(context: MenuContext): { id: MenuGroupId; items: MenuItem[] }[] {
  return MENU_GROUPS.map((group) => ({
    id: group.id,
    items: group.items.filter((item) => isItemAvailable(item, context)),
  })).filter((group) => group.items.length > 0);
}
