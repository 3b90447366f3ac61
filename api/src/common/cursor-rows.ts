import type { DataSource, QueryRunner } from 'typeorm';

/** Rows fetched per round trip while streaming. */
export const CURSOR_BATCH = 1000;

/**
 * One read-only REPEATABLE READ transaction on its own connection: every query of an
 * export sees the same snapshot however long the download takes. Rows are read through
 * server-side cursors, one batch at a time, so only a batch is ever in memory.
 */
export class ReadSnapshot {
  private cursors = 0;

  private constructor(private readonly runner: QueryRunner) {}

  static async open(dataSource: DataSource): Promise<ReadSnapshot> {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction('REPEATABLE READ');
      await runner.query('SET TRANSACTION READ ONLY');
    } catch (error) {
      await runner.release();
      throw error;
    }
    return new ReadSnapshot(runner);
  }

  query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.runner.query(sql, params) as Promise<T[]>;
  }

  /** The rows of `sql`, batch by batch. */
  async *batches<T = Record<string, unknown>>(sql: string, params: unknown[] = [], batch = CURSOR_BATCH): AsyncGenerator<T[]> {
    const name = `export_cursor_${(this.cursors += 1)}`;
    await this.runner.query(`DECLARE ${name} NO SCROLL CURSOR FOR ${sql}`, params);
    try {
      for (;;) {
        const rows = (await this.runner.query(`FETCH ${batch} FROM ${name}`)) as T[];
        if (rows.length) yield rows;
        if (rows.length < batch) break;
      }
    } finally {
      if (this.runner.isTransactionActive) await this.runner.query(`CLOSE ${name}`).catch(() => undefined);
    }
  }

  /** Ends the transaction (read-only: nothing to keep) and releases the connection. */
  async close(): Promise<void> {
    try {
      if (this.runner.isTransactionActive) await this.runner.rollbackTransaction();
    } finally {
      await this.runner.release();
    }
  }
}
