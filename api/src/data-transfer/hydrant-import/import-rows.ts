import { parse } from 'csv-parse';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fieldOfHeader, ImportField } from './import-columns.js';
import { readXlsxRows } from './spreadsheet-reader.js';

/** One data row of an import file: its row number and its cells by field. */
export interface RawRow {
  row: number;
  cells: Partial<Record<ImportField, unknown>>;
  /** A problem with the row itself (e.g. a GeoJSON feature that is not a point). */
  problem?: { field: string; message: string };
}

export interface ImportTable {
  /** The fields the file has columns for. */
  fields: Set<ImportField>;
  ignoredColumns: string[];
  fileErrors: string[];
  rows: AsyncIterable<RawRow> | Iterable<RawRow>;
}

export const FILE_MESSAGES = {
  csv: 'The file is not a readable CSV file',
  xlsx: 'The file is not a readable .xlsx workbook',
  geojson: 'The file is not a GeoJSON FeatureCollection',
  noHeader: 'The file has no header row',
  duplicateColumn: (label: string) => `Two columns are read as "${label}"`,
  pointOnly: 'Geometry must be a Point',
} as const;

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
  map.forEach((field, i) => {
    if (field) cells[field] = values[i];
  });
  return { row, cells };
}

/** CSV (RFC 4180, comma-separated): the first record is the header; read as a stream (a BOM is dropped). */
export async function readCsv(path: string): Promise<ImportTable> {
  const parser = createReadStream(path).pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true }));
  const iterator = (parser as AsyncIterable<string[]>)[Symbol.asyncIterator]();
  let first: IteratorResult<string[]>;
  try {
    first = await iterator.next();
  } catch {
    return { fields: new Set(), ignoredColumns: [], fileErrors: [FILE_MESSAGES.csv], rows: [] };
  }
  if (first.done) return { fields: new Set(), ignoredColumns: [], fileErrors: [FILE_MESSAGES.noHeader], rows: [] };
  const header = mapHeader(first.value);
  const fileErrors = [...header.errors];
  async function* rows(): AsyncGenerator<RawRow> {
    let row = 1;
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        row += 1;
        yield rowOf(header.map, next.value, row);
      }
    } catch {
      fileErrors.push(FILE_MESSAGES.csv);
    }
  }
  return { fields: header.fields, ignoredColumns: header.ignored, fileErrors, rows: rows() };
}

export async function readXlsx(path: string): Promise<ImportTable> {
  const table = await readXlsxRows(path);
  if (!table) return { fields: new Set(), ignoredColumns: [], fileErrors: [FILE_MESSAGES.xlsx], rows: [] };
  if (table.length === 0) return { fields: new Set(), ignoredColumns: [], fileErrors: [FILE_MESSAGES.noHeader], rows: [] };
  const [headerRow, ...rest] = table;
  const header = mapHeader(
    headerRow.values.map((value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')),
  );
  return {
    fields: header.fields,
    ignoredColumns: header.ignored,
    fileErrors: header.errors,
    rows: rest.map((entry) => rowOf(header.map, entry.values, entry.row)),
  };
}

/** GeoJSON (RFC 7946): a FeatureCollection of Point features; coordinates give longitude and latitude. */
export async function readGeoJson(path: string): Promise<ImportTable> {
  let document: unknown;
  try {
    document = JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return { fields: new Set(), ignoredColumns: [], fileErrors: [FILE_MESSAGES.geojson], rows: [] };
  }
  const collection = document as { type?: unknown; features?: unknown };
  if (!collection || collection.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
    return { fields: new Set(), ignoredColumns: [], fileErrors: [FILE_MESSAGES.geojson], rows: [] };
  }
  const fields = new Set<ImportField>(['latitude', 'longitude']);
  const ignored = new Set<string>();
  const rows: RawRow[] = collection.features.map((feature: unknown, index: number) => {
    const { properties, geometry } = (feature ?? {}) as {
      properties?: unknown;
      geometry?: { type?: unknown; coordinates?: unknown };
    };
    const cells: RawRow['cells'] = {};
    if (properties && typeof properties === 'object' && !Array.isArray(properties)) {
      for (const [key, value] of Object.entries(properties)) {
        const field = fieldOfHeader(key);
        if (field && field !== 'latitude' && field !== 'longitude') {
          cells[field] = value;
          fields.add(field);
        } else if (!field) ignored.add(key);
      }
    }
    const row: RawRow = { row: index + 1, cells };
    const coordinates = geometry?.coordinates;
    if (geometry?.type === 'Point' && Array.isArray(coordinates) && coordinates.length >= 2) {
      cells.longitude = coordinates[0];
      cells.latitude = coordinates[1];
    } else {
      row.problem = { field: 'geometry', message: FILE_MESSAGES.pointOnly };
    }
    return row;
  });
  return { fields, ignoredColumns: [...ignored], fileErrors: [], rows };
}
