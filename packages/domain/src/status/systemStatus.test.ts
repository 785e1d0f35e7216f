import { describe, expect, it } from 'vitest';
import { ROOT_PAGE_TITLES, rootPageFor, systemStatusOf } from './systemStatus.ts';

describe('system status', () => {
  it('maps 0/1/2 to normal, maintenance and region blocked', () => {
    expect([rootPageFor(0), rootPageFor(1), rootPageFor(2), rootPageFor('2')]).toEqual([
      'normal',
      'maintenance',
      'regionBlocked',
      'regionBlocked',
    ]);
  });
  it('falls back to the normal site for unknown values', () => {
    for (const s of [3, -1, null, undefined, 'x', {}]) expect(rootPageFor(s)).toBe('normal');
  });
  it('derives the status from the flags, region block first', () => {
    expect(systemStatusOf({})).toBe(0);
    expect(systemStatusOf({ maintenance: true })).toBe(1);
    expect(systemStatusOf({ maintenance: '1', regionRestriction: 1 })).toBe(2);
    expect(systemStatusOf({ maintenance: 'false', regionRestriction: 0 })).toBe(0);
    expect(systemStatusOf({ regionRestriction: 'true' })).toBe(2);
  });
  it('names the page titles', () => {
    expect(ROOT_PAGE_TITLES.maintenance).toEqual(['game_maintenance', 'info_maintenance']);
    expect(ROOT_PAGE_TITLES.regionBlocked).toEqual(['blockip', 'info_ip_block']);
  });
});
