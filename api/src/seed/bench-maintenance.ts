import { DataSource, EntityManager } from 'typeorm';
import { requireFullAlertCheck } from '../alerts/alert-check-round.js';

/**
 * Maintenance at bench scale, set-based (INSERT … SELECT over the hydrants, no
 * JavaScript loop over rows): `historyPerHydrant` history records per hydrant spread over
 * ten years (two inspections for each maintenance job), one schedule per five hydrants in
 * every status (about 15% of them overdue), and the status alerts of the hydrants that are
 * not operational (half of them acknowledged). The overdue alerts are left to the
 * periodic check, which the bench times. Secondary indexes of the two big tables are
 * rebuilt once after the load.
 */

const TECHNICIANS = `ARRAY['J. Martinez', 'K. Thompson', 'D. Nguyen', 'S. Patel', 'R. Alvarez', 'L. Washington', 'M. Kowalski']`;

interface IndexDef {
  indexname: string;
  indexdef: string;
}

async function withIndexesRebuilt(manager: EntityManager, table: string, load: () => Promise<void>): Promise<void> {
  const indexes = await manager.query<IndexDef[]>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = $1
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [table],
  );
  for (const index of indexes) await manager.query(`DROP INDEX "${index.indexname}"`);
  await load();
  for (const index of indexes) await manager.query(index.indexdef);
}

export interface BenchMaintenanceResult {
  records: number;
  schedules: number;
  alerts: number;
  seconds: number;
}

export async function seedBenchMaintenance(
  dataSource: DataSource,
  options: { historyPerHydrant?: number; log?: (line: string) => void } = {},
): Promise<BenchMaintenanceResult> {
  const per = Math.max(0, Math.trunc(options.historyPerHydrant ?? 3));
  const log = options.log ?? (() => undefined);
  const started = process.hrtime.bigint();
  const elapsed = () => (Number(process.hrtime.bigint() - started) / 1e9).toFixed(1);
  await dataSource.transaction(async (manager) => {
    await manager.query(`SET LOCAL maintenance_work_mem = '512MB'`);
    // Synthetic bench rows are not anyone's changes: the audit trigger stands aside for this transaction.
    await manager.query(`SELECT set_config('hydrant.audit', 'off', true)`);
    // Rows loaded outside the alert rules: the next alert check is a full one.
    await requireFullAlertCheck(manager);
    const [{ n }] = await manager.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM maintenance_history LIMIT 1) s`,
    );
    if (n > 0) throw new Error('Maintenance history is not empty: the bench maintenance seed only loads into a fresh registry');
    await withIndexesRebuilt(manager, 'maintenance_history', async () => {
      await manager.query(
        `INSERT INTO maintenance_history (hydrant_id, source, maintenance_type, completed_date, technician_name, work_performed,
           findings_notes, work_duration, status, issues_found, parts_used, cost, pressure, flow_rate, checklist, hydrant_status,
           created_at)
         SELECT h.id,
                CASE WHEN k % 3 = 0 THEN 'maintenance' ELSE 'bulk-inspection' END,
                CASE WHEN k % 3 = 0 THEN (ARRAY['routine', 'repair', 'emergency'])[1 + (h.id + k) % 3] ELSE 'inspection' END,
                d.day,
                (${TECHNICIANS})[1 + (h.id + k) % 7],
                CASE WHEN k % 3 = 0 THEN 'Flushed, lubricated and repainted' ELSE 'Inspection' END,
                CASE WHEN (h.id + k) % 4 = 0 THEN 'Minor corrosion on the bonnet' END,
                CASE WHEN k % 3 = 0 THEN 30 + (h.id * k) % 120 END,
                CASE WHEN (h.id + k) % 50 = 0 THEN 'incomplete' ELSE 'completed' END,
                CASE WHEN (h.id + k) % 50 = 0 THEN 'Parts on back order' END,
                CASE WHEN k % 3 = 0 THEN 'Gasket' END,
                CASE WHEN k % 3 = 0 THEN '$' || (10 + (h.id * k) % 200) || '.00' END,
                CASE WHEN k % 3 <> 0 AND h.pressure IS NOT NULL THEN h.pressure + (k % 5) END,
                CASE WHEN k % 3 <> 0 AND h.flow_rate IS NOT NULL THEN h.flow_rate + (k % 7) * 10 END,
                CASE WHEN k % 3 <> 0 THEN h.checklist ELSE '{}'::text[] END,
                CASE WHEN k % 3 <> 0 THEN 'operational' END,
                d.day + time '15:00'
         FROM hydrants h
         CROSS JOIN generate_series(1, ${per}) AS k
         CROSS JOIN LATERAL (SELECT current_date - ((k - 1) * 3650 / ${Math.max(per, 1)} + (h.id * 7) % 300)::int AS day) d`,
      );
      log(`  history loaded after ${elapsed()} s`);
    });
    log(`  history indexes built after ${elapsed()} s`);
    await withIndexesRebuilt(manager, 'maintenance_schedules', async () => {
      // One schedule per five hydrants; its bucket (0..19) gives status and date.
      await manager.query(
        `INSERT INTO maintenance_schedules (hydrant_id, scheduled_date, maintenance_type, priority, assigned_to, description,
           estimated_duration, status, technician_name, started_at, completed_date)
         SELECT h.id,
                current_date + CASE WHEN b < 3 THEN -(1 + h.id % 60) WHEN b < 4 THEN -(h.id % 3) WHEN b < 11 THEN h.id % 120
                                    WHEN b < 18 THEN -(10 + h.id % 700) ELSE 5 + h.id % 60 END,
                (ARRAY['routine', 'repair', 'inspection', 'emergency'])[1 + h.id % 4],
                (ARRAY['low', 'medium', 'medium', 'high', 'urgent'])[1 + (h.id / 5) % 5],
                (${TECHNICIANS})[1 + h.id % 7],
                'Scheduled work ' || h.id,
                30 + h.id % 90,
                CASE WHEN b < 3 THEN 'scheduled' WHEN b < 4 THEN 'in-progress' WHEN b < 11 THEN 'scheduled'
                     WHEN b < 18 THEN 'completed' ELSE 'cancelled' END,
                CASE WHEN b = 3 OR b BETWEEN 11 AND 17 THEN (${TECHNICIANS})[1 + h.id % 7] END,
                CASE WHEN b = 3 THEN now() - interval '3 hours' END,
                CASE WHEN b BETWEEN 11 AND 17 THEN current_date - (10 + h.id % 700) END
         FROM (SELECT h.id, (h.id / 5) % 20 AS b FROM hydrants h WHERE h.id % 5 = 0) h`,
      );
    });
    log(`  schedules loaded after ${elapsed()} s`);
    await manager.query(
      `INSERT INTO alerts (hydrant_id, alert_type, priority, title, message, cause, occurrence, acknowledged, acknowledged_by,
         acknowledged_at, created_at)
       SELECT h.id, 'status_change', CASE h.status WHEN 'out-of-service' THEN 'high' ELSE 'medium' END,
              CASE h.status WHEN 'out-of-service' THEN 'Hydrant out of service' ELSE 'Hydrant needs maintenance' END,
              'Hydrant ' || h.hydrant_id || ' at ' || h.address ||
                CASE h.status WHEN 'out-of-service' THEN ' is out of service' ELSE ' needs maintenance' END,
              'status:' || h.id, h.status || '@bench', h.id % 2 = 0,
              CASE WHEN h.id % 2 = 0 THEN 'Capt. Rivera' END,
              CASE WHEN h.id % 2 = 0 THEN now() - make_interval(mins => h.id % 20000) END,
              now() - make_interval(mins => 20000 + h.id % 40000)
       FROM hydrants h WHERE h.status <> 'operational'`,
    );
    log(`  status alerts loaded after ${elapsed()} s`);
  });
  // As autovacuum leaves a settled table: statistics and the visibility map (index-only counts).
  await dataSource.query('VACUUM ANALYZE maintenance_history');
  await dataSource.query('VACUUM ANALYZE maintenance_schedules');
  await dataSource.query('VACUUM ANALYZE alerts');
  const [counts] = await dataSource.query<Array<{ records: number; schedules: number; alerts: number }>>(
    `SELECT (SELECT count(*) FROM maintenance_history)::int AS records, (SELECT count(*) FROM maintenance_schedules)::int AS schedules,
            (SELECT count(*) FROM alerts)::int AS alerts`,
  );
  return { ...counts, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}
