import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as PlayerRankPage } from '../pages/playerRank.tsx';
import {
  isolateMemberPageTests,
  notServed,
  ok,
  refuse,
  relay,
  renderMemberPage,
  rewardsPlatform,
} from './testing/rewardsPlatform.tsx';

const PROGRESS = `GET ${relay('MCSFE_getPlayerRankProgress')}`;
const LEVELS = `GET ${relay('MCSFE_getPlayerRankGroupLevels')}`;
const BENEFITS = `GET ${relay('MCSFE_getMemberClubBenefit')}`;
const RULES = `GET ${relay('MCSFE_getPlayerRankRule')}`;
const CLAIMABLE = `GET ${relay('MCSFE_getClaimPromotion')}`;
const CLAIM = `POST ${relay('MCSFE_claimIssuedPromotion')}`;

const UPGRADE = {
  id: 'UPGRADE-1',
  title: 'Silver upgrade bonus',
  promotionType: 'UPGRADE_BONUS',
  status: 'CLAIM',
  bonus: 88,
  claimable: true,
  rankLevel: 1,
};

isolateMemberPageTests();

function vip(overrides = {}) {
  return rewardsPlatform({
    [PROGRESS]: () =>
      ok({
        playerRankName: 'Silver',
        rankLevel: 1,
        nextRankName: 'Gold',
        monthlyTurnover: { actual: 2500, expected: 10000 },
        totalTurnover: { actual: 15000, expected: 50000 },
        upgradeBonus: 288,
      }),
    [LEVELS]: () =>
      ok({
        list: [
          { rankLevel: 0, rankName: 'Bronze', monthlyTurnover: 0, totalTurnover: 0 },
          { rankLevel: 1, rankName: 'Silver', monthlyTurnover: 2000, totalTurnover: 10000 },
          { rankLevel: 2, rankName: 'Gold', monthlyTurnover: 10000, totalTurnover: 50000 },
        ],
      }),
    [BENEFITS]: () =>
      ok({
        list: [
          { rankLevel: 1, rankName: 'Silver', upgradeBonus: 88, monthlyBonus: 20, rebateRate: 0.5 },
          { rankLevel: 2, rankName: 'Gold', upgradeBonus: 288, monthlyBonus: 60, rebateRate: 0.8 },
        ],
      }),
    [RULES]: () => ok({ content: '<p>Levels never go down.</p>' }),
    [CLAIMABLE]: (c) => ok({ list: c.query.get('promotionType') === 'UPGRADE_BONUS' ? [UPGRADE] : [] }),
    [CLAIM]: () => ok({ id: 'UPGRADE-1', amount: 88, status: 'CLAIMED' }),
    ...overrides,
  });
}

function show() {
  const Harness = renderMemberPage(PlayerRankPage);
  render(<Harness />);
}

describe('VIP (playerRank)', () => {
  it('shows the level, the progress bars, the levels with benefits and the rules, and claims the upgrade bonus once', async () => {
    const platform = vip();
    let release: () => void = () => {};
    platform.on(
      CLAIM,
      () =>
        new Promise(
          (resolve) => (release = () => resolve(ok({ id: 'UPGRADE-1', amount: 88, status: 'CLAIMED' }))),
        ),
    );
    show();
    expect(await screen.findByText('Silver', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Next level: Gold')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Monthly turnover' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByRole('progressbar', { name: 'Total turnover' })).toHaveAttribute(
      'aria-valuetext',
      '฿15,000.00 of ฿50,000.00',
    );
    const table = await screen.findByRole('table', { name: 'VIP levels and benefits' });
    const gold = await within(table).findByRole('row', { name: /Gold/ });
    expect(within(gold).getByText('฿288.00')).toBeInTheDocument();
    expect(within(gold).getByText('0.8%')).toBeInTheDocument();
    expect(
      within(within(table).getByRole('row', { name: /Silver/ })).getByText('Your level'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Levels never go down.')).toBeInTheDocument();

    const bonus = await screen.findByRole('listitem', { name: 'Silver upgrade bonus' });
    await userEvent
      .setup()
      .dblClick(within(bonus).getByRole('button', { name: 'Claim: Silver upgrade bonus' }));
    await waitFor(() => expect(platform.callsTo(CLAIM)).toHaveLength(1));
    release();
    expect(await within(bonus).findByText('฿88.00 was added to your main wallet.')).toBeInTheDocument();
    expect(platform.callsTo(CLAIM)).toHaveLength(1);
    expect(platform.callsTo(CLAIM)[0]?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('says when there is no upgrade bonus to claim, and at the top level', async () => {
    vip({
      [CLAIMABLE]: () => ok({ list: [] }),
      [PROGRESS]: () =>
        ok({
          playerRankName: 'Diamond',
          rankLevel: 5,
          nextRankName: null,
          monthlyTurnover: { actual: 1, expected: 1 },
          totalTurnover: { actual: 9, expected: 9 },
        }),
    });
    show();
    expect(await screen.findByText('You are at the top level.')).toBeInTheDocument();
    expect(await screen.findByText(/No upgrade bonus to claim now/)).toBeInTheDocument();
  });

  it('says so when the level fails (with a retry) and when VIP is not offered', async () => {
    const platform = vip({ [PROGRESS]: () => refuse('SYSTEM_ERROR', 'boom', undefined, 500) });
    show();
    expect(
      await screen.findByRole('heading', { name: 'Your VIP level could not be loaded' }),
    ).toBeInTheDocument();
    platform.on(PROGRESS, () => notServed());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This is not offered on this site yet.')).toBeInTheDocument();
  });
});
