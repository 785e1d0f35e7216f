import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as TransactionsPage } from '../pages/transactionHistory.tsx';
import { Component as ProfitPage } from '../pages/personalProfit.tsx';
import { Component as BonusPage } from '../pages/bonusDetails.tsx';
import {
  isolateMemberPageTests,
  page,
  recordsPlatform,
  relay,
  renderMemberPage,
} from './testing/recordsPlatform.tsx';
import { groupProfit } from './profit.ts';

const LEDGER = `GET ${relay('ODSFE2_MemTransDet')}`;
const DEPOSITS = `GET ${relay('MCSFE_getDepositTransactionReport')}`;
const WITHDRAWALS = `GET ${relay('MCSFE_getWithdrawTransactionReport')}`;
const PROFIT = `GET ${relay('ODSFE2_MemPNLDet')}`;
const BONUSES = `GET ${relay('MCSFE_getBonusDetails')}`;

isolateMemberPageTests();

const at = Date.UTC(2026, 10, 20, 9, 30);

describe('account record (transactionHistory)', () => {
  it('lists ledger movements with in/out totals; deposits and withdrawals come from their own calls with a status filter', async () => {
    const platform = recordsPlatform({
      [LEDGER]: (c) =>
        c.query.get('type') === 'transfer_in,transfer_out'
          ? page([
              {
                id: 't1',
                type: 'transfer_out',
                amount: -50,
                balanceAfter: 950,
                status: 'SUCCESS',
                createTime: at,
              },
            ])
          : page(
              [
                {
                  id: 'e1',
                  type: 'deposit',
                  amount: 1000,
                  balanceAfter: 1000,
                  status: 'SUCCESS',
                  createTime: at,
                  remark: 'seed',
                },
              ],
              { summary: { count: 1, credit: 1000, debit: -50 } },
            ),
      [DEPOSITS]: () =>
        page([{ id: 'D1', type: 'DEPOSIT', amount: 500, status: 'PENDING', createTime: at }], {
          summary: { amount: 500 },
        }),
      [WITHDRAWALS]: () =>
        page([{ id: 'W1', type: 'WITHDRAW', amount: 250, status: 'REJECTED', createTime: at }]),
    });
    const user = userEvent.setup();
    const Harness = renderMemberPage(TransactionsPage);
    render(<Harness />);
    const table = await screen.findByRole('table', { name: 'Account record' });
    expect(within(table).getByText('Deposit')).toBeInTheDocument();
    expect(within(table).getByText('In ฿1,000.00 / out -฿50.00')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Transfers');
    expect(
      await within(await screen.findByRole('table', { name: 'Transfer record' })).findByText('Transfer out'),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Deposits');
    const deposits = await screen.findByRole('table', { name: 'Deposit record' });
    expect(await within(deposits).findByText('Pending')).toBeInTheDocument();
    const statuses = within(screen.getByRole('combobox', { name: 'Status' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(statuses).toEqual(['Any status', 'Pending', 'Successful', 'Failed', 'Cancelled', 'Expired']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    await waitFor(() => expect(platform.callsTo(DEPOSITS).at(-1)!.query.get('status')).toBe('FAILED'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Withdrawals');
    expect(
      await within(await screen.findByRole('table', { name: 'Withdrawal record' })).findByText('Rejected'),
    ).toBeInTheDocument();
    // A new type starts from any status.
    expect(platform.callsTo(WITHDRAWALS)[0]!.query.get('status')).toBeNull();
  });
});

describe('personal profit (personalProfit)', () => {
  const days = [
    {
      date: '2026-11-17',
      deposit: 0,
      withdraw: 0,
      bet: 100,
      win: 150,
      promotion: 0,
      rebate: 0,
      profitLoss: 50,
    },
    {
      date: '2026-11-16',
      deposit: 500,
      withdraw: 0,
      bet: 40,
      win: 0,
      promotion: 0,
      rebate: 0,
      profitLoss: -40,
    },
    {
      date: '2026-11-09',
      deposit: 0,
      withdraw: 100,
      bet: 10.1,
      win: 0.2,
      promotion: 0,
      rebate: 0,
      profitLoss: -9.9,
    },
  ];
  it('groups days into ISO weeks and months with exact sums', () => {
    expect(groupProfit(days, 'week').map((w) => [w.key, w.profitLoss, w.from, w.to])).toEqual([
      ['2026-11-16', 10, '2026-11-16', '2026-11-17'],
      ['2026-11-09', -9.9, '2026-11-09', '2026-11-09'],
    ]);
    expect(groupProfit(days, 'month')).toMatchObject([
      { key: '2026-11', bet: 150.1, win: 150.2, profitLoss: 0.1, deposit: 500, withdraw: 100 },
    ]);
  });

  it('shows P&L per day with a chart (loaded with the page), per week on request, and per game category', async () => {
    const summaryOf = (pl: number) => ({
      count: pl ? 3 : 0,
      betAmount: 30,
      validBet: 30,
      winAmount: 30 + pl,
      profitLoss: pl,
    });
    recordsPlatform({
      [PROFIT]: () => page(days, { summary: { bet: 150.1, win: 150.2, profitLoss: 0.1 } }),
      [`GET ${relay('ODSFE2_RNGOrders')}`]: () => page([], { summary: summaryOf(12.5) }),
      [`GET ${relay('ODSFE2_LiveOrders')}`]: () => page([], { summary: summaryOf(-20) }),
      [`GET ${relay('ODSFE2_PvPOrders')}`]: () => page([], { summary: summaryOf(0) }),
      [`GET ${relay('ODSFE2_FishOrders')}`]: () => page([], { summary: summaryOf(0) }),
      [`GET ${relay('ODSFE2_LottOrders')}`]: () => page([], { summary: summaryOf(0) }),
      [`GET ${relay('ODSFE2_SportsSettOrders')}`]: () => page([], { summary: summaryOf(0) }),
    });
    const user = userEvent.setup();
    const Harness = renderMemberPage(ProfitPage);
    render(<Harness />);
    const daily = await screen.findByRole('table', { name: 'Profit and loss per day' });
    expect(within(daily).getAllByRole('row')).toHaveLength(5);
    expect(within(daily).getByText('-฿40.00')).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: /Bar chart: Profit \(above the line\)/ });
    expect(within(chart).getAllByTestId('profit-bar')).toHaveLength(3);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Week');
    const weekly = await screen.findByRole('table', { name: 'Profit and loss per week' });
    expect(within(weekly).getByText('2026-11-16 to 2026-11-17')).toBeInTheDocument();
    expect(within(screen.getByRole('img', { name: /Bar chart/ })).getAllByTestId('profit-bar')).toHaveLength(
      2,
    );

    const categories = await screen.findByRole('table', { name: 'Profit and loss per game category' });
    await waitFor(() => expect(within(categories).getAllByRole('row')).toHaveLength(4));
    expect(within(categories).getByText('Slots')).toBeInTheDocument();
    expect(within(categories).getByText('Live casino')).toBeInTheDocument();
    expect(within(categories).getByText('-฿7.50')).toBeInTheDocument();
  });
});

describe('bonus details (bonusDetails)', () => {
  it('shows each bonus with its turnover progress in words and as a progress bar, and filters by status', async () => {
    const platform = recordsPlatform({
      [BONUSES]: () =>
        page(
          [
            {
              id: '1',
              title: 'Welcome bonus',
              type: 'bonus',
              amount: 100,
              createTime: at,
              requiredTurnover: 500,
              currentTurnover: 125,
              status: 'ACTIVE',
            },
            {
              id: '2',
              title: 'D100200300',
              type: 'deposit_bonus',
              amount: 20,
              createTime: at,
              requiredTurnover: 20,
              currentTurnover: 20,
              status: 'COMPLETED',
            },
          ],
          { summary: { count: 2, amount: 120, requiredTurnover: 520, currentTurnover: 145 } },
        ),
    });
    const user = userEvent.setup();
    const Harness = renderMemberPage(BonusPage);
    render(<Harness />);
    const table = await screen.findByRole('table', { name: 'Bonuses' });
    const bars = within(table).getAllByRole('progressbar', { name: 'Turnover progress' });
    expect(bars[0]).toHaveAttribute('aria-valuenow', '25');
    expect(bars[0]).toHaveAttribute('aria-valuetext', '฿125.00 of ฿500.00 (25%)');
    expect(bars[1]).toHaveAttribute('aria-valuenow', '100');
    expect(within(table).getByText('Deposit bonus')).toBeInTheDocument();
    expect(within(table).getByText('D100200300')).toBeInTheDocument();
    expect(within(table).getByText('In progress')).toBeInTheDocument();
    expect(within(table).getByText('฿145.00 of ฿520.00 (27%)')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /^Welcome bonus/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Bonus Welcome bonus' });
    expect(within(dialog).getByText('Turnover left').nextSibling).toHaveTextContent('฿375.00');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    await waitFor(() => expect(platform.callsTo(BONUSES).at(-1)!.query.get('status')).toBe('COMPLETED'));
  });
});
