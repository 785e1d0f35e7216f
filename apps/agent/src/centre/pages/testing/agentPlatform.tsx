import { Suspense, useMemo, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { AppProviders, createAppContext, testTenant, type AppContext } from '@wl/app-shell';
import { fakePlatform, ok, type Handler } from '@wl/app-shell/testing';
import { resources } from '@wl/i18n';

export { ok, page, refuse, relay, todayLocal, captureDownloads, type Call } from '@wl/app-shell/testing';

/** The agent logged in for the tests: id 10, `boss`, an agent (type 1) with ฿1,000.00 in the main wallet. */
export const AGENT = { id: 10, account: 'boss', nickname: 'Boss', type: 1 };

/**
 * A stand-in platform for the agent centre's pages, installed as `fetch`: member info (the agent, or `type` for a
 * trial account), its balance and the consolidated settings (dividends on unless `dividends: false`). Override
 * per test with `on('GET /wps/relay/...', handler)`.
 */
export function agentPlatform(
  overrides: Record<string, Handler> = {},
  options: { type?: number; dividends?: boolean } = {},
) {
  const platform = fakePlatform({
    'GET /wps/member/info': () => ok({ ...AGENT, type: options.type ?? AGENT.type }),
    'GET /wps/v2/wallets/balance': () =>
      ok({
        sumBalance: 1000,
        balance: [{ accountTypeId: 1, availBalance: 1000 }],
        currency: 'THB',
        currencySymbol: '฿',
      }),
    'GET /wps/system/settings/consolidated': () =>
      ok({
        divtypereq: options.dividends === false ? '0' : '1',
        divtypeinfo: options.dividends === false ? '0' : '1',
      }),
    ...overrides,
  });
  vi.stubGlobal('fetch', vi.fn(platform.fetch));
  return platform;
}

const contexts: AppContext[] = [];

/** An agent centre page logged in, in the app's providers (tenant, store, i18n with every namespace, theme) and a router. */
export function renderAgentPage(Page: ComponentType) {
  sessionStorage.setItem('token', 'tok-agent');
  return function Harness() {
    const context = useMemo(() => {
      const made = createAppContext(testTenant(), { strings: resources });
      contexts.push(made);
      return made;
    }, []);
    return (
      <AppProviders context={context}>
        <MemoryRouter initialEntries={['/agentHome']}>
          <Suspense fallback={<p>loading page</p>}>
            <Routes>
              <Route path="*" element={<Page />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </AppProviders>
    );
  };
}

/** Dispose the stores made by renderAgentPage (after each test). */
export function disposeAgentPages() {
  for (const context of contexts.splice(0)) context.apiStore.dispose();
}
