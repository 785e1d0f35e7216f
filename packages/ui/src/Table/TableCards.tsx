import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../internal/useMediaQuery.ts';
import {
  StyledCard,
  StyledCardActions,
  StyledCardFields,
  StyledCardList,
  StyledDetailsButton,
  type CellAlign,
} from './Table.styles.ts';

/** Widest screen (CSS px) that shows rows as cards: the member centre's phone width. */
export const TABLE_PHONE_MAX_WIDTH_PX = 600;
export const TABLE_PHONE_QUERY = `(max-width: ${TABLE_PHONE_MAX_WIDTH_PX}px)`;

/**
 * True on a phone (<= 600 px), where tables become cards. A table cannot be a list in CSS alone (table semantics on a
 * wide screen, a list on a phone), so the choice is made here; without matchMedia (jsdom, a server render) it is a
 * wide screen.
 */
export function usePhoneCards(): boolean {
  return useMediaQuery(TABLE_PHONE_QUERY, false);
}

export type TableCardField<Row> = {
  key: string;
  label: ReactNode;
  render: (row: Row) => ReactNode;
  /** Shown on the card itself; the other fields are behind Details. Default: the first three fields. */
  keyOnPhone?: boolean;
  align?: CellAlign;
  /** Colour of a signed amount (the sign is in the text too). */
  tone?: ((row: Row) => 'positive' | 'negative' | undefined) | undefined;
};

export type TableCardsProps<Row> = {
  fields: readonly TableCardField<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Names the list (the table's caption), in words or by the id of an element that shows it. */
  label?: string | undefined;
  labelledBy?: string | undefined;
  /** A row's name in words, for its Details button ("Details of …"). */
  rowLabel?: ((row: Row) => string) | undefined;
  /** More inside a row's details (e.g. cancel an order). */
  actions?: ((row: Row) => ReactNode) | undefined;
  busy?: boolean | undefined;
};

/** The fields shown on a card: those marked `keyOnPhone`, or the first three. */
export function keyFields<F extends { keyOnPhone?: boolean | undefined }>(
  fields: readonly F[],
): { shown: F[]; rest: F[] } {
  const marked = fields.some((f) => f.keyOnPhone);
  const isKey = (f: F, i: number) => (marked ? Boolean(f.keyOnPhone) : i < 3);
  return { shown: fields.filter(isKey), rest: fields.filter((f, i) => !isKey(f, i)) };
}

/**
 * Rows as a list of cards (a phone): each card shows its key fields, each labelled, and a Details disclosure
 * (aria-expanded) with the rest. Long values (order ids) wrap anywhere rather than widen the page.
 */
export function TableCards<Row>({
  fields,
  rows,
  rowKey,
  label,
  labelledBy,
  rowLabel,
  actions,
  busy,
}: TableCardsProps<Row>) {
  const { shown, rest } = keyFields(fields);
  return (
    // role="list": a list without bullets is still announced as a list (Safari drops the role of list-style: none).
    <StyledCardList
      role="list"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
    >
      {rows.map((row) => (
        <TableCard
          key={rowKey(row)}
          row={row}
          shown={shown}
          rest={rest}
          rowLabel={rowLabel}
          actions={actions}
        />
      ))}
    </StyledCardList>
  );
}

function Fields<Row>({ fields, row }: { fields: readonly TableCardField<Row>[]; row: Row }) {
  return (
    <StyledCardFields>
      {fields.map((f) => (
        <div key={f.key}>
          <dt>{f.label}</dt>
          <dd data-align={f.align ?? 'start'} data-tone={f.tone?.(row)}>
            {f.render(row)}
          </dd>
        </div>
      ))}
    </StyledCardFields>
  );
}

function TableCard<Row>({
  row,
  shown,
  rest,
  rowLabel,
  actions,
}: {
  row: Row;
  shown: TableCardField<Row>[];
  rest: TableCardField<Row>[];
  rowLabel: TableCardsProps<Row>['rowLabel'];
  actions: TableCardsProps<Row>['actions'];
}) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const name = rowLabel?.(row);
  const hasMore = rest.length > 0 || Boolean(actions);
  return (
    <StyledCard>
      <Fields fields={shown} row={row} />
      {hasMore && (
        <>
          <StyledDetailsButton
            type="button"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={name ? t('detailsOf', { name }) : undefined}
            onClick={() => setOpen(!open)}
          >
            {t('details')}
          </StyledDetailsButton>
          <div id={detailsId} hidden={!open}>
            {open && rest.length > 0 && <Fields fields={rest} row={row} />}
            {open && actions && <StyledCardActions>{actions(row)}</StyledCardActions>}
          </div>
        </>
      )}
    </StyledCard>
  );
}
