import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SortIcon } from '../internal/icons.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { TableCards, usePhoneCards } from './TableCards.tsx';
import {
  StyledCaption,
  StyledCardsWrap,
  StyledSortButton,
  StyledStateCell,
  StyledTable,
  StyledTableWrap,
  StyledTd,
  StyledTh,
  type CellAlign,
} from './Table.styles.ts';

export type SortDirection = 'asc' | 'desc';
export type SortState = { key: string; direction: SortDirection } | null;

export type TableColumn<Row> = {
  key: string;
  header: ReactNode;
  /** Cell content; by default `row[key]` as text. */
  render?: (row: Row) => ReactNode;
  /** Value used for sorting; by default `row[key]`. Setting it or `sortable` makes the column sortable. */
  sortValue?: (row: Row) => string | number;
  sortable?: boolean;
  align?: CellAlign;
  /** Shown on a phone's card; the other columns are behind its Details. Default: the first three columns. */
  keyOnPhone?: boolean;
};

export type TableProps<Row> = {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Names the table (visually shown unless `hideCaption`). */
  caption: ReactNode;
  hideCaption?: boolean;
  loading?: boolean;
  /** Text when there are no rows; default 'No data'. */
  emptyText?: ReactNode;
  /** Controlled sort; without it the table sorts its rows itself. */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  loadingRows?: number;
  /** On a phone (<= 600 px): rows as cards (default) or the table scrolling sideways in its frame. */
  phoneLayout?: 'cards' | 'table';
};

const cellText = (row: unknown, key: string): string | number => {
  const v = (row as Record<string, unknown>)[key];
  return typeof v === 'number' ? v : v == null ? '' : String(v);
};

/**
 * A data table: sortable headers (aria-sort), loading skeleton rows (aria-busy) and an empty state. On a phone its rows
 * are a list of cards (key columns shown, the rest behind Details), so the page never scrolls sideways.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  hideCaption = false,
  loading = false,
  emptyText,
  sort,
  onSortChange,
  loadingRows = 3,
  phoneLayout = 'cards',
}: TableProps<Row>) {
  const { t } = useTranslation('ui');
  const phone = usePhoneCards();
  const captionId = useId();
  const [ownSort, setOwnSort] = useState<SortState>(null);
  const current = sort !== undefined ? sort : ownSort;

  const sorted = useMemo(() => {
    if (!current || onSortChange) return rows;
    const column = columns.find((c) => c.key === current.key);
    if (!column) return rows;
    const value = column.sortValue ?? ((row: Row) => cellText(row, column.key));
    const factor = current.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      return (
        factor * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)))
      );
    });
  }, [rows, columns, current, onSortChange]);

  const toggleSort = (key: string) => {
    const next: SortState =
      current?.key === key && current.direction === 'asc'
        ? { key, direction: 'desc' }
        : { key, direction: 'asc' };
    if (sort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };

  if (phone && phoneLayout === 'cards' && !loading && sorted.length > 0) {
    const first = columns[0];
    return (
      <StyledCardsWrap>
        <StyledCaption as="p" id={captionId} className={hideCaption ? 'wl-visually-hidden' : undefined}>
          {caption}
        </StyledCaption>
        <TableCards
          labelledBy={captionId}
          rows={sorted}
          rowKey={rowKey}
          rowLabel={first ? (row) => String(cellText(row, first.key)) : undefined}
          fields={columns.map((c) => ({
            key: c.key,
            label: c.header,
            keyOnPhone: c.keyOnPhone,
            align: c.align,
            render: (row: Row) => (c.render ? c.render(row) : cellText(row, c.key)),
          }))}
        />
      </StyledCardsWrap>
    );
  }

  return (
    <StyledTableWrap labelledBy={captionId}>
      <StyledTable aria-busy={loading || undefined}>
        <StyledCaption id={captionId} className={hideCaption ? 'wl-visually-hidden' : undefined}>
          {caption}
        </StyledCaption>
        <thead>
          <tr>
            {columns.map((c) => {
              const sortable = Boolean(c.sortable || c.sortValue);
              const direction = current?.key === c.key ? current.direction : undefined;
              return (
                <StyledTh
                  key={c.key}
                  scope="col"
                  $align={c.align ?? 'start'}
                  aria-sort={
                    sortable
                      ? direction === 'asc'
                        ? 'ascending'
                        : direction === 'desc'
                          ? 'descending'
                          : 'none'
                      : undefined
                  }
                >
                  {sortable ? (
                    <StyledSortButton type="button" onClick={() => toggleSort(c.key)}>
                      {c.header}
                      <SortIcon direction={direction ?? 'none'} />
                    </StyledSortButton>
                  ) : (
                    c.header
                  )}
                </StyledTh>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            Array.from({ length: loadingRows }, (_, i) => (
              <tr key={`loading-${i}`}>
                {columns.map((c) => (
                  <StyledTd key={c.key} $align={c.align ?? 'start'}>
                    <Skeleton variant="text" />
                  </StyledTd>
                ))}
              </tr>
            ))
          ) : sorted.length === 0 ? (
            <tr>
              <StyledStateCell colSpan={columns.length}>{emptyText ?? t('noData')}</StyledStateCell>
            </tr>
          ) : (
            sorted.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <StyledTd key={c.key} $align={c.align ?? 'start'}>
                    {c.render ? c.render(row) : cellText(row, c.key)}
                  </StyledTd>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </StyledTableWrap>
  );
}
