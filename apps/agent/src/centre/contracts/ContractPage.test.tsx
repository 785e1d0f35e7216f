import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DailySalaryPage from '../pages/agentDailyWages2.tsx';
import HourSalaryPage from '../pages/agentHourSalary.tsx';
import DividendPage from '../pages/agentDividendRecordCopy2.tsx';
import {
  agentPlatform,
  disposeAgentPages,
  ok,
  page,
  refuse,
  relay,
  renderAgentPage,
  type Call,
} from '../pages/testing/agentPlatform.tsx';
import { allowedActions, contractState, tierProblems } from './rules.ts';

const INFO = `GET ${relay('MCSFE_getContractDailySalInfo')}`;
const OFFER = `POST ${relay('MCSFE_applyContractDailySalary')}`;
const PROCESS = `POST ${relay('MCSFE_processDailySalaryContract')}`;
const RECORDS = `GET ${relay('ODSFE2_QueryDailySalary')}`;
const HISTORY = `GET ${relay('MCSFE_getContractHistory')}`;
const DOWNLINES = `GET ${relay('ODSFE2_Subordinate')}`;
const SIMULATE = `POST ${relay('MCSFE_simulateContract')}`;
const at = Date.UTC(2026, 10, 20, 9, 30);

type Status = 'OFFERED' | 'ACTIVE' | 'REJECTED' | 'TERMINATION_REQUESTED' | 'TERMINATED';
type Fake = Record<string, unknown> & { id: string; status: Status; terminationRequestedBy?: string | null };
const contract = (
  id: string,
  side: 'mine' | 'downline',
  status: Status,
  extra: Record<string, unknown> = {},
): Fake => ({
  id,
  kind: 'dailySalary',
  uplineId: side === 'mine' ? '5' : '10',
  uplineAccount: side === 'mine' ? 'chief' : 'boss',
  downlineId: side === 'mine' ? '10' : '20',
  downlineAccount: side === 'mine' ? 'boss' : 'alice',
  period: 'DAILY',
  status,
  tiers: [
    { activeMembers: 1, betAmount: 100, rate: 0.5 },
    { activeMembers: 5, betAmount: 1000, rate: 1 },
  ],
  createdAt: at,
  updatedAt: at,
  ...extra,
});
const payout = (id: string, account: string, amount: number) => ({
  id,
  account,
  periodStart: at,
  periodEnd: at + 86_400_000,
  activeMembers: 3,
  validBet: 500,
  rate: 1,
  amount,
  status: 'PAID',
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  disposeAgentPages();
  vi.unstubAllGlobals();
});

/** A platform whose daily-salary info answers `info` (changed by the process handler as the platform would). */
function platformWith(
  info: { mine: Fake | null; downlines: Fake[]; maxRate?: number | null },
  overrides = {},
) {
  return agentPlatform({
    [INFO]: () => ok({ offers: [], maxRate: null, ...info }),
    [RECORDS]: () => page([]),
    [HISTORY]: () => page([]),
    [DOWNLINES]: () =>
      page([
        { id: 20, account: 'alice', type: 1, regDate: at, level: 1 },
        { id: 21, account: 'bob', type: 1, regDate: at, level: 1 },
      ]),
    [PROCESS]: (c: Call) => {
      const all = [info.mine, ...info.downlines].filter((x) => x !== null);
      const target = all.find((x) => x.id === c.body.contractId)!;
      const next: Record<string, Status> = {
        accept: 'ACTIVE',
        reject: 'REJECTED',
        requestTermination: 'TERMINATION_REQUESTED',
        agreeTermination: 'TERMINATED',
        refuseTermination: 'ACTIVE',
      };
      target.status = next[c.body.action as string]!;
      target.terminationRequestedBy =
        c.body.action === 'requestTermination' ? (target === info.mine ? 'downline' : 'upline') : null;
      return ok(target);
    },
    ...overrides,
  });
}

function open(Page = DailySalaryPage) {
  const Harness = renderAgentPage(Page);
  render(<Harness />);
}

const section = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 2 })).closest('section')!;

describe('contract rules', () => {
  it('takes the actions of a side from the domain state machine', () => {
    expect(allowedActions(contractState({ status: 'OFFERED' }), 'downline')).toEqual(['accept', 'reject']);
    expect(allowedActions(contractState({ status: 'OFFERED' }), 'upline')).toEqual([]);
    expect(allowedActions(contractState({ status: 'ACTIVE' }), 'upline')).toEqual(['requestTermination']);
    expect(
      allowedActions(
        contractState({ status: 'TERMINATION_REQUESTED', terminationRequestedBy: 'upline' }),
        'upline',
      ),
    ).toEqual([]);
    expect(
      allowedActions(
        contractState({ status: 'TERMINATION_REQUESTED', terminationRequestedBy: 'upline' }),
        'downline',
      ),
    ).toEqual(['agreeTermination', 'refuseTermination']);
    expect(allowedActions(contractState({ status: 'TERMINATED' }), 'downline')).toEqual([]);
  });

  it('wants ascending thresholds and rates within my own', () => {
    const row = (activeMembers: string, betAmount: string, rate: string) => ({
      activeMembers,
      betAmount,
      rate,
    });
    expect(tierProblems([row('1', '100', '0.5'), row('5', '1000', '1')], 1)).toEqual([]);
    expect(tierProblems([row('5', '100', '0.5'), row('1', '1000', '1')], 1).map((p) => p.key)).toEqual([
      'tiers.notAscending',
    ]);
    expect(tierProblems([row('1', '100', '0.5'), row('1', '100', '0.8')], 1).map((p) => p.key)).toEqual([
      'tiers.notAscending',
    ]);
    expect(tierProblems([row('1', '100', '1.5')], 1).map((p) => p.key)).toEqual(['tiers.rateOverMine']);
    expect(tierProblems([row('1', '100', '101')], undefined).map((p) => p.key)).toEqual([
      'tiers.rateOver100',
    ]);
    expect(tierProblems([row('x', '1.234', '0')], undefined).map((p) => p.key)).toEqual([
      'tiers.badMembers',
      'tiers.badAmount',
      'tiers.badRate',
    ]);
  });
});

describe('daily salary contracts (agentDailyWages2)', () => {
  it('accepts an offer from my upline after a confirmation', async () => {
    const platform = platformWith({ mine: contract('7', 'mine', 'OFFERED'), downlines: [] });
    const user = userEvent.setup();
    open();
    const mine = await section('My contract with my upline');
    expect(within(mine).getByRole('heading', { name: 'From your upline chief' })).toBeInTheDocument();
    expect(within(mine).getByText('Offered, waiting for an answer')).toBeInTheDocument();
    const tiers = within(mine).getByRole('table', { name: 'Tiers of the contract with chief' });
    expect(within(tiers).getByText('1 %')).toBeInTheDocument();
    expect(within(tiers).getByText('฿1,000.00')).toBeInTheDocument();

    await user.click(within(mine).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept this contract?' });
    expect(platform.callsTo(PROCESS)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('The contract is accepted.')).toBeInTheDocument();
    expect(platform.callsTo(PROCESS)[0]!.body).toEqual({ contractId: '7', action: 'accept' });
    expect(await within(mine).findByText('In force')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Ask to end the contract' })).toBeInTheDocument();
  });

  it('names the downline contract that accepting a lower rate ends, and shows it ended afterwards', async () => {
    // My upline offers 1 %; I gave alice 1.5 % (above it) and bob 0.5 % (below it): only alice's ends.
    const alice = contract('8', 'downline', 'ACTIVE', {
      tiers: [{ activeMembers: 1, betAmount: 100, rate: 1.5 }],
    });
    const bob = contract('9', 'downline', 'ACTIVE', {
      downlineId: '21',
      downlineAccount: 'bob',
      tiers: [{ activeMembers: 1, betAmount: 100, rate: 0.5 }],
    });
    const info = { mine: contract('7', 'mine', 'OFFERED'), downlines: [alice, bob] };
    const platform = platformWith(info, {
      [PROCESS]: () => {
        // The platform applies the rule: the offer is in force, alice's contract ends and leaves the open list.
        info.mine.status = 'ACTIVE';
        info.downlines = [bob];
        return ok(info.mine);
      },
    });
    const user = userEvent.setup();
    open();
    const mine = await section('My contract with my upline');
    await user.click(within(mine).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept this contract?' });
    expect(
      within(dialog).getByText(
        /Accepting ends your Daily salary contract with alice \(1\.5 %\): its rate is above the 1 % you accept\./,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/bob/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    const downs = await section("My downline agents' contracts");
    expect(
      await within(downs).findByText(
        'Your contract with alice has ended: its rate was above the rate you accepted.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(downs).queryByRole('article', { name: 'With alice' })).not.toBeInTheDocument(),
    );
    expect(within(downs).getByRole('article', { name: 'With bob' })).toBeInTheDocument();
    expect(platform.callsTo(PROCESS).map((c) => c.body)).toEqual([{ contractId: '7', action: 'accept' }]);
  });

  it('says nothing ends when no downline contract is above the accepted rate', async () => {
    platformWith({
      mine: contract('7', 'mine', 'OFFERED'),
      downlines: [
        contract('8', 'downline', 'ACTIVE', { tiers: [{ activeMembers: 1, betAmount: 100, rate: 1 }] }),
      ],
    });
    const user = userEvent.setup();
    open();
    await user.click(
      within(await section('My contract with my upline')).getByRole('button', { name: 'Accept' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept this contract?' });
    expect(
      within(dialog).getByText('You accept the Daily salary contract from chief, at a best rate of 1 %.'),
    ).toBeInTheDocument();
  });

  it('shows a trial account the contracts with no action and no offer, and says why', async () => {
    const platform = platformWith({
      mine: contract('7', 'mine', 'OFFERED'),
      downlines: [contract('8', 'downline', 'ACTIVE')],
      maxRate: 1,
    });
    platform.on('GET /wps/member/info', () => ok({ id: 99, account: 'trial1', type: 4 }));
    open();
    const mine = await section('My contract with my upline');
    expect(
      await within(mine).findByText(/Trial accounts cannot offer, accept or end contracts/),
    ).toBeInTheDocument();
    expect(within(mine).getByRole('heading', { name: 'From your upline chief' })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    const downs = await section("My downline agents' contracts");
    expect(within(downs).queryByRole('button', { name: 'Ask to end the contract' })).not.toBeInTheDocument();
    expect(
      within(downs).queryByRole('form', { name: 'Offer a contract to a downline agent' }),
    ).not.toBeInTheDocument();
    expect(platform.callsTo(PROCESS)).toHaveLength(0);
  });

  it('rejects an offer, and cancelling the dialog sends nothing', async () => {
    const platform = platformWith({ mine: contract('7', 'mine', 'OFFERED'), downlines: [] });
    const user = userEvent.setup();
    open();
    const mine = await section('My contract with my upline');
    await user.click(within(mine).getByRole('button', { name: 'Reject' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Reject this contract?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(platform.callsTo(PROCESS)).toHaveLength(0);
    await user.click(within(mine).getByRole('button', { name: 'Reject' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Reject this contract?' })).getByRole('button', {
        name: 'Reject',
      }),
    );
    expect(await screen.findByText('The contract is rejected.')).toBeInTheDocument();
    expect(platform.callsTo(PROCESS).map((c) => c.body)).toEqual([{ contractId: '7', action: 'reject' }]);
  });

  it('asks a downline to end its contract, and agrees to end my own when my upline asked', async () => {
    const platform = platformWith({
      mine: contract('7', 'mine', 'TERMINATION_REQUESTED', { terminationRequestedBy: 'upline' }),
      downlines: [
        contract('8', 'downline', 'ACTIVE', { tiers: [{ activeMembers: 1, betAmount: 100, rate: 0.5 }] }),
      ],
      maxRate: 1,
    });
    const user = userEvent.setup();
    open();
    const mine = await section('My contract with my upline');
    expect(
      within(mine).getByText('In force, the other side asked to end it: your answer is needed'),
    ).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Keep the contract' })).toBeInTheDocument();

    const downs = await section("My downline agents' contracts");
    const alice = within(downs).getByRole('article', { name: 'With alice' });
    await user.click(within(alice).getByRole('button', { name: 'Ask to end the contract' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Ask to end this contract?' })).getByRole(
        'button',
        { name: 'Ask to end the contract' },
      ),
    );
    expect(await within(downs).findByText('Your request to end the contract was sent.')).toBeInTheDocument();
    expect(
      await within(alice).findByText('In force, you asked to end it: waiting for the other side'),
    ).toBeInTheDocument();
    expect(within(alice).queryByRole('button', { name: 'Agree to end it' })).not.toBeInTheDocument();

    await user.click(within(mine).getByRole('button', { name: 'Agree to end it' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'End this contract?' })).getByRole('button', {
        name: 'Agree to end it',
      }),
    );
    expect(await within(mine).findByText('The contract has ended.')).toBeInTheDocument();
    expect(platform.callsTo(PROCESS).map((c) => c.body)).toEqual([
      { contractId: '8', action: 'requestTermination' },
      { contractId: '7', action: 'agreeTermination' },
    ]);
  });

  it("tries the tiers on the last 30 days of the team's bets before the offer, for the chosen downline", async () => {
    const day = Date.UTC(2026, 10, 1);
    const simulation = {
      kind: 'dailySalary',
      period: 'DAILY',
      from: day,
      to: day + 2 * 86_400_000,
      periods: 2,
      ownRate: 1,
      downlines: [{ downlineId: '21', account: 'bob', total: 7.5, ended: ['carol'] }],
      rows: [
        {
          start: day,
          end: day + 86_400_000,
          validBet: 500,
          profitLoss: -20,
          activeMembers: 3,
          agent: { gross: 5, downlinePaid: 2.5, amount: 2.5 },
          downlines: [{ downlineId: '21', gross: 2.5, downlinePaid: 0, amount: 2.5 }],
        },
        {
          start: day + 86_400_000,
          end: day + 2 * 86_400_000,
          validBet: 1000,
          profitLoss: 40,
          activeMembers: 4,
          agent: { gross: 10, downlinePaid: 5, amount: 5 },
          downlines: [{ downlineId: '21', gross: 5, downlinePaid: 0, amount: 5 }],
        },
      ],
      totals: { agent: 7.5, downlines: 7.5, validBet: 1500 },
    };
    const platform = platformWith(
      { mine: contract('7', 'mine', 'ACTIVE'), downlines: [] },
      { [SIMULATE]: () => ok(simulation) },
    );
    const user = userEvent.setup();
    open();
    const form = within(await section("My downline agents' contracts")).getByRole('form', {
      name: 'Offer a contract to a downline agent',
    });
    const simulator = within(form).getByRole('region', {
      name: 'What these tiers would have paid in the last 30 days',
    });
    // No valid tiers yet: nothing to try.
    expect(
      within(simulator).getByText("Correct the tiers to try them on your team's bets."),
    ).toBeInTheDocument();
    expect(
      within(simulator).getByRole('button', { name: "Try on my downline agents' last 30 days" }),
    ).toBeDisabled();
    const tier = within(form).getByRole('group', { name: 'Tier 1' });
    await user.type(within(tier).getByLabelText('Active members'), '1');
    await user.type(within(tier).getByLabelText('Valid bet in the period'), '0');
    await user.type(within(tier).getByLabelText('Rate (%)'), '0.5');
    await user.selectOptions(await within(form).findByLabelText(/Downline agent/), 'bob');
    await user.click(within(simulator).getByRole('button', { name: "Try on bob's last 30 days" }));
    expect(
      await within(simulator).findByText('From 2026-11-01 to 2026-11-02 (UTC), 2 settlement periods:'),
    ).toBeInTheDocument();
    expect(within(simulator).getByText('bob would have been paid ฿7.50.')).toBeInTheDocument();
    expect(
      within(simulator).getByText(
        "You would have kept ฿7.50 from your own 1 % contract, after your downlines' pay.",
      ),
    ).toBeInTheDocument();
    expect(within(simulator).getByText(/would end bob's contract with carol/)).toBeInTheDocument();
    const table = within(simulator).getByRole('table', {
      name: 'What the tiers would have paid, a day a row',
    });
    expect(within(table).getByRole('columnheader', { name: 'Paid to bob' })).toBeInTheDocument();
    const second = within(table).getByRole('row', { name: /2026-11-02/ });
    expect(within(second).getByText('฿1,000.00')).toBeInTheDocument();
    expect(within(second).getAllByText('฿5.00')).toHaveLength(2);
    expect(platform.callsTo(SIMULATE).map((c) => c.body)).toEqual([
      {
        kind: 'dailySalary',
        period: 'DAILY',
        tiers: [{ activeMembers: 1, betAmount: 0, rate: 0.5 }],
        downlineId: '21',
      },
    ]);
    // Nothing was offered; a changed tier asks for a new run.
    expect(platform.callsTo(OFFER)).toHaveLength(0);
    await user.clear(within(tier).getByLabelText('Rate (%)'));
    await user.type(within(tier).getByLabelText('Rate (%)'), '0.8');
    expect(within(simulator).queryByRole('table')).not.toBeInTheDocument();
    expect(within(simulator).getByText(/Try the tiers on your team's real bets/)).toBeInTheDocument();
  });

  it('says why the simulator could not run', async () => {
    platformWith(
      { mine: contract('7', 'mine', 'ACTIVE'), downlines: [] },
      {
        [SIMULATE]: () =>
          refuse('RATE_TOO_HIGH', 'tiers: the best rate 5% is above your own 1%', { field: 'tiers' }, 400),
      },
    );
    const user = userEvent.setup();
    open();
    const form = within(await section("My downline agents' contracts")).getByRole('form', {
      name: 'Offer a contract to a downline agent',
    });
    const tier = within(form).getByRole('group', { name: 'Tier 1' });
    await user.type(within(tier).getByLabelText('Active members'), '1');
    await user.type(within(tier).getByLabelText('Valid bet in the period'), '0');
    await user.type(within(tier).getByLabelText('Rate (%)'), '0.5');
    const simulator = within(form).getByRole('region', {
      name: 'What these tiers would have paid in the last 30 days',
    });
    await user.click(
      within(simulator).getByRole('button', { name: "Try on my downline agents' last 30 days" }),
    );
    expect((await within(simulator).findByRole('alert')).textContent).toMatch(/rate/i);
  });

  it('offers a downline agent a contract with tiers: problems shown, then the offer as the platform takes it', async () => {
    const platform = platformWith(
      { mine: contract('7', 'mine', 'ACTIVE'), downlines: [] },
      { [OFFER]: (c: Call) => ok({ ...contract('9', 'downline', 'OFFERED'), ...c.body }) },
    );
    const user = userEvent.setup();
    open();
    const downs = await section("My downline agents' contracts");
    expect(within(downs).getByText('Each rate may be at most 1 % (your own rate).')).toBeInTheDocument();
    const form = within(downs).getByRole('form', { name: 'Offer a contract to a downline agent' });
    await user.click(within(form).getByRole('button', { name: 'Add a tier' }));
    const tier1 = within(form).getByRole('group', { name: 'Tier 1' });
    const tier2 = within(form).getByRole('group', { name: 'Tier 2' });
    await user.type(within(tier1).getByLabelText('Active members'), '5');
    await user.type(within(tier1).getByLabelText('Valid bet in the period'), '1000');
    await user.type(within(tier1).getByLabelText('Rate (%)'), '0.5');
    await user.type(within(tier2).getByLabelText('Active members'), '3');
    await user.type(within(tier2).getByLabelText('Valid bet in the period'), '2000');
    await user.type(within(tier2).getByLabelText('Rate (%)'), '1.5');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByText('Choose a downline agent.')).toBeInTheDocument();
    expect(within(tier2).getByText('A rate is at most your own rate, 1 %.')).toBeInTheDocument();
    expect(within(tier2).getByText(/Each tier needs more active members/)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.selectOptions(await within(form).findByLabelText(/Downline agent/), 'bob');
    await user.clear(within(tier2).getByLabelText('Active members'));
    await user.type(within(tier2).getByLabelText('Active members'), '8');
    await user.clear(within(tier2).getByLabelText('Rate (%)'));
    await user.type(within(tier2).getByLabelText('Rate (%)'), '1');
    // A third row added and removed again.
    await user.click(within(form).getByRole('button', { name: 'Add a tier' }));
    await user.click(within(form).getByRole('button', { name: 'Remove tier 3' }));
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this offer?' });
    expect(
      within(dialog).getByText('bob is offered a Daily salary contract with 2 tiers.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByText('The offer was sent to bob.')).toBeInTheDocument();
    expect(platform.callsTo(OFFER).map((c) => c.body)).toEqual([
      {
        downlineId: '21',
        period: 'DAILY',
        tiers: [
          { activeMembers: 5, betAmount: 1000, rate: 0.5 },
          { activeMembers: 8, betAmount: 2000, rate: 1 },
        ],
      },
    ]);
    const downlineQuery = platform.callsTo(DOWNLINES)[0]!.query;
    expect(downlineQuery.get('type')).toBe('agent');
  });

  it('offers a salary for every period the spec names (daily, weekly, semimonthly, monthly) and shows the period of one', async () => {
    const platform = platformWith(
      { mine: contract('7', 'mine', 'ACTIVE', { period: 'MONTHLY' }), downlines: [] },
      { [OFFER]: (c: Call) => ok({ ...contract('9', 'downline', 'OFFERED'), ...c.body }) },
    );
    const user = userEvent.setup();
    open();
    expect(within(await section('My contract with my upline')).getByText('Monthly')).toBeInTheDocument();
    const form = within(await section("My downline agents' contracts")).getByRole('form', {
      name: 'Offer a contract to a downline agent',
    });
    const period = within(form).getByLabelText('Settlement period');
    expect(
      within(period)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Daily', 'Weekly (from Monday)', 'Twice a month (1st and 16th)', 'Monthly']);
    await user.selectOptions(await within(form).findByLabelText(/Downline agent/), 'alice');
    await user.selectOptions(period, 'WEEKLY');
    await user.type(within(form).getByLabelText('Active members'), '1');
    await user.type(within(form).getByLabelText('Valid bet in the period'), '700');
    await user.type(within(form).getByLabelText('Rate (%)'), '0.5');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Send this offer?' })).getByRole('button', {
        name: 'Send the offer',
      }),
    );
    expect(await within(form).findByText('The offer was sent to alice.')).toBeInTheDocument();
    expect(platform.callsTo(OFFER).map((c) => c.body)).toEqual([
      { downlineId: '20', period: 'WEEKLY', tiers: [{ activeMembers: 1, betAmount: 700, rate: 0.5 }] },
    ]);
  });

  it('an hourly salary has no period to choose (settled every hour)', async () => {
    agentPlatform({
      [`GET ${relay('MCSFE_getContractHourSalaryInfo')}`]: () =>
        ok({ mine: null, downlines: [], offers: [], maxRate: 100 }),
      [DOWNLINES]: () => page([{ id: 20, account: 'alice', type: 1, regDate: at, level: 1 }]),
    });
    open(HourSalaryPage);
    const form = await screen.findByRole('form', { name: 'Offer a contract to a downline agent' });
    expect(within(form).queryByLabelText('Settlement period')).not.toBeInTheDocument();
  });

  it('names a refused offer in words', async () => {
    platformWith(
      { mine: null, downlines: [], maxRate: 100 },
      { [OFFER]: () => refuse('DUPLICATE', 'duplicate', undefined, 409) },
    );
    const user = userEvent.setup();
    open();
    const downs = await section("My downline agents' contracts");
    const form = within(downs).getByRole('form', { name: 'Offer a contract to a downline agent' });
    await user.selectOptions(await within(form).findByLabelText(/Downline agent/), 'alice');
    await user.type(within(form).getByLabelText('Active members'), '1');
    await user.type(within(form).getByLabelText('Valid bet in the period'), '100');
    await user.type(within(form).getByLabelText('Rate (%)'), '2');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Send this offer?' })).getByRole('button', {
        name: 'Send the offer',
      }),
    );
    expect(await within(form).findByRole('alert')).toBeInTheDocument();
    expect(within(form).queryByText(/The offer was sent/)).not.toBeInTheDocument();
  });

  it('says when there is no contract, no downline contract and nothing to share', async () => {
    platformWith({ mine: null, downlines: [], maxRate: null });
    open();
    expect(
      await screen.findByText('Your upline has not given you a contract of this kind.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You have not given a downline agent a contract of this kind yet.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'You have no contract of this kind in force, so you cannot offer one to your downline agents.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No history yet' })).toBeInTheDocument();
  });

  it('pages the payout records and lists the history of this kind only', async () => {
    const platform = platformWith(
      { mine: contract('7', 'mine', 'ACTIVE'), downlines: [] },
      {
        [RECORDS]: (c: Call) =>
          c.query.get('pageNo') === '2'
            ? page([payout('P3', 'carol', 3)], { total: 3, totalPages: 2, pageNum: 2 })
            : page([payout('P1', 'boss', 12.5), payout('P2', 'alice', 4)], { total: 3, totalPages: 2 }),
        [HISTORY]: () =>
          page([
            { id: '1', contractId: '7', kind: 'dailySalary', action: 'accept', by: 'boss', at },
            { id: '2', contractId: '3', kind: 'dividend', action: 'offer', by: 'chief', at },
          ]),
      },
    );
    const user = userEvent.setup();
    open();
    const table = await screen.findByRole('table', { name: 'Daily salary payouts' });
    expect(within(table).getByText('฿12.50')).toBeInTheDocument();
    expect(within(table).getAllByText('Paid')).toHaveLength(2);
    await user.click(
      within(screen.getByRole('navigation', { name: /Daily salary payouts/ })).getByRole('button', {
        name: 'Page 2',
      }),
    );
    expect(
      await within(await screen.findByRole('table', { name: 'Daily salary payouts' })).findByText('carol'),
    ).toBeInTheDocument();
    expect(platform.callsTo(RECORDS).at(-1)!.query.get('pageNo')).toBe('2');
    const history = await screen.findByRole('table', { name: 'Contract history' });
    expect(within(history).getByText('Accepted')).toBeInTheDocument();
    expect(within(history).queryByText('Offered')).not.toBeInTheDocument();
  });

  it('says the kind is not offered (FUNCTION_NOT_AVAILABLE, 501) and shows other failures with a retry', async () => {
    agentPlatform({
      [`GET ${relay('MCSFE_getContractHourSalaryInfo')}`]: () =>
        refuse('FUNCTION_NOT_AVAILABLE', 'off', undefined, 501),
    });
    open(HourSalaryPage);
    expect(
      await screen.findByText('Hourly salary contracts are not offered on this site.'),
    ).toBeInTheDocument();
    disposeAgentPages();
    document.body.innerHTML = '';

    let fail = true;
    platformWith(
      { mine: null, downlines: [] },
      {
        [INFO]: () =>
          fail
            ? refuse('SERVER_ERROR', 'boom', undefined, 500)
            : ok({ mine: null, downlines: [], maxRate: 5 }),
      },
    );
    const user = userEvent.setup();
    open();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('heading', { name: 'The contracts could not be loaded' })).toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Each rate may be at most 5 %.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('The contracts could not be loaded')).not.toBeInTheDocument(),
    );
  });
});

describe('dividend contracts (agentDividendRecordCopy2)', () => {
  it('shows my dividend contract, offers one with its settlement period and keeps the dividend records', async () => {
    const DIV_OFFER = `POST ${relay('MCSFE_applyContractualDividend')}`;
    const platform = agentPlatform({
      [`GET ${relay('MCSFE_getContractDividendInfo')}`]: () =>
        ok({
          mine: {
            ...contract('4', 'mine', 'ACTIVE'),
            kind: 'dividend',
            period: 'WEEKLY',
            tiers: [{ activeMembers: 2, betAmount: 500, rate: 30 }],
          },
          downlines: [],
          offers: [],
          maxRate: 30,
        }),
      [DIV_OFFER]: (c: Call) => ok({ ...contract('9', 'downline', 'OFFERED'), kind: 'dividend', ...c.body }),
      [`GET ${relay('ODSFE2_QueryDividend')}`]: () => page([payout('D1', 'boss', 600)]),
      [HISTORY]: () =>
        page([{ id: '1', contractId: '4', kind: 'dividend', action: 'offer', by: 'chief', at }]),
      [DOWNLINES]: () => page([{ id: 20, account: 'alice', type: 1, regDate: at, level: 1 }]),
    });
    const user = userEvent.setup();
    open(DividendPage);
    const mine = await section('My contract with my upline');
    expect(within(mine).getByText('Weekly (from Monday)')).toBeInTheDocument();
    expect(within(mine).getByRole('columnheader', { name: 'Valid bet in the period' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Dividend records' })).toBeInTheDocument();
    expect(
      within(await screen.findByRole('table', { name: 'Contract history' })).getByText('Offered'),
    ).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Offer a contract to a downline agent' });
    await user.selectOptions(await within(form).findByLabelText(/Downline agent/), 'alice');
    await user.selectOptions(within(form).getByLabelText('Settlement period'), 'MONTHLY');
    await user.type(within(form).getByLabelText('Active members'), '3');
    await user.type(within(form).getByLabelText('Valid bet in the period'), '1000');
    await user.type(within(form).getByLabelText('Rate (%)'), '25');
    await user.type(within(form).getByLabelText('Example: active members'), '3');
    await user.type(within(form).getByLabelText('Example: valid bet'), '5000');
    await user.type(within(form).getByLabelText("Example: players' win/loss"), '-2000');
    expect(
      within(form).getByText(
        "These tiers pay ฿500.00 for that period (25 %), before your downline's own contracts.",
      ),
    ).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Example: valid bet'));
    await user.type(within(form).getByLabelText('Example: valid bet'), '999');
    expect(within(form).getByText('No tier is met: nothing is due for that period.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Send this offer?' })).getByRole('button', {
        name: 'Send the offer',
      }),
    );
    expect(await within(form).findByText('The offer was sent to alice.')).toBeInTheDocument();
    expect(platform.callsTo(DIV_OFFER).map((c) => c.body)).toEqual([
      { downlineId: '20', period: 'MONTHLY', tiers: [{ activeMembers: 3, betAmount: 1000, rate: 25 }] },
    ]);
  });
});
