import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteApi } from '@wl/api/site';
import { resources } from '@wl/i18n';
import type { PublicTenantConfig } from '@wl/tenant';
import { AppProviders, createAppContext, type AppContext } from '../AppProviders.tsx';
import { platformFetch } from '../testing/platformFetch.ts';
import { testTenant } from '../testing/tenant.ts';
import { AnalyticsConsent } from './AnalyticsConsent.tsx';
import { ANALYTICS_CONSENT_KEY, openConsentSettings, resetConsentState } from './consent.ts';
import { buildEnv, denyAnalytics, grantAnalytics, GTAG_SCRIPT_URL, type AnalyticsEnv } from './gtag.ts';

/** A built site in a browser: what the loader sees in production. */
const BUILT: AnalyticsEnv = { dev: false, test: false };
const BANNER = { name: 'Cookies and analytics' };

type GtagWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };
const gtagScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>(`script[src^="${GTAG_SCRIPT_URL}"]`)].map((s) => s.src);
const consentCalls = () =>
  ((window as GtagWindow).dataLayer ?? []).map((a) => [...a]).filter((a) => a[0] === 'consent');

const contexts: AppContext[] = [];

function renderSite({
  analytics = { gtagId: 'G-BUILD1234' } as PublicTenantConfig['analytics'],
  runtimeId,
  env = BUILT,
  settingsLink = false,
  language = 'EN',
}: {
  analytics?: PublicTenantConfig['analytics'];
  runtimeId?: string;
  env?: AnalyticsEnv;
  settingsLink?: boolean;
  language?: 'EN' | 'TY';
} = {}) {
  const value = {
    maintenance: false,
    regionRestriction: false,
    ...(runtimeId ? { analytics: { gtagId: runtimeId } } : {}),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      platformFetch(
        () =>
          new Response(JSON.stringify({ success: true, value }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    ),
  );
  const context = createAppContext(
    testTenant({ defaultLanguage: language, ...(analytics ? { analytics } : {}) }),
    { strings: resources },
  );
  contexts.push(context);
  return render(
    <AppProviders context={context}>
      <main>
        <h1>The lobby</h1>
      </main>
      <AnalyticsConsent env={env} settingsLink={settingsLink} />
    </AppProviders>,
  );
}

afterEach(() => {
  for (const context of contexts.splice(0)) context.apiStore.dispose();
  vi.unstubAllGlobals();
  for (const s of document.querySelectorAll(`script[src^="${GTAG_SCRIPT_URL}"]`)) s.remove();
  delete (window as GtagWindow).dataLayer;
  delete (window as GtagWindow).gtag;
  localStorage.clear();
  resetConsentState();
});

describe('gtag loader', () => {
  it('inserts gtag.js once, after a consent-mode default of denied and an update to granted', () => {
    expect(grantAnalytics('G-ABCD1234', BUILT)).toBe(true);
    expect(grantAnalytics('G-ABCD1234', BUILT)).toBe(true);
    expect(gtagScripts()).toEqual([`${GTAG_SCRIPT_URL}?id=G-ABCD1234`]);
    expect(consentCalls()).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
        },
      ],
      ['consent', 'update', { analytics_storage: 'granted' }],
      ['consent', 'update', { analytics_storage: 'granted' }],
    ]);
    denyAnalytics();
    expect(consentCalls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  });

  it('never loads without an id, with a malformed id, in development or under Vitest', () => {
    expect(grantAnalytics(undefined, BUILT)).toBe(false);
    expect(grantAnalytics('', BUILT)).toBe(false);
    expect(grantAnalytics('UA-1234-1"><script>', BUILT)).toBe(false);
    expect(grantAnalytics('G-ABCD1234', { dev: true, test: false })).toBe(false);
    expect(buildEnv.test).toBe(true);
    expect(grantAnalytics('G-ABCD1234')).toBe(false);
    expect(gtagScripts()).toEqual([]);
    expect((window as GtagWindow).dataLayer).toBeUndefined();
  });
});

describe('AnalyticsConsent', () => {
  it('asks first and loads gtag.js with the site permission id only after accept; the banner does not come back', async () => {
    const view = renderSite({ runtimeId: 'G-RUNTIME1' });
    const banner = await screen.findByRole('region', BANNER);
    expect(gtagScripts()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Accept analytics' }));
    await waitFor(() => expect(gtagScripts()).toEqual([`${GTAG_SCRIPT_URL}?id=G-RUNTIME1`]));
    expect(banner).not.toBeInTheDocument();
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('granted');
    view.unmount();
    resetConsentState();
    renderSite({ runtimeId: 'G-RUNTIME1' });
    await screen.findByRole('heading', { name: 'The lobby' });
    await waitFor(() => expect(consentCalls().filter((c) => c[1] === 'update').length).toBe(2));
    expect(screen.queryByRole('region', BANNER)).toBeNull();
    expect(gtagScripts()).toHaveLength(1);
  });

  it('never loads after decline, and does not ask again', async () => {
    const view = renderSite();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('region', BANNER)).toBeNull());
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('denied');
    expect(gtagScripts()).toEqual([]);
    view.unmount();
    resetConsentState();
    renderSite();
    await screen.findByRole('heading', { name: 'The lobby' });
    expect(screen.queryByRole('region', BANNER)).toBeNull();
    expect(gtagScripts()).toEqual([]);
  });

  it('uses the build-time id when the site permission has none', async () => {
    renderSite();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept analytics' }));
    await waitFor(() => expect(gtagScripts()).toEqual([`${GTAG_SCRIPT_URL}?id=G-BUILD1234`]));
  });

  it('lets the visitor withdraw from Cookie settings: consent set back to denied, nothing loaded again', async () => {
    renderSite({ settingsLink: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept analytics' }));
    await waitFor(() => expect(gtagScripts()).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Cookie settings' }));
    expect(await screen.findByRole('region', BANNER)).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(consentCalls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]),
    );
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('denied');
    expect(gtagScripts()).toHaveLength(1);
    act(() => openConsentSettings());
    expect(await screen.findByRole('region', BANNER)).toBeVisible();
  });

  it('loads at once, with no banner, when the tenant needs no consent', async () => {
    renderSite({ analytics: { gtagId: 'G-BUILD1234', consent: 'notRequired' } });
    await waitFor(() => expect(gtagScripts()).toEqual([`${GTAG_SCRIPT_URL}?id=G-BUILD1234`]));
    expect(screen.queryByRole('region', BANNER)).toBeNull();
  });

  it('shows nothing and loads nothing without a build-time id, in development, or under Vitest', async () => {
    for (const setup of [
      // No build-time id (an empty analytics block: `undefined` would take renderSite's default id).
      { analytics: {}, runtimeId: 'G-RUNTIME1' },
      { env: { dev: true, test: false } },
      { env: buildEnv },
      {
        analytics: { gtagId: 'G-BUILD1234', consent: 'notRequired' as const },
        env: { dev: true, test: false },
      },
    ]) {
      const view = renderSite(setup);
      await screen.findByRole('heading', { name: 'The lobby' });
      // The site permission has answered (the banner waits for it): nothing shows even then.
      await act(async () => {
        await contexts.at(-1)!.apiStore.store.dispatch(siteApi.endpoints.sitePermission.initiate(undefined));
      });
      expect(screen.queryByRole('region', BANNER)).toBeNull();
      expect(gtagScripts()).toEqual([]);
      view.unmount();
    }
  });

  it('speaks Thai on a Thai site', async () => {
    renderSite({ language: 'TY' });
    await screen.findByRole('region', { name: 'คุกกี้และการวิเคราะห์' });
    expect(screen.getByRole('button', { name: 'ยอมรับการวิเคราะห์' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'ปฏิเสธ' })).toBeVisible();
  });
});
