import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderAppAt } from '../../app/testing/renderApp.tsx';
import { fakePlatform } from '../../account/testing/fakePlatform.tsx';

const ok = (value: unknown) => ({ success: true, value });
const menu = (prizeMode: string, groupName: string, ...games: [string, string, string][]) => ({
  prizeMode,
  gameMenus: [
    {
      groupName,
      games: games.map(([gameCode, gameName, vassalage]) => ({ gameCode, gameName, vassalage, prizeMode })),
    },
  ],
});

function lotteryPlatform(elottVendors: string[]) {
  const platform = fakePlatform();
  sessionStorage.setItem('token', 'tok-1');
  platform.on('GET /wps/relay/GCSGAME_gameVendor', () =>
    ok({
      data: {
        lanes: [
          { title: 'ELOTT', cards: elottVendors.map((vassalage) => ({ vassalage, name: vassalage })) },
          { title: 'LOTT', cards: [{ vassalage: 'TCG', name: 'TCG' }] },
        ],
      },
    }),
  );
  platform.on('GET /lgw/games/game_menus', (call) =>
    ok(
      call.query.get('prizeMode') === 'ELOTT'
        ? menu('ELOTT', 'FAST', ['GPK_3M', 'Gold Pick 3-Minute', 'GPK'])
        : menu('LOTT', 'CLASSIC', ['TCG_1', 'Classic Lotto', 'TCG']),
    ),
  );
  platform.on('GET /lotto/lgw/games/opened/numero', () => ok({ list: [] }));
  return platform;
}

describe('/lottery and the prize mode', () => {
  it('opens on the e-lottery family when the e-lottery vendors include TCG_LOTTO_VN, and lists the classic one too', async () => {
    lotteryPlatform(['TCG_LOTTO_VN', 'GPK']);
    renderAppAt('/lottery');
    const nav = await screen.findByRole('navigation', { name: 'Lottery games' });
    const names = () =>
      within(nav)
        .queryAllByRole('link')
        .map((l) => l.textContent);
    await waitFor(() => expect(names()).toEqual(['Gold Pick 3-Minute', 'Classic Lotto']));
    expect(within(nav).getByRole('link', { name: 'Gold Pick 3-Minute' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens on the classic family otherwise, and an e-lottery game of a link is still reached', async () => {
    lotteryPlatform(['GPK']);
    renderAppAt('/lottery?gameCode=GPK_3M');
    const nav = await screen.findByRole('navigation', { name: 'Lottery games' });
    expect(await within(nav).findByRole('link', { name: 'Gold Pick 3-Minute' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() =>
      expect(
        within(nav)
          .queryAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Classic Lotto', 'Gold Pick 3-Minute']),
    );
  });
});

describe('recently played lotteries', () => {
  it('a logged-in member sees the lotteries they played at the top of the menu', async () => {
    const platform = lotteryPlatform(['GPK']);
    platform.on('GET /lgw/games/game_menus/recent', (call) =>
      ok(
        call.query.get('prizeMode') === 'LOTT'
          ? menu('LOTT', 'CLASSIC', ['TCG_1', 'Classic Lotto', 'TCG'])
          : menu(call.query.get('prizeMode') ?? '', 'FAST', ['GPK_3M', 'Gold Pick 3-Minute', 'GPK']),
      ),
    );
    renderAppAt('/lottery');
    const recent = await screen.findByRole('group', { name: 'Recently played' });
    expect(
      within(recent)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Classic Lotto', 'Gold Pick 3-Minute']);
    // The full menu follows, unchanged.
    const nav = screen.getByRole('navigation', { name: 'Lottery games' });
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(4));
    expect(platform.callsTo('GET /lgw/games/game_menus/recent').length).toBeGreaterThan(0);
  });

  it('/vnLottery asks the VN recent menu; an empty answer shows no group', async () => {
    const platform = lotteryPlatform(['GPK']);
    platform.on('GET /lgw/vn/games/game_menu', () =>
      ok(menu('VN', 'NORTH', ['VN_MB', 'Mien Bac', 'TCG_LOTTO_VN'])),
    );
    platform.on('GET /lgw/vn/numeros/opened/game', () => ok({ list: [] }));
    platform.on('GET /lgw/vn/games/game_menu/recent', () => ok({ prizeMode: 'VN', gameMenus: [] }));
    renderAppAt('/vnLottery');
    const nav = await screen.findByRole('navigation', { name: 'Lottery games' });
    await within(nav).findByRole('link', { name: 'Mien Bac' });
    await waitFor(() => expect(platform.callsTo('GET /lgw/vn/games/game_menu/recent')).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Recently played' })).toBeNull();
    expect(platform.callsTo('GET /lgw/games/game_menus/recent')).toHaveLength(0);
  });
});
