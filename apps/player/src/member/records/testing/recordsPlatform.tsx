import { Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders, createAppContext, testTenant, type AppContext } from '@wl/app-shell';
import { fakePlatform, ok, type Handler } from '@wl/app-shell/testing';
import { resources } from '@wl/i18n';
import { playerReducers } from '../../../app/store.ts';

export { ok, page, relay, todayLocal, captureDownloads, type Answer, type Call } from '@wl/app-shell/testing';

/**
 * A stand-in platform for the records and messages pages (the shared fake of @wl/app-shell/testing with the
 * wallet balance for the currency and member info for the session), installed as `fetch`. Override per test with
 * `on('GET /wps/relay/...', handler)`.
 */
export function recordsPlatform(overrides: Record<string, Handler> = {}) {
  const platform = fakePlatform({
    'GET /wps/member/info': () => ok({ id: 7, account: 'demo', nickname: 'Demo', type: 0 }),
    'GET /wps/session/loginInfo': () => ok({ firstTimeLogin: false, passwordExpired: false, isAgent: false, isTrial: false }),
    'GET /wps/v2/wallets/balance': () => ok({ sumBalance: 100, balance: [], currency: 'THB', currencySymbol: '฿' }),
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

/** A member page logged in, in the app's providers (tenant, store, i18n with every namespace, theme) and a router. */
export function renderMemberPage(Page: ComponentType, options: { path?: string; beside?: ReactNode } = {}) {
  sessionStorage.setItem('token', 'tok-1');
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
          {options.beside}
          <Where />
        </MemoryRouter>
      </AppProviders>
    );
  };
}

/** Dispose the stores made by renderMemberPage (after each test). */
export function disposeMemberPages() {
  for (const context of contexts.splice(0)) context.apiStore.dispose();
}
