import ExcelJS from 'exceljs';
import { createReadStream } from 'node:fs';

export interface SheetRow {
  /** Row number in the sheet (from 1). */
  row: number;
  /** Cell values from column A, as exceljs reads them (text, number, Date, or a rich/formula object). */
  values: unknown[];
}

/** The plain value of an exceljs cell (formulas give their result, rich text its text, links their text). */
function plain(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date || typeof value !== 'object') return value;
  const object = value as { result?: unknown; richText?: Array<{ text: string }>; text?: unknown; error?: unknown };
  if ('result' in object) return plain(object.result);
  if (object.richText) return object.richText.map((part) => part.text).join('');
  if ('text' in object) return plain(object.text);
  return undefined;
}

/**
 * The non-empty rows of the first worksheet of an uploaded .xlsx workbook, read as a stream
 * (exceljs's streaming WorkbookReader: shared strings and styles are kept, for text and
 * dates; the rows are not), so a large workbook is never held in memory. Reading only:
 * every spreadsheet this API WRITES goes through common/spreadsheet-cells.ts. Throws when
 * the file is not a workbook.
 */
export async function* readXlsxRows(path: string): AsyncGenerator<SheetRow> {
  const input = createReadStream(path);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const sheet of workbook) {
      for await (const row of sheet) {
        const values = (row.values as unknown[]).slice(1).map(plain);
        if (values.some((value) => value !== undefined && !(typeof value === 'string' && value.trim() === '')))
          yield { row: row.number, values };
      }
      // Only the first worksheet is read.
      return;
    }
  } finally {
    input.destroy();
  }
}
