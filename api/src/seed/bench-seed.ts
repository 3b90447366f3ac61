import { CHECKLIST_OPTIONS as CHECKLIST } from '../hydrants/hydrant.constants.js';
import { DataSource } from 'typeorm';
import { requireFullAlertCheck } from '../alerts/alert-check-round.js';

/**
 * Metropolitan areas the bench hydrants cluster around: [name, lat, lng, spread in degrees].
 * Clustered like a real multi-city registry, so nearby searches meet dense and sparse areas.
 */
export const BENCH_CITIES: ReadonlyArray<readonly [string, number, number, number]> = [
  ['New York', 40.7128, -74.006, 0.25],
  ['Los Angeles', 34.0522, -118.2437, 0.35],
  ['Chicago', 41.8781, -87.6298, 0.25],
  ['Houston', 29.7604, -95.3698, 0.3],
  ['Phoenix', 33.4484, -112.074, 0.3],
  ['Philadelphia', 39.9526, -75.1652, 0.2],
  ['San Antonio', 29.4241, -98.4936, 0.2],
  ['San Diego', 32.7157, -117.1611, 0.2],
  ['Dallas', 32.7767, -96.797, 0.3],
  ['Jacksonville', 30.3322, -81.6557, 0.2],
  ['Columbus', 39.9612, -82.9988, 0.15],
  ['Indianapolis', 39.7684, -86.1581, 0.15],
  ['Denver', 39.7392, -104.9903, 0.2],
  ['Seattle', 47.6062, -122.3321, 0.2],
  ['Nashville', 36.1627, -86.7816, 0.15],
  ['Boston', 42.3601, -71.0589, 0.15],
  ['Detroit', 42.3314, -83.0458, 0.2],
  ['Memphis', 35.1495, -90.049, 0.15],
  ['Atlanta', 33.749, -84.388, 0.25],
  ['Kansas City', 39.0997, -94.5786, 0.15],
  ['Miami', 25.7617, -80.1918, 0.2],
  ['Minneapolis', 44.9778, -93.265, 0.2],
  ['St. Louis', 38.627, -90.1994, 0.15],
  ['Pittsburgh', 40.4406, -79.9959, 0.12],
  ['Cincinnati', 39.1031, -84.512, 0.12],
  ['Springfield', 39.7817, -89.6501, 0.06],
  ['Peoria', 40.6936, -89.589, 0.06],
  ['Omaha', 41.2565, -95.9345, 0.1],
  ['Salt Lake City', 40.7608, -111.891, 0.12],
  ['Portland', 45.5152, -122.6784, 0.15],
  ['Sacramento', 38.5816, -121.4944, 0.12],
  ['Albuquerque', 35.0844, -106.6504, 0.1],
  ['Tulsa', 36.154, -95.9928, 0.1],
  ['New Orleans', 29.9511, -90.0715, 0.1],
  ['Raleigh', 35.7796, -78.6382, 0.12],
  ['Richmond', 37.5407, -77.436, 0.1],
  ['Buffalo', 42.8864, -78.8784, 0.08],
  ['Boise', 43.615, -116.2023, 0.08],
  ['Wichita', 37.6872, -97.3301, 0.08],
  ['Anchorage', 61.2181, -149.9003, 0.08],
];

const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple St',
  'Washington St',
  'Park Ave',
  'Elm St',
  'Lake Rd',
  'Hill St',
  'Cedar Ln',
  'Pine St',
  'Church St',
  'Market St',
];
const INSPECTORS = ['J. Martinez', 'K. Thompson', 'D. Nguyen', 'S. Patel', "R. O'Brien", 'L. Washington', 'M. Kowalski'];

function sqlText(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function sqlTextArray(values: readonly string[]): string {
  return `ARRAY[${values.map(sqlText).join(', ')}]::text[]`;
}

/**
 * One INSERT … SELECT over generate_series for hydrants start..end ('B-0000001' …), each
 * around one of {@link BENCH_CITIES} (normal-ish spread), 82% operational, 13% maintenance,
 * 5% out of service, flows across the NFPA classes, 10% never inspected. The earth column
 * is computed in the statement (ll_to_earth), so the per-row trigger may be disabled.
 */
export function benchInsertSql(start: number, end: number): string {
  const cities = BENCH_CITIES.map(([name, lat, lng, spread], i) => `(${i}, ${sqlText(name)}, ${lat}, ${lng}, ${spread})`).join(
    ',\n      ',
  );
  return `
    INSERT INTO hydrants (hydrant_id, address, latitude, longitude, earth, status, pressure, flow_rate,
                          last_inspection, area, inspector, checklist, notes)
    SELECT 'B-' || lpad(s.g::text, 7, '0'),
           (100 + (s.g * 37) % 9800)::text || ' ' || (${sqlTextArray(STREETS)})[1 + s.g % ${STREETS.length}],
           s.lat, s.lng, ll_to_earth(s.lat, s.lng),
           CASE WHEN s.r1 < 0.82 THEN 'operational' WHEN s.r1 < 0.95 THEN 'maintenance' ELSE 'out-of-service' END,
           CASE WHEN s.never THEN NULL ELSE 40 + floor(s.r2 * 81)::int END,
           CASE WHEN s.never THEN NULL ELSE (25 + floor(s.r3 * 196)::int) * 10 END,
           CASE WHEN s.never THEN NULL ELSE current_date - floor(s.r4 * 540)::int END,
           s.city || ' District ' || (1 + s.g % 12),
           CASE WHEN s.never THEN NULL ELSE (${sqlTextArray(INSPECTORS)})[1 + s.g % ${INSPECTORS.length}] END,
           CASE WHEN s.never THEN '{}'::text[]
                WHEN s.r1 < 0.82 THEN ${sqlTextArray(CHECKLIST)}
                ELSE ${sqlTextArray(CHECKLIST.filter((item) => item !== 'Valve Operational' && item !== 'Paint Good'))} END,
           CASE WHEN s.r1 >= 0.95 THEN 'Out of service pending repair.' ELSE NULL END
    FROM (
      SELECT g, c.name AS city,
             c.lat + (random() + random() + random() - 1.5) / 1.5 * c.spread AS lat,
             c.lng + (random() + random() + random() - 1.5) / 1.5 * c.spread * 1.3 AS lng,
             random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() < 0.1 AS never
      FROM generate_series(${Math.trunc(start)}, ${Math.trunc(end)}) AS g
      JOIN (VALUES
      ${cities}
      ) AS c(i, name, lat, lng, spread) ON c.i = g % ${BENCH_CITIES.length}
    ) s`;
}

export interface BenchSeedResult {
  inserted: number;
  seconds: number;
}

interface IndexDef {
  indexname: string;
  indexdef: string;
}

/**
 * Loads `count` bench hydrants into an empty registry in one transaction. Building the
 * indexes once after the load is far faster than maintaining them row by row, so the
 * secondary indexes (not the primary key or unique constraint) are dropped and re-created
 * from their own definitions; the earth trigger is disabled for the load (the statement
 * sets earth itself) and re-enabled. Refuses a non-empty registry.
 */
export async function seedBench(
  dataSource: DataSource,
  count: number,
  options: { trigger?: boolean; keepIndexes?: boolean; log?: (line: string) => void } = {},
): Promise<BenchSeedResult> {
  const log = options.log ?? (() => undefined);
  const started = process.hrtime.bigint();
  const elapsed = () => (Number(process.hrtime.bigint() - started) / 1e9).toFixed(1);
  await dataSource.transaction(async (manager) => {
    const [{ n }] = await manager.query<
      Array<{
        n: number;
      }>
    >('SELECT count(*)::int AS n FROM (SELECT 1 FROM hydrants LIMIT 1) s');
    if (n > 0)
      throw new Error('The registry is not empty: the bench seed only loads into an empty hydrants table (use a fresh database)');
    await manager.query(`SET LOCAL maintenance_work_mem = '512MB'`);
    // Synthetic bench rows are not anyone's changes: the audit trigger stands aside for this transaction.
    await manager.query(`SELECT set_config('hydrant.audit', 'off', true)`);
    await manager.query(`SELECT setseed(0.42)`);
    // Rows loaded outside the alert rules: the next alert check is a full one.
    await requireFullAlertCheck(manager);
    const indexes = options.keepIndexes
      ? []
      : await manager.query<IndexDef[]>(
          `SELECT i.indexname, i.indexdef FROM pg_indexes i
           WHERE i.schemaname = current_schema() AND i.tablename = 'hydrants'
             AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
        );
    for (const index of indexes) await manager.query(`DROP INDEX "${index.indexname}"`);
    if (!options.trigger) await manager.query(`ALTER TABLE hydrants DISABLE TRIGGER "TRG_hydrants_earth"`);
    // the map cells (migration 1795800000500) are built once after the load, from scratch,
    // rather than by the statement trigger's deltas over a million-row transition table
    await manager.query(`ALTER TABLE hydrants DISABLE TRIGGER "TRG_hydrants_map_cells_insert"`);
    await manager.query(benchInsertSql(1, count));
    await manager.query(`ALTER TABLE hydrants ENABLE TRIGGER "TRG_hydrants_map_cells_insert"`);
    if (!options.trigger) await manager.query(`ALTER TABLE hydrants ENABLE TRIGGER "TRG_hydrants_earth"`);
    log(`  rows inserted after ${elapsed()} s`);
    await manager.query('SELECT hydrant_map_cells_rebuild()');
    log(`  map cells built after ${elapsed()} s`);
    for (const index of indexes) {
      await manager.query(index.indexdef);
      log(`  ${index.indexname} built after ${elapsed()} s`);
    }
  });
  await dataSource.query('ANALYZE hydrants');
  await dataSource.query('ANALYZE hydrant_map_cells');
  return { inserted: count, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}
