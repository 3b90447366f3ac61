import { stringify, type Stringifier } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';

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

/** One column of a workbook sheet. */
export interface SheetColumn {
  header: string;
  width?: number;
}

/** A sheet being written row by row (each row is committed, so it leaves memory at once). */
export interface SheetWriter {
  addRow(values: unknown[]): void;
  /** Ends the sheet (its rows are all written). */
  commit(): void;
}

export interface WorkbookWriter {
  addSheet(name: string, columns: SheetColumn[]): SheetWriter;
  /** Finishes the file; resolves once it is all written to the output stream. */
  commit(): Promise<void>;
}

/** xlsx allows 1,048,576 rows per sheet: a longer dataset continues on 'Name (2)', 'Name (3)', ... */
export const XLSX_MAX_DATA_ROWS = 1_048_575;

/**
 * An .xlsx workbook streamed to `output` (exceljs' WorkbookWriter: rows are committed as
 * they come and never kept). Every text cell goes through spreadsheetCell(); numbers stay
 * numbers; null and undefined stay empty.
 */
export function spreadsheetWorkbook(output: Writable, options: { maxRowsPerSheet?: number } = {}): WorkbookWriter {
  // No styles (the header row is frozen, not bold): styles roughly halve exceljs' streaming speed.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
  const maxRows = options.maxRowsPerSheet ?? XLSX_MAX_DATA_ROWS;
  const xlsxCell = (value: unknown): string | number | null => {
    if (value === null || value === undefined || value === '') return null;
    if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
    return spreadsheetCell(value);
  };
  return {
    addSheet(name, columns) {
      let part = 1;
      let rows = 0;
      const open = () => {
        const sheet = workbook.addWorksheet(sheetName(part === 1 ? name : `${name} (${part})`), {
          views: [{ state: 'frozen', ySplit: 1 }],
        });
        sheet.columns = columns.map((column) => ({
          header: column.header,
          width: column.width ?? Math.max(12, column.header.length + 2),
        }));
        sheet.getRow(1).commit();
        return sheet;
      };
      let sheet = open();
      return {
        addRow(values) {
          if (rows === maxRows) {
            sheet.commit();
            part += 1;
            rows = 0;
            sheet = open();
          }
          sheet.addRow(values.map(xlsxCell)).commit();
          rows += 1;
        },
        commit() {
          sheet.commit();
        },
      };
    },
    commit: () => workbook.commit(),
  };
}

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ]. */
function sheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);
}
