import { parse } from 'csv-parse';
import { createReadStream } from 'node:fs';
import { fieldOfHeader, ImportField } from './import-columns.js';
import { readXlsxRows } from './spreadsheet-reader.js';
import { batchesOf } from './stream-batches.js';

export { readGeoJson } from './geojson-reader.js';

/** One data row of an import file: its row number and its cells by field. */
export interface RawRow {
  row: number;
  cells: Partial<Record<ImportField, unknown>>;
  /** A problem with the row itself (e.g. a GeoJSON feature that is not a point). */
  problem?: { field: string; message: string };
}

/**
 * An import file being read: its columns, and its rows as a stream of batches (no format is
 * read whole into memory). A problem found part-way (a broken file) is added to
 * `fileErrors` while the rows are read.
 */
export interface ImportTable {
  /** The fields the file has columns for (GeoJSON: the properties seen so far; complete once the rows are read). */
  fields: Set<ImportField>;
  ignoredColumns: string[];
  fileErrors: string[];
  rows: AsyncIterable<RawRow[]>;
  /**
   * The file is refused as a whole when it turns out unreadable part-way, as if it had no
   * rows (a workbook or JSON document is one structure; a CSV file's rows before the break
   * are reported).
   */
  wholeFile?: boolean;
  /** The columns are only known once every row is read (GeoJSON properties): the required columns are checked then. */
  columnsAfterRows?: boolean;
  /** Closes the file, whether its rows were read to the end, in part or not at all. */
  close?: () => void;
}

export const FILE_MESSAGES = {
  csv: 'The file is not a readable CSV file',
  xlsx: 'The file is not a readable .xlsx workbook',
  geojson: 'The file is not a GeoJSON FeatureCollection',
  noHeader: 'The file has no header row',
  duplicateColumn: (label: string) => `Two columns are read as "${label}"`,
  pointOnly: 'Geometry must be a Point',
} as const;

/** A table that has no rows, only the file's problem. */
export function refused(message: string): ImportTable {
  return { fields: new Set(), ignoredColumns: [], fileErrors: [message], rows: [] as unknown as AsyncIterable<RawRow[]> };
}

function mapHeader(headers: string[]): {
  map: Array<ImportField | undefined>;
  fields: Set<ImportField>;
  ignored: string[];
  errors: string[];
} {
  const fields = new Set<ImportField>();
  const ignored: string[] = [];
  const errors: string[] = [];
  const map = headers.map((header) => {
    const field = fieldOfHeader(String(header ?? ''));
    if (!field) {
      if (String(header ?? '').trim()) ignored.push(String(header).trim());
      return undefined;
    }
    if (fields.has(field)) errors.push(FILE_MESSAGES.duplicateColumn(String(header)));
    fields.add(field);
    return field;
  });
  return { map, fields, ignored, errors };
}

function rowOf(map: Array<ImportField | undefined>, values: unknown[], row: number): RawRow {
  const cells: RawRow['cells'] = {};
  for (let i = 0; i < map.length; i += 1) {
    const field = map[i];
    if (field) cells[field] = values[i];
  }
  return { row, cells };
}

/** CSV (RFC 4180, comma-separated): the first record is the header; read as a stream (a BOM is dropped). */
export async function readCsv(path: string): Promise<ImportTable> {
  const file = createReadStream(path);
  const parser = file.pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true }));
  const close = () => {
    parser.destroy();
    file.destroy();
  };
  const records = batchesOf<string[]>(parser);
  let first: string[][] = [];
  try {
    const next = await records.next();
    if (!next.done) first = next.value;
  } catch {
    close();
    return refused(FILE_MESSAGES.csv);
  }
  if (first.length === 0) {
    close();
    return refused(FILE_MESSAGES.noHeader);
  }
  const header = mapHeader(first[0]);
  const fileErrors = [...header.errors];
  let row = 1;
  const toRows = (batch: string[][]) =>
    batch.map((values) => {
      row += 1;
      return rowOf(header.map, values, row);
    });
  async function* rows(): AsyncGenerator<RawRow[]> {
    try {
      if (first.length > 1) yield toRows(first.slice(1));
      for await (const batch of records) yield toRows(batch);
    } catch {
      fileErrors.push(FILE_MESSAGES.csv);
    } finally {
      close();
    }
  }
  return { fields: header.fields, ignoredColumns: header.ignored, fileErrors, rows: rows(), close };
}

/** .xlsx: the first worksheet, read as a stream; its first non-empty row is the header. */
export async function readXlsx(path: string): Promise<ImportTable> {
  const sheet = readXlsxRows(path);
  let first: Awaited<ReturnType<typeof sheet.next>>;
  try {
    first = await sheet.next();
  } catch {
    return refused(FILE_MESSAGES.xlsx);
  }
  if (first.done) {
    await sheet.return(undefined);
    return refused(FILE_MESSAGES.noHeader);
  }
  const header = mapHeader(
    first.value.values.map((value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')),
  );
  const fileErrors = [...header.errors];
  async function* rows(): AsyncGenerator<RawRow[]> {
    let batch: RawRow[] = [];
    try {
      for await (const entry of sheet) {
        batch.push(rowOf(header.map, entry.values, entry.row));
        if (batch.length >= 1000) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    } catch {
      fileErrors.push(FILE_MESSAGES.xlsx);
    }
  }
  return {
    fields: header.fields,
    ignoredColumns: header.ignored,
    fileErrors,
    rows: rows(),
    wholeFile: true,
    close: () => void sheet.return(undefined),
  };
}
