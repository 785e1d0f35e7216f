import type { ReactNode } from 'react';
import type { CsvCell } from '@wl/domain';

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
