import { lazy, Suspense } from 'react';
import { useTenant } from '../TenantContext.tsx';
import type { AnalyticsEnv } from './gtag.ts';

const AnalyticsConsent = lazy(() =>
  import('./AnalyticsConsent.tsx').then((m) => ({ default: m.AnalyticsConsent })),
);

/**
 * Google Analytics behind the visitor's consent (AnalyticsConsent), mounted once in a site's layout. Only a tenant
 * whose build names a gtag id may load Google's tag (its CSP allows it only then), so only its pages fetch the
 * analytics code: every other brand's first screen carries none of it.
 */
export function Analytics(props: { settingsLink?: boolean; env?: AnalyticsEnv }) {
  const tenant = useTenant();
  if (!tenant.analytics?.gtagId) return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsConsent {...props} />
    </Suspense>
  );
}
