/** CSV export of records (RFC 4180): what a spreadsheet opens as the rows the player saw. */

export type CsvCell = string | number | boolean | null | undefined;

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as CSV text: quoted when it holds a comma, a quote, a line break or edge spaces (quotes doubled);
 * `null`/`undefined` is empty. Text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR
 * first) is prefixed with `'` so it stays text; numbers are written as they are (a negative amount stays a
 * number).
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV: a header line, then one line per row; lines end with CRLF (RFC 4180). */
export function toCsv(header: readonly CsvCell[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The byte-order mark that makes Excel read a CSV file as UTF-8 (Thai text). */
export const CSV_BOM = '\uFEFF';
