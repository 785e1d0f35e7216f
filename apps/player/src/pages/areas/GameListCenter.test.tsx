import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderAppAt } from '../../app/testing/renderApp.tsx';
import { fakePlatform, type Answer, type Call } from '../../account/testing/fakePlatform.tsx';

const LIST = 'GET /wps/relay/GCSGAME_gameList';
const TYPES = 'GET /wps/relay/GCSGAME_getVassGameType';

const card = (vassalage: string, name: string) => ({ vassalage, name });
const VENDORS = {
  data: {
    lanes: [
      { title: 'LIVE', cards: [card('LV1', 'Live One'), card('LV2', 'Live Two'), card('LV3', 'Live Three')] },
      { title: 'PVP', cards: [card('PV1', 'Cards One'), card('PV2', 'Cards Two')] },
    ],
  },
};

const games = (vassalage: string, gameType: string, n = 1) =>
  Array.from({ length: n }, (_, i) => ({
    nodeId: `${vassalage}-${i}`,
    vassalage,
    gameType,
    gameCode: `${vassalage}${i}`,
    gameName: `${vassalage} game ${i}`,
  }));
const page = (list: unknown[]): Answer => ({
  success: true,
  value: { list, pageNum: 1, totalPages: 1, total: list.length },
});

/** A call's answer the test lets through when it wants. */
function held() {
  let release!: (answer: Answer) => void;
  const answer = new Promise<Answer>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

describe('game list pages (/live, /fish, /rng, /pvp)', () => {
  let platform: ReturnType<typeof fakePlatform>;
  beforeEach(() => {
    platform = fakePlatform();
    platform.on('GET /wps/relay/GCSGAME_gameVendor', () => ({ success: true, value: VENDORS }));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const listCalls = () => platform.callsTo(LIST).map((c) => c.query.get('vassalage'));

  it('load the vendor sections one at a time: the next starts only after the one before has answered', async () => {
    // Timers move with real time (so the page runs as usual) and can be pushed ahead without waiting.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    const first = held();
    const second = held();
    platform.on(LIST, (c: Call) => {
      const v = c.query.get('vassalage')!;
      if (v === 'LV1') return first.answer;
      if (v === 'LV2') return second.answer;
      return page(games(v, 'LIVE'));
    });
    renderAppAt('/live');
    await waitFor(() => expect(listCalls()).toEqual(['LV1']), { timeout: 10_000 });
    expect(platform.callsTo(LIST)[0]!.query.get('gameType')).toBe('LIVE');

    // While the first answer is held, well past the 300 ms gap, no other section calls.
    await vi.advanceTimersByTimeAsync(2000);
    expect(listCalls()).toEqual(['LV1']);

    first.release(page(games('LV1', 'LIVE')));
    expect(await screen.findByText('LV1 game 0')).toBeInTheDocument();
    await waitFor(() => expect(listCalls()).toEqual(['LV1', 'LV2']));

    // The third waits for the second in the same way.
    await vi.advanceTimersByTimeAsync(2000);
    expect(listCalls()).toEqual(['LV1', 'LV2']);
    second.release(page(games('LV2', 'LIVE')));
    expect(await screen.findByText('LV2 game 0')).toBeInTheDocument();
    await waitFor(() => expect(listCalls()).toEqual(['LV1', 'LV2', 'LV3']));
    expect(await screen.findByText('LV3 game 0')).toBeInTheDocument();
  });

  it('keep the first vendor’s place while the vendors load, as big as its section, which then takes it', async () => {
    const vendors = held();
    platform.on('GET /wps/relay/GCSGAME_gameVendor', () => vendors.answer);
    platform.on(LIST, (c: Call) => page(games(c.query.get('vassalage')!, 'LIVE')));
    renderAppAt('/live');
    // The section and its lane, both named by the lane's title.
    const place = (await screen.findAllByRole('region', { name: 'Loading…' }, { timeout: 10_000 })).at(-1)!;
    expect(place).toHaveAttribute('aria-busy', 'true');
    // A page of cards (5 on /live) where the head script paints the first vendor's first games.
    expect(within(place).getAllByRole('listitem', { hidden: true })).toHaveLength(5);
    expect(screen.queryByText('No providers in this category yet')).not.toBeInTheDocument();
    vendors.release({ success: true, value: VENDORS });
    expect((await screen.findAllByRole('region', { name: 'Live One' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Loading…' })).not.toBeInTheDocument();
    expect(await screen.findByText('LV1 game 0')).toBeInTheDocument();
  });

  it('a vendor with no games is left out and lets the next section load', async () => {
    platform.on(LIST, (c: Call) => {
      const v = c.query.get('vassalage')!;
      return page(v === 'LV1' ? [] : games(v, 'LIVE'));
    });
    platform.on(TYPES, () => ({ success: true, value: [] }));
    renderAppAt('/live');
    expect(await screen.findByText('LV3 game 0', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(listCalls()).toEqual(['LV1', 'LV2', 'LV3']);
    expect(screen.queryByText('Live One')).not.toBeInTheDocument();
    expect(screen.getByText('Live Two')).toBeInTheDocument();
  });

  it('offer on /pvp only the sub-types the platform lists for the page’s vendors, in the spec’s order', async () => {
    platform.on(LIST, (c: Call) => page(games(c.query.get('vassalage')!, 'PVP')));
    platform.on(TYPES, (c: Call): Answer => {
      const v = c.query.get('vassalage');
      if (v === 'PV1') {
        return {
          success: true,
          value: [
            { gameType: 'PVP', vassalage: 'PV1', name: 'PVP', subTypes: ['TG', 'SC'] },
            // Another game type of the vendor: not a sub-type of this page.
            { gameType: 'RNG', vassalage: 'PV1', name: 'RNG', subTypes: ['JP'] },
          ],
        };
      }
      if (v === 'PV2')
        return {
          success: true,
          value: [{ gameType: 'PVP', vassalage: 'PV2', name: 'PVP', subTypes: ['AC', 'TG'] }],
        };
      return { success: false, errorCode: 'NOT_FOUND', message: 'unknown vendor', status: 404 };
    });
    renderAppAt('/pvp');
    const filter = await screen.findByRole('group', { name: 'Game types' }, { timeout: 10_000 });
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['All', 'Scratch', 'Table', 'Arcade']),
    );
    expect(
      platform
        .callsTo(TYPES)
        .map((c) => c.query.get('vassalage'))
        .sort(),
    ).toEqual(['PV1', 'PV2']);
    expect(within(filter).queryByRole('button', { name: 'Jackpot' })).not.toBeInTheDocument();
    expect(within(filter).queryByRole('button', { name: 'Bingo' })).not.toBeInTheDocument();

    // Choosing one asks for that sub-type's games.
    within(filter).getByRole('button', { name: 'Table' }).click();
    await waitFor(() =>
      expect(platform.callsTo(LIST).some((c) => c.query.get('subType') === 'TG')).toBe(true),
    );
  });

  it('fall back on /pvp to the fixed sub-types when the platform cannot list them', async () => {
    platform.on(LIST, (c: Call) => page(games(c.query.get('vassalage')!, 'PVP')));
    platform.on(TYPES, () => ({ success: false, errorCode: 'SYSTEM_ERROR', message: 'down', status: 500 }));
    renderAppAt('/pvp');
    const filter = await screen.findByRole('group', { name: 'Game types' }, { timeout: 10_000 });
    // The test site supports TY, so bingo is offered too.
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['All', 'Scratch', 'Video poker', 'Jackpot', 'Table', 'Arcade', 'Bingo']),
    );
  });
});
