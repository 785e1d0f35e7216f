import { vi } from 'vitest';
import { fakePlatform, ok, type Handler } from '@wl/app-shell/testing';

export { renderMemberPage, isolateMemberPageTests } from '../../testing/renderMemberPage.tsx';
export { ok, page, relay, todayLocal, captureDownloads } from '@wl/app-shell/testing';

/**
 * A stand-in platform for the records and messages pages (the shared fake of @wl/app-shell/testing with the
 * wallet balance for the currency and member info for the session), installed as `fetch`. Override per test with
 * `on('GET /wps/relay/...', handler)`.
 */
export function recordsPlatform(overrides: Record<string, Handler> = {}) {
  const platform = fakePlatform({
    'GET /wps/member/info': () => ok({ id: 7, account: 'demo', nickname: 'Demo', type: 0 }),
    'GET /wps/session/loginInfo': () =>
      ok({ firstTimeLogin: false, passwordExpired: false, isAgent: false, isTrial: false }),
    'GET /wps/v2/wallets/balance': () =>
      ok({ sumBalance: 100, balance: [], currency: 'THB', currencySymbol: '฿' }),
    ...overrides,
  });
  vi.stubGlobal('fetch', vi.fn(platform.fetch));
  return platform;
}
