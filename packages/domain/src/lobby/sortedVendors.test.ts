import { describe, expect, it } from 'vitest';
import { VENDOR_CATEGORY_ORDER, sortedVendors } from './sortedVendors.ts';

const card = (vassalage: string, name?: string, sort?: number) => ({
  vassalage,
  ...(name ? { name } : {}),
  ...(sort === undefined ? {} : { sort }),
});

describe('sortedVendors', () => {
  it('groups the lanes by game category in the lobby order, leaving out empty and unknown lanes', () => {
    const out = sortedVendors([
      { title: 'PVP', cards: [card('KYC', 'Kaiyuan')] },
      { title: 'RNG', cards: [card('PG', 'PG Soft')] },
      { title: 'COCKFIGHT', cards: [card('SV3', 'SV388')] },
      { title: 'LIVE', cards: [] },
      { title: 'BINGO', cards: [card('X')] },
      { title: 'HOT', cards: [card('TCG')] },
      { title: 'LOTT', cards: [card('TCG', 'TCG Lottery')] },
    ]);
    expect(out.map((g) => g.gameCategory)).toEqual(['LOTT', 'RNG', 'PVP', 'COCKFIGHT']);
    expect(out[0]).toEqual({ gameCategory: 'LOTT', vendors: [card('TCG', 'TCG Lottery')] });
  });

  it('sorts vendors by the sort order when given, the others after them by name, then code', () => {
    const [rng] = sortedVendors([
      {
        title: 'RNG',
        cards: [
          card('ZZ', 'alpha'),
          card('JDB', 'JDB', 2),
          card('AA', 'Alpha'),
          card('PG', 'PG Soft', 1),
          card('CQ9'),
        ],
      },
    ]);
    expect(rng?.vendors.map((v) => v.vassalage)).toEqual(['PG', 'JDB', 'AA', 'ZZ', 'CQ9']);
  });

  it('takes the lanes keyed by category as the player holds them, and lists a vendor once per category', () => {
    const out = sortedVendors({
      RNG: [card('PG', 'PG Soft'), card('PG', 'PG Soft'), card('CQ9', 'CQ9')],
      ELOTT: [card('GPK', 'Gold')],
      FAV: [card('PG')],
    });
    expect(out).toEqual([
      { gameCategory: 'ELOTT', vendors: [card('GPK', 'Gold')] },
      { gameCategory: 'RNG', vendors: [card('CQ9', 'CQ9'), card('PG', 'PG Soft')] },
    ]);
    expect(sortedVendors(undefined)).toEqual([]);
  });

  it('orders categories as the top navigation, then the rest', () => {
    expect(VENDOR_CATEGORY_ORDER.slice(0, 8)).toEqual([
      'LOTT',
      'ELOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
    ]);
    expect(VENDOR_CATEGORY_ORDER).toContain('COCKFIGHT');
  });
});
