import { useMemo } from 'react';
import { useSiteConsolidatedSettingsQuery, useSitePermissionQuery } from '@wl/api/site';
import { useSession, useWhitelabel } from '@wl/app-shell';
import { isContractPage, isPageAvailable, visibleGroups, type AgentPage, type MenuContext } from './menu.ts';

type ServiceLink = { type?: string; url?: string; name?: string };

/**
 * The agent centre's menu for this agent: the visible groups, whether a page may be opened (and whether that is known
 * yet), and the customer-service link. Reads the site permission (whitelabel tree, customer service), the
 * consolidated settings (contract flags) and the member.
 */
export function useAgentMenu() {
  const session = useSession();
  const permission = useSitePermissionQuery();
  const whitelabel = useWhitelabel();
  const settings = useSiteConsolidatedSettingsQuery();
  const service = ((permission.data?.customerService ?? []) as ServiceLink[]).find(
    (c) => typeof c.url === 'string' && c.url !== '',
  );
  const member = session.member as { type?: unknown; customerType?: unknown } | undefined;

  const context: MenuContext = useMemo(
    () => ({
      whitelabel: whitelabel.tree,
      // A failed settings call leaves the contract pages out (their flags are unknown), as while it loads.
      contractFlags: settings.isError ? undefined : settings.data,
      memberType: member?.type ?? member?.customerType,
      hasCustomerService: service !== undefined,
    }),
    [whitelabel.tree, settings.data, settings.isError, member, service],
  );
  const groups = useMemo(() => visibleGroups(context), [context]);
  const available = (page: AgentPage) => isPageAvailable(page, context);
  /** Whether `available(page)` is final: the data its gate reads has answered. */
  const known = (page: AgentPage) => whitelabel.loaded && (!isContractPage(page) || !settings.isLoading);

  return { groups, available, known, customerService: service };
}
