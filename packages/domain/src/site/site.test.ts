import { describe, expect, it } from 'vitest';
import {
  agentPolicyAllowsConsolidated,
  announcementPopupOnce,
  canTransferUpline,
  enabledModules,
  isModuleEnabled,
  languageStorageEntries,
  visibleContractPages,
} from './site.ts';

describe('whitelabel tree', () => {
  const tree = {
    modId: 'ROOT',
    enabled: '1',
    childrenNodes: [
      { modId: 'DEPOSIT', enabled: '1', childrenNodes: [{ modId: 'DPSTBAS3', enabled: '1' }] },
      { modId: 'WITHDRAW', enabled: '0', childrenNodes: [{ modId: 'WTHDRW3', enabled: '1' }] },
      { modId: 'FEEDBACK3', enabled: 1, childrenNodes: null },
      { enabled: '1' },
      'junk',
    ],
  };
  it('collects enabled modules, hiding the branches of disabled parents', () => {
    expect([...enabledModules(tree)].sort()).toEqual(['DEPOSIT', 'DPSTBAS3', 'FEEDBACK3', 'ROOT']);
    expect(isModuleEnabled(tree, 'WTHDRW3')).toBe(false);
    expect(isModuleEnabled([tree], 'DPSTBAS3')).toBe(true);
    expect(enabledModules(null).size).toBe(0);
  });
  it('survives deep or cyclic data', () => {
    const deep: { modId: string; enabled: string; childrenNodes: unknown[] } = {
      modId: 'A',
      enabled: '1',
      childrenNodes: [],
    };
    deep.childrenNodes.push(deep);
    expect(enabledModules(deep).has('A')).toBe(true);
  });
});

describe('preferences and gates', () => {
  it('stores the language under lang and hisLang', () => {
    expect(languageStorageEntries('TY')).toEqual({ lang: 'TY', hisLang: 'TY' });
  });
  it('allows transfer to upline with the flag and not for agent type 2', () => {
    expect([
      canTransferUpline('1', 1),
      canTransferUpline('1', 2),
      canTransferUpline('0', 1),
      canTransferUpline(undefined, 0),
    ]).toEqual([true, false, false, false]);
  });
  it('shows contract pages by their flags', () => {
    expect(visibleContractPages({})).toEqual([]);
    expect(
      visibleContractPages({
        divtypeinfo: '1',
        dailysalreqtype: 'Y',
        contracthoursalinfo: true,
        realtimesalreqtype: 1,
      }),
    ).toEqual(['agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary']);
    expect(visibleContractPages({ contractmrdailysalinfotype: 'true', divtypereq: '0' })).toEqual([
      'agentDailyWages2',
    ]);
  });
  it('shows an announcement popup once per audience', () => {
    const first = announcementPopupOnce([], 'player');
    expect(first).toEqual({ show: true, shown: ['player'] });
    expect(announcementPopupOnce(first.shown, 'player')).toEqual({ show: false, shown: ['player'] });
  });
});

describe('agent policy flag (AGENTPOLICY)', () => {
  const tree = (enabled?: string) => [
    {
      modId: 'AGENT',
      enabled: '1',
      childrenNodes: enabled === undefined ? [] : [{ modId: 'AGENTPOLICY', enabled }],
    },
  ];
  it('gates the consolidated funds of agent types only; a tree without the node leaves it on', () => {
    for (const type of [1, 2, 41, 42, '41']) {
      expect(agentPolicyAllowsConsolidated(tree('0'), type)).toBe(false);
      expect(agentPolicyAllowsConsolidated(tree('1'), type)).toBe(true);
      expect(agentPolicyAllowsConsolidated(tree(), type)).toBe(true);
      expect(agentPolicyAllowsConsolidated(undefined, type)).toBe(true);
    }
    expect(agentPolicyAllowsConsolidated(tree('0'), 0)).toBe(true);
  });
});
