import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../app/testing.tsx';
import { agentPlatform, failure, ok } from '../testing/agentPlatform.ts';

beforeAll(async () => {
  await import('../../pages/AgentHomePage.tsx');
  await import('./agentTeamOverview.tsx');
  await import('../overview/TeamChart.tsx');
}, 120_000);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const SUMMARY = {
  totalDeposit: 12500.5,
  totalWithdrawal: 3000,
  totalBet: 8000,
  totalValidBet: 7900,
  totalWin: 6500.25,
  totalPNL: -1499.75,
  teamCount: 7,
  registerCount: 3,
  firstDepositCount: 2,
  onlineCount: 1,
  loginCount: 9,
  totalRngPNL: -1200,
  totalLivePNL: 300.25,
  totalSportsPNL: -600,
  totalLottPNL: 0,
  totalFishPNL: 0,
  totalPvpPNL: 0,
};

const day = (balanceDate: string, pnl: number, register: number) => ({
  balanceDate,
  teamDeposit: 1000,
  teamWithdraw: 200,
  teamTotalBet: 500,
  teamTotalWin: 500 + pnl,
  teamTotalPnl: pnl,
  teamRegisterMemberCount: register,
  teamFirstDepositCount: 1,
  teamOnlineCount: 0,
  teamLoginMemberCount: 4,
  teamValidBet: 480,
});

function setup() {
  const platform = agentPlatform();
  platform.on('GET /wps/v2/wallets/balance', () =>
    ok({ sumBalance: 0, balance: [], currency: 'THB', currencySymbol: '฿' }),
  );
  platform.on('GET /wps/relay/ODSFE2_getTeamOverview', () => ok(SUMMARY));
  platform.on('GET /wps/relay/ODSFE2_getTeamOverviewDailyList', () =>
    ok({
      list: [day('2026-11-22', -300, 1), day('2026-11-23', 150.5, 2), day('2026-11-24', 0, 0)],
      total: 3,
      totalPages: 1,
    }),
  );
  window.history.pushState({}, '', '/agentHome/agentTeamOverview');
  return platform;
}

const figure = (list: HTMLElement, label: string) =>
  within(list).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('team overview', () => {
  it('shows the team figures, P&L per game type, a chart of one figure per day and the daily list', async () => {
    const platform = setup();
    const user = userEvent.setup();
    renderApp();
    const section = await screen.findByRole('region', { name: 'Team figures' }, { timeout: 20_000 });
    await waitFor(() => expect(section.querySelectorAll('dl')).toHaveLength(2));
    const kpis = section.querySelectorAll('dl')[0]!;
    const verticals = section.querySelectorAll('dl')[1]!;
    await waitFor(() => expect(figure(kpis, 'Deposits')).toBe('฿12,500.50'));
    expect(figure(kpis, 'Withdrawals')).toBe('฿3,000.00');
    expect(figure(kpis, 'Bets')).toBe('฿8,000.00');
    expect(figure(kpis, 'Wins')).toBe('฿6,500.25');
    expect(figure(kpis, 'Team profit and loss')).toBe('-฿1,499.75');
    expect(figure(kpis, 'Registrations')).toBe('3');
    expect(figure(kpis, 'First deposits')).toBe('2');
    expect(figure(kpis, 'Online now')).toBe('1');
    expect(figure(kpis, 'Logins')).toBe('9');
    expect(figure(verticals, 'Slots')).toBe('-฿1,200.00');
    expect(figure(verticals, 'Live casino')).toBe('฿300.25');
    expect(figure(verticals, 'Sports')).toBe('-฿600.00');

    // The range asked for is the last 7 days, in both calls.
    const asked = platform.callsTo('GET /wps/relay/ODSFE2_getTeamOverview')[0]!.query;
    const daily = platform.callsTo('GET /wps/relay/ODSFE2_getTeamOverviewDailyList')[0]!.query;
    expect(daily.get('startDate')).toBe(asked.get('startDate'));
    expect(daily.get('endDate')).toBe(asked.get('endDate'));

    // The chart: P&L per day, oldest first, one bar per day, named for screen readers.
    const chart = await screen.findByRole('img', { name: 'Team profit and loss per day, 3 days, bar chart' });
    const bars = within(chart).getAllByTestId('team-bar');
    expect(bars.map((b) => b.textContent)).toEqual([
      '2026-11-22: -฿300.00',
      '2026-11-23: ฿150.50',
      '2026-11-24: ฿0.00',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Registrations');
    const counts = await screen.findByRole('img', { name: 'Registrations per day, 3 days, bar chart' });
    expect(
      within(counts)
        .getAllByTestId('team-bar')
        .map((b) => b.textContent),
    ).toEqual(['2026-11-22: 1', '2026-11-23: 2', '2026-11-24: 0']);

    // The daily list: newest day first.
    const table = screen.getByRole('table', { name: /^Team figures per day/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('2026-11-24');
    expect(rows[1]).toHaveTextContent('2026-11-23');
    expect(rows[1]).toHaveTextContent('฿150.50');
    expect(rows[2]).toHaveTextContent('-฿300.00');
  });

  it('asks again for another range', async () => {
    const platform = setup();
    const user = userEvent.setup();
    renderApp();
    await screen.findByRole('img', { name: /per day, 3 days/ }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() =>
      expect(platform.callsTo('GET /wps/relay/ODSFE2_getTeamOverview').length).toBeGreaterThan(1),
    );
    const last = platform.callsTo('GET /wps/relay/ODSFE2_getTeamOverview').at(-1)!.query;
    expect(last.get('startDate')).toBe(last.get('endDate'));
  });

  it('says when the figures cannot be loaded and when the range has no days', async () => {
    const platform = setup();
    platform.on('GET /wps/relay/ODSFE2_getTeamOverview', () =>
      failure('Non-agents cannot use the agent centre', 'NON_AGENT', 403),
    );
    platform.on('GET /wps/relay/ODSFE2_getTeamOverviewDailyList', () =>
      ok({ list: [], total: 0, totalPages: 1 }),
    );
    renderApp();
    const section = await screen.findByRole('region', { name: 'Team figures' }, { timeout: 20_000 });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('The team figures could not be loaded.');
    expect(alert).toHaveTextContent('Non-agents cannot log in');
    expect(await screen.findByRole('heading', { level: 3, name: 'No records' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /bar chart/ })).not.toBeInTheDocument();
  });
});
