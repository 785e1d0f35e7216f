import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as MissionsPage } from '../pages/missionLeaderboard.tsx';
import {
  disposeMemberPages,
  isolateMemberPageTests,
  notServed,
  ok,
  refuse,
  relay,
  renderMemberPage,
  rewardsPlatform,
} from './testing/rewardsPlatform.tsx';

const SUMMARY = `GET ${relay('MCSFE_getMissionSummaryDetails')}`;
const MILESTONES = `GET ${relay('MCSFE_getMissionMilestones')}`;
const BOARD = `GET ${relay('MCSFE_getMissionLeaderboard')}`;
const RULES = `GET ${relay('MCSFE_getMissionRules')}`;
const CLAIM = `POST ${relay('MCSFE_claimMissionRewards')}`;

const DAILY = {
  missionId: 'daily-bet',
  title: 'Daily player',
  description: 'Bet every day',
  progress: 1500,
  score: 1500,
  target: 5000,
  reward: 150,
  claimableReward: 50,
  status: 'CLAIMABLE',
  metric: 'VALID_BET',
  milestonesReached: 1,
  milestoneCount: 3,
  endTime: Date.UTC(2026, 10, 21),
};
const ROUNDS = {
  missionId: 'rounds',
  title: 'Spin master',
  progress: 3,
  score: 3,
  target: 20,
  reward: 30,
  claimableReward: 0,
  status: 'IN_PROGRESS',
  metric: 'BET_COUNT',
  milestonesReached: 0,
  milestoneCount: 2,
};

isolateMemberPageTests();

function missions(overrides = {}) {
  return rewardsPlatform({
    [SUMMARY]: () => ok({ missions: [DAILY, ROUNDS], claimableCount: 1 }),
    [MILESTONES]: () =>
      ok({
        list: [
          { index: 1, target: 1000, reward: 50, reached: true, claimed: false },
          { index: 2, target: 2000, reward: 50, reached: false, claimed: false },
        ],
      }),
    [BOARD]: (c) =>
      ok({
        list:
          c.query.get('missionId') === 'rounds'
            ? [{ rank: 1, userName: 'b***y', score: 12 }]
            : [
                { rank: 1, userName: 'a***e', score: 9000, reward: 100 },
                { rank: 2, userName: 'd***o', score: 1500, me: true },
              ],
      }),
    [RULES]: () => ok({ content: '<p>Missions count the valid bets of your settled rounds.</p>' }),
    [CLAIM]: () => ok({ amount: 50, missionId: 'daily-bet', status: 'CLAIMED' }),
    ...overrides,
  });
}

function show() {
  const Harness = renderMemberPage(MissionsPage);
  render(<Harness />);
}

describe('missions (missionLeaderboard)', () => {
  it('shows the summary, progress and milestones, and claims a reward once for a double click', async () => {
    const platform = missions();
    let release: () => void = () => {};
    platform.on(
      CLAIM,
      () =>
        new Promise(
          (resolve) =>
            (release = () => resolve(ok({ amount: 50, missionId: 'daily-bet', status: 'CLAIMED' }))),
        ),
    );
    show();
    expect(await screen.findByText('Rewards to claim: 1')).toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'Missions' })).getByRole('listitem', {
      name: 'Daily player',
    });
    expect(within(card).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(within(card).getByText('฿1,500.00 of ฿5,000.00')).toBeInTheDocument();
    const rounds = within(screen.getByRole('list', { name: 'Missions' })).getByRole('listitem', {
      name: 'Spin master',
    });
    expect(within(rounds).getByText('3 rounds of 20 rounds')).toBeInTheDocument();
    expect(within(rounds).queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Milestones: Daily player' }));
    const steps = await within(card).findByRole('list', { name: 'Milestones' });
    expect(within(steps).getByText('Reached')).toBeInTheDocument();
    expect(within(steps).getByText('Not reached yet')).toBeInTheDocument();

    await user.dblClick(within(card).getByRole('button', { name: 'Claim ฿50.00: Daily player' }));
    await waitFor(() => expect(platform.callsTo(CLAIM)).toHaveLength(1));
    platform.on(SUMMARY, () =>
      ok({ missions: [{ ...DAILY, status: 'IN_PROGRESS', claimableReward: 0 }, ROUNDS], claimableCount: 0 }),
    );
    release();
    expect(await screen.findByText('Rewards to claim: 0')).toBeInTheDocument();
    expect(platform.callsTo(CLAIM)).toHaveLength(1);
    expect(platform.callsTo(CLAIM)[0]?.body).toEqual({ missionId: 'daily-bet' });
    expect(platform.callsTo(CLAIM)[0]?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('shows a refused claim in words', async () => {
    missions({
      [CLAIM]: () => refuse('NOT_CLAIMABLE', 'missionId: nothing to claim yet', { field: 'missionId' }),
    });
    show();
    const card = within(await screen.findByRole('list', { name: 'Missions' })).getByRole('listitem', {
      name: 'Daily player',
    });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Claim ฿50.00: Daily player' }));
    expect(await within(card).findByText('This cannot be claimed now')).toBeInTheDocument();
  });

  it('shows the leaderboard of each mission (me marked) and the rules', async () => {
    missions();
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Leaderboard' }));
    const table = await screen.findByRole('table', { name: 'Leaderboard: Daily player' });
    expect(await within(table).findByText('d***o (you)')).toBeInTheDocument();
    expect(within(table).getByText('฿100.00')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mission' }), 'Spin master');
    const other = await screen.findByRole('table', { name: 'Leaderboard: Spin master' });
    expect(await within(other).findByText('12 rounds')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Rules' }));
    expect(
      await screen.findByText('Missions count the valid bets of your settled rounds.'),
    ).toBeInTheDocument();
  });

  it('says so when there are no missions, when they fail (with a retry), and when the site does not offer them', async () => {
    const platform = missions({ [SUMMARY]: () => ok({ missions: [], claimableCount: 0 }) });
    show();
    expect(await screen.findByRole('heading', { name: 'No missions yet' })).toBeInTheDocument();
    disposeMemberPages();
    document.body.innerHTML = '';
    platform.on(SUMMARY, () => refuse('SYSTEM_ERROR', 'boom', undefined, 500));
    show();
    expect(
      await screen.findByRole('heading', { name: 'The missions could not be loaded' }),
    ).toBeInTheDocument();
    platform.on(SUMMARY, () => notServed());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This is not offered on this site yet.')).toBeInTheDocument();
  });
});
