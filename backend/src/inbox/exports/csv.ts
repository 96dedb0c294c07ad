/** What a cell may hold: text is quoted and guarded, numbers and booleans are written as they are. */
export type CsvValue = string | number | boolean | null;

/** A column of an export: its header, and its cell for one row. */
export interface CsvColumn<T> {
  header: string;
  cell: (row: T) => CsvValue;
}

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection"):
// text that does is prefixed with an apostrophe, which the spreadsheet shows as plain text.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell, RFC 4180: quoted when it holds a comma, a quote or a line break, quotes doubled. */
export const csvCell = (value: CsvValue): string => {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** One record, ended by CRLF as RFC 4180 has it. */
export const csvRecord = (values: readonly CsvValue[]): string => `${values.map(csvCell).join(',')}\r\n`;

export const csvHeader = <T>(columns: readonly CsvColumn<T>[]): string => csvRecord(columns.map((c) => c.header));

export const csvRow = <T>(columns: readonly CsvColumn<T>[], row: T): string => csvRecord(columns.map((c) => c.cell(row)));

/** A UTF-8 byte-order mark first: spreadsheets then read Marathi names as Marathi. */
export const CSV_BOM = '\uFEFF';
