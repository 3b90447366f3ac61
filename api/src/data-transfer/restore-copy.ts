import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { QueryRunner } from 'typeorm';
import type { DatasetColumn, ResolvedDataset } from './dataset-columns.js';

/** Characters gathered before one write to the COPY stream. */
const CHUNK_CHARS = 256 * 1024;

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const COPY_SPECIAL = /[\\\t\n\r]/g;

/** Text as a field of COPY's text format: backslash, tab, line feed and carriage return escaped. */
export function copyText(text: string): string {
  return COPY_SPECIAL.test(text) ? text.replace(COPY_SPECIAL, (c) => COPY_ESCAPES[c]) : text;
}

/** One element of a PostgreSQL array literal (before the COPY escaping of the whole literal). */
function arrayItem(column: DatasetColumn, value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = typeof value === 'string' && column.kind !== 'json' ? value : JSON.stringify(value);
  return `"${text.replace(/[\\"]/g, '\\$&')}"`;
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

/**
 * One COPY ... FROM STDIN at a time on the runner's connection (inside its transaction):
 * lines are gathered and written a chunk at a time, waiting while PostgreSQL catches up, so
 * memory stays flat however many records a section has.
 */
export class CopyWriter {
  private copy: Writable | null = null;
  private failure: Error | null = null;
  private buffer = '';

  constructor(private readonly runner: QueryRunner) {}

  get open(): boolean {
    return this.copy !== null;
  }

  async start(sql: string): Promise<void> {
    const client = (await this.runner.connect()) as PoolClient;
    this.failure = null;
    const stream = client.query(copyFrom(sql));
    stream.on('error', (error: Error) => (this.failure ??= error));
    this.copy = stream;
  }

  async add(line: string): Promise<void> {
    this.buffer += line;
    if (this.buffer.length >= CHUNK_CHARS) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    const chunk = this.buffer;
    this.buffer = '';
    // once() rejects with the stream's error if PostgreSQL refuses the COPY meanwhile
    if (chunk && this.copy && !this.copy.write(chunk)) await once(this.copy, 'drain');
  }

  /** Ends the COPY (throws what PostgreSQL refused in it). */
  async end(): Promise<void> {
    await this.flush();
    const copy = this.copy;
    this.copy = null;
    if (copy) {
      // 'finish' comes once PostgreSQL has taken every row
      const finished = once(copy, 'finish');
      copy.end();
      await finished;
    }
  }

  /** Stops a COPY still running (its rows are refused; the caller's transaction is rolled back after). */
  abort(): void {
    this.buffer = '';
    if (this.copy) this.copy.destroy();
    this.copy = null;
  }
}
