import type { QueryRunner } from 'typeorm';
import { inspectionChanged, onHydrantsAdded, onStatusChanges, raiseInspectionAlertsOfAdded } from '../../alerts/alert-rules.js';
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

/** A delivery to every notification target of a hydrant `h` changing status (the payload the notify triggers write). */
const DELIVERY = (event: string, fromStatus: string) => `
  SELECT ${event}, h.id,
         jsonb_build_object('id', h.id, 'hydrantId', h.hydrant_id, 'address', h.address,
           'latitude', h.latitude, 'longitude', h.longitude, 'fromStatus', ${fromStatus}, 'toStatus', h.status,
           'occurredAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
         t.id
  FROM import_written w JOIN hydrants h ON h.id = w.id CROSS JOIN notification_targets t`;

/**
 * Moves the staged good rows into the registry in the caller's transaction: one UPDATE of
 * the hydrants whose hydrantId exists (a batch at a time), one INSERT of the others (in file
 * order), one UPDATE of the open out-of-service periods. The kept counts on hydrants (status
 * counts, page blocks, map cells, analytics, feed stamp) and the audit rows come from
 * statement-level triggers (transition tables), so they cost a few grouped statements per
 * statement, whatever its size. The per-row triggers (earth, out-of-service periods,
 * notifications) stand aside while `hydrant.bulk_rows` is on (migration 1796000001400) and
 * their work is done here for all rows at once: `earth` is written with the coordinates, a
 * status leaving out-of-service ends the open period, a status set to it opens one ('Not
 * recorded', the file's reason written after), and the notification deliveries of hydrants
 * added not operational or changing between operational and not are written in one statement each.
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
  // The coordinates are required columns: every written row has both.
  const earth = 'll_to_earth(x.latitude, x.longitude)';
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
  // The per-row triggers stand aside; their work is done below for all rows at once.
  await runner.query(`SELECT set_config('hydrant.bulk_rows', 'on', true)`);
  if (statusChanges) {
    await runner.query(
      `UPDATE hydrant_out_of_service o SET ended_at = now(), ended_by = ${ACTOR}
       FROM import_written w JOIN import_rows s ON s.row = w.row
       WHERE NOT w.added AND w.old_status = 'out-of-service' AND s.data->>'status' <> 'out-of-service'
         AND o.hydrant_id = w.id AND o.ended_at IS NULL`,
    );
  }
  // Updates go a batch at a time (larger statements measured no faster). No statement runs
  // without rows: its statement-level triggers would fire all the same, for nothing.
  const toUpdate = affected(updated);
  for (let after = 0, done = 0; done < toUpdate;) {
    const [{ last, n }] = (await runner.query(
      `WITH b AS (SELECT id, row FROM import_written WHERE NOT added AND id > $1 ORDER BY id LIMIT ${UPDATE_BATCH}),
       u AS (UPDATE hydrants h SET ${[...setters, `earth = ${earth}`, 'version = h.version + 1', 'updated_at = now()'].join(', ')}
             FROM b JOIN import_rows s ON s.row = b.row CROSS JOIN LATERAL jsonb_populate_record(NULL::hydrants, s.data) x
             WHERE h.id = b.id)
       SELECT max(id) AS last, count(*)::int AS n FROM b`,
      [after],
    )) as Array<{ last: number | null; n: number }>;
    if (last === null) break;
    after = last;
    done += n;
  }
  const columns = [...present.map((field) => COLUMN[field]), 'earth'];
  const values = present.map((field) =>
    field === 'status'
      ? `COALESCE(x.status, 'operational')`
      : field === 'checklist' || field === 'outletSizes'
        ? `COALESCE(x.${COLUMN[field]}, '{}')`
        : `x.${COLUMN[field]}`,
  );
  values.push(earth);
  // New hydrants go a batch at a time too, in file order: each statement's transition tables
  // and the count triggers' aggregates over them then fit in memory instead of temp files.
  // A batch holds only rows that add a hydrant, so no INSERT runs without rows.
  const adds = `${good} AND NOT EXISTS (SELECT 1 FROM hydrants h WHERE h.hydrant_id = s.hydrant_id)`;
  // Every good row adds a hydrant or updates one (its hydrantId is unique among them).
  const [{ goodRows }] = (await runner.query(`SELECT count(*)::int AS "goodRows" FROM import_rows s WHERE ${good}`)) as Array<{
    goodRows: number;
  }>;
  const toAdd = goodRows - toUpdate;
  let added = 0;
  for (let after = 0; added < toAdd;) {
    const [{ last, n }] = (await runner.query(
      `WITH b AS (SELECT s.row, s.hydrant_id, s.data FROM import_rows s WHERE ${adds} AND s.row > $1 ORDER BY s.row LIMIT ${INSERT_BATCH}),
       a AS (
         INSERT INTO hydrants (${columns.join(', ')})
         SELECT ${values.join(', ')} FROM b s CROSS JOIN LATERAL jsonb_populate_record(NULL::hydrants, s.data) x ORDER BY s.row
         RETURNING id),
       w AS (INSERT INTO import_written (id, added) SELECT id, true FROM a RETURNING id)
       SELECT (SELECT max(row) FROM b) AS last, (SELECT count(*)::int FROM w) AS n`,
      [after],
    )) as Array<{ last: number | null; n: number }>;
    if (last === null) break;
    added += n;
    after = last;
  }
  // Its statistics were taken before the new hydrants were in: the batches below read it by id.
  if (added > 0) await runner.query('ANALYZE import_written');
  if (statusChanges) {
    // Each hydrant the file puts out of service has an open period (one it already had is kept).
    await runner.query(
      `INSERT INTO hydrant_out_of_service (hydrant_id, reason, started_by)
       SELECT h.id, 'Not recorded', ${ACTOR} FROM import_rows s JOIN hydrants h ON h.hydrant_id = s.hydrant_id
       WHERE ${good} AND s.data->>'status' = 'out-of-service'
       ON CONFLICT (hydrant_id) WHERE ended_at IS NULL DO NOTHING`,
    );
  }
  // The deliveries the notify triggers would have written, row by row (none while the audit is off, as there).
  await runner.query(
    `INSERT INTO notification_deliveries (event, hydrant_id, payload, target_id)
     ${DELIVERY(`'out-of-service'`, `'new'`)}
     WHERE w.added AND h.status <> 'operational' AND current_setting('hydrant.audit', true) IS DISTINCT FROM 'off'
     ORDER BY h.id, t.id`,
  );
  if (statusChanges) {
    await runner.query(
      `INSERT INTO notification_deliveries (event, hydrant_id, payload, target_id)
       ${DELIVERY(`CASE WHEN h.status = 'operational' THEN 'back-in-service' ELSE 'out-of-service' END`, 'w.old_status')}
       WHERE NOT w.added AND (w.old_status = 'operational') <> (h.status = 'operational')
       ORDER BY h.id, t.id`,
    );
  }
  await runner.query(`SELECT set_config('hydrant.bulk_rows', '', true)`);
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
  // A new hydrant has no alert to resolve yet: only the raises apply to it (resolving asks the
  // alerts table, which grows by every batch, for each batch of new hydrants in turn). One
  // added not operational has its status alert, as one the file changes to that status.
  await eachBatch(runner, 'added', async (rows) => {
    const ids = rows.map((row) => row.id);
    if (statusChanges) await onHydrantsAdded(runner.manager, ids);
    await raiseInspectionAlertsOfAdded(runner.manager, ids);
  });
  if (fields.has('lastInspection')) {
    await eachBatch(runner, 'NOT added', (rows) =>
      inspectionChanged(
        runner.manager,
        rows.map((row) => row.id),
      ),
    );
  }
  return { added, updated: affected(updated) };
}

const ALERT_BATCH = 10_000;
/** Hydrants per UPDATE statement. */
const UPDATE_BATCH = 1_000;
/** New hydrants per INSERT statement. */
const INSERT_BATCH = 50_000;

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
