import { createReadStream } from 'node:fs';
import { parserStream } from 'stream-json';
import Assembler from 'stream-json/assembler.js';
import { fieldOfHeader, ImportField } from './import-columns.js';
import { FILE_MESSAGES, ImportTable, RawRow } from './import-rows.js';
import { batchesOf } from './stream-batches.js';

interface Token {
  name: string;
  value?: string;
}

/** A feature as the import reads it: its properties by field, its Point's coordinates as longitude and latitude. */
function featureRow(feature: unknown, row: number, fields: Set<ImportField>, ignored: Set<string>): RawRow {
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
  const result: RawRow = { row, cells };
  const coordinates = geometry?.coordinates;
  if (geometry?.type === 'Point' && Array.isArray(coordinates) && coordinates.length >= 2) {
    cells.longitude = coordinates[0];
    cells.latitude = coordinates[1];
  } else {
    result.problem = { field: 'geometry', message: FILE_MESSAGES.pointOnly };
  }
  return result;
}

/**
 * GeoJSON (RFC 7946): a FeatureCollection of Point features; coordinates give longitude and
 * latitude. Read as a stream of JSON tokens (stream-json, as the backup reader does): each
 * feature is assembled on its own and handed on, so the document is never held whole. The
 * collection's `type` may come after its features, and the properties (the columns) are
 * only all known at the end, so the table says so (`wholeFile`, `columnsAfterRows`): a file
 * that turns out not to be a FeatureCollection is refused as a whole, as if it had no rows.
 */
export function readGeoJson(path: string): Promise<ImportTable> {
  const file = createReadStream(path);
  const tokens = file.pipe(parserStream({ packValues: true, streamValues: false }));
  const close = () => {
    tokens.destroy();
    file.destroy();
  };
  const fields = new Set<ImportField>(['latitude', 'longitude']);
  const ignored = new Set<string>();
  const table: ImportTable = {
    fields,
    ignoredColumns: [],
    fileErrors: [],
    wholeFile: true,
    columnsAfterRows: true,
    rows: rows(),
    close,
  };
  async function* rows(): AsyncGenerator<RawRow[]> {
    // depth 0: before the document; 1: in the top-level object; 2: in its "features" list.
    let depth = 0;
    let key: string | null = null;
    let sawRoot = false;
    let type: unknown;
    let featureList = false;
    let featureCount = 0;
    /** Assembles the value being read: a feature, or the collection's "type". */
    let assembler: Assembler | null = null;
    /** Nesting left of a top-level member that is skipped. */
    let skipping = 0;
    try {
      for await (const batch of batchesOf<Token>(tokens)) {
        const out: RawRow[] = [];
        for (const token of batch) {
          if (assembler) {
            assembler.consume(token as never);
            if (assembler.done) {
              if (depth === 2) out.push(featureRow(assembler.current, (featureCount += 1), fields, ignored));
              else type = assembler.current;
              assembler = null;
            }
            continue;
          }
          if (skipping > 0) {
            if (token.name === 'startObject' || token.name === 'startArray') skipping += 1;
            else if (token.name === 'endObject' || token.name === 'endArray') skipping -= 1;
            continue;
          }
          if (depth === 0) {
            if (token.name !== 'startObject' || sawRoot) throw new Error('not a FeatureCollection');
            sawRoot = true;
            depth = 1;
          } else if (depth === 1) {
            if (token.name === 'endObject') depth = 0;
            else if (token.name === 'keyValue') key = token.value!;
            else if (key === 'features' && token.name === 'startArray') {
              featureList = true;
              depth = 2;
            } else if (key === 'type') {
              assembler = new Assembler();
              assembler.consume(token as never);
              if (assembler.done) {
                type = assembler.current;
                assembler = null;
              }
            } else {
              // Any other member is skipped ("features" that is not a list too, remembered as such).
              if (key === 'features') featureList = false;
              if (token.name === 'startObject' || token.name === 'startArray') skipping = 1;
            }
          } else if (token.name === 'endArray') {
            depth = 1;
          } else {
            assembler = new Assembler();
            assembler.consume(token as never);
            if (assembler.done) {
              out.push(featureRow(assembler.current, (featureCount += 1), fields, ignored));
              assembler = null;
            }
          }
        }
        if (out.length > 0) yield out;
      }
      if (!sawRoot || depth !== 0 || type !== 'FeatureCollection' || !featureList) throw new Error('not a FeatureCollection');
    } catch {
      table.fileErrors.push(FILE_MESSAGES.geojson);
    } finally {
      for (const column of ignored) table.ignoredColumns.push(column);
      close();
    }
  }
  return Promise.resolve(table);
}
