/**
 * A tiny CSV writer (RFC 4180): fields joined by commas, lines ended by CRLF. A field holding a comma, a quote, a
 * CR or a LF is quoted, its quotes doubled. A text field that a spreadsheet would run as a formula (it starts with
 * `=`, `+`, `-`, `@`, a tab or a CR) gets a leading `'`, so an event or selection name from the feed cannot become
 * a formula in the regulator's spreadsheet; numbers are written as they are, negative ones included.
 */

export type CsvValue = string | number | boolean | null | undefined;

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** A whole CSV document: the header line, then one line per row, the columns in the header's order. */
export function csvDocument<Column extends string>(
  columns: readonly Column[],
  rows: readonly Readonly<Record<Column, CsvValue>>[],
): string {
  return csvLine(columns) + rows.map((row) => csvLine(columns.map((column) => row[column]))).join('');
}
