import { CSV_BOM, toCsv, type CsvCell } from '@wl/domain';

/** Save rows as a CSV file (UTF-8 with a BOM so spreadsheets read Thai) through a temporary download link. */
export function downloadCsv(
  fileName: string,
  header: readonly CsvCell[],
  rows: readonly (readonly CsvCell[])[],
): void {
  const blob = new Blob([CSV_BOM + toCsv(header, rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the turn to start the download before the address is freed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
