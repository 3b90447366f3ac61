import ExcelJS from 'exceljs';

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
 * Reads the first worksheet of an uploaded .xlsx workbook (reading only: every spreadsheet
 * this API WRITES goes through common/spreadsheet-cells.ts). Null when it is not a workbook.
 */
export async function readXlsxRows(path: string): Promise<SheetRow[] | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.readFile(path);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = (row.values as unknown[]).slice(1).map(plain);
    if (values.some((value) => value !== undefined && !(typeof value === 'string' && value.trim() === '')))
      rows.push({ row: number, values });
  });
  return rows;
}
