import type { QueryRunner } from 'typeorm';
import { quoteIdentifier } from './dataset-columns.js';

/**
 * Row triggers that do nothing in a restore's transaction, which sets hydrant.restoring (the
 * out-of-service trigger), turns hydrant.audit off (the added-hydrant notification) and gives
 * no field time (the field-time stamp): paused, they cost nothing per row.
 */
const IDLE_TRIGGERS: Array<[string, string]> = [
  ['hydrants', 'TRG_hydrants_out_of_service'],
  ['hydrants', 'hydrants_added_notify'],
  ['maintenance_history', 'field_time_stamp'],
  ['flow_tests', 'field_time_stamp'],
  ['hydrant_photos', 'field_time_stamp'],
  ['maintenance_history_photos', 'field_time_stamp'],
];

/**
 * Kept counts whose insert triggers cost the most per row (the map's cells at every tile
 * level; the inspections per day, which also lock each inspected hydrant): paused, and the
 * counts rebuilt once from the loaded tables by their own functions (the restore's TRUNCATE
 * emptied them).
 */
const REBUILT_TRIGGERS: Array<[string, string]> = [
  ['hydrants', 'TRG_hydrants_map_cells_insert'],
  ['hydrants', 'TRG_hydrants_inspection_days_insert'],
  ['maintenance_history', 'TRG_maintenance_history_inspection_days_insert'],
];
const REBUILDS = ['hydrant_map_cells_rebuild()', 'inspection_day_counts_rebuild()'];

interface IndexDefinition {
  name: string;
  def: string;
}
interface ForeignKey {
  table: string;
  name: string;
  def: string;
}

/**
 * Loading emptied tables the way pg_restore does, inside the restore's transaction (which
 * holds every one of them exclusively since its TRUNCATE, so nobody sees them meanwhile):
 * the secondary indexes (not the primary keys nor any unique index) and the foreign keys are
 * dropped before the rows come and made again after, one sorted build per index and one
 * join per reference instead of an index insert and a lookup per row. A reference to a
 * missing row then fails when its foreign key is made again, as it did row by row (the
 * restore rolls back with the database's message). Expensive triggers pause (see above).
 * A rollback takes every change back, definitions included.
 */
export class BulkLoad {
  private indexes: IndexDefinition[] = [];
  private foreignKeys: ForeignKey[] = [];

  constructor(
    private readonly runner: QueryRunner,
    private readonly tables: string[],
  ) {}

  async pause(): Promise<void> {
    await this.runner.query(`SELECT set_config('hydrant.field_time', '', true)`);
    this.indexes = (await this.runner.query(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i
       WHERE i.indrelid IN (SELECT unnest($1::text[])::regclass) AND NOT i.indisunique
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
       ORDER BY i.indexrelid`,
      [this.tables],
    )) as IndexDefinition[];
    this.foreignKeys = (await this.runner.query(
      `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS def
       FROM pg_constraint WHERE contype = 'f' AND conrelid IN (SELECT unnest($1::text[])::regclass)
       ORDER BY oid`,
      [this.tables],
    )) as ForeignKey[];
    for (const key of this.foreignKeys) {
      await this.runner.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${quoteIdentifier(key.name)}`);
    }
    if (this.indexes.length > 0) await this.runner.query(`DROP INDEX ${this.indexes.map((index) => index.name).join(', ')}`);
    await this.triggers('DISABLE');
  }

  /** The indexes and foreign keys made again, the triggers back on, the paused counts rebuilt. */
  async resume(): Promise<void> {
    // Room to sort a million rows in memory when building an index (this transaction only).
    await this.runner.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const index of this.indexes) await this.runner.query(index.def);
    for (const key of this.foreignKeys) {
      await this.runner.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${quoteIdentifier(key.name)} ${key.def}`);
    }
    await this.triggers('ENABLE');
    for (const rebuild of REBUILDS) await this.runner.query(`SELECT ${rebuild}`);
  }

  private async triggers(action: 'ENABLE' | 'DISABLE'): Promise<void> {
    const byTable = new Map<string, string[]>();
    for (const [table, trigger] of [...IDLE_TRIGGERS, ...REBUILT_TRIGGERS]) {
      byTable.set(table, [...(byTable.get(table) ?? []), `${action} TRIGGER ${quoteIdentifier(trigger)}`]);
    }
    for (const [table, actions] of byTable) {
      await this.runner.query(`ALTER TABLE ${quoteIdentifier(table)} ${actions.join(', ')}`);
    }
  }
}
