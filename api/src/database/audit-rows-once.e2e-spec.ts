import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createTestDatabase, TestDatabase } from '../../test/test-database.js';
import { buildDataSourceOptions, runMigrationsLocked } from './data-source-options.js';
import { AuditRowsOnce1796000001800, WITHOUT_JIT } from './migrations/1796000001800-audit-rows-once.js';
import { MIGRATIONS } from './migrations/index.js';

const HYDRANTS = 300;
const USERS = 12;

/** The full definitions (body and settings) of the functions the migration changes. */
const DEFINITIONS = `
  SELECT p.proname, pg_get_functiondef(p.oid) AS definition FROM pg_proc p
  WHERE p.pronamespace = 'public'::regnamespace AND p.proname = ANY($1::text[]) ORDER BY p.proname`;

interface AuditRow {
  actor_id: number | null;
  actor_name: string;
  action: string;
  table_name: string;
  record_id: string;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
}

/**
 * Multi-row updates of hydrants (the set-based branch: one-column key, nothing hidden) and of
 * users (the general branch: a hidden column): several columns changed at once, others left
 * as they were, a NULL set to a value and back, rows the statement touched without a change,
 * by a named operator and by the system.
 */
const UPDATES = [
  `SELECT set_config('hydrant.actor_id', '1', true), set_config('hydrant.actor_name', 'Dana Reyes', true)`,
  `UPDATE hydrants SET inspector = CASE WHEN id % 3 = 0 THEN inspector ELSE 'Lee Park' END,
                       notes = CASE WHEN id % 2 = 0 THEN 'Cap replaced' ELSE notes END,
                       flow_rate = CASE WHEN id % 5 = 0 THEN NULL ELSE flow_rate END,
                       last_inspection = last_inspection + (id % 3), status = status`,
  `UPDATE hydrants SET notes = NULL, checklist = CASE WHEN id % 7 = 0 THEN '{caps,chains}' ELSE checklist END WHERE id % 2 = 0`,
  `SELECT set_config('hydrant.actor_id', '', true), set_config('hydrant.actor_name', '', true)`,
  `UPDATE users SET display_name = CASE WHEN id % 2 = 0 THEN 'User ' || id END,
                    password_hash = CASE WHEN id % 3 = 0 THEN 'rehashed-' || id ELSE password_hash END,
                    role = role`,
];

/**
 * The audit rows that the audit triggers write for UPDATES (run in a transaction rolled back
 * after), statement by statement, each statement's rows by table and record: the order in
 * which one statement writes its rows follows its join's plan, which is not part of the trail.
 */
async function auditRowsOfUpdates(client: Client): Promise<AuditRow[]> {
  await client.query('BEGIN');
  try {
    let [{ last }] = (await client.query<{ last: string }>(`SELECT coalesce(max(id), 0) AS last FROM audit_log`)).rows;
    const rows: AuditRow[] = [];
    for (const statement of UPDATES) {
      await client.query(statement);
      const written = await client.query<AuditRow & { id: string }>(
        `SELECT id, actor_id, actor_name, action, table_name, record_id, old_values, new_values FROM audit_log
         WHERE id > $1 ORDER BY table_name, record_id::bigint, id`,
        [last],
      );
      for (const { id, ...row } of written.rows) {
        rows.push(row);
        if (BigInt(id) > BigInt(last)) last = id;
      }
    }
    return rows;
  } finally {
    await client.query('ROLLBACK');
  }
}

/** The audit trail of bulk updates: the same rows written with each row's JSON built once and JIT off. */
describe('audit rows of multi-row updates, each row turned into JSON once (e2e)', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let client: Client;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = await new DataSource(buildDataSourceOptions(db.url, 2)).initialize();
  });

  afterAll(async () => {
    await client?.end();
    await dataSource?.destroy();
    await db?.drop();
  });

  const definitions = () => dataSource.query<Array<{ proname: string; definition: string }>>(DEFINITIONS, [[...WITHOUT_JIT]]);

  it('migrates, turns JIT off in the trigger functions named, and its down gives back the functions exactly', async () => {
    const earlier = MIGRATIONS.filter((migration) => migration !== AuditRowsOnce1796000001800);
    const before = await new DataSource({ ...buildDataSourceOptions(db.url, 2), migrations: earlier }).initialize();
    try {
      expect(await runMigrationsLocked(before)).toHaveLength(earlier.length);
    } finally {
      await before.destroy();
    }
    const original = await definitions();
    expect(original.map((row) => row.proname)).toEqual([...WITHOUT_JIT].sort());

    expect(await runMigrationsLocked(dataSource)).toEqual(['AuditRowsOnce1796000001800']);
    const migrated = await definitions();
    for (const [index, row] of migrated.entries()) {
      expect(row.definition).not.toEqual(original[index].definition);
      expect(row.definition).toContain(`SET jit TO 'off'`);
    }
    const settings = await dataSource.query<Array<{ proconfig: string[] }>>(
      `SELECT proconfig FROM pg_proc WHERE proname = ANY($1::text[])`,
      [[...WITHOUT_JIT]],
    );
    expect(settings.map((row) => [...row.proconfig].sort())).toEqual(WITHOUT_JIT.map(() => ['jit=off', 'search_path=public']));

    await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await definitions()).toEqual(original);
    expect(await runMigrationsLocked(dataSource)).toEqual(['AuditRowsOnce1796000001800']);
    expect(await definitions()).toEqual(migrated);
  });

  it('writes exactly the audit rows the previous function wrote for the same updates', async () => {
    client = new Client({ connectionString: db.url });
    await client.connect();
    await client.query(`
      INSERT INTO hydrants (hydrant_id, address, latitude, longitude, status, area, flow_rate, last_inspection, inspector, notes)
      SELECT 'A-' || g, g || ' Elm St', 39.7 + (g % 20) * 0.01, -104.9 - (g / 20) * 0.01,
             (ARRAY['operational', 'maintenance', 'out-of-service'])[1 + g % 3], 'Area ' || (g % 4),
             (ARRAY[NULL, 500, 1000, 1500])[1 + g % 4], CASE WHEN g % 6 = 0 THEN NULL ELSE date '2026-03-01' - g % 30 END,
             CASE WHEN g % 3 = 0 THEN 'Pat Quinn' END, CASE WHEN g % 4 = 1 THEN 'Leaks at cap' END
      FROM generate_series(1, ${HYDRANTS}) g`);
    await client.query(`
      INSERT INTO users (username, password_hash, role, display_name)
      SELECT 'bulk' || g, 'hash-' || g, 'inspector', CASE WHEN g % 4 = 0 THEN 'Bulk ' || g END
      FROM generate_series(1, ${USERS}) g`);

    const migrated = await auditRowsOfUpdates(client);
    await dataSource.undoLastMigration({ transaction: 'each' });
    let previous: AuditRow[];
    try {
      previous = await auditRowsOfUpdates(client);
    } finally {
      expect(await runMigrationsLocked(dataSource)).toEqual(['AuditRowsOnce1796000001800']);
    }
    expect(migrated).toEqual(previous);

    // What an operator reads in the trail: one entry per hydrant changed, only the fields that changed.
    const hydrantRows = migrated.filter((row) => row.table_name === 'hydrants');
    const entriesOf = (id: number) => hydrantRows.filter((row) => row.record_id === String(id));
    // Touched by both statements without a change (inspector, notes, flow rate, inspection day kept): no entry.
    expect((await client.query(`SELECT id FROM hydrants WHERE id = 3`)).rowCount).toBe(1);
    expect(entriesOf(3)).toEqual([]);
    // Notes from NULL to a value, then back; the other fields of the second entry were not changed.
    const noteless = (
      await client.query<{ id: number }>(`SELECT id FROM hydrants WHERE notes IS NULL AND id % 2 = 0 ORDER BY id`)
    ).rows;
    expect(noteless.length).toBeGreaterThan(10);
    for (const { id } of noteless) {
      const [set, cleared, ...more] = entriesOf(id);
      expect(more).toEqual([]);
      expect([set.old_values?.notes, set.new_values?.notes]).toEqual([null, 'Cap replaced']);
      expect(set.new_values?.inspector).toBe(id % 3 === 0 ? undefined : 'Lee Park');
      expect(cleared.old_values).toMatchObject({ notes: 'Cap replaced' });
      expect(Object.keys(cleared.new_values ?? {}).sort()).toEqual(id % 7 === 0 ? ['checklist', 'notes'] : ['notes']);
    }
    for (const row of migrated) {
      expect(row.action).toBe('update');
      expect(Object.keys(row.old_values ?? {}).sort()).toEqual(Object.keys(row.new_values ?? {}).sort());
      expect(Object.keys(row.old_values ?? {})).not.toContain('id');
    }
    expect(new Set(hydrantRows.map((row) => `${row.actor_id}/${row.actor_name}`))).toEqual(new Set(['1/Dana Reyes']));
    const userRows = migrated.filter((row) => row.table_name === 'users');
    expect(userRows.length).toBeGreaterThan(0);
    expect(new Set(userRows.map((row) => `${row.actor_id}/${row.actor_name}`))).toEqual(new Set(['null/system']));
    expect(userRows.filter((row) => row.new_values && 'password_hash' in row.new_values).length).toBeGreaterThan(0);
    expect(JSON.stringify(userRows)).not.toContain('rehashed-');
  });
});
