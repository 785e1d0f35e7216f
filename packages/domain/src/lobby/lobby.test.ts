import { describe, expect, it } from 'vitest';
import {
  bannerLoops,
  dropdownLayout,
  gameListPageSize,
  gameSubTypes,
  offeredSubTypes,
  hotBlock,
  isGameCategory,
  lobbySections,
  pickHost,
  prizeModeFor,
  sectionMoreLink,
  selectCurrentType,
  toggleFavourite,
  topNavigation,
  unclaimedCount,
} from './lobby.ts';

describe('navigation', () => {
  it('shows a category only with at least one vendor', () => {
    expect(topNavigation({ RNG: 3, LIVE: 0, ESPORTS: 1 }).map((i) => i.id)).toEqual([
      'HOME',
      'PROMOTIONS',
      'RNG',
      'ESPORTS',
    ]);
    expect(topNavigation({}).map((i) => i.path)).toEqual(['/', '/promotions']);
  });
  it('uses the large dropdown above 10 vendors', () => {
    expect([dropdownLayout(10), dropdownLayout(11), dropdownLayout(0)]).toEqual([
      'normal',
      'large',
      'normal',
    ]);
  });
  it('navigates RNG and PVP to their pages and everything else home', () => {
    expect(selectCurrentType('RNG')).toEqual({ currentType: 'RNG', navigateTo: '/rng' });
    expect(selectCurrentType('PVP').navigateTo).toBe('/pvp');
    expect(selectCurrentType('LIVE').navigateTo).toBe('/');
    expect(isGameCategory('FAV')).toBe(true);
    expect(isGameCategory('HOME')).toBe(false);
  });
});

describe('lobby sections', () => {
  it('orders home sections and applies the login rules', () => {
    expect(lobbySections('HOME', { isLogin: true, recentCount: 2 })).toEqual([
      'RECENT',
      'HOT',
      'RNG',
      'LIVE',
      'SPORTS',
      'PVP',
      'FAV',
    ]);
    expect(lobbySections('HOME', { isLogin: true, recentCount: 0 })).toEqual([
      'HOT',
      'RNG',
      'LIVE',
      'SPORTS',
      'PVP',
      'FAV',
    ]);
    expect(lobbySections('HOME', { isLogin: false, recentCount: 5 })).toEqual([
      'HOT',
      'RNG',
      'LIVE',
      'SPORTS',
      'PVP',
    ]);
  });
  it('shows only its own section on a category page', () => {
    expect(lobbySections('FISH', { isLogin: false, recentCount: 0 })).toEqual(['FISH']);
    expect(lobbySections('FAV', { isLogin: false, recentCount: 0 })).toEqual([]);
    expect(lobbySections('LOTT', { isLogin: true, recentCount: 0 })).toEqual(['LOTT']);
    // The side menu's types go to the home page, which shows that type's section: cockfight, hidden on HOME, too.
    expect(lobbySections('COCKFIGHT', { isLogin: false, recentCount: 0 })).toEqual(['COCKFIGHT']);
    expect(lobbySections('HOT', { isLogin: false, recentCount: 0 })).toEqual(['HOT']);
  });
  it('links More of RNG, PVP and HOT', () => {
    expect([
      sectionMoreLink('RNG'),
      sectionMoreLink('PVP'),
      sectionMoreLink('HOT'),
      sectionMoreLink('LIVE'),
    ]).toEqual(['/rng', '/pvp', '/hot', undefined]);
  });
});

describe('hot games', () => {
  const list = (n: number) => Array.from({ length: n }, (_, i) => i);
  it('shows at most 9, More above 7, at most 12 on home', () => {
    expect(hotBlock(list(7))).toEqual({ homeGames: list(7), games: list(7), showMore: false });
    expect(hotBlock(list(8)).showMore).toBe(true);
    expect(hotBlock(list(20)).games).toHaveLength(9);
    expect(hotBlock(list(20)).homeGames).toHaveLength(12);
    expect(hotBlock([])).toEqual({ homeGames: [], games: [], showMore: false });
  });
});

describe('lists and modes', () => {
  it('pages 10 RNG games and 5 of other types', () => {
    expect([gameListPageSize('RNG'), gameListPageSize('rng'), gameListPageSize('LIVE')]).toEqual([10, 10, 5]);
  });
  it('offers bingo only when TY is supported', () => {
    expect(gameSubTypes(['EN'])).toEqual(['SC', 'VP', 'JP', 'TG', 'AC']);
    expect(gameSubTypes(['EN', 'TY'])).toContain('BG');
  });
  it('offers the listed sub-types in the spec order, BG only with TY, all of them without a list', () => {
    expect(offeredSubTypes(['EN', 'TY'], ['AC', 'sc', 'XX', 'BG'])).toEqual(['SC', 'AC', 'BG']);
    expect(offeredSubTypes(['EN'], ['BG', 'TG'])).toEqual(['TG']);
    expect(offeredSubTypes(['EN'], [])).toEqual([]);
    expect(offeredSubTypes(['EN'], undefined)).toEqual(['SC', 'VP', 'JP', 'TG', 'AC']);
  });
  it('picks the prize mode from the ELOTT vendors', () => {
    expect(prizeModeFor([{ vassalage: 'TCG_LOTTO_VN' }])).toBe('ELOTT');
    expect(prizeModeFor([{ vassalage: 'X' }, { vassalage: 'LOTT' }])).toBe('ELOTT');
    expect(prizeModeFor([{ vassalage: 'X' }, {}])).toBe('LOTT');
    expect(prizeModeFor([])).toBe('LOTT');
  });
  it('loops banners only with more than one slide', () => {
    expect([bannerLoops(0), bannerLoops(1), bannerLoops(2)]).toEqual([false, false, true]);
  });
  it('adds promotions and unread messages, ignoring bad values', () => {
    expect(unclaimedCount(2, 3)).toBe(5);
    expect(unclaimedCount(undefined, -1)).toBe(0);
    expect(unclaimedCount('4', NaN)).toBe(0);
  });
  it('toggles favourites idempotently', () => {
    expect(toggleFavourite(['a'], 'b', true)).toEqual(['a', 'b']);
    const ids = ['a'];
    expect(toggleFavourite(ids, 'a', true)).toBe(ids);
    expect(toggleFavourite(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggleFavourite(['a'], 'z', false)).toEqual(['a']);
  });
  it('picks a CDN host with the injected random', () => {
    expect(pickHost([], () => 0.5)).toBeUndefined();
    expect(pickHost(['a', 'b', 'c'], () => 0)).toBe('a');
    expect(pickHost(['a', 'b', 'c'], () => 0.99)).toBe('c');
    expect(pickHost(['a', 'b'], () => 1)).toBe('b');
    expect(pickHost(['a', 'b'], () => -3)).toBe('a');
  });
});
