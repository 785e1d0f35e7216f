import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from '@wl/domain';
import { Component as BetsPage } from '../pages/personalHistoryCopy.tsx';
import { asPhone } from '../testing/memberPlatform.ts';
import {
  captureDownloads,
  isolateMemberPageTests,
  ok,
  page,
  recordsPlatform,
  relay,
  renderMemberPage,
  todayLocal,
} from './testing/recordsPlatform.tsx';

const RNG = `GET ${relay('ODSFE2_RNGOrders')}`;
const LOTT = `GET ${relay('ODSFE2_LottOrders')}`;
const CANCEL = 'PUT /wps/game/lotto/cancelSubOrders';

const bet = (n: number, extra: Record<string, unknown> = {}) => ({
  orderId: `R${n}`,
  gameName: n === 1 ? 'Lucky, "Gold" Dragon' : `Slot ${n}`,
  gameType: 'RNG',
  vassalage: 'LUX',
  betAmount: 10,
  validBet: 10,
  winAmount: n === 1 ? 25 : 0,
  profitLoss: n === 1 ? 15 : -10,
  status: 'settled',
  betTime: Date.UTC(2026, 10, 20, 9, 30),
  settleTime: Date.UTC(2026, 10, 20, 9, 31),
  ...extra,
});
const SUMMARY = { count: 2, betAmount: 20, validBet: 20, winAmount: 25, profitLoss: 5 };

isolateMemberPageTests();

function open(path?: string) {
  const Harness = renderMemberPage(BetsPage, path ? { path } : {});
  render(<Harness />);
}

describe('betting records (personalHistoryCopy)', () => {
  it('shows the slot bets of the last 7 days with amounts in the currency format, a totals row and the count', async () => {
    const platform = recordsPlatform({ [RNG]: () => page([bet(1), bet(2)], { total: 2, summary: SUMMARY }) });
    open();
    const table = await screen.findByRole('table', { name: 'Slot bets' });
    expect(screen.getByText('Records found: 2')).toHaveAttribute('role', 'status');
    const [, first, second, totals] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Lucky, "Gold" Dragon');
    expect(within(first!).getByText('฿15.00')).toBeInTheDocument();
    expect(within(second!).getByText('-฿10.00')).toBeInTheDocument();
    expect(within(totals!).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(totals).toHaveTextContent('฿20.00');
    expect(totals).toHaveTextContent('฿5.00');
    // The order id opens the row's details; clipped on a phone, its whole value is still its name and its title.
    const order = within(first!).getByRole('button', { name: /^R1\b/ });
    expect(order).toHaveAttribute('title', 'R1');
    const today = todayLocal();
    const query = platform.callsTo(RNG)[0]!.query;
    expect(query.get('startDate')).toBe(addDays(today, -6));
    expect(query.get('endDate')).toBe(today);
    expect(query.get('pageNo')).toBe('1');
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('each category is a tab with its own call; lottery and e-lottery ask for their game type; the tab is in the address', async () => {
    const platform = recordsPlatform({
      [RNG]: () => page([bet(1)]),
      [LOTT]: (c) =>
        page([bet(9, { orderId: `L-${c.query.get('gameType')}`, gameType: c.query.get('gameType') })]),
    });
    const user = userEvent.setup();
    open();
    await screen.findByRole('table', { name: 'Slot bets' });
    await user.click(screen.getByRole('tab', { name: 'E-lottery' }));
    const table = await screen.findByRole('table', { name: 'E-lottery bets' });
    expect(await within(table).findByText('L-ELOTT')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('tab=elottery');
    await user.click(screen.getByRole('tab', { name: 'Lottery' }));
    expect(await screen.findByText('L-LOTT')).toBeInTheDocument();
    expect(platform.callsTo(LOTT).map((c) => c.query.get('gameType'))).toEqual(['ELOTT', 'LOTT']);
    // Back on a tab seen before: asked again, so a round just played shows.
    await user.click(screen.getByRole('tab', { name: 'Slots' }));
    await waitFor(() => expect(platform.callsTo(RNG)).toHaveLength(2));
  });

  it('a preset asks for its range; a custom start beyond 60 days is named and not asked for', async () => {
    const platform = recordsPlatform({ [RNG]: () => page([bet(1)]) });
    const user = userEvent.setup();
    open();
    await screen.findByRole('table', { name: 'Slot bets' });
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    const yesterday = addDays(todayLocal(), -1);
    await waitFor(() => expect(platform.callsTo(RNG).at(-1)!.query.get('startDate')).toBe(yesterday));
    expect(platform.callsTo(RNG).at(-1)!.query.get('endDate')).toBe(yesterday);
    const asked = platform.callsTo(RNG).length;
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, addDays(todayLocal(), -70));
    expect(
      await screen.findByText('Records go back 60 days: choose a start date within the last 60 days.'),
    ).toBeInTheDocument();
    expect(platform.callsTo(RNG)).toHaveLength(asked);
  });

  it('pages as the spec says (range 5, 1 margin) and asks for the page chosen', async () => {
    const platform = recordsPlatform({
      [RNG]: (c) =>
        page([bet(Number(c.query.get('pageNo')) * 100)], {
          total: 240,
          totalPages: 12,
          pageNum: Number(c.query.get('pageNo')),
        }),
    });
    const user = userEvent.setup();
    open();
    const nav = await screen.findByRole('navigation', { name: 'Pages of Slot bets' });
    const labels = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent || b.getAttribute('aria-label'));
    expect(labels).toEqual(['Previous page', '1', '2', '3', '4', '5', '12', 'Next page']);
    await user.click(within(nav).getByRole('button', { name: 'Page 4' }));
    expect(await screen.findByText('R400')).toBeInTheDocument();
    expect(platform.callsTo(RNG).at(-1)!.query.get('pageNo')).toBe('4');
    const again = within(screen.getByRole('navigation', { name: 'Pages of Slot bets' }))
      .getAllByRole('button')
      .map((b) => b.textContent || b.getAttribute('aria-label'));
    expect(again).toEqual(['Previous page', '1', '2', '3', '4', '5', '6', '12', 'Next page']);
  });

  it('opens a row in a detail dialog with every field, the settle time included', async () => {
    recordsPlatform({ [RNG]: () => page([bet(1)]) });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: /R1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Bet R1' });
    expect(within(dialog).getByText('Settled at')).toBeInTheDocument();
    expect(within(dialog).getByText('Lucky, "Gold" Dragon')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel this order' })).not.toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('exports every page as CSV, quoted where needed', async () => {
    const platform = recordsPlatform({
      [RNG]: (c) =>
        c.query.get('pageSize') === '200'
          ? page(c.query.get('pageNo') === '1' ? [bet(1)] : [bet(2)], { totalPages: 2 })
          : page([bet(1)], { totalPages: 2, total: 21 }),
    });
    const downloads = captureDownloads();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Export CSV: Slot bets, every page' }));
    expect(await screen.findByText('Exported 2 records to a CSV file.')).toBeInTheDocument();
    const exports = platform.callsTo(RNG).filter((c) => c.query.get('pageSize') === '200');
    expect(exports.map((c) => c.query.get('pageNo'))).toEqual(['1', '2']);
    expect(downloads.files[0]!.name).toMatch(/^bets-rng-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await downloads.files[0]!.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Order,Bet time,Game,Provider,Bet,Valid bet,Win,Profit/loss,Status,Settled at');
    expect(lines[1]).toContain('R1,');
    expect(lines[1]).toContain(',"Lucky, ""Gold"" Dragon",LUX,10,10,25,15,Settled,');
    expect(lines[2]).toContain(',-10,Settled,');
    downloads.restore();
  });

  it('says so when there are no records, and when they could not be loaded (with a retry)', async () => {
    const platform = recordsPlatform({
      [RNG]: () => ({ success: false, errorCode: 'SYSTEM_ERROR', message: 'boom', status: 500 }),
    });
    const user = userEvent.setup();
    open();
    expect(
      await screen.findByRole('heading', { name: 'The records could not be loaded' }),
    ).toBeInTheDocument();
    platform.on(RNG, () => page([]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No records' })).toBeInTheDocument();
    expect(
      screen.getByText('There are no records in this date range. Choose another range or filter.'),
    ).toBeInTheDocument();
  });

  it('cancels an undrawn lottery order after a confirmation, once, with an idempotency key', async () => {
    const open1 = bet(5, {
      orderId: 'L5',
      gameType: 'LOTT',
      status: 'unsettled',
      winAmount: 0,
      profitLoss: 0,
      cancellable: true,
    });
    const platform = recordsPlatform({
      [LOTT]: () => page([open1]),
      [CANCEL]: () => ok({ cancelled: ['L5'], refunded: 10 }),
    });
    const user = userEvent.setup();
    open('/member/personalHistoryCopy?tab=lottery');
    await user.click(await screen.findByRole('button', { name: /L5/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Bet L5' })).getByRole('button', {
        name: 'Cancel this order',
      }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel the lottery order?' });
    expect(confirm).toHaveTextContent(
      'Order L5 will be cancelled and its stake of ฿10.00 returned to your wallet.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Keep order' }));
    expect(platform.callsTo(CANCEL)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /L5/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Bet L5' })).getByRole('button', {
        name: 'Cancel this order',
      }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }),
    );
    expect(
      await screen.findByText('Order L5 was cancelled; ฿10.00 is back in your wallet.'),
    ).toBeInTheDocument();
    const sent = platform.callsTo(CANCEL);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ orderIds: ['L5'] });
    expect(sent[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    // The stake moved: the records and the balance are asked for again.
    await waitFor(() => expect(platform.callsTo(LOTT).length).toBeGreaterThan(1));
  });

  it('on a phone shows each bet as a card (game, time, stake, result), the rest behind Details, and the totals: no table', async () => {
    asPhone();
    const longId = `R-${'9'.repeat(40)}`;
    recordsPlatform({
      [RNG]: () => page([bet(1, { orderId: longId }), bet(2)], { total: 2, summary: SUMMARY }),
    });
    const user = userEvent.setup();
    open();
    const list = await screen.findByRole('list', { name: 'Slot bets' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(
      within(first!)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Bet time', 'Game', 'Bet', 'Profit/loss']);
    expect(first).toHaveTextContent('Lucky, "Gold" Dragon');
    expect(within(first!).getByText('฿15.00')).toHaveAttribute('data-tone', 'positive');
    expect(within(first!).queryByText(longId)).toBeNull();
    const details = within(first!).getByRole('button', { name: `Details of ${longId}` });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    // The order id and the detail-only settle time; the id wraps inside the card (overflow-wrap: anywhere).
    expect(within(first!).getByText(longId)).toBeVisible();
    expect(
      within(first!)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toContain('Settled at');
    expect(within(second!).getByRole('button', { name: 'Details of R2' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const totals = screen.getByRole('region', { name: 'Total' });
    expect(totals).toHaveTextContent('฿20.00');
  });
});
