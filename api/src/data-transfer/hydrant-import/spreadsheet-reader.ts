import ExcelJS from 'exceljs';
import { posix } from 'node:path';
import { Readable } from 'node:stream';
import { readZipEntries, zipEntryStreams } from '../../common/zip-entries.js';

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
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const STYLES = 'xl/styles.xml';
/** The workbook and its relationships say how it is laid out: a few kilobytes, never the data. */
const LAYOUT_PART_MAX_BYTES = 4 * 1024 * 1024;
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
 * The part (xl/worksheets/sheet<n>.xml) of the workbook's first worksheet in the order its
 * tabs show (xl/workbook.xml's <sheets>, which may differ from the order of the parts in the
 * file, e.g. after sheets were moved), skipping hidden sheets and chart sheets; null when the
 * workbook does not say.
 */
function firstWorksheet(workbook: string | undefined, rels: string | undefined): string | null {
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
  return first && WORKSHEET_PART.test(first.part) ? first.part : null;
}

/** What of exceljs's streaming WorkbookReader is used here: its readers of single parts, each given a stream of the part. */
interface WorkbookPartReaders {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(entry: Readable, sheetNo: string): Generator<{ eventType: string; value: ExcelJS.stream.xlsx.WorksheetReader }>;
}

/**
 * The non-empty rows of the workbook's first worksheet (firstWorksheet, else the first
 * worksheet part in the file) of an uploaded .xlsx workbook, read as a stream, so a large
 * workbook is never held in memory. The parts are opened by the zip's central directory, in
 * the order they are needed (relationships, workbook, shared strings and styles, which are
 * kept, then the one worksheet, whose rows are not), and parsed by exceljs's streaming
 * WorkbookReader's readers of single parts. Its reader of the whole zip as a stream is not
 * used: its zip parser (unzipper's Parse) reports the end of the zip as soon as it has parsed
 * all of the input, while entries it found may still wait unread in the stream, and those are
 * then never seen. With stored (not compressed) entries the parser runs that far ahead while
 * the reader spills a worksheet that comes before the shared strings to a temporary file: the
 * workbook, shared strings and styles were lost and the import failed. Other worksheets are
 * never read here.
 * Reading only: every spreadsheet this API WRITES goes through common/spreadsheet-cells.ts.
 * Throws when the file is not a workbook.
 */
export async function* readXlsxRows(path: string): AsyncGenerator<SheetRow> {
  const layout = await readZipEntries(path, (name) => name === WORKBOOK || name === WORKBOOK_RELS, LAYOUT_PART_MAX_BYTES);
  const [workbook, rels] = [layout.get(WORKBOOK), layout.get(WORKBOOK_RELS)];
  const zip = await zipEntryStreams(path);
  const opened: Readable[] = [];
  const open = async (name: string): Promise<Readable | null> => {
    const stream = await zip.open(name);
    if (stream) opened.push(stream);
    return stream;
  };
  const book = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
  });
  const reader = book as unknown as WorkbookPartReaders;
  try {
    const part =
      firstWorksheet(workbook?.toString('utf8'), rels?.toString('utf8')) ?? zip.names.find((name) => WORKSHEET_PART.test(name));
    if (workbook === undefined || part === undefined) throw new Error('not a workbook: no workbook part or no worksheet');
    // The sheet's name and state come from these two; dates from the workbook's 1900/1904 setting.
    if (rels !== undefined) await reader._parseRels(Readable.from([rels]));
    await reader._parseWorkbook(Readable.from([workbook]));
    const sharedStrings = await open(SHARED_STRINGS);
    if (sharedStrings) for await (const event of reader._parseSharedStrings(sharedStrings)) void event;
    const styles = await open(STYLES);
    if (styles) await reader._parseStyles(styles);
    const sheetStream = await open(part);
    if (!sheetStream) throw new Error(`not a workbook: no part ${part}`);
    const [{ value: sheet }] = [...reader._parseWorksheet(sheetStream, WORKSHEET_PART.exec(part)![1])];
    for await (const row of sheet) {
      const values = (row.values as unknown[]).slice(1).map(plain);
      if (values.some((value) => value !== undefined && !(typeof value === 'string' && value.trim() === '')))
        yield { row: row.number, values };
    }
  } finally {
    for (const stream of opened) stream.destroy();
  }
}
