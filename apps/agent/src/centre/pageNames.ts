import { DEFAULT_AGENT_PAGE as SPEC_DEFAULT_PAGE } from '@wl/domain';

/**
 * The agent centre's page names, apart from the menu's rules: the route table of the first screen reads them (to send
 * /agentHome to a page) without carrying the centre's code.
 */

/** The agent centre's pages by their spec names (accounts-and-money §2), in the spec's order. */
export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  // Credit mode's credit report (accounts-and-money §2 names the screen, no path: ours).
  'agentCreditReport',
] as const;

export type AgentPage = (typeof AGENT_PAGES)[number];

/** The page /agentHome opens (spec: agentTeamOverview). */
export const DEFAULT_AGENT_PAGE: AgentPage = SPEC_DEFAULT_PAGE;

/** The page a URL's page name names (exact spelling), or undefined. */
export function pageFromParam(param: string | null | undefined): AgentPage | undefined {
  return AGENT_PAGES.find((p) => p === param);
}

/** Old links of the site's `?page=` form: the player's side menu sends an agent's referral item to agentRegister. */
const LEGACY_PAGES: Readonly<Record<string, AgentPage>> = { agentRegister: 'registerCenter' };

/** Where /agentHome (with an optional `?page=`) leads: that page at its own address, else the default page. */
export function agentHomeTarget(search: string): string {
  const named = new URLSearchParams(search).get('page');
  const page = pageFromParam(named) ?? (named ? LEGACY_PAGES[named] : undefined) ?? DEFAULT_AGENT_PAGE;
  return `/agentHome/${page}`;
}
