import { vi } from 'vitest';
import { fakePlatform, ok, type Answer, type Handler } from '@wl/app-shell/testing';

export {
  renderMemberPage,
  disposeMemberPages,
  isolateMemberPageTests,
} from '../../testing/renderMemberPage.tsx';

export { ok, page, refuse, relay, type Answer } from '@wl/app-shell/testing';

/** The answer of a call not served yet (the platform's 501). */
export const notServed = (): Answer => ({
  success: false,
  errorCode: 'FUNCTION_NOT_AVAILABLE',
  message: 'Not implemented',
  status: 501,
});

/**
 * A stand-in platform for the rewards screens (the shared fake of @wl/app-shell/testing, installed as `fetch`):
 * site permission with the currency, member info, the wallet balance. Override per test with `on(...)`.
 */
export function rewardsPlatform(overrides: Record<string, Handler> = {}) {
  const platform = fakePlatform({
    'GET /wps/system/status': () => ok({ maintenance: false, regionRestriction: false, currencySymbol: '฿' }),
    'GET /wps/member/info': () => ok({ id: 7, account: 'demo', nickname: 'Demo', type: 0 }),
    'GET /wps/session/loginInfo': () =>
      ok({ firstTimeLogin: false, passwordExpired: false, isAgent: false, isTrial: false }),
    'GET /wps/v2/wallets/balance': () =>
      ok({
        sumBalance: 100,
        balance: [{ accountTypeId: 1, availBalance: 100, displayName: 'Main Wallet' }],
        currency: 'THB',
        currencySymbol: '฿',
      }),
    'GET /wps/member/hasWithdrawalPassword': () => ok(true),
    ...overrides,
  });
  vi.stubGlobal('fetch', vi.fn(platform.fetch));
  return platform;
}
