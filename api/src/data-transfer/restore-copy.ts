import { copyText } from '../database/copy-writer.js';
import type { DatasetColumn, ResolvedDataset } from './dataset-columns.js';

/** Characters escaped in an element of an array literal. */
const ARRAY_SPECIAL = /[\\"]/;

/** One element of a PostgreSQL array literal (before the COPY escaping of the whole literal). */
function arrayItem(column: DatasetColumn, value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = typeof value === 'string' && column.kind !== 'json' ? value : JSON.stringify(value);
  return ARRAY_SPECIAL.test(text) ? `"${text.replace(/[\\"]/g, '\\$&')}"` : `"${text}"`;
}

/**
 * A checked value of a backup record as a field of COPY's text format, the way the column
 * takes it: null as \N, base64 as bytea hex, json as its JSON text, a list as an array literal.
 */
export function copyField(column: DatasetColumn, value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (column.isArray && Array.isArray(value)) {
    return copyText(`{${value.map((item) => arrayItem(column, item)).join(',')}}`);
  }
  switch (column.kind) {
    case 'integer':
    case 'number':
      return (value as number).toString();
    case 'boolean':
      return value ? 't' : 'f';
    case 'json':
      return copyText(JSON.stringify(value));
    case 'bytes':
      // '\x' + hex, its backslash doubled for COPY
      return `\\\\x${Buffer.from(value as string, 'base64').toString('hex')}`;
    default:
      return copyText(typeof value === 'string' ? value : JSON.stringify(value));
  }
}

/** A derived column's value (computed from the record, e.g. a zone's polygon) as a COPY field. */
function derivedField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  return copyText(typeof value === 'string' ? value : JSON.stringify(value));
}

/** The columns of a dataset as they are copied: the record's own, then the derived ones. */
export function copyColumns(dataset: ResolvedDataset): string[] {
  return [...dataset.columns.map((column) => column.column), ...Object.keys(dataset.derived ?? {})];
}

/** One record as a line of COPY's text format, in the order of copyColumns. */
export function copyLine(dataset: ResolvedDataset, record: Record<string, unknown>): string {
  let line = '';
  for (const column of dataset.columns) line += `${copyField(column, record[column.property])}\t`;
  for (const derive of Object.values(dataset.derived ?? {})) line += `${derivedField(derive(record))}\t`;
  return `${line.slice(0, -1)}\n`;
}
