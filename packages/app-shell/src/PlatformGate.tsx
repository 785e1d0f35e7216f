import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { isApiError } from '@wl/api';
import { useSitePermissionQuery } from '@wl/api/site';
import type { PlatformUnavailableReason } from '@wl/ui';

// The failure page and the domain failover are needed only when the platform fails (or, to keep the domains it names,
// after its answer): their code stays out of the first screen's JavaScript.
const failureModule = () => import('./PlatformFailure.tsx');
const PlatformFailure = lazy(failureModule);

/** The platform's answer to a Merchant header it does not know (`ERROR_CODES` of @wl/api/contract). */
const MERCHANT_UNKNOWN = 'NOT_FOUND_MERCHANT_IN_HEADER';

/**
 * Why the boot call (site permission, the first call of both apps) failed in a way that leaves the site nothing to
 * show, or null when it did not:
 * - `merchantUnknown`: the platform refused the tenant's merchant code (NOT_FOUND_MERCHANT_IN_HEADER);
 * - `unreachable`: no answer (refused, dropped, DNS, offline), or a gateway's HTTP 5xx page instead of the platform's
 *   envelope (nginx 502/503 while the platform is down, a dev proxy's 500);
 * - `timeout`: no answer within the client's timeout, or a gateway's 504.
 * Other refusals (a platform error code) and answers that do not match the contract are not boot failures: the site
 * shows them where they happen.
 */
export function bootFailureOf(error: unknown): PlatformUnavailableReason | null {
  if (!isApiError(error)) return null;
  if (error.kind === 'timeout') return 'timeout';
  if (error.kind === 'network') return error.code === 'ABORTED' ? null : 'unreachable';
  if (error.kind !== 'server') return null;
  if (error.code === MERCHANT_UNKNOWN) return 'merchantUnknown';
  if (error.code === 'HTTP_504') return 'timeout';
  return /^HTTP_5\d\d$/.test(error.code ?? '') ? 'unreachable' : null;
}

/**
 * The boot check both apps put around their pages: while the site permission call is on its way or has answered,
 * the pages show; when it failed because the platform refused this site or cannot be reached and the site has no
 * permission answer at all, a full page says so in the site's language, with a retry (the call again, no reload: the
 * pages' own calls start again when they mount) and the tenant's customer-service contacts. Once a permission answer
 * has arrived, a later failed refresh (focus, reconnect) leaves the site as it is.
 *
 * Domain failover (protocol-notes §1.3): when the platform cannot be reached or does not answer, the page also offers
 * the brand's other domains, as links to the same page there: those of the domain routes call when it answers, and
 * those kept from the permission answers (and routes) of earlier visits in this tab's session. None known: no links.
 * The site never moves the visitor by itself, whichever domain it is on.
 */
export function PlatformGate({ children }: { children: ReactNode }) {
  const { data, error, isError, isFetching, refetch } = useSitePermissionQuery();
  const [shown, setShown] = useState<PlatformUnavailableReason | null>(null);
  // While a retry is on its way the page stays (with a busy button) instead of flashing the empty site.
  const failure = data !== undefined ? null : isError ? bootFailureOf(error) : isFetching ? shown : null;
  if (failure !== shown) setShown(failure);
  useEffect(() => {
    if (data !== undefined)
      void failureModule().then(
        (m) => m.rememberPermissionDomains(data),
        () => undefined,
      );
  }, [data]);
  if (!failure) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <PlatformFailure failure={failure} retrying={isFetching} onRetry={() => void refetch()} />
    </Suspense>
  );
}
