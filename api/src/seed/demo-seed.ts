import { DataSource, EntityManager } from 'typeorm';
import { polygonText } from '../zones/zones.service.js';
import { buildDemoData } from './demo-data.js';
import { seedDemoMaintenance } from './demo-maintenance.js';
import { seedResourcesDemo } from './resources-demo.js';

/** Why demo hydrants are out of service (a reason is required). */
const DEMO_OUT_OF_SERVICE_REASONS = [
  'Broken valve stem',
  'Hit by a vehicle',
  'Frozen barrel',
  'Main break on the street',
  'Cap seized, waiting for parts',
  'Leaking at the base',
];

/** Advisory lock id serialising demo seeding across processes (transaction-scoped). */
export const DEMO_SEED_LOCK_ID = 7_314_211;
/** app_settings key recording that the demo data set was loaded into this database, and when. */
export const DEMO_SEEDED_SETTING = 'demo_data_seeded_at';

export type DemoSeedResult =
  | { status: 'seeded'; hydrants: number; zones: number }
  | { status: 'not-empty'; hydrants: number; zones: number }
  | { status: 'seeded-before'; at: string };

export interface DemoSeedOptions {
  /** Inspection dates count back from this day (default today). */
  today?: Date;
  /**
   * Automatic seeding at start: skip when the demo data set was loaded here before (the
   * staff may have deleted it on purpose). The seed command leaves this off.
   */
  onlyIfNeverSeeded?: boolean;
}

async function countOf(manager: EntityManager, table: 'hydrants' | 'zones'): Promise<number> {
  // An existence check, not a count: the registry may hold a million rows.
  const rows = await manager.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table} LIMIT 1) s`);
  return rows[0].n;
}

/**
 * Loads the demo data set in one transaction, under an advisory lock, and only into an
 * empty registry (no hydrants and no zones): two processes starting at once load it
 * exactly once, and a failure leaves nothing behind.
 */
export async function seedDemoData(dataSource: DataSource, options: DemoSeedOptions = {}): Promise<DemoSeedResult> {
  const data = buildDemoData(options.today);
  return dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [DEMO_SEED_LOCK_ID]);
    if (options.onlyIfNeverSeeded) {
      const marker = await manager.query<
        Array<{
          value: string;
        }>
      >('SELECT value FROM app_settings WHERE name = $1', [DEMO_SEEDED_SETTING]);
      if (marker.length > 0) return { status: 'seeded-before', at: marker[0].value };
    }
    const existing = { hydrants: await countOf(manager, 'hydrants'), zones: await countOf(manager, 'zones') };
    if (existing.hydrants > 0 || existing.zones > 0) return { status: 'not-empty', ...existing };

    // One statement per table; the hydrants' earth column is set by their trigger.
    await manager.query(
      `INSERT INTO hydrants (hydrant_id, address, latitude, longitude, status, pressure, flow_rate, last_inspection,
                             area, inspector, checklist, notes)
       SELECT hydrant_id, address, latitude, longitude, status, pressure, flow_rate, last_inspection,
              area, inspector, checklist, notes
       FROM jsonb_to_recordset($1::jsonb) AS r(hydrant_id varchar, address varchar, latitude float8, longitude float8,
            status varchar, pressure int, flow_rate int, last_inspection date, area varchar, inspector varchar,
            checklist text[], notes text)
       ORDER BY hydrant_id`,
      [JSON.stringify(data.hydrants)],
    );
    // The trigger opened an out-of-service period per such hydrant ('Not recorded'): give them
    // what a crew would have entered, and different lengths, so the dashboard shows a real list.
    await manager.query(
      `UPDATE hydrant_out_of_service o
       SET reason = ($1::text[])[1 + o.hydrant_id % cardinality($1::text[])],
           started_at = now() - (1 + o.hydrant_id % 45) * interval '1 day' - (o.hydrant_id % 24) * interval '1 hour',
           expected_return = CASE WHEN o.hydrant_id % 3 = 0 THEN NULL ELSE current_date + 1 + o.hydrant_id % 21 END
       WHERE o.ended_at IS NULL`,
      [DEMO_OUT_OF_SERVICE_REASONS],
    );
    await manager.query(
      `INSERT INTO zones (name, color, description, coordinates, area, assigned_personnel)
       SELECT name, color, description, coordinates, area::polygon, assigned_personnel
       FROM jsonb_to_recordset($1::jsonb) AS r(name varchar, color varchar, description text, coordinates jsonb,
            area text, assigned_personnel text[])`,
      [JSON.stringify(data.zones.map((zone) => ({ ...zone, area: polygonText(zone.coordinates) })))],
    );
    await seedDemoMaintenance(manager, options.today);
    await seedResourcesDemo(manager, options.today);
    await manager.query(
      `INSERT INTO app_settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
      [DEMO_SEEDED_SETTING, new Date().toISOString()],
    );
    return { status: 'seeded', hydrants: data.hydrants.length, zones: data.zones.length };
  });
}
