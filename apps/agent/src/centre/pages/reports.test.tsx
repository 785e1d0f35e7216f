import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import TeamBetting from './personalHistoryCopy.tsx';
import TeamProfitAndLoss from './palStatementsAgentCopy.tsx';
import AgentRevenueReport from './agentRevenueReport.tsx';
import DownlineTransactionDetails from './agentDownlineTransactionDetailsCopy.tsx';
import DividendRecords from './agentDividendRecordCopy2.tsx';
import { asPhone } from '../testing/agentPlatform.ts';
import {
  agentPlatform,
  captureDownloads,
  disposeAgentPages,
  page,
  refuse,
  relay,
  renderAgentPage,
  todayLocal,
} from './testing/agentPlatform.tsx';

const TEAM_BETS = `GET ${relay('ODSFE2_getGameAnalysisData')}`;
const TEAM_PNL = `GET ${relay('ODSFE2_TeamPNL')}`;
const OVERVIEW = `GET ${relay('ODSFE2_getTeamOverview')}`;
const INCOME = `GET ${relay('ODSFE2_AgentProfDet')}`;
const TEAM_TX = `GET ${relay('ODSFE2_agentMemDepWithdraw')}`;
const DIVIDENDS = `GET ${relay('ODSFE2_QueryDividend')}`;

const at = Date.UTC(2026, 10, 20, 9, 30);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  disposeAgentPages();
  vi.unstubAllGlobals();
});

function open(Page: ComponentType) {
  const Harness = renderAgentPage(Page);
  render(<Harness />);
}

const bet = (orderId: string, account: string, betAmount: number, winAmount: number) => ({
  orderId,
  account,
  gameName: 'Lucky Slot',
  vassalage: 'DEMO',
  betAmount,
  validBet: betAmount,
  winAmount,
  status: 'SETTLED',
  betTime: at,
});

describe('team betting (personalHistoryCopy)', () => {
  it('on a phone shows each bet as a card (account, game, bet, win/loss) with the rest behind Details: no table, no sideways scroll', async () => {
    asPhone();
    agentPlatform({
      [TEAM_BETS]: () => page([bet('B1', 'alice', 100, 60), bet('B2', 'bob', 10, 0)], { total: 2 }),
    });
    const user = userEvent.setup();
    open(TeamBetting);
    const list = await screen.findByRole('list', { name: 'Team betting' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first] = within(list).getAllByRole('listitem');
    expect(
      within(first!)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Account', 'Game', 'Bet', 'Win/loss']);
    expect(first).toHaveTextContent('alice');
    expect(within(first!).queryByText('Bet number')).toBeNull();
    const details = within(first!).getByRole('button', { name: 'Details of B1' });
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(within(first!).getByText('Bet number', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'B1',
    );
  });

  it("lists the team's bets of the last 7 days with totals, pages, an account search and a CSV of every page", async () => {
    const platform = agentPlatform({
      [TEAM_BETS]: (c) =>
        c.query.get('pageNo') === '2'
          ? page([bet('B3', 'carol', 5, 0)], {
              total: 3,
              totalPages: 2,
              pageNum: 2,
              summary: { betAmount: 115, validBet: 115, winAmount: 60, profitLoss: -55 },
            })
          : page([bet('B1', 'alice', 100, 60), bet('B2', 'bob', 10, 0)], {
              total: 3,
              totalPages: c.query.get('pageSize') === '200' ? 1 : 2,
              summary: { betAmount: 115, validBet: 115, winAmount: 60, profitLoss: -55 },
            }),
    });
    const user = userEvent.setup();
    open(TeamBetting);
    const table = await screen.findByRole('table', { name: 'Team betting' });
    expect(within(table).getByText('alice')).toBeInTheDocument();
    expect(within(table).getByText('-฿40.00')).toBeInTheDocument();
    const totals = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(within(totals).getByText('฿115.00', { selector: 'td:nth-child(5)' })).toBeInTheDocument();
    expect(within(totals).getByText('-฿55.00')).toBeInTheDocument();
    expect(screen.getByText('Records found: 3')).toBeInTheDocument();
    const first = platform.callsTo(TEAM_BETS)[0]!.query;
    expect(first.get('endDate')).toBe(todayLocal());
    expect(first.get('pageNo')).toBe('1');

    await user.click(
      within(screen.getByRole('navigation', { name: /Team betting/ })).getByRole('button', {
        name: 'Page 2',
      }),
    );
    expect(
      await within(await screen.findByRole('table', { name: 'Team betting' })).findByText('carol'),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Downline account' }), 'alice{Enter}');
    await waitFor(() => expect(platform.callsTo(TEAM_BETS).at(-1)!.query.get('account')).toBe('alice'));
    expect(platform.callsTo(TEAM_BETS).at(-1)!.query.get('pageNo')).toBe('1');

    const downloads = captureDownloads();
    try {
      await user.click(screen.getByRole('button', { name: 'Export CSV: Team betting, every page' }));
      expect(await screen.findByText('Exported 2 records to a CSV file.')).toBeInTheDocument();
      expect(downloads.files[0]!.name).toMatch(/^team-bets-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (await downloads.files[0]!.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('Bet number,Account,Bet time,Game,Provider,Bet,Valid bet,Win,Win/loss,Status');
      expect(lines[1]).toMatch(/^B1,alice,.*,Lucky Slot,DEMO,100,100,60,-40,Settled$/);
      expect(platform.callsTo(TEAM_BETS).at(-1)!.query.get('account')).toBe('alice');
    } finally {
      downloads.restore();
    }
  });

  it('says so in words when the report is not served yet, and when there are no bets', async () => {
    const platform = agentPlatform({
      [TEAM_BETS]: () =>
        refuse(
          'FUNCTION_NOT_AVAILABLE',
          'reports.teamBets is not served by this platform yet',
          undefined,
          501,
        ),
    });
    const user = userEvent.setup();
    open(TeamBetting);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The records could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('This function is not available right now')).toBeInTheDocument();
    platform.on(TEAM_BETS, () => page([]));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No records' })).toBeInTheDocument();
  });
});

describe('team betting: game filter from the sorted vendors', () => {
  it('lists the vendors by game category in the lobby order and narrows the report to one of them', async () => {
    const platform = agentPlatform({
      [TEAM_BETS]: () => page([bet('B1', 'alice', 100, 60)]),
      'GET /wps/relay/GCSGAME_gameVendor': () => ({
        success: true,
        value: {
          data: {
            lanes: [
              {
                title: 'RNG',
                cards: [
                  { vassalage: 'PG', name: 'PG Soft', sort: 2 },
                  { vassalage: 'JDB', name: 'JDB Gaming', sort: 1 },
                ],
              },
              { title: 'LIVE', cards: [{ vassalage: 'SA', name: 'SA Gaming', sort: 1 }] },
            ],
          },
        },
      }),
    });
    const user = userEvent.setup();
    open(TeamBetting);
    const select = await screen.findByRole('combobox', { name: 'Game' });
    const groups = await within(select).findAllByRole('group');
    expect(groups.map((g) => g.getAttribute('label'))).toEqual(['Live casino', 'Slots']);
    expect(
      within(groups[1]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Slots', 'JDB Gaming', 'PG Soft']);
    expect(platform.callsTo('GET /wps/relay/GCSGAME_gameVendor')[0]!.query.get('merchantCode')).toBeTruthy();

    await user.selectOptions(select, 'JDB Gaming');
    await waitFor(() => expect(platform.callsTo(TEAM_BETS).at(-1)!.query.get('vassalage')).toBe('JDB'));
    const last = platform.callsTo(TEAM_BETS).at(-1)!.query;
    expect(last.get('gameType')).toBe('RNG');
    expect(last.get('pageNo')).toBe('1');

    await user.selectOptions(select, 'All Live casino');
    await waitFor(() => expect(platform.callsTo(TEAM_BETS).at(-1)!.query.get('gameType')).toBe('LIVE'));
    expect(platform.callsTo(TEAM_BETS).at(-1)!.query.get('vassalage')).toBeNull();
  });
});

describe('team profit and loss (palStatementsAgentCopy)', () => {
  it("shows each member's P&L with the team's totals, and the members' P&L per game type", async () => {
    const platform = agentPlatform({
      [TEAM_PNL]: () =>
        page(
          [
            { account: 'alice', deposit: 500, withdraw: 0, bet: 100, win: 160, profitLoss: 60 },
            { account: 'bob', deposit: 0, withdraw: 20, bet: 80, win: 0, profitLoss: -80 },
          ],
          { summary: { deposit: 500, withdraw: 20, bet: 180, win: 160, profitLoss: -20 } },
        ),
      [OVERVIEW]: () => ({
        success: true,
        value: {
          totalDeposit: 500,
          totalWithdrawal: 20,
          totalBet: 180,
          totalWin: 160,
          totalPNL: -20,
          totalRngPNL: 60,
          totalLivePNL: -80,
          totalSportsPNL: 0,
          totalLottPNL: 0,
          totalFishPNL: 0,
          totalPvpPNL: 0,
        },
      }),
    });
    const user = userEvent.setup();
    open(TeamProfitAndLoss);
    const table = await screen.findByRole('table', { name: 'Team profit and loss by member' });
    expect(within(table).getByText('฿60.00')).toBeInTheDocument();
    const totals = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(within(totals).getByText('-฿20.00')).toBeInTheDocument();
    expect(within(totals).getByText('฿180.00')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'By game type' }));
    const verticals = await screen.findByRole('table', { name: 'Team profit and loss by game type' });
    const live = within(verticals).getByText('Live casino').closest('tr')!;
    expect(within(live).getByText('-฿80.00')).toBeInTheDocument();
    expect(
      within(within(verticals).getByRole('rowheader', { name: 'Total' }).closest('tr')!).getByText('-฿20.00'),
    ).toBeInTheDocument();
    expect(platform.callsTo(OVERVIEW)[0]!.query.get('startDate')).toBe(
      platform.callsTo(TEAM_PNL)[0]!.query.get('startDate'),
    );
  });
});

describe('my income (agentRevenueReport)', () => {
  it('lists income per day and kind with the total; a range change asks again from page 1', async () => {
    const platform = agentPlatform({
      [INCOME]: () =>
        page(
          [
            { date: '2026-11-19', type: 'REBATE', amount: 12.5 },
            { date: '2026-11-18', type: 'DIVIDEND', amount: 100 },
          ],
          { summary: { amount: 112.5 } },
        ),
    });
    const user = userEvent.setup();
    open(AgentRevenueReport);
    const table = await screen.findByRole('table', { name: 'My income' });
    expect(within(table).getByText('Rebate')).toBeInTheDocument();
    expect(
      within(within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!).getByText('฿112.50'),
    ).toBeInTheDocument();
    expect(platform.callsTo(INCOME)[0]!.query.get('account')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(platform.callsTo(INCOME).at(-1)!.query.get('startDate')).toBe(todayLocal()));
    expect(platform.callsTo(INCOME).at(-1)!.query.get('pageNo')).toBe('1');
  });
});

describe('downline transactions (agentDownlineTransactionDetailsCopy)', () => {
  it("lists the team's deposits and withdrawals with their totals and exports them", async () => {
    agentPlatform({
      [TEAM_TX]: () =>
        page(
          [
            { id: 'D1', account: 'alice', type: 'DEPOSIT', amount: 500, status: 'SUCCESS', createTime: at },
            {
              id: 'W1',
              account: 'bob',
              type: 'WITHDRAW',
              amount: -20,
              status: 'PENDING',
              createTime: at,
              remark: 'to bank',
            },
          ],
          { summary: { deposit: 500, withdraw: 20 } },
        ),
    });
    const user = userEvent.setup();
    open(DownlineTransactionDetails);
    const table = await screen.findByRole('table', { name: 'Downline transactions' });
    expect(within(table).getByText('Pending')).toBeInTheDocument();
    expect(within(table).getByText('Deposits ฿500.00 / withdrawals ฿20.00')).toBeInTheDocument();
    const downloads = captureDownloads();
    try {
      await user.click(screen.getByRole('button', { name: 'Export CSV: Downline transactions, every page' }));
      expect(await screen.findByText('Exported 2 records to a CSV file.')).toBeInTheDocument();
      const text = await downloads.files[0]!.text();
      expect(text).toContain('W1,bob,');
      expect(text).toContain(',Withdrawal,-20,Pending,to bank');
    } finally {
      downloads.restore();
    }
  });
});

describe('dividend records (agentDividendRecordCopy2)', () => {
  const record = (id: string, amount: number) => ({
    id,
    account: 'bob',
    periodStart: at,
    periodEnd: at + 86_400_000 * 6,
    activeMembers: 5,
    validBet: 10_000,
    profitLoss: -2000,
    rate: 30,
    amount,
    status: 'PAID',
  });

  it('shows the records with their total when dividends are on', async () => {
    agentPlatform({ [DIVIDENDS]: () => page([record('1', 600), record('2', 0.1)]) });
    open(DividendRecords);
    const table = await screen.findByRole('table', { name: 'Dividend records' });
    expect(within(table).getAllByText('30%')).toHaveLength(2);
    expect(
      within(within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!).getByText('฿600.10'),
    ).toBeInTheDocument();
  });

  it('asks for nothing and says dividends are off when the site has them off', async () => {
    const platform = agentPlatform({ [DIVIDENDS]: () => page([record('1', 600)]) }, { dividends: false });
    open(DividendRecords);
    expect(await screen.findByRole('heading', { name: 'Dividends are off' })).toBeInTheDocument();
    expect(platform.callsTo(DIVIDENDS)).toHaveLength(0);
  });
});

describe('every team report', () => {
  const pnlRow = (account: string) => ({ account, deposit: 1, withdraw: 0, bet: 2, win: 3, profitLoss: 1 });
  const txRow = (id: string) => ({
    id,
    account: 'alice',
    type: 'DEPOSIT',
    amount: 1,
    status: 'SUCCESS',
    createTime: at,
  });
  const incomeRow = (date: string) => ({ date, type: 'rebate', amount: 1 });
  const dividendRow = (id: string) => ({
    id,
    account: 'bob',
    periodStart: at,
    periodEnd: at,
    activeMembers: 1,
    validBet: 1,
    rate: 1,
    amount: 1,
    status: 'PAID',
  });
  const cases: [string, ComponentType, string, (key: string) => Record<string, unknown>, string, string][] = [
    [
      'team P&L',
      TeamProfitAndLoss,
      TEAM_PNL,
      pnlRow,
      'Team profit and loss by member',
      "Account,Deposits,Withdrawals,Bets,Wins,Members' win/loss",
    ],
    [
      'my income',
      AgentRevenueReport,
      INCOME,
      (k) => incomeRow(`2026-11-${k}`),
      'My income',
      'Date,Kind,Amount',
    ],
    [
      'downline transactions',
      DownlineTransactionDetails,
      TEAM_TX,
      txRow,
      'Downline transactions',
      'Number,Account,Time,Type,Amount,Status,Remark',
    ],
    [
      'dividend records',
      DividendRecords,
      DIVIDENDS,
      dividendRow,
      'Dividend records',
      'Period,Account,Active members,Valid bet,Team win/loss,Rate,Dividend,Status',
    ],
  ];
  it.each(cases)('%s: pages, and a CSV of every page', async (_name, Page, call, row, caption, header) => {
    const platform = agentPlatform({
      // 3 rows: 2 on page 1 and 1 on page 2 of the screen's pages; one page of 200 for the export.
      [call]: (c) =>
        c.query.get('pageSize') === '200'
          ? page([row('11'), row('12'), row('13')], { total: 3, totalPages: 1 })
          : c.query.get('pageNo') === '2'
            ? page([row('13')], { total: 3, totalPages: 2, pageNum: 2 })
            : page([row('11'), row('12')], { total: 3, totalPages: 2 }),
    });
    const user = userEvent.setup();
    open(Page);
    await screen.findByRole('table', { name: caption });
    await user.click(
      within(screen.getByRole('navigation', { name: new RegExp(caption) })).getByRole('button', {
        name: 'Page 2',
      }),
    );
    await waitFor(() => expect(platform.callsTo(call).at(-1)!.query.get('pageNo')).toBe('2'));
    expect(await screen.findByText('Records found: 3')).toBeInTheDocument();
    const downloads = captureDownloads();
    try {
      await user.click(screen.getByRole('button', { name: `Export CSV: ${caption}, every page` }));
      expect(await screen.findByText('Exported 3 records to a CSV file.')).toBeInTheDocument();
      const lines = (await downloads.files[0]!.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(header);
      expect(lines).toHaveLength(4);
    } finally {
      downloads.restore();
    }
  });

  it('names an account outside the downline in words', async () => {
    agentPlatform({
      [TEAM_TX]: (c) =>
        c.query.get('account')
          ? refuse('NOT_IN_TREE', 'account: account zed is not in your downline', { field: 'account' }, 403)
          : page([]),
    });
    const user = userEvent.setup();
    open(DownlineTransactionDetails);
    expect(await screen.findByRole('heading', { name: 'No records' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Downline account' }), 'zed{Enter}');
    expect(await screen.findByText('This account is not in your downline')).toBeInTheDocument();
  });
});
