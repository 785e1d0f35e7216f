import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSitePermissionQuery } from '@wl/api/site';
import { useTenant } from '../TenantContext.tsx';
import { chooseAnalytics, getConsentState, openConsentSettings, subscribeConsent } from './consent.ts';
import { analyticsPossible, buildEnv, denyAnalytics, grantAnalytics, type AnalyticsEnv } from './gtag.ts';

// The banner's code is fetched only when a visitor is asked (most visits of a brand without analytics never are).
const ConsentBanner = lazy(() => import('./ConsentBannerView.tsx'));

export type AnalyticsSetup = {
  /** The tag id to load: the site permission's `analytics.gtagId` wins over the tenant's build-time one. */
  id: string | undefined;
  /** Google's tag can load on this site (a built site with an id; not in dev or tests). */
  active: boolean;
  /** The visitor must agree first (tenant.json `analytics.consent`, default 'required'). */
  consentRequired: boolean;
};

/**
 * Which tag, if any, this site loads. Only a tenant with a build-time `analytics.gtagId` loads one: its nginx
 * Content-Security-Policy allows Google's hosts only then (packages/tenant/src/node/nginx.ts). Waits for the site
 * permission (its id wins) so that a tag is never loaded for the wrong id.
 */
export function useAnalyticsSetup(env: AnalyticsEnv = buildEnv): AnalyticsSetup {
  const tenant = useTenant();
  const buildId = tenant.analytics?.gtagId;
  const possible = analyticsPossible(buildId, env);
  const { data, isLoading, isUninitialized } = useSitePermissionQuery(undefined, { skip: !possible });
  const runtimeId = data?.analytics?.gtagId;
  const id = runtimeId && analyticsPossible(runtimeId, env) ? runtimeId : buildId;
  return {
    id,
    active: possible && !isLoading && !isUninitialized,
    consentRequired: tenant.analytics?.consent !== 'notRequired',
  };
}

/** The 'Cookie settings' action for a footer: reopens the consent banner; null when there is nothing to ask. */
export function useCookieSettings(env: AnalyticsEnv = buildEnv): (() => void) | null {
  const { active, consentRequired } = useAnalyticsSetup(env);
  return active && consentRequired ? openConsentSettings : null;
}

const StyledSettings = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space['3']};
  button {
    padding: ${({ theme }) => theme.space['2']};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.fg.link};
    text-decoration: underline;
    background: none;
    border: 0;
    cursor: pointer;
  }
`;

/**
 * Google Analytics behind the visitor's consent: the banner until the visitor answers (or reopens it from 'Cookie
 * settings'), gtag.js once accepted (at once when the tenant needs no consent), consent denied on a withdrawal.
 * Mount it once as the last child of the page frame. `settingsLink` adds the 'Cookie settings' link for a site with no
 * footer of its own (the agent site); the player's footer has it.
 */
export function AnalyticsConsent({
  settingsLink = false,
  env = buildEnv,
}: {
  settingsLink?: boolean;
  env?: AnalyticsEnv;
}) {
  const { t } = useTranslation(['consent', 'footer']);
  const { id, active, consentRequired } = useAnalyticsSetup(env);
  const { choice, settingsOpen } = useSyncExternalStore(subscribeConsent, getConsentState, getConsentState);
  const granted = !consentRequired || choice === 'granted';

  useEffect(() => {
    if (!active) return;
    if (granted) grantAnalytics(id, env);
    else if (choice === 'denied') denyAnalytics();
  }, [active, granted, choice, id, env]);

  if (!active || !consentRequired) return null;
  if (choice === null || settingsOpen) {
    return (
      <Suspense fallback={null}>
        <ConsentBanner
          title={t('consent.title')}
          message={t('consent.text')}
          acceptLabel={t('consent.accept')}
          declineLabel={t('consent.decline')}
          onAccept={() => chooseAnalytics('granted')}
          onDecline={() => chooseAnalytics('denied')}
          focusOnMount={settingsOpen}
        />
      </Suspense>
    );
  }
  if (!settingsLink) return null;
  return (
    <StyledSettings>
      <button type="button" onClick={openConsentSettings}>
        {t('footer:footer.cookieSettings')}
      </button>
    </StyledSettings>
  );
}
