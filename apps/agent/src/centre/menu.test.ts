import { describe, expect, it } from 'vitest';
import { isLinkAvailable, isPageAvailable, pageFromParam, visibleGroups, type MenuContext } from './menu.ts';
import { agentHomeTarget } from './pageNames.ts';

const ALL_KEYS = [
  'AGENTANNOUNCE3',
  'AGEINFO3',
  'REGCEN',
  'DOWNMAN',
  'TRANSBETREPMEM3',
  'AGETEAMPNL3',
  'AGEREV3',
  'AGEDOWNTRANS3',
  'AGENTRANSMULTDOWN3',
  'DIVIDEND',
  'DAYSAL',
  'DAYSALMR',
  'HOURSAL3',
  'AGETRANSFERUP3',
  'MYWALL',
  'AGEPAG',
  'TEAMBETTING3',
  'AGEREGDOWN3',
  'CREATEAFF3',
  'AFFMAN3',
  'DEPOSIT',
  'WITHDRAW',
  'MAILCEN',
];

/** A whitelabel tree as the platform sends it: the keys under an AGENT node, `off` switched off. */
function tree(off: readonly string[] = [], extra: Record<string, boolean> = {}) {
  return [
    {
      modId: 'AGENT',
      enabled: '1',
      childrenNodes: [
        ...ALL_KEYS.map((k) => ({ modId: k, enabled: off.includes(k) ? '0' : '1' })),
        ...Object.entries(extra).map(([k, on]) => ({ modId: k, enabled: on ? '1' : '0' })),
      ],
    },
  ];
}

const ALL_FLAGS = {
  divtypereq: '1',
  dailysalreqtype: '1',
  contracthoursalreqtype: '1',
  realtimesalreqtype: '1',
};

const context = (over: Partial<MenuContext> = {}): MenuContext => ({
  whitelabel: tree(),
  contractFlags: ALL_FLAGS,
  memberType: 1,
  hasCustomerService: true,
  ...over,
});

const ids = (c: MenuContext) => visibleGroups(c).flatMap((g) => g.items.map((i) => i.id));

describe('agent menu gates', () => {
  it('lists every entry, grouped, when every key and contract flag is on', () => {
    expect(visibleGroups(context()).map((g) => g.id)).toEqual([
      'team',
      'funds',
      'reports',
      'contracts',
      'help',
    ]);
    expect(ids(context())).toEqual([
      'agentTeamOverview',
      'agentAnnouncement',
      'registerCenter',
      'downlineManagmentView',
      'deposit',
      'withdraw',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
      'agentDividendRecordCopy2',
      'agentDailyWages2',
      'agentHourSalary',
      'agentRealtimeSalary',
      'platformMessages',
      'customerService',
    ]);
  });

  it('hides each page whose module key is off', () => {
    const cases = [
      ['AGENTANNOUNCE3', 'agentAnnouncement'],
      ['AGEINFO3', 'agentTeamOverview'],
      ['REGCEN', 'registerCenter'],
      ['DOWNMAN', 'downlineManagmentView'],
      ['TEAMBETTING3', 'personalHistoryCopy'],
      ['AGETEAMPNL3', 'palStatementsAgentCopy'],
      ['AGEREV3', 'agentRevenueReport'],
      ['AGEDOWNTRANS3', 'agentDownlineTransactionDetailsCopy'],
      ['DIVIDEND', 'agentDividendRecordCopy2'],
      ['HOURSAL3', 'agentHourSalary'],
    ] as const;
    for (const [key, page] of cases) {
      expect(isPageAvailable(page, context()), page).toBe(true);
      expect(isPageAvailable(page, context({ whitelabel: tree([key]) })), `${key} off`).toBe(false);
    }
  });

  it('shows the daily and real-time salary under either daily salary key, not when both are off', () => {
    expect(isPageAvailable('agentDailyWages2', context({ whitelabel: tree(['DAYSAL']) }))).toBe(true);
    expect(isPageAvailable('agentDailyWages2', context({ whitelabel: tree(['DAYSALMR']) }))).toBe(true);
    expect(isPageAvailable('agentDailyWages2', context({ whitelabel: tree(['DAYSAL', 'DAYSALMR']) }))).toBe(
      false,
    );
    expect(isPageAvailable('agentRealtimeSalary', context({ whitelabel: tree(['DAYSAL']) }))).toBe(true);
    expect(
      isPageAvailable('agentRealtimeSalary', context({ whitelabel: tree(['DAYSAL', 'DAYSALMR']) })),
    ).toBe(false);
  });

  it('needs the consolidated contract flag for dividend and salary pages, and hides them while the flags are unknown', () => {
    const contracts = (flags: MenuContext['contractFlags']) =>
      visibleGroups(context({ contractFlags: flags }))
        .find((g) => g.id === 'contracts')
        ?.items.map((i) => i.id);
    expect(contracts(undefined)).toBeUndefined();
    expect(contracts({})).toBeUndefined();
    expect(contracts({ divtypereq: '0', divtypeinfo: '1' })).toEqual(['agentDividendRecordCopy2']);
    expect(contracts({ dailysalreqtype: 1 })).toEqual(['agentDailyWages2']);
    expect(contracts({ contracthoursalinfo: true, realtimesalreqtype: 'Y' })).toEqual([
      'agentHourSalary',
      'agentRealtimeSalary',
    ]);
    // The flag without the module key is not enough.
    expect(
      isPageAvailable(
        'agentDividendRecordCopy2',
        context({ whitelabel: tree(['DIVIDEND']), contractFlags: { divtypereq: '1' } }),
      ),
    ).toBe(false);
  });

  it('offers the credit report only in credit mode (CREDITMAR3 on), in the funds group where deposit and withdraw were', () => {
    expect(isPageAvailable('agentCreditReport', context())).toBe(false);
    expect(
      isPageAvailable('agentCreditReport', context({ whitelabel: tree([], { CREDITMAR3: false }) })),
    ).toBe(false);
    // No tree: no key hides a page, but credit mode is off.
    expect(isPageAvailable('agentCreditReport', context({ whitelabel: undefined }))).toBe(false);
    const credit = context({ whitelabel: tree([], { CREDITMAR3: true }) });
    expect(isPageAvailable('agentCreditReport', credit)).toBe(true);
    expect(
      visibleGroups(credit)
        .find((g) => g.id === 'funds')
        ?.items.map((i) => i.id),
    ).toEqual(['agentCreditReport']);
  });

  it('offers deposit and withdraw with the wallet and cashier keys, not in credit mode nor to an agent-only account', () => {
    expect(isLinkAvailable('deposit', context())).toBe(true);
    expect(isLinkAvailable('withdraw', context())).toBe(true);
    expect(isLinkAvailable('deposit', context({ whitelabel: tree(['MYWALL']) }))).toBe(false);
    expect(isLinkAvailable('deposit', context({ whitelabel: tree(['DEPOSIT']) }))).toBe(false);
    expect(isLinkAvailable('withdraw', context({ whitelabel: tree(['DEPOSIT']) }))).toBe(true);
    expect(isLinkAvailable('withdraw', context({ whitelabel: tree(['WITHDRAW']) }))).toBe(false);
    expect(isLinkAvailable('deposit', context({ whitelabel: tree([], { CREDITMAR3: true }) }))).toBe(false);
    expect(isLinkAvailable('withdraw', context({ whitelabel: tree([], { CREDITMAR3: true }) }))).toBe(false);
    expect(isLinkAvailable('deposit', context({ whitelabel: tree([], { CREDITMAR3: false }) }))).toBe(true);
    expect(isLinkAvailable('deposit', context({ memberType: 2 }))).toBe(false);
    expect(isLinkAvailable('platformMessages', context({ memberType: '2' }))).toBe(false);
    expect(isLinkAvailable('platformMessages', context({ memberType: 41 }))).toBe(true);
    expect(isLinkAvailable('platformMessages', context({ whitelabel: tree(['MAILCEN']) }))).toBe(false);
    // Customer service goes to the site's own channel: an agent-only account gets it too.
    expect(isLinkAvailable('customerService', context({ memberType: 2 }))).toBe(true);
    expect(isLinkAvailable('customerService', context({ hasCustomerService: false }))).toBe(false);
  });

  it('hides nothing by key when the platform sends no whitelabel tree', () => {
    expect(ids(context({ whitelabel: undefined }))).toHaveLength(16);
    expect(ids(context({ whitelabel: [] }))).toHaveLength(16);
  });

  it('hides a whole branch when its parent node is off', () => {
    const off = [
      { modId: 'AGENT', enabled: '0', childrenNodes: ALL_KEYS.map((k) => ({ modId: k, enabled: '1' })) },
    ];
    expect(ids(context({ whitelabel: off, hasCustomerService: false }))).toEqual([]);
  });

  it('reads a page name from the URL only in its exact spelling', () => {
    expect(pageFromParam('registerCenter')).toBe('registerCenter');
    expect(pageFromParam('downlineManagmentView')).toBe('downlineManagmentView');
    expect(pageFromParam('registercenter')).toBeUndefined();
    expect(pageFromParam(undefined)).toBeUndefined();
  });

  it('sends /agentHome to the default page, or to the page a ?page= link names (old names too)', () => {
    expect(agentHomeTarget('')).toBe('/agentHome/agentTeamOverview');
    expect(agentHomeTarget('?page=agentAnnouncement')).toBe('/agentHome/agentAnnouncement');
    expect(agentHomeTarget('?page=agentRegister')).toBe('/agentHome/registerCenter');
    expect(agentHomeTarget('?page=nothing')).toBe('/agentHome/agentTeamOverview');
  });
});
