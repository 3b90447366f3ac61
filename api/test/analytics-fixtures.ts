import type { TestApp } from './test-app.js';

export interface HydrantSeed {
  hydrantId: string;
  status?: string;
  area?: string;
  flowRate?: number | null;
  pressure?: number | null;
  /** Days before today, or null for never inspected. */
  inspectedDaysAgo?: number | null;
  address?: string;
  notes?: string | null;
  latitude?: number;
  longitude?: number;
}

/** Inserts hydrants straight into the table (dates relative to the database's today); returns their ids by hydrantId. */
export async function insertHydrants(t: TestApp, seeds: HydrantSeed[]): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const [index, seed] of seeds.entries()) {
    const rows = await t.sql<{ id: number }>(
      `INSERT INTO hydrants (hydrant_id, address, latitude, longitude, status, pressure, flow_rate, last_inspection, area, notes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8::int IS NULL THEN NULL ELSE current_date - $8::int END, $9, $10) RETURNING id`,
      [
        seed.hydrantId,
        seed.address ?? `${index + 1} Main St`,
        seed.latitude ?? 39.78 + index * 0.001,
        seed.longitude ?? -89.65 - index * 0.001,
        seed.status ?? 'operational',
        seed.pressure ?? 60,
        seed.flowRate === undefined ? 1000 : seed.flowRate,
        seed.inspectedDaysAgo ?? null,
        seed.area ?? 'Downtown',
        seed.notes ?? null,
      ],
    );
    ids[seed.hydrantId] = rows[0].id;
  }
  return ids;
}

export async function insertSchedule(
  t: TestApp,
  hydrantId: number,
  daysFromToday: number,
  status: string,
  type = 'routine',
): Promise<void> {
  await t.sql(
    `INSERT INTO maintenance_schedules (hydrant_id, scheduled_date, maintenance_type, priority, description, status)
     VALUES ($1, current_date + $2::int, $3, 'medium', 'Scheduled work', $4)`,
    [hydrantId, daysFromToday, type, status],
  );
}

export async function insertHistory(
  t: TestApp,
  hydrantId: number,
  daysAgo: number,
  type: string,
  status = 'completed',
): Promise<void> {
  await t.sql(
    `INSERT INTO maintenance_history (hydrant_id, maintenance_type, completed_date, technician_name, work_performed, status)
     VALUES ($1, $2, current_date - $3::int, 'Pat Quinn', 'Flushed and greased', $4)`,
    [hydrantId, type, daysAgo, status],
  );
}

let alertCount = 0;

/** Inserts an alert (each with its own cause, so several may be open at once). */
export async function insertAlert(
  t: TestApp,
  alert: {
    hydrantId: number;
    type: string;
    priority: string;
    createdMinutesAgo?: number;
    ackMinutesAgo?: number;
    ackBy?: string;
  },
): Promise<void> {
  const acknowledged = alert.ackMinutesAgo !== undefined;
  alertCount += 1;
  await t.sql(
    `INSERT INTO alerts (hydrant_id, alert_type, priority, message, cause, occurrence, acknowledged, acknowledged_by, acknowledged_at, created_at)
     VALUES ($1, $2, $3, 'Test alert', 'test:' || $8::text, 'test:' || $8::text, $4, $5,
       CASE WHEN $4 THEN now() - make_interval(mins => $6::int) END, now() - make_interval(mins => $7::int))`,
    [
      alert.hydrantId,
      alert.type,
      alert.priority,
      acknowledged,
      acknowledged ? (alert.ackBy ?? 'Pat Quinn') : null,
      alert.ackMinutesAgo ?? 0,
      alert.createdMinutesAgo ?? 0,
      alertCount,
    ],
  );
}

/** Empties the maintenance and alert tables (the tests' data only lives there for one test). */
export async function clearRelatedTables(t: TestApp): Promise<void> {
  await t.sql('DELETE FROM alerts');
  await t.sql('DELETE FROM maintenance_history');
  await t.sql('DELETE FROM maintenance_schedules');
}
