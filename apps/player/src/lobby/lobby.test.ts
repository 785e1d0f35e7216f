import { describe, expect, it } from 'vitest';
import { imageUrl } from './images.ts';
import { platformLanguage } from './language.ts';
import { toCard } from './siteData.ts';
import { matchesSearch } from '../components/VendorPopup.tsx';
import { promotionAnchor } from '../pages/areas/Promotions.tsx';
import { flash, shellSlice } from '../app/store.ts';

describe('images on the CDN', () => {
  it('puts platform paths on one of the image hosts and leaves absolute URLs alone', () => {
    expect(imageUrl('/assets/games/MR/1.svg', ['https://a.example/', 'https://b.example'], () => 0)).toBe(
      'https://a.example/assets/games/MR/1.svg',
    );
    expect(imageUrl('/assets/games/MR/1.svg', ['https://a.example/', 'https://b.example'], () => 0.9)).toBe(
      'https://b.example/assets/games/MR/1.svg',
    );
    expect(imageUrl('https://x.example/i.png', ['https://a.example'])).toBe('https://x.example/i.png');
    expect(imageUrl('/i.png', [])).toBe('/i.png');
    expect(imageUrl(undefined, ['https://a.example'])).toBeUndefined();
  });
});

describe('game cards', () => {
  it('names, marks favourites and maintenance from the platform game', () => {
    const card = toCard(
      { nodeId: 7, vassalage: 'MR', gameType: 'RNG', nodeName: 'Koi', showIcon: '/k.svg', maintenance: true },
      (p) => `cdn${p}`,
      new Set(['7']),
      true,
    );
    expect(card).toEqual({
      id: '7',
      name: 'Koi',
      iconUrl: 'cdn/k.svg',
      vendorName: 'MR',
      hot: true,
      maintenance: true,
      favourite: true,
    });
  });
});

describe('vendor search', () => {
  it('matches names and codes without regard to case', () => {
    expect(matchesSearch({ gameName: 'Fire Koi 12', gameCode: 'MR_RNG_0012' }, 'koi')).toBe(true);
    expect(matchesSearch({ gameName: 'Fire Koi 12', gameCode: 'MR_RNG_0012' }, 'rng_0012')).toBe(true);
    expect(matchesSearch({ gameName: 'Fire Koi 12' }, 'tiger')).toBe(false);
    expect(matchesSearch({ gameName: 'ไก่ทอง' }, 'ไก่')).toBe(true);
    expect(matchesSearch({ gameName: 'x' }, '   ')).toBe(true);
  });
});

describe('promotion anchors', () => {
  it('uses the first Latin word of the title, else the id', () => {
    expect(promotionAnchor({ id: 23, title: 'Welcome bonus' })).toBe('welcome');
    expect(promotionAnchor({ id: 24, title: 'Cashback' })).toBe('cashback');
    expect(promotionAnchor({ id: 25, title: 'โบนัสต้อนรับ' })).toBe('promotion-25');
  });
});

describe('languages', () => {
  it('maps i18next languages to the platform codes', () => {
    expect([
      platformLanguage('th'),
      platformLanguage('en'),
      platformLanguage('TY'),
      platformLanguage('en-GB'),
    ]).toEqual(['TY', 'EN', 'TY', 'EN']);
  });
});

describe('shell messages', () => {
  it('keeps one message per key and at most three', () => {
    let state = shellSlice.reducer(undefined, { type: 'init' });
    const [a, b, c, d] = [
      'games:retry',
      'games:launchFailed',
      'games:favouriteTooFast',
      'ui:deposit',
    ] as const;
    for (const key of [a, b, a, c, d]) state = shellSlice.reducer(state, flash({ tone: 'info', key }));
    expect(state.flashes.map((f) => f.key)).toEqual([a, c, d]);
  });
});
