import { Suspense, useMemo, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders, createAppContext, testTenant, type AppContext } from '@wl/app-shell';
import { fakePlatform, ok, type Answer, type Handler } from '@wl/app-shell/testing';
import { resources } from '@wl/i18n';
import { playerReducers } from '../../../app/store.ts';

export { ok, page, refuse, relay, type Answer, type Call } from '@wl/app-shell/testing';

/** The answer of a call not served yet (the platform's 501). */
export const notServed = (): Answer => ({ success: false, errorCode: 'FUNCTION_NOT_AVAILABLE', message: 'Not implemented', status: 501 });

/**
 * A stand-in platform for the rewards screens (the shared fake of @wl/app-shell/testing, installed as `fetch`):
 * site permission with the currency, member info, the wallet balance. Override per test with `on(...)`.
 */
export function rewardsPlatform(overrides: Record<string, Handler> = {}) {
  const platform = fakePlatform({
    'GET /wps/system/status': () => ok({ maintenance: false, regionRestriction: false, currencySymbol: '฿' }),
    'GET /wps/member/info': () => ok({ id: 7, account: 'demo', nickname: 'Demo', type: 0 }),
    'GET /wps/session/loginInfo': () => ok({ firstTimeLogin: false, passwordExpired: false, isAgent: false, isTrial: false }),
    'GET /wps/v2/wallets/balance': () => ok({ sumBalance: 100, balance: [{ accountTypeId: 1, availBalance: 100, displayName: 'Main Wallet' }], currency: 'THB', currencySymbol: '฿' }),
    'GET /wps/member/hasWithdrawalPassword': () => ok(true),
    ...overrides,
  });
  vi.stubGlobal('fetch', vi.fn(platform.fetch));
  return platform;
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

const contexts: AppContext[] = [];

/** A rewards screen in the app's providers (tenant, store, i18n with every namespace, theme) and a router; logged in unless `guest`. */
export function renderRewardsPage(Page: ComponentType, options: { path?: string; guest?: boolean } = {}) {
  if (!options.guest) sessionStorage.setItem('token', 'tok-1');
  return function Harness() {
    const context = useMemo(() => {
      const made = createAppContext(testTenant(), { reducers: playerReducers, strings: resources });
      contexts.push(made);
      return made;
    }, []);
    return (
      <AppProviders context={context}>
        <MemoryRouter initialEntries={[options.path ?? '/member/page']}>
          <Suspense fallback={<p>loading page</p>}>
            <Routes>
              <Route path="*" element={<Page />} />
            </Routes>
          </Suspense>
          <Where />
        </MemoryRouter>
      </AppProviders>
    );
  };
}

/** Dispose the stores made by renderRewardsPage (after each test). */
export function disposeRewardsPages() {
  for (const context of contexts.splice(0)) context.apiStore.dispose();
}
