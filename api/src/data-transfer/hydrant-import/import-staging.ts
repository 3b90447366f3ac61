import type { QueryRunner } from 'typeorm';
import { copyNullable, CopyWriter } from '../../database/copy-writer.js';

/** One row as it is staged: its number, its hydrantId (when that is usable), and its values when it has no error. */
export interface StagedRow {
  row: number;
  /** The hydrantId the row is matched (and checked for duplicates) by; null when it has none or a wrong one. */
  hydrantId: string | null;
  /** The row has an error of its own (from the create rules). */
  bad: boolean;
  address?: string | null;
  area?: string | null;
  /** Values by database column (written to the registry); only when applying. */
  data?: Record<string, unknown>;
}

/** A duplicate row (its hydrantId came earlier in the file), with what the preview lists of it. */
export interface DuplicateRow {
  row: number;
  hydrantId: string;
  first: number;
  bad: boolean;
  address: string | null;
  area: string | null;
}

export interface OkRow {
  row: number;
  hydrantId: string;
  address: string | null;
  area: string | null;
  exists: boolean;
}

/**
 * The rows of one import file in a temporary table of the caller's transaction (dropped at
 * its end), loaded with COPY as they are read, so the file is never held in memory and the
 * checks that need every row (duplicates, which hydrantIds exist) are one SQL statement each.
 */
export class ImportStaging {
  private readonly copy: CopyWriter;

  constructor(private readonly runner: QueryRunner) {
    this.copy = new CopyWriter(runner);
  }

  async open(): Promise<void> {
    await this.runner.query(
      `CREATE TEMP TABLE import_rows (
         row integer NOT NULL, hydrant_id text, bad boolean NOT NULL, address text, area text, data jsonb, dup_first integer
       ) ON COMMIT DROP`,
    );
    await this.copy.start('COPY import_rows (row, hydrant_id, bad, address, area, data) FROM STDIN');
  }

  /** Adds a row to what is sent (drain() sends it once enough has gathered). */
  add(row: StagedRow): void {
    this.copy.push(
      `${row.row}\t${copyNullable(row.hydrantId)}\t${row.bad ? 't' : 'f'}\t${copyNullable(row.address)}\t${copyNullable(row.area)}\t` +
        `${copyNullable(row.data ? JSON.stringify(row.data) : null)}\n`,
    );
  }

  /** Sends the rows added so far once they make a chunk, waiting while the COPY is behind. */
  async drain(): Promise<void> {
    await this.copy.drain();
  }

  /** Ends the COPY, then marks each row whose hydrantId an earlier row has. */
  async close(): Promise<void> {
    await this.copy.end();
    // A temporary table has no statistics until analyzed: without them every join on it is planned for a few rows.
    await this.runner.query('ANALYZE import_rows');
    await this.runner.query(
      `UPDATE import_rows s SET dup_first = d.first
       FROM (SELECT hydrant_id, min(row) AS first FROM import_rows WHERE hydrant_id IS NOT NULL
             GROUP BY hydrant_id HAVING count(*) > 1) d
       WHERE s.hydrant_id = d.hydrant_id AND s.row > d.first`,
    );
  }

  /** The first `limit` duplicate rows, in row order, and how many of them have no error of their own. */
  async duplicates(limit: number): Promise<{ rows: DuplicateRow[]; onlyDuplicate: number }> {
    const rows = (await this.runner.query(
      `SELECT row, hydrant_id AS "hydrantId", dup_first AS first, bad, address, area
       FROM import_rows WHERE dup_first IS NOT NULL ORDER BY row LIMIT $1`,
      [limit],
    )) as DuplicateRow[];
    const [{ count }] = (await this.runner.query(
      'SELECT count(*)::int AS count FROM import_rows WHERE dup_first IS NOT NULL AND NOT bad',
    )) as Array<{ count: number }>;
    return { rows, onlyDuplicate: count };
  }

  /** How many good rows add a hydrant and how many update one, and the first `limit` of them. */
  async goodRows(limit: number): Promise<{ toAdd: number; toUpdate: number; rows: OkRow[] }> {
    const [counts] = (await this.runner.query(
      `SELECT count(*) FILTER (WHERE h.id IS NULL)::int AS "toAdd", count(h.id)::int AS "toUpdate"
       FROM import_rows s LEFT JOIN hydrants h ON h.hydrant_id = s.hydrant_id
       WHERE NOT s.bad AND s.dup_first IS NULL`,
    )) as Array<{ toAdd: number; toUpdate: number }>;
    const rows = (await this.runner.query(
      `SELECT s.row, s.hydrant_id AS "hydrantId", s.address, s.area,
              EXISTS (SELECT 1 FROM hydrants h WHERE h.hydrant_id = s.hydrant_id) AS exists
       FROM import_rows s WHERE NOT s.bad AND s.dup_first IS NULL ORDER BY s.row LIMIT $1`,
      [limit],
    )) as OkRow[];
    return { ...counts, rows };
  }

  /** Stops a COPY still running (the caller's transaction is rolled back after). */
  abort(): void {
    this.copy.abort();
  }
}
