import { vi } from 'vitest';
import { fakePlatform, featureTree } from '../../account/testing/fakePlatform.tsx';

const ok = (value: unknown = null) => ({ success: true, value });

export type MemberSetup = {
  /** Member module keys switched on (protocol-notes §1.7); the others are off. Undefined: no whitelabel tree. */
  modules?: Record<string, boolean>;
  /** Where the platform sends the tree: in the site permission answer (default) or only by the whitelabel call. */
  treeFrom?: 'permission' | 'call';
  singleWallet?: boolean;
  member?: Record<string, unknown>;
  unread?: number;
  promos?: number;
  /** The missions summary's claimable count, or 501 (not served yet). */
  missions?: number | 501;
};

export const ALL_MEMBER_KEYS: Record<string, boolean> = {
  REWCEN3: true,
  MAILCEN: true,
  DEPOSIT: true,
  WITHDRAW: true,
  CREDITMAR3: false,
  PLYRBT: true,
  MANPLAYREB3: true,
  FEEDBACK3: true,
  MISSIONLB3: true,
  MEMCLUB3: true,
};

/**
 * The platform as the member centre sees it, logged in (a session token in session storage): the site permission
 * with the whitelabel tree, the wallet mode, member info, the badge calls. Answers can be changed per test with `on`.
 */
export function memberPlatform(setup: MemberSetup = {}) {
  sessionStorage.setItem('token', 'tok-1');
  const platform = fakePlatform();
  const modules = setup.modules ?? ALL_MEMBER_KEYS;
  const tree = [
    // The feature toggles under SITE, as the platform sends them.
    ...featureTree(),
    {
      modId: 'MEMBER',
      enabled: '1',
      childrenNodes: Object.entries(modules).map(([modId, on]) => ({ modId, enabled: on ? '1' : '0' })),
    },
  ];
  const inPermission = setup.treeFrom === 'call' ? {} : { whitelabel: tree };
  platform.on('GET /wps/system/status', () =>
    ok({ maintenance: false, regionRestriction: false, ...inPermission, currencySymbol: '฿' }),
  );
  platform.on('GET /wps/system/whitelabel', () => ok(tree));
  platform.on('GET /wps/relay/GCS_merchantWallet', () => ok({ isSingle: setup.singleWallet ? 1 : 0 }));
  platform.on('GET /wps/member/info', () =>
    ok({
      id: 7,
      account: 'demo',
      nickname: 'Demo',
      type: 0,
      toUpline: '0',
      mobile: '081****678',
      email: null,
      ...setup.member,
    }),
  );
  platform.on('GET /wps/relay/EMFE_getInboxUnreadCount', () => ok(setup.unread ?? 0));
  platform.on('GET /wps/member/info/funds/consolidated', () =>
    ok({ balance: 100, availablePromoCount: setup.promos ?? 0 }),
  );
  platform.on('GET /wps/relay/MCSFE_getMissionSummaryDetails', () =>
    setup.missions === 501 || setup.missions === undefined
      ? { success: false, errorCode: 'NOT_IMPLEMENTED', message: 'Not implemented', status: 501 }
      : ok({ missions: [], claimableCount: setup.missions }),
  );
  platform.on('GET /wps/v2/wallets/balance', () =>
    ok({ sumBalance: 100, balance: [], currency: 'THB', currencySymbol: '฿' }),
  );
  return platform;
}

/** A phone (360 px): media queries up to 600 px match. */
export function asPhone() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const max = /max-width:\s*(\d+)px/.exec(query);
      const min = /min-width:\s*(\d+)px/.exec(query);
      const matches = max ? 360 <= Number(max[1]) : min ? 360 >= Number(min[1]) : false;
      return {
        matches,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        onchange: null,
      };
    }),
  );
}
