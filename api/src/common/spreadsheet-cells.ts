import { stringify, type Stringifier } from 'csv-stringify';

/**
 * THE module every file the product writes for spreadsheets (CSV, TSV, .xlsx) goes
 * through. Do not call csv-stringify (or an xlsx writer) anywhere else: build the writer
 * with spreadsheetCsv() below, or pass each cell through spreadsheetCell() (the
 * bad-input tests check that no other file imports csv-stringify).
 *
 * CSV ("formula") injection, as OWASP's guidance says: a text cell that begins with
 * `=`, `+`, `-`, `@`, a tab or a carriage return is a formula to Excel, LibreOffice and
 * Google Sheets (`=HYPERLINK(...)`, `@SUM(...)`, `-2+3`), so it is written with a leading
 * `'`, which they show as plain text. Numbers stay numbers: a JavaScript number, and a
 * text that is just a plain decimal number such as `-89.6` or `+1`, cannot be a formula
 * and is written as it is. Quoting (commas, quotes, line breaks) is csv-stringify's.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A cell's text, made safe to open in a spreadsheet. null/undefined give an empty cell. */
export function spreadsheetCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : (JSON.stringify(value) ?? '');
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** A csv-stringify stream (header row, RFC 4180 quoting) whose every cell goes through spreadsheetCell(). */
export function spreadsheetCsv(columns: string[], options: { delimiter?: string } = {}): Stringifier {
  const cell = (value: unknown) => spreadsheetCell(value);
  return stringify({
    header: true,
    columns,
    delimiter: options.delimiter ?? ',',
    cast: { string: cell, number: cell, bigint: cell, boolean: cell, date: cell, object: (value) => cell(JSON.stringify(value)) },
  });
}
