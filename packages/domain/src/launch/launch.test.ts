import { describe, expect, it } from 'vitest';
import { decideLaunch, launchOutcome, maintenanceSuggestions } from './launch.ts';

describe('decideLaunch', () => {
  it('routes lottery vendors to their pages with the game code', () => {
    expect(decideLaunch({ vassalage: 'TCG_LOTTO_VN', gameCode: 'HN 1' }, 'player')).toEqual({
      kind: 'navigate',
      to: '/vnLottery?gameCode=HN%201',
    });
    expect(decideLaunch({ vassalage: 'TCG_SEA', gameCode: 'TH' }, 'visitor')).toEqual({
      kind: 'navigate',
      to: '/seaLottery?gameCode=TH',
    });
    expect(decideLaunch({ vassalage: 'LOTT', gameCode: 'X' }, 'player')).toEqual({
      kind: 'navigate',
      to: '/lottery?gameCode=X',
    });
    expect(decideLaunch({ vassalage: 'TCG', gameType: 'elott', gameCode: 'Y' }, 'player')).toEqual({
      kind: 'navigate',
      to: '/lottery?gameCode=Y',
    });
    expect(decideLaunch({ vassalage: 'ELOTT' }, 'player')).toEqual({ kind: 'navigate', to: '/lottery' });
  });

  it('opens the vendor popup for vendor cards, and the /rng page for RNG vendors', () => {
    expect(decideLaunch({ vassalage: 'PG', isGame: 'VASSALAGE', gameType: 'LIVE' }, 'visitor')).toEqual({
      kind: 'vendorPopup',
      vassalage: 'PG',
    });
    expect(decideLaunch({ vassalage: 'PG', isGame: 'VASSALAGE', gameType: 'RNG' }, 'visitor')).toEqual({
      kind: 'navigate',
      to: '/rng?vassalage=PG',
    });
    expect(decideLaunch({ isGame: 'VASSALAGE' }, 'player')).toEqual({ kind: 'vendorPopup', vassalage: '' });
  });

  it('launches a game directly for players and trial users, login popup for guests', () => {
    const game = { vassalage: 'PG', gameCode: 'fortune', gameType: 'RNG' };
    expect(decideLaunch(game, 'player')).toEqual({ kind: 'launch', card: game });
    expect(decideLaunch(game, 'trial')).toEqual({ kind: 'launch', card: game });
    expect(decideLaunch(game, 'visitor')).toEqual({ kind: 'loginPopup' });
  });

  it('reports maintenance first', () => {
    expect(decideLaunch({ vassalage: 'TCG_SEA', maintenance: true }, 'player')).toEqual({
      kind: 'maintenance',
    });
  });
});

describe('launch outcome and suggestions', () => {
  it('distinguishes opened, popup blocked, maintenance and failure', () => {
    expect(launchOutcome({ url: 'https://g', windowOpened: true })).toEqual({
      kind: 'opened',
      url: 'https://g',
    });
    expect(launchOutcome({ url: 'https://g', windowOpened: false })).toEqual({ kind: 'popupBlocked' });
    expect(launchOutcome({ maintenance: true, windowOpened: true })).toEqual({ kind: 'maintenance' });
    expect(launchOutcome({ url: '', windowOpened: true })).toEqual({ kind: 'failed' });
  });

  it('suggests other popular games that are not under maintenance', () => {
    const popular = [
      { vassalage: 'A', gameCode: '1' },
      { vassalage: 'A', gameCode: '2', maintenance: true },
      { vassalage: 'B', gameCode: '3' },
      { vassalage: 'C', gameCode: '4' },
    ];
    expect(maintenanceSuggestions(popular, { vassalage: 'A', gameCode: '1' }).map((g) => g.gameCode)).toEqual(
      ['3', '4'],
    );
    expect(maintenanceSuggestions(popular, { vassalage: 'Z' }, 1)).toHaveLength(1);
    expect(maintenanceSuggestions(popular, { vassalage: 'Z' }, -1)).toHaveLength(0);
  });
});
