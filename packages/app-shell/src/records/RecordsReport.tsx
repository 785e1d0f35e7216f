import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvCell } from '@wl/domain';
import {
  Alert,
  Button,
  EmptyState,
  ErrorState,
  Modal,
  Pagination,
  Skeleton,
  TableCards,
  usePhoneCards,
  type TableCardField,
} from '@wl/ui';
import { downloadCsv } from './csvFile.ts';
import { useRecordsText } from './useRecordsText.ts';
import {
  StyledBar,
  StyledDetails,
  StyledPhoneTotals,
  StyledRecords,
  StyledRowButton,
  StyledRowLabel,
  StyledScroll,
  StyledStatus,
  StyledTable,
} from './Records.styles.ts';

/**
 * Records are asked for again each time a page (or tab) opens: a round just played in another window shows at
 * once, not after the cache's minute.
 */
export const FRESH = { refetchOnMountOrArgChange: true } as const;

/** Rows per page of every record list. */
export const RECORDS_PAGE_SIZE = 20;
/** Rows per request when exporting every page, and the most pages one export reads. */
const EXPORT_PAGE_SIZE = 200;
const EXPORT_MAX_PAGES = 50;

export type RecordColumn<Row> = {
  key: string;
  header: string;
  /** The cell's value as the CSV file and the detail view have it. */
  value: (row: Row) => CsvCell;
  /** What the table shows (default: the value). */
  render?: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /** Colour a signed amount (profit green, loss red); the sign is in the text too. */
  tone?: (row: Row) => 'positive' | 'negative' | undefined;
  /** Shown in the detail view and the CSV file, not as a table column. */
  detailOnly?: boolean;
  /** A long first-column value (an order id): clipped with an ellipsis on a tablet, whole in the details (StyledRowLabel). */
  clip?: boolean;
  /**
   * Shown on a phone's card (<= 600 px, where each row is a card); the other columns are behind the card's Details.
   * Default: the first three table columns.
   */
  keyOnPhone?: boolean;
};

export type ReportPage<Row> = {
  list: Row[];
  total?: number | undefined;
  totalPages?: number | undefined;
  summary?: Record<string, unknown> | undefined;
};

/** What an RTK Query hook gives for one page of a report. */
export type ReportResult<Row> = {
  data?: ReportPage<Row> | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

export type RecordsReportProps<Row> = {
  /** Names the table (and the export file). */
  caption: string;
  fileName: string;
  columns: readonly RecordColumn<Row>[];
  rowKey: (row: Row) => string;
  result: ReportResult<Row>;
  page: number;
  onPageChange: (page: number) => void;
  /** The totals row, by column key (from the platform's summary). */
  totals?: Partial<Record<string, ReactNode>> | undefined;
  /** One page of the same query (for the export of every page). */
  fetchPage: (pageNo: number, pageSize: number) => Promise<ReportPage<Row>>;
  /** Title of a row's detail view. */
  detailTitle: (row: Row) => string;
  /** Actions offered in a row's detail view (cancel a lottery order). */
  detailActions?: ((row: Row, close: () => void) => ReactNode) | undefined;
  /** Level of the empty and error states' heading, to fit the page outline (the shell's page title is h1). */
  headingLevel?: 'h2' | 'h3';
};

/**
 * One records list: how many there are, CSV export of every page, the table (its first column opens the row's
 * details; on a phone each row is a card with its key fields and a Details disclosure, so nothing scrolls sideways), a
 * totals row, the pages (range 5, 1 margin) and the loading, empty and error states in
 * words.
 */
export function RecordsReport<Row>({
  caption,
  fileName,
  columns,
  rowKey,
  result,
  page,
  onPageChange,
  totals,
  fetchPage,
  detailTitle,
  detailActions,
  headingLevel = 'h2',
}: RecordsReportProps<Row>) {
  const { t, errorText } = useRecordsText();
  const [open, setOpen] = useState<Row | null>(null);
  const phone = usePhoneCards();
  const visible = columns.filter((c) => !c.detailOnly);
  const rows = result.data?.list ?? [];
  const total = result.data?.total ?? rows.length;
  const totalPages = result.data?.totalPages ?? 1;

  if (result.isError && !result.isFetching) {
    return (
      <ErrorState
        headingLevel={headingLevel}
        title={t('state.errorTitle')}
        description={errorText(result.error)}
        onRetry={() => void result.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  }
  if (result.isLoading || (!result.data && result.isFetching)) {
    return (
      <StyledRecords aria-busy="true">
        <StyledStatus role="status">{t('state.loading')}</StyledStatus>
        <Skeleton variant="rect" height="8rem" />
      </StyledRecords>
    );
  }
  if (rows.length === 0) {
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={t('state.emptyTitle')}
        description={t('state.emptyText')}
      />
    );
  }

  const cell = (c: RecordColumn<Row>, row: Row) => (c.render ? c.render(row) : c.value(row));
  if (phone) {
    // The table's columns first (the first three are the key ones unless some are marked), then the detail-only ones.
    const fields: TableCardField<Row>[] = [...visible, ...columns.filter((c) => c.detailOnly)].map((c) => ({
      key: c.key,
      label: c.header,
      align: c.align,
      tone: c.tone,
      keyOnPhone: c.keyOnPhone,
      render: (row: Row) => cell(c, row),
    }));
    const first = visible[0];
    return (
      <StyledRecords>
        <StyledBar>
          <StyledStatus role="status">
            {result.isFetching ? t('state.updating') : t('state.count', { count: total })}
          </StyledStatus>
          <CsvExport caption={caption} fileName={fileName} columns={columns} fetchPage={fetchPage} />
        </StyledBar>
        <TableCards
          label={caption}
          rows={rows}
          rowKey={rowKey}
          fields={fields}
          busy={result.isFetching}
          rowLabel={first ? (row) => String(first.value(row) ?? '') : undefined}
          actions={detailActions ? (row) => detailActions(row, () => undefined) : undefined}
        />
        {totals && (
          <StyledPhoneTotals aria-label={t('table.total')}>
            <StyledDetails>
              {visible.slice(1).map((c) => (
                <Fragment key={c.key}>
                  <dt>{c.header}</dt>
                  <dd data-align={c.align ?? 'start'}>{totals[c.key] ?? ''}</dd>
                </Fragment>
              ))}
            </StyledDetails>
          </StyledPhoneTotals>
        )}
        <Pagination
          page={page}
          totalPages={totalPages}
          onChange={onPageChange}
          label={t('table.pages', { caption })}
        />
      </StyledRecords>
    );
  }
  return (
    <StyledRecords>
      <StyledBar>
        <StyledStatus role="status">
          {result.isFetching ? t('state.updating') : t('state.count', { count: total })}
        </StyledStatus>
        <CsvExport caption={caption} fileName={fileName} columns={columns} fetchPage={fetchPage} />
      </StyledBar>
      <StyledScroll tabIndex={0} role="region" aria-label={caption}>
        <StyledTable aria-busy={result.isFetching || undefined}>
          <caption className="wl-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {visible.map((c) => (
                <th key={c.key} scope="col" data-align={c.align ?? 'start'}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {visible.map((c, i) =>
                  i === 0 ? (
                    <th key={c.key} scope="row">
                      <StyledRowButton
                        type="button"
                        aria-haspopup="dialog"
                        title={c.clip ? String(c.value(row)) : undefined}
                        onClick={() => setOpen(row)}
                      >
                        {c.clip ? <StyledRowLabel>{cell(c, row)}</StyledRowLabel> : cell(c, row)}
                        <span className="wl-visually-hidden">{t('detail.open')}</span>
                      </StyledRowButton>
                    </th>
                  ) : (
                    <td key={c.key} data-align={c.align ?? 'start'} data-tone={c.tone?.(row)}>
                      {cell(c, row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          {totals && (
            <tfoot>
              <tr>
                <th scope="row">{t('table.total')}</th>
                {visible.slice(1).map((c) => (
                  <td key={c.key} data-align={c.align ?? 'start'}>
                    {totals[c.key] ?? ''}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </StyledTable>
      </StyledScroll>
      <Pagination
        page={page}
        totalPages={totalPages}
        onChange={onPageChange}
        label={t('table.pages', { caption })}
      />
      {open !== null && (
        <Modal
          open
          title={detailTitle(open)}
          onClose={() => setOpen(null)}
          footer={
            <>
              {detailActions?.(open, () => setOpen(null))}
              <Button variant="secondary" onClick={() => setOpen(null)}>
                {t('detail.close')}
              </Button>
            </>
          }
        >
          <StyledDetails>
            {columns.map((c) => (
              <Fragment key={c.key}>
                <dt>{c.header}</dt>
                <dd>{cell(c, open)}</dd>
              </Fragment>
            ))}
          </StyledDetails>
        </Modal>
      )}
    </StyledRecords>
  );
}

/** Exports every page of the current query (not only the one on screen) as a CSV file. */
function CsvExport<Row>({
  caption,
  fileName,
  columns,
  fetchPage,
}: Pick<RecordsReportProps<Row>, 'caption' | 'fileName' | 'columns' | 'fetchPage'>) {
  const { t } = useTranslation('records');
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'failed' } | { kind: 'done'; count: number }>({
    kind: 'idle',
  });
  const run = async () => {
    setState({ kind: 'busy' });
    try {
      const rows: Row[] = [];
      let pages = 1;
      for (let pageNo = 1; pageNo <= pages && pageNo <= EXPORT_MAX_PAGES; pageNo++) {
        const answer = await fetchPage(pageNo, EXPORT_PAGE_SIZE);
        rows.push(...answer.list);
        pages = answer.totalPages ?? 1;
      }
      downloadCsv(
        fileName,
        columns.map((c) => c.header),
        rows.map((row) => columns.map((c) => c.value(row))),
      );
      setState({ kind: 'done', count: rows.length });
    } catch {
      setState({ kind: 'failed' });
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        loading={state.kind === 'busy'}
        onClick={() => void run()}
        aria-label={t('export.label', { caption })}
      >
        {t('export.button')}
      </Button>
      {state.kind === 'done' && (
        <StyledStatus role="status">{t('export.done', { count: state.count })}</StyledStatus>
      )}
      {state.kind === 'failed' && <Alert tone="danger">{t('export.failed')}</Alert>}
    </>
  );
}
