import { useEffect } from 'react';
import { useSiteDomainRouteQuery } from '@wl/api/site';
import { domainRoutesOfPermission, failoverDomains, failoverUrl, mergeDomainRoutes } from '@wl/domain';
import { PlatformUnavailablePage, type PlatformUnavailableReason } from '@wl/ui';
import { rememberDomainRoutes, rememberedDomainRoutes } from './knownDomains.ts';
import { useTenant } from './TenantContext.tsx';

/** Keeps the domain routes a site permission answer names, for the failover links of a later failure in this tab. */
export function rememberPermissionDomains(permission: unknown): void {
  rememberDomainRoutes(domainRoutesOfPermission(permission));
}

/**
 * The page PlatformGate shows when the platform refused the site or cannot be reached. When it cannot be reached or
 * does not answer, it also offers the brand's other domains (protocol-notes §1.3), as links to the same page there:
 * those of the domain routes call when it answers, and those kept from earlier answers in this tab's session.
 */
export default function PlatformFailure({
  failure,
  retrying,
  onRetry,
}: {
  failure: PlatformUnavailableReason;
  retrying: boolean;
  onRetry: () => void;
}) {
  const tenant = useTenant();
  const offersDomains = failure === 'unreachable' || failure === 'timeout';
  const routes = useSiteDomainRouteQuery({}, { skip: !offersDomains });
  useEffect(() => {
    if (routes.data) rememberDomainRoutes(routes.data);
  }, [routes.data]);
  const here = globalThis.location;
  const otherDomains =
    offersDomains && here
      ? failoverDomains(mergeDomainRoutes(routes.data, rememberedDomainRoutes()), here.host).map(
          (domain) => ({ domain: domain.host, href: failoverUrl(domain, here) }),
        )
      : [];
  return (
    <PlatformUnavailablePage
      reason={failure}
      retrying={retrying}
      onRetry={onRetry}
      logo={{ src: tenant.assets.logo, alt: tenant.name }}
      contacts={{ ...tenant.support, url: tenant.links?.supportUrl }}
      otherDomains={otherDomains}
    />
  );
}
