import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { QueryRunner } from 'typeorm';

/** Characters gathered before one write to the COPY stream. */
const CHUNK_CHARS = 1024 * 1024;

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const COPY_SPECIAL = /[\\\t\n\r]/g;

/** Text as a field of COPY's text format: backslash, tab, line feed and carriage return escaped. */
export function copyText(text: string): string {
  return COPY_SPECIAL.test(text) ? text.replace(COPY_SPECIAL, (c) => COPY_ESCAPES[c]) : text;
}

/** Text or null as a field of COPY's text format (null as \N). */
export function copyNullable(text: string | null | undefined): string {
  return text === null || text === undefined ? '\\N' : copyText(text);
}

/**
 * One COPY ... FROM STDIN at a time on the runner's connection (inside its transaction):
 * lines are gathered and written a chunk at a time, waiting while PostgreSQL catches up, so
 * memory stays flat however many rows are copied. Used by the restore and the import.
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

  /** Adds a line (ending in \n) to what is sent; drain() sends it once enough has gathered. */
  push(line: string): void {
    this.buffer += line;
  }

  /** Sends the lines pushed so far once they make a chunk, waiting while the COPY is behind. */
  async drain(): Promise<void> {
    if (this.buffer.length >= CHUNK_CHARS) await this.flush();
  }

  /** push(), then the promise of sending a full chunk, or undefined while the lines gather (no promise per line). */
  addLine(line: string): Promise<void> | undefined {
    this.buffer += line;
    return this.buffer.length >= CHUNK_CHARS ? this.flush() : undefined;
  }

  /** push() then drain(). */
  async add(line: string): Promise<void> {
    this.push(line);
    await this.drain();
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
    if (this.failure) throw this.failure;
  }

  /** Stops a COPY still running (its rows are refused; the caller's transaction is rolled back after). */
  abort(): void {
    this.buffer = '';
    if (this.copy) this.copy.destroy();
    this.copy = null;
  }
}
