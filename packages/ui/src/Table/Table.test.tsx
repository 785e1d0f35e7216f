import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { Table, type TableColumn } from './Table.tsx';

type Row = { id: string; game: string; bet: number };
const columns: TableColumn<Row>[] = [
  { key: 'game', header: 'Game', sortable: true },
  { key: 'bet', header: 'Bet', sortable: true, align: 'end', render: (r) => r.bet.toFixed(2) },
];
const rows: Row[] = [{ id: '1', game: 'Baccarat', bet: 50 }, { id: '2', game: 'Aviator', bet: 200 }, { id: '3', game: 'Roulette', bet: 10 }];

const bodyTexts = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row').map((r) => within(r).getAllByRole('cell')[0]!.textContent);

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
    const { rerender } = renderUi(<Table caption="Records" columns={columns} rows={[]} rowKey={(r) => r.id} />);
    expect(screen.getByRole('cell', { name: 'No data' })).toBeInTheDocument();
    rerender(<Table caption="Records" columns={columns} rows={[]} rowKey={(r) => r.id} loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No data')).toBeNull();
  });
});
