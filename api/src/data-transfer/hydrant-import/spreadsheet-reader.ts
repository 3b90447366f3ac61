import ExcelJS from 'exceljs';
import type { EventEmitter } from 'node:events';
import { createReadStream } from 'node:fs';
import { posix } from 'node:path';
import { readZipEntries } from '../../common/zip-entries.js';

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

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
/** The worksheet parts exceljs's streaming reader reads (it numbers them by their name). */
const WORKSHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** The attributes of each `<name ...>` element (any namespace prefix) of an XML text, in document order. */
function elements(xml: string, name: string): Array<Map<string, string>> {
  const found: Array<Map<string, string>> = [];
  for (const [, body] of xml.matchAll(new RegExp(`<(?:[\\w.-]+:)?${name}\\s([^>]*?)/?>`, 'g'))) {
    const attributes = new Map<string, string>();
    for (const [, key, , value] of body.matchAll(/([\w.:-]+)\s*=\s*(["'])(.*?)\2/g)) {
      attributes.set(
        key,
        value.replace(
          /&(amp|lt|gt|quot|apos);/g,
          (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[entity]!,
        ),
      );
    }
    found.push(attributes);
  }
  return found;
}

/**
 * The number of the part (xl/worksheets/sheet<n>.xml) of the workbook's first worksheet in
 * the order its tabs show (xl/workbook.xml's <sheets>, which may differ from the order of
 * the parts in the file, e.g. after sheets were moved), skipping hidden sheets and chart
 * sheets; null when the workbook does not say (the reader then takes the first part).
 */
export async function firstWorksheetPart(path: string): Promise<string | null> {
  const parts = await readZipEntries(path, (name) => name === WORKBOOK || name === WORKBOOK_RELS, 4 * 1024 * 1024);
  const workbook = parts.get(WORKBOOK)?.toString('utf8');
  const rels = parts.get(WORKBOOK_RELS)?.toString('utf8');
  if (!workbook || !rels) return null;
  const targets = new Map<string, string>();
  for (const rel of elements(rels, 'Relationship')) {
    const [id, target, type] = [rel.get('Id'), rel.get('Target'), rel.get('Type')];
    if (!id || !target || !type?.endsWith('/worksheet')) continue;
    targets.set(id, target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join('xl', target)));
  }
  const sheets = elements(workbook.slice(workbook.search(/<(?:[\w.-]+:)?sheets[\s>]/)), 'sheet').flatMap((sheet) => {
    // The relationship id is the sheet's one prefixed `id` attribute (r:id).
    const id = [...sheet].find(([key]) => /^[\w.-]+:id$/.test(key))?.[1];
    const part = id === undefined ? undefined : targets.get(id);
    return part === undefined ? [] : [{ part, hidden: /hidden/i.test(sheet.get('state') ?? '') }];
  });
  const first = sheets.find((sheet) => !sheet.hidden) ?? sheets[0];
  return first ? (WORKSHEET_PART.exec(first.part)?.[1] ?? null) : null;
}

/**
 * The non-empty rows of the workbook's first worksheet (firstWorksheetPart) of an uploaded
 * .xlsx workbook, read as a stream (exceljs's streaming WorkbookReader: shared strings and
 * styles are kept, for text and dates; the rows are not), so a large workbook is never held
 * in memory. Reading only: every spreadsheet this API WRITES goes through
 * common/spreadsheet-cells.ts. Throws when the file is not a workbook.
 */
export async function* readXlsxRows(path: string): AsyncGenerator<SheetRow> {
  const first = await firstWorksheetPart(path).catch(() => null);
  const input = createReadStream(path);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    // The 'entry' event names the part of each worksheet just before the worksheet is handed on.
    entries: 'emit',
  });
  let part: string | undefined;
  (workbook as unknown as EventEmitter).on('entry', (entry: { type: string; id?: string }) => {
    if (entry.type === 'worksheet') part = entry.id;
  });
  try {
    for await (const sheet of workbook) {
      if (first !== null && part !== first) {
        // Another sheet: its rows are never read (a sheet kept in a temporary file closes it).
        (sheet as unknown as { iterator?: { destroy?: () => void } }).iterator?.destroy?.();
        continue;
      }
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
