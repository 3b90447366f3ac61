import type { QueryRunner } from 'typeorm';
import { inspectionChanged, onStatusChanges } from '../../alerts/alert-rules.js';
import { IMPORT_FIELDS, ImportField, PERIOD_FIELDS } from './import-columns.js';

/** Database column of each imported field (the staged row's `data` uses these keys). */
export const COLUMN: Record<ImportField, string> = {
  hydrantId: 'hydrant_id',
  address: 'address',
  latitude: 'latitude',
  longitude: 'longitude',
  status: 'status',
  area: 'area',
  pressure: 'pressure',
  flowRate: 'flow_rate',
  lastInspection: 'last_inspection',
  inspector: 'inspector',
  checklist: 'checklist',
  notes: 'notes',
  hydrantType: 'hydrant_type',
  outletCount: 'outlet_count',
  outletSizes: 'outlet_sizes',
  mainSize: 'main_size',
  manufacturer: 'manufacturer',
  installYear: 'install_year',
  ownership: 'ownership',
  hasIsolationValve: 'has_isolation_valve',
  outOfServiceReason: 'out_of_service_reason',
  expectedReturn: 'expected_return',
};

/** Who acts, as the out-of-service trigger (migration 1795700000200) reads it. */
const ACTOR = `coalesce(nullif(current_setting('hydrant.acting_user_id', true), ''),
  CASE WHEN current_setting('hydrant.actor_id', true) ~ '^[0-9]+$' THEN current_setting('hydrant.actor_id', true) END)::integer`;

/** A good row's values by column, for the fields the file has (absent ones stay as they are). */
export function rowData(fields: Set<ImportField>, input: Partial<Record<ImportField, unknown>>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of IMPORT_FIELDS) if (fields.has(field)) data[COLUMN[field]] = input[field] ?? null;
  return data;
}

/**
 * Moves the staged good rows into the registry in the caller's transaction: one UPDATE of
 * the hydrants whose hydrantId exists, one INSERT of the others (in file order), one UPDATE
 * of the open out-of-service periods. The count triggers on hydrants run once per statement
 * (transition tables), so they see every row of these statements. The out-of-service
 * trigger runs per row; it is paused (as a restore does) and its work done in two
 * statements: a status leaving out-of-service ends the open period, a status set to it
 * opens one ('Not recorded', the file's reason written after).
 */
export async function writeStaged(runner: QueryRunner, fields: Set<ImportField>): Promise<{ added: number; updated: number }> {
  const present = IMPORT_FIELDS.filter((field) => fields.has(field) && !PERIOD_FIELDS.includes(field));
  const good = 'NOT s.bad AND s.dup_first IS NULL';
  const setters = present
    .filter((field) => field !== 'hydrantId')
    .map((field) =>
      field === 'status'
        ? `status = COALESCE(x.status, h.status)`
        : field === 'outletSizes'
          ? `outlet_sizes = COALESCE(x.outlet_sizes, '{}')`
          : `${COLUMN[field]} = x.${COLUMN[field]}`,
    );
  const statusChanges = fields.has('status');
  // The hydrants the file updates, locked, with their status from before (for the periods and the status alerts).
  await runner.query(
    'CREATE TEMP TABLE import_written (id integer PRIMARY KEY, old_status text, added boolean NOT NULL, row integer) ON COMMIT DROP',
  );
  await runner.query('CREATE INDEX ON import_rows (row)');
  const updated = await runner.query(
    `INSERT INTO import_written (id, old_status, added, row)
     SELECT h.id, h.status, false, s.row FROM hydrants h JOIN import_rows s ON h.hydrant_id = s.hydrant_id
     WHERE ${good} FOR UPDATE OF h`,
    undefined,
    true,
  );
  await runner.query('ANALYZE import_written');
  // The per-row out-of-service trigger stands aside; its work is done below for all rows at once.
  await runner.query(`SELECT set_config('hydrant.restoring', 'on', true)`);
  if (statusChanges) {
    await runner.query(
      `UPDATE hydrant_out_of_service o SET ended_at = now(), ended_by = ${ACTOR}
       FROM import_written w JOIN import_rows s ON s.row = w.row
       WHERE NOT w.added AND w.old_status = 'out-of-service' AND s.data->>'status' <> 'out-of-service'
         AND o.hydrant_id = w.id AND o.ended_at IS NULL`,
    );
  }
  // Updates go a batch at a time: the audit trigger pairs each statement's old and new rows,
  // which takes time that grows faster than the statement's size.
  for (let after = 0; ;) {
    const [{ last }] = (await runner.query(
      `WITH b AS (SELECT id, row FROM import_written WHERE NOT added AND id > $1 ORDER BY id LIMIT ${UPDATE_BATCH}),
       u AS (UPDATE hydrants h SET ${[...setters, 'version = h.version + 1', 'updated_at = now()'].join(', ')}
             FROM b JOIN import_rows s ON s.row = b.row CROSS JOIN LATERAL jsonb_populate_record(NULL::hydrants, s.data) x
             WHERE h.id = b.id)
       SELECT max(id) AS last FROM b`,
      [after],
    )) as Array<{ last: number | null }>;
    if (last === null) break;
    after = last;
  }
  const columns = present.map((field) => COLUMN[field]);
  const values = present.map((field) =>
    field === 'status'
      ? `COALESCE(x.status, 'operational')`
      : field === 'checklist' || field === 'outletSizes'
        ? `COALESCE(x.${COLUMN[field]}, '{}')`
        : `x.${COLUMN[field]}`,
  );
  const inserted = await runner.query(
    `WITH added AS (
       INSERT INTO hydrants (${columns.join(', ')})
       SELECT ${values.join(', ')} FROM import_rows s CROSS JOIN LATERAL jsonb_populate_record(NULL::hydrants, s.data) x
       WHERE ${good} AND NOT EXISTS (SELECT 1 FROM hydrants h WHERE h.hydrant_id = s.hydrant_id) ORDER BY s.row
       RETURNING id)
     INSERT INTO import_written (id, added) SELECT id, true FROM added`,
    undefined,
    true,
  );
  if (statusChanges) {
    // Each hydrant the file puts out of service has an open period (one it already had is kept).
    await runner.query(
      `INSERT INTO hydrant_out_of_service (hydrant_id, reason, started_by)
       SELECT h.id, 'Not recorded', ${ACTOR} FROM import_rows s JOIN hydrants h ON h.hydrant_id = s.hydrant_id
       WHERE ${good} AND s.data->>'status' = 'out-of-service'
       ON CONFLICT (hydrant_id) WHERE ended_at IS NULL DO NOTHING`,
    );
  }
  await runner.query(`SELECT set_config('hydrant.restoring', '', true)`);
  if (PERIOD_FIELDS.some((field) => fields.has(field))) {
    // The file's reason and expected return go to each hydrant's open period (the trigger
    // opened it, saying 'Not recorded', when the row set the status).
    await runner.query(
      `UPDATE hydrant_out_of_service o
       SET reason = CASE WHEN $1 THEN coalesce(s.data->>'out_of_service_reason', o.reason) ELSE o.reason END,
           expected_return = CASE WHEN $2 THEN (s.data->>'expected_return')::date ELSE o.expected_return END
       FROM import_rows s JOIN hydrants h ON h.hydrant_id = s.hydrant_id
       WHERE ${good} AND o.hydrant_id = h.id AND o.ended_at IS NULL`,
      [fields.has('outOfServiceReason'), fields.has('expectedReturn')],
    );
  }
  // The alert rules for what the file changed, in this transaction (DECISIONS §3), a batch of hydrants at a time.
  if (statusChanges) {
    await eachBatch(runner, 'NOT added', (rows) =>
      onStatusChanges(
        runner.manager,
        rows.map((row) => row.id),
        rows.map((row) => row.old_status!),
      ),
    );
  }
  await eachBatch(runner, fields.has('lastInspection') ? 'true' : 'added', (rows) =>
    inspectionChanged(
      runner.manager,
      rows.map((row) => row.id),
    ),
  );
  return { added: affected(inserted), updated: affected(updated) };
}

const ALERT_BATCH = 10_000;
/** Hydrants per UPDATE statement. */
const UPDATE_BATCH = 1_000;

/** Runs `use` on the written hydrants that match `where`, in batches by id (memory stays flat whatever the file's size). */
async function eachBatch(
  runner: QueryRunner,
  where: string,
  use: (rows: Array<{ id: number; old_status: string | null }>) => Promise<void>,
): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = (await runner.query(
      `SELECT id, old_status FROM import_written WHERE ${where} AND id > $1 ORDER BY id LIMIT ${ALERT_BATCH}`,
      [after],
    )) as Array<{ id: number; old_status: string | null }>;
    if (rows.length === 0) return;
    await use(rows);
    after = rows[rows.length - 1].id;
  }
}

function affected(result: unknown): number {
  const { affected: count } = result as { affected?: number };
  return count ?? 0;
}
