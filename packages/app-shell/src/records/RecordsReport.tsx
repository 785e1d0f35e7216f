import { Fragment, useState } from 'react';
import {
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
import { CsvExport } from './CsvExport.tsx';
import { useRecordsText } from './useRecordsText.ts';
import type { RecordColumn, RecordsReportProps } from './recordsReportTypes.ts';
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

export type { RecordColumn, RecordsReportProps, ReportPage, ReportResult } from './recordsReportTypes.ts';

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
