/**
 * The records pages' parts both apps use (the player's member records, the agent centre's reports): the date range
 * and its filters row, one report table with totals, pages, CSV export of every page and the loading, empty and
 * error states in words, and the money-moving submit with one idempotency key per intent. A separate entry
 * (`@wl/app-shell/records`) so that only the pages that use them carry them.
 */
export { RecordsFilters, type RecordsFiltersProps } from './RecordsFilters.tsx';
export {
  FRESH,
  RECORDS_PAGE_SIZE,
  RecordsReport,
  type RecordColumn,
  type RecordsReportProps,
  type ReportPage,
  type ReportResult,
} from './RecordsReport.tsx';
export { useDayRange } from './useDayRange.ts';
export { useRecordsText, localDateTime } from './useRecordsText.ts';
export { downloadCsv } from './csvFile.ts';
export * from './Records.styles.ts';
export { useMoneyIntent, outcomeUnknown } from '../useMoneyIntent.ts';
