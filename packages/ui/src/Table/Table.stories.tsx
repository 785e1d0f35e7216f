import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import { expectTargetsAtLeastMin, targetSizeRule } from '../internal/story-targets.ts';
import { Table, type TableColumn, type TableProps } from './Table.tsx';

type Row = {
  id: string;
  time: string;
  game: string;
  bet: number;
  win: number;
  status: 'settled' | 'pending';
};
const rows: Row[] = [
  { id: '1', time: '2026-11-20 10:12', game: 'Baccarat', bet: 50, win: 95, status: 'settled' },
  { id: '2', time: '2026-11-20 10:40', game: 'Aviator', bet: 200, win: 0, status: 'settled' },
  { id: '3', time: '2026-11-21 09:05', game: 'Roulette', bet: 10, win: 360, status: 'pending' },
  { id: '4', time: '2026-11-21 21:30', game: 'Sweet Bonanza', bet: 1000, win: 2500.5, status: 'settled' },
];
const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2 });
const columns: TableColumn<Row>[] = [
  { key: 'time', header: 'Time', sortable: true },
  { key: 'game', header: 'Game', sortable: true },
  { key: 'bet', header: 'Bet', sortable: true, align: 'end', render: (r) => money(r.bet) },
  { key: 'win', header: 'Win', sortable: true, align: 'end', render: (r) => money(r.win) },
  {
    key: 'status',
    header: 'Status',
    render: (r) => <Badge tone={r.status === 'settled' ? 'success' : 'warning'}>{r.status}</Badge>,
  },
];

const meta = {
  title: 'Data/Table',
  component: Table,
  args: { caption: 'Betting record', columns, rows, rowKey: (r: Row) => r.id },
  argTypes: { columns: { control: false }, rows: { control: false } },
  parameters: { ...targetSizeRule },
} satisfies Meta<TableProps<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    // Sort buttons are 24 px targets or larger (WCAG 2.5.8).
    await expectTargetsAtLeastMin(
      canvas.getAllByRole('columnheader').flatMap((th) => within(th).queryAllByRole('button')),
    );
    const header = canvas.getByRole('columnheader', { name: /Bet/ });
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const firstRow = canvas.getAllByRole('row')[1]!;
    await expect(firstRow).toHaveTextContent('Roulette');
  },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeInTheDocument();
  },
};
export const LongThaiText: Story = {
  args: {
    caption: 'ประวัติการเดิมพัน',
    rows: [{ id: 'x', time: '2026-11-21', game: LONG_THAI, bet: 1, win: 0, status: 'pending' }],
  },
};
/** At 360 px the rows are cards: the first three columns, the rest behind Details. */
export const Phone: Story = { ...phoneStory };

type Order = Row & { order: string };
const orders: Order[] = rows.map((r, i) => ({ ...r, order: `BET-2026112${i}-${'7'.repeat(24)}${i}` }));
const orderColumns: TableColumn<Order>[] = [
  { key: 'order', header: 'Order', keyOnPhone: true },
  { key: 'time', header: 'Time', sortable: true },
  { key: 'game', header: 'Game', sortable: true, keyOnPhone: true },
  { key: 'bet', header: 'Bet', align: 'end', render: (r) => money(r.bet), keyOnPhone: true },
  { key: 'win', header: 'Win', align: 'end', render: (r) => money(r.win) },
  {
    key: 'status',
    header: 'Status',
    render: (r) => <Badge tone={r.status === 'settled' ? 'success' : 'warning'}>{r.status}</Badge>,
  },
];

/**
 * A phone with long order ids and the key columns chosen (`keyOnPhone`): the ids wrap inside the card, the page does
 * not scroll sideways, and the first card's Details are open.
 */
export const PhoneLongOrderIds: StoryObj<TableProps<Order>> = {
  ...phoneStory,
  // Three rows: the story fits the phone's screen, so the screenshot is not taken while the page scrolls.
  args: { columns: orderColumns, rows: orders.slice(0, 3), rowKey: (r: Order) => r.order },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Betting record' });
    const details = within(list).getAllByRole('button', { name: /^Details/ })[0]!;
    await userEvent.click(details);
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(within(list).getAllByRole('listitem')[0]!).toHaveTextContent('2026-11-20 10:12');
    await expectTargetsAtLeastMin(within(list).getAllByRole('button'));
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
export const PhoneLongThaiText: Story = {
  ...phoneStory,
  args: {
    caption: 'ประวัติการเดิมพัน',
    rows: [{ id: 'x', time: '2026-11-21', game: LONG_THAI, bet: 1, win: 0, status: 'pending' }],
  },
};
