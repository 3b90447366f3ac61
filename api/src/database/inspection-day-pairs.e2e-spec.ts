import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { keptAndRecounted, KeptCount } from '../../test/kept-counts.js';
import { createTestDatabase, TestDatabase } from '../../test/test-database.js';
import { buildDataSourceOptions, runMigrationsLocked } from './data-source-options.js';
import { InspectionDayPairs1796000001600 } from './migrations/1796000001600-inspection-day-pairs.js';
import { MIGRATIONS } from './migrations/index.js';

const HYDRANTS = 2000;
const CHECKED: KeptCount[] = [
  'inspections by day',
  'analytics hydrants by area, status, flow class and whether inspected',
  'hydrants by status',
  'map cells (hydrants per cell)',
];

/** The stored body of the trigger function that keeps the hydrants' side of the inspections per day. */
const FUNCTION_SOURCE = `SELECT prosrc FROM pg_proc WHERE proname = 'inspection_day_counts_hydrants'`;

/**
 * The inspections per day kept by the hydrants' trigger, on one connection that first updates
 * single hydrants (the statement's first calls, which PL/pgSQL would plan for one row) and then
 * thousands at once, as a pooled connection of the API does after an edit and before an import.
 */
describe('inspections per day kept through small then large updates on one connection (e2e)', () => {
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

  const sql = async (text: string) => (await client.query(text)).rows as unknown[];

  async function expectKeptEqualsRecount(): Promise<void> {
    const counts = await keptAndRecounted(sql, CHECKED);
    for (const name of CHECKED) {
      expect({ name, kept: counts[name].kept }).toEqual({ name, kept: counts[name].recounted });
      expect(counts[name].recounted.length).toBeGreaterThan(0);
    }
  }

  it('migrates, and its down gives back the function as it was before exactly', async () => {
    const earlier = MIGRATIONS.filter((migration) => migration !== InspectionDayPairs1796000001600);
    const before = await new DataSource({ ...buildDataSourceOptions(db.url, 2), migrations: earlier }).initialize();
    try {
      expect(await runMigrationsLocked(before)).toHaveLength(earlier.length);
    } finally {
      await before.destroy();
    }
    const [original] = await dataSource.query<Array<{ prosrc: string }>>(FUNCTION_SOURCE);
    expect(await runMigrationsLocked(dataSource)).toEqual(['InspectionDayPairs1796000001600']);
    const [planned] = await dataSource.query<Array<{ prosrc: string }>>(FUNCTION_SOURCE);
    expect(planned.prosrc).not.toEqual(original.prosrc);

    await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await dataSource.query(FUNCTION_SOURCE)).toEqual([original]);
    expect(await runMigrationsLocked(dataSource)).toEqual(['InspectionDayPairs1796000001600']);
    expect(await dataSource.query(FUNCTION_SOURCE)).toEqual([planned]);
  });

  it('equal a recount after one-hydrant updates and then large ones on the same connection', async () => {
    client = new Client({ connectionString: db.url });
    await client.connect();
    // The audit trail is not what is checked here (it has tests of its own).
    await client.query(`SET hydrant.audit = 'off'`);
    await client.query(`
      INSERT INTO hydrants (hydrant_id, address, latitude, longitude, status, area, flow_rate, last_inspection)
      SELECT 'P-' || g, g || ' Pine St', 39.7 + (g % 50) * 0.01, -104.9 - (g / 50) * 0.01,
             (ARRAY['operational', 'maintenance', 'out-of-service'])[1 + g % 3], 'Area ' || (g % 5),
             (ARRAY[NULL, 400, 900, 1200, 1700])[1 + g % 5],
             CASE WHEN g % 9 = 0 THEN NULL ELSE current_date - g % 40 END
      FROM generate_series(1, ${HYDRANTS}) g`);
    // Inspection records on their hydrant's last-inspection day, on the days before and after it, and other work.
    await client.query(`
      INSERT INTO maintenance_history (hydrant_id, maintenance_type, completed_date, technician_name, work_performed, status)
      SELECT h.id, CASE WHEN k = 3 THEN 'repair' ELSE 'inspection' END, coalesce(h.last_inspection, current_date - 7) + k - 1,
             'Pat Quinn', 'Inspected', 'completed'
      FROM hydrants h CROSS JOIN generate_series(0, 3) k WHERE h.id % 4 <> 0`);
    await expectKeptEqualsRecount();

    const [{ id: one, days }] = (
      await client.query<{ id: number; days: string[] }>(`
        SELECT h.id, array_agg(m.completed_date::text ORDER BY m.completed_date) AS days
        FROM hydrants h JOIN maintenance_history m ON m.hydrant_id = h.id AND m.maintenance_type = 'inspection'
        WHERE h.id = (SELECT min(id) FROM hydrants WHERE id % 4 = 1) GROUP BY h.id`)
    ).rows;
    expect(days).toHaveLength(3);
    // onto days with inspection records of its own, a day without, none at all, and back
    const steps = [days[0], days[1], '2020-01-01', null, days[2], days[1], null, days[0]];
    for (const day of steps) {
      await client.query(`UPDATE hydrants SET last_inspection = $2::date WHERE id = $1`, [one, day]);
    }
    await expectKeptEqualsRecount();

    // Thousands of hydrants at once: days moved onto and off days with records, cleared and set.
    const moved = await client.query(`
      UPDATE hydrants SET last_inspection = CASE WHEN id % 7 = 0 THEN NULL
                                                 ELSE coalesce(last_inspection, current_date - 3) + (id % 3) - 1 END`);
    expect(moved.rowCount).toBe(HYDRANTS);
    await expectKeptEqualsRecount();
    await client.query(`UPDATE hydrants SET last_inspection = current_date - id % 30, status = 'operational' WHERE id % 2 = 0`);
    await expectKeptEqualsRecount();
  });
});
