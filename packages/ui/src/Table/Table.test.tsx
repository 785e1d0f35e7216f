import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { Table, type TableColumn } from './Table.tsx';

type Row = { id: string; game: string; bet: number };
const columns: TableColumn<Row>[] = [
  { key: 'game', header: 'Game', sortable: true },
  { key: 'bet', header: 'Bet', sortable: true, align: 'end', render: (r) => r.bet.toFixed(2) },
];
const rows: Row[] = [
  { id: '1', game: 'Baccarat', bet: 50 },
  { id: '2', game: 'Aviator', bet: 200 },
  { id: '3', game: 'Roulette', bet: 10 },
];

/** A phone (360 px): media queries up to 600 px match (jsdom has no layout and no matchMedia of its own). */
function asPhone() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const max = /max-width:\s*(\d+)px/.exec(query);
      return {
        matches: max ? 360 <= Number(max[1]) : false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        onchange: null,
      };
    }),
  );
}

type Order = { id: string; time: string; game: string; bet: number; win: number; status: string };
const orderColumns: TableColumn<Order>[] = [
  { key: 'id', header: 'Order', keyOnPhone: true },
  { key: 'time', header: 'Time' },
  { key: 'game', header: 'Game', keyOnPhone: true },
  { key: 'bet', header: 'Bet', align: 'end', render: (r) => r.bet.toFixed(2), keyOnPhone: true },
  { key: 'win', header: 'Win', align: 'end', render: (r) => r.win.toFixed(2) },
  { key: 'status', header: 'Status' },
];
const orders: Order[] = [
  {
    id: 'BET-20261120-0000000000000000000000001',
    time: '2026-11-20 10:12',
    game: 'Baccarat',
    bet: 50,
    win: 95,
    status: 'Settled',
  },
  {
    id: 'BET-20261120-0000000000000000000000002',
    time: '2026-11-20 10:40',
    game: 'Aviator',
    bet: 200,
    win: 0,
    status: 'Pending',
  },
];

const bodyTexts = () =>
  within(screen.getAllByRole('rowgroup')[1]!)
    .getAllByRole('row')
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('Table', () => {
  it('is named by its caption and sorts by a header button, announcing the order', async () => {
    renderUi(<Table caption="Betting record" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(screen.getByRole('table', { name: 'Betting record' })).toBeInTheDocument();
    const gameHeader = screen.getByRole('columnheader', { name: /Game/ });
    expect(gameHeader).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(gameHeader).getByRole('button'));
    expect(gameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyTexts()).toEqual(['Aviator', 'Baccarat', 'Roulette']);
    await userEvent.click(within(gameHeader).getByRole('button'));
    expect(gameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(bodyTexts()).toEqual(['Roulette', 'Baccarat', 'Aviator']);
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Bet/ })).getByRole('button'));
    expect(bodyTexts()).toEqual(['Roulette', 'Baccarat', 'Aviator']);
  });

  it('shows "No data" when empty and is busy while loading', () => {
    const { rerender } = renderUi(
      <Table caption="Records" columns={columns} rows={[]} rowKey={(r) => r.id} />,
    );
    expect(screen.getByRole('cell', { name: 'No data' })).toBeInTheDocument();
    rerender(<Table caption="Records" columns={columns} rows={[]} rowKey={(r) => r.id} loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No data')).toBeNull();
  });

  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('shows each row as a card in a list named by the caption: key fields labelled, the rest behind Details', async () => {
      asPhone();
      renderUi(<Table caption="Betting record" columns={orderColumns} rows={orders} rowKey={(r) => r.id} />);
      expect(screen.queryByRole('table')).toBeNull();
      const list = screen.getByRole('list', { name: 'Betting record' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      const card = cards[0]!;
      // The columns marked keyOnPhone, each with its label.
      const shown = within(card)
        .getAllByRole('term')
        .map((dt) => dt.textContent);
      expect(shown).toEqual(['Order', 'Game', 'Bet']);
      const valueOf = (term: string) => within(card).getByText(term, { selector: 'dt' }).nextElementSibling;
      expect(valueOf('Bet')).toHaveRole('definition');
      expect(valueOf('Bet')).toHaveTextContent('50.00');
      expect(within(card).getByText(orders[0]!.id)).toBeVisible();
      expect(within(card).queryByText('2026-11-20 10:12')).toBeNull();
      const details = within(card).getByRole('button', { name: `Details of ${orders[0]!.id}` });
      expect(details).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(details);
      expect(details).toHaveAttribute('aria-expanded', 'true');
      expect(
        within(card)
          .getAllByRole('term')
          .map((dt) => dt.textContent),
      ).toEqual(['Order', 'Game', 'Bet', 'Time', 'Win', 'Status']);
      expect(within(card).getByText('2026-11-20 10:12')).toBeVisible();
      expect(within(cards[1]!).queryByText('2026-11-20 10:40')).toBeNull();
      await userEvent.click(details);
      expect(details).toHaveAttribute('aria-expanded', 'false');
      expect(within(card).queryByText('2026-11-20 10:12')).toBeNull();
    });

    it('shows the first three columns when none is marked, and keeps the table on a wide screen', () => {
      asPhone();
      const unmarked = orderColumns.map(({ keyOnPhone: _, ...c }) => c);
      const { unmount } = renderUi(
        <Table caption="Betting record" columns={unmarked} rows={orders} rowKey={(r) => r.id} />,
      );
      const card = within(screen.getByRole('list', { name: 'Betting record' })).getAllByRole('listitem')[0]!;
      expect(
        within(card)
          .getAllByRole('term')
          .map((dt) => dt.textContent),
      ).toEqual(['Order', 'Time', 'Game']);
      unmount();
      vi.unstubAllGlobals();
      renderUi(<Table caption="Betting record" columns={orderColumns} rows={orders} rowKey={(r) => r.id} />);
      expect(screen.getByRole('table', { name: 'Betting record' })).toBeInTheDocument();
      expect(screen.queryByRole('list')).toBeNull();
    });
  });
});
