import type { QueryRunner } from 'typeorm';
import { quoteIdentifier, ResolvedDataset } from './dataset-columns.js';
import { CopyWriter } from '../database/copy-writer.js';
import { copyColumns, copyLine } from './restore-copy.js';

const laterColumns = (dataset: ResolvedDataset): string[] =>
  dataset.columns.filter((column) => dataset.later?.includes(column.property)).map((column) => column.column);

/**
 * A dataset whose rows cannot go straight into their table: references set once every
 * dataset is in (`later`), or values given by SQL (`restoredAs`). Its records are copied into
 * a temporary table first and inserted from there with one statement.
 */
const isStaged = (dataset: ResolvedDataset): boolean => Boolean(dataset.later?.length || dataset.restoredAs);
const stageTable = (dataset: ResolvedDataset): string => quoteIdentifier(`restore_stage_${dataset.table}`);

/**
 * Writes the checked records of a restore into their tables with COPY ... FROM STDIN, one
 * COPY per section as the file is read (PostgreSQL works on one section while the next
 * records are read and checked), in the runner's transaction.
 */
export class RestoreLoader {
  private readonly copy: CopyWriter;
  private current: ResolvedDataset | null = null;

  constructor(
    private readonly runner: QueryRunner,
    private readonly datasets: ResolvedDataset[],
  ) {
    this.copy = new CopyWriter(runner);
  }

  /** The temporary tables (dropped at commit) of the staged datasets. */
  async prepare(): Promise<void> {
    for (const dataset of this.datasets.filter(isStaged)) {
      const columns = copyColumns(dataset).map(quoteIdentifier).join(', ');
      await this.runner.query(
        `CREATE TEMP TABLE ${stageTable(dataset)} ON COMMIT DROP AS SELECT ${columns} FROM ${quoteIdentifier(dataset.table)} WITH NO DATA`,
      );
    }
  }

  /** Adds a record to its section's COPY; a promise (to wait for) only when a COPY starts or a chunk is sent. */
  record(dataset: ResolvedDataset, record: Record<string, unknown>): Promise<void> | undefined {
    if (this.current !== dataset) return this.startSection(dataset, record);
    return this.copy.addLine(copyLine(dataset, record));
  }

  private async startSection(dataset: ResolvedDataset, record: Record<string, unknown>): Promise<void> {
    await this.sectionEnd();
    const target = isStaged(dataset) ? stageTable(dataset) : quoteIdentifier(dataset.table);
    await this.copy.start(`COPY ${target} (${copyColumns(dataset).map(quoteIdentifier).join(', ')}) FROM STDIN`);
    this.current = dataset;
    await this.copy.add(copyLine(dataset, record));
  }

  /** Ends the section's COPY; a staged dataset's rows then go to its table (its later references still empty). */
  async sectionEnd(): Promise<void> {
    const dataset = this.current;
    if (!dataset) return;
    this.current = null;
    await this.copy.end();
    if (!isStaged(dataset)) return;
    const later = new Set(laterColumns(dataset));
    const columns = copyColumns(dataset);
    const values = columns.map((column) =>
      later.has(column) ? 'NULL' : (dataset.restoredAs?.[column] ?? quoteIdentifier(column)),
    );
    await this.runner.query(
      `INSERT INTO ${quoteIdentifier(dataset.table)} (${columns.map(quoteIdentifier).join(', ')})
       SELECT ${values.join(', ')} FROM ${stageTable(dataset)}`,
    );
  }

  /** Once every dataset is in: the references that close a cycle. */
  async finish(): Promise<void> {
    await this.sectionEnd();
    for (const dataset of this.datasets) {
      const later = laterColumns(dataset);
      if (later.length === 0) continue;
      const sets = later.map((column) => `${quoteIdentifier(column)} = s.${quoteIdentifier(column)}`);
      const match = dataset.primaryKey.map((column) => `t.${quoteIdentifier(column)} = s.${quoteIdentifier(column)}`);
      const any = later.map((column) => `s.${quoteIdentifier(column)} IS NOT NULL`).join(' OR ');
      await this.runner.query(
        `UPDATE ${quoteIdentifier(dataset.table)} t SET ${sets.join(', ')} FROM ${stageTable(dataset)} s
         WHERE ${match.join(' AND ')} AND (${any})`,
      );
    }
  }

  /** Stops a COPY still running (the caller rolls the transaction back). */
  abort(): void {
    this.copy.abort();
    this.current = null;
  }
}
