import type { EntityManager } from 'typeorm';
import { INSPECTION_OVERDUE_DAYS, RESOLUTIONS, SYSTEM_ACTOR } from './alert.constants.js';

/**
 * The alert rules of DECISIONS §3 as set-based SQL: one statement per rule, never a loop
 * over hydrants. Each takes the caller's transaction (a hydrant's status change raises its
 * alert in the same transaction as the change) and, optionally, the ids it concerns
 * (null = all, as the periodic check runs them).
 *
 * At most one open alert per cause: every INSERT ends with
 * `ON CONFLICT (cause) WHERE NOT acknowledged DO NOTHING` against the partial unique index
 * UQ_alerts_open_cause, so concurrent raisers (several API processes) cannot duplicate.
 * An occurrence a person acknowledged is not raised again (NOT EXISTS on cause + occurrence);
 * a new occurrence (a later inspection date that is overdue again, a new status change) is.
 * Resolving = acknowledged by 'System' with the reason, so the active list holds only
 * what still needs a person.
 */

const ON_OPEN_CONFLICT = `ON CONFLICT ("cause") WHERE NOT "acknowledged" DO NOTHING`;
const RESOLVE_SET = `acknowledged = true, acknowledged_by = '${SYSTEM_ACTOR}', acknowledged_at = now()`;
const LABEL = `h.hydrant_id || coalesce(' at ' || nullif(h.address, ''), '')`;

type Ids = number[] | null;

/** `AND <date> >= $n::date - <days>` : the rows whose date crossed the line (date < current_date - days) on or after `since`. */
function crossedSinceSql(column: string, since: string | undefined, days: number, params: unknown[]): string {
  if (since === undefined) return '';
  params.push(since);
  return ` AND ${column} >= $${params.length}::date - ${days}`;
}

/** `AND <column> = ANY($n::int[])` when ids are given. */
function onlyIds(column: string, ids: Ids, params: unknown[]): string {
  if (ids === null) return '';
  params.push(ids);
  return ` AND ${column} = ANY($${params.length}::int[])`;
}

async function affected(manager: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const result = await manager.query<[unknown[], number] | unknown[]>(sql, params);
  // INSERT answers rows; UPDATE answers [rows, count].
  if (Array.isArray(result) && result.length === 2 && typeof result[1] === 'number') return result[1];
  return Array.isArray(result) ? result.length : 0;
}

/** Raises the status alert of each hydrant `h` of `source` that is out of service (high) or needs maintenance (medium). */
function raiseStatusAlertsSql(source: string, condition = '', order = ''): string {
  return `INSERT INTO alerts (hydrant_id, alert_type, priority, title, message, cause, occurrence)
     SELECT h.id, 'status_change',
            CASE h.status WHEN 'out-of-service' THEN 'high' ELSE 'medium' END,
            CASE h.status WHEN 'out-of-service' THEN 'Hydrant out of service' ELSE 'Hydrant needs maintenance' END,
            'Hydrant ' || ${LABEL} || CASE h.status WHEN 'out-of-service' THEN ' is out of service' ELSE ' needs maintenance' END,
            'status:' || h.id,
            h.status || '@' || to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')
     FROM ${source}
     WHERE h.status IN ('out-of-service', 'maintenance')${condition}${order}
     ${ON_OPEN_CONFLICT}`;
}

/**
 * status_change, raised in the transaction of the change: for each hydrant whose status
 * differs from `oldStatuses[i]`, the open status alert is resolved, and a new one raised
 * when the hydrant is now out of service (high) or needs maintenance (medium).
 */
export async function onStatusChanges(manager: EntityManager, ids: number[], oldStatuses: string[]): Promise<void> {
  if (ids.length === 0) return;
  const changed = `unnest($1::int[], $2::text[]) AS o(id, old_status) JOIN hydrants h ON h.id = o.id AND h.status <> o.old_status`;
  await manager.query(
    `UPDATE alerts a SET ${RESOLVE_SET},
       resolution = CASE WHEN h.status = 'operational' THEN '${RESOLUTIONS.backInService}'
                         ELSE 'Hydrant status changed to ' || h.status END
     FROM ${changed}
     WHERE a.cause = 'status:' || h.id AND NOT a.acknowledged`,
    [ids, oldStatuses],
  );
  await manager.query(raiseStatusAlertsSql(changed), [ids, oldStatuses]);
}

/**
 * status_change of hydrants just added (the registry's create, an import's new rows), in the
 * transaction that adds them: one added out of service or in maintenance became so as much as
 * one changed to it, and has its alert from the start. A new hydrant has no alert to resolve.
 * The alerts are written maintenance first, then out of service, each in the order of `ids`.
 */
export async function onHydrantsAdded(manager: EntityManager, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await manager.query(raiseStatusAlertsSql(ADDED_HYDRANTS, '', ' ORDER BY h.status, n.i'), [ids]);
}

/** The overdue_inspection alert of hydrant h, as the columns INSERT INTO alerts lists. */
const INSPECTION_ALERT = `h.id, 'overdue_inspection', 'medium', 'Inspection overdue',
  CASE WHEN h.last_inspection IS NULL THEN 'Hydrant ' || ${LABEL} || ' has never been inspected'
       ELSE 'Hydrant ' || ${LABEL} || ' was last inspected on ' || to_char(h.last_inspection, 'YYYY-MM-DD')
            || ', more than ${INSPECTION_OVERDUE_DAYS} days ago' END,
  'inspection:' || h.id, coalesce(to_char(h.last_inspection, 'YYYY-MM-DD'), 'never')`;

/**
 * The hydrants of `$1` (ids), each read by its primary key, in the order given. A batch of
 * hydrants just added is written in the transaction, after the planner's statistics were
 * taken: asked by `h.id = ANY($1)`, it may read them through another index (every overdue or
 * not operational hydrant of the registry, for each batch), as if the table were still small.
 */
const ADDED_HYDRANTS = `unnest($1::int[]) WITH ORDINALITY AS n(id, i)
  CROSS JOIN LATERAL (SELECT * FROM hydrants WHERE id = n.id LIMIT 1) h`;

/**
 * overdue_inspection of hydrants just added, in the transaction that adds them (never
 * inspected, or last inspected more than 365 days ago). A new hydrant has no alert yet, open
 * or acknowledged, so none is looked for (the alerts table, grown by the earlier batches of
 * the same transaction, would be read again for each batch).
 */
export function raiseInspectionAlertsOfAdded(manager: EntityManager, ids: number[]): Promise<number> {
  if (ids.length === 0) return Promise.resolve(0);
  return affected(
    manager,
    `INSERT INTO alerts (hydrant_id, alert_type, priority, title, message, cause, occurrence)
     SELECT ${INSPECTION_ALERT}
     FROM ${ADDED_HYDRANTS}
     WHERE (h.last_inspection IS NULL OR h.last_inspection < current_date - ${INSPECTION_OVERDUE_DAYS})
     ORDER BY n.i
     ${ON_OPEN_CONFLICT}
     RETURNING id`,
    [ids],
  );
}

/** Open status alerts of hydrants back in service (a change made outside the API, e.g. a restore). */
export function resolveStatusAlerts(manager: EntityManager, ids: Ids = null): Promise<number> {
  const params: unknown[] = [];
  return affected(
    manager,
    `UPDATE alerts a SET ${RESOLVE_SET}, resolution = '${RESOLUTIONS.backInService}'
     FROM hydrants h
     WHERE a.hydrant_id = h.id AND a.alert_type = 'status_change' AND NOT a.acknowledged
       AND h.status = 'operational'${onlyIds('h.id', ids, params)}`,
    params,
  );
}

/**
 * overdue_inspection: never inspected, or last inspected more than 365 days ago (medium).
 * With `crossedSince`, only hydrants whose last inspection went over the line on or after
 * that day (never-inspected ones are raised by the write that creates them, or a full check).
 */
export function raiseInspectionAlerts(manager: EntityManager, ids: Ids = null, crossedSince?: string): Promise<number> {
  const params: unknown[] = [];
  const overdue =
    crossedSince === undefined
      ? `(h.last_inspection IS NULL OR h.last_inspection < current_date - ${INSPECTION_OVERDUE_DAYS})`
      : `h.last_inspection < current_date - ${INSPECTION_OVERDUE_DAYS}` +
        crossedSinceSql('h.last_inspection', crossedSince, INSPECTION_OVERDUE_DAYS, params);
  const occurrence = `coalesce(to_char(h.last_inspection, 'YYYY-MM-DD'), 'never')`;
  return affected(
    manager,
    `INSERT INTO alerts (hydrant_id, alert_type, priority, title, message, cause, occurrence)
     SELECT ${INSPECTION_ALERT}
     FROM hydrants h
     WHERE ${overdue}${onlyIds('h.id', ids, params)}
       AND NOT EXISTS (SELECT 1 FROM alerts a WHERE a.cause = 'inspection:' || h.id
                       AND (NOT a.acknowledged OR a.occurrence = ${occurrence}))
     ${ON_OPEN_CONFLICT}
     RETURNING id`,
    params,
  );
}

/** Open inspection alerts of hydrants inspected since (within the last 365 days). */
export function resolveInspectionAlerts(manager: EntityManager, ids: Ids = null): Promise<number> {
  const params: unknown[] = [];
  return affected(
    manager,
    `UPDATE alerts a SET ${RESOLVE_SET}, resolution = '${RESOLUTIONS.inspected}'
     FROM hydrants h
     WHERE a.hydrant_id = h.id AND a.alert_type = 'overdue_inspection' AND NOT a.acknowledged
       AND h.last_inspection >= current_date - ${INSPECTION_OVERDUE_DAYS}${onlyIds('h.id', ids, params)}`,
    params,
  );
}

/**
 * The hydrants' last inspection was written (edit, import, bulk inspection) or they were
 * just added: their open inspection alert is resolved when they are no longer overdue, and
 * one raised when they are (a date over 365 days ago, or none).
 */
export async function inspectionChanged(manager: EntityManager, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await resolveInspectionAlerts(manager, ids);
  await raiseInspectionAlerts(manager, ids);
}

/**
 * overdue_maintenance: a schedule still scheduled whose date has passed; priority = the schedule's.
 * With `crossedSince`, only schedules dated on or after that day (the partial index of open schedules by date).
 */
export function raiseMaintenanceAlerts(manager: EntityManager, scheduleIds: Ids = null, crossedSince?: string): Promise<number> {
  const params: unknown[] = [];
  const crossed = crossedSinceSql('s.scheduled_date', crossedSince, 0, params);
  const occurrence = `to_char(s.scheduled_date, 'YYYY-MM-DD')`;
  return affected(
    manager,
    `INSERT INTO alerts (hydrant_id, schedule_id, alert_type, priority, title, message, cause, occurrence)
     SELECT s.hydrant_id, s.id, 'overdue_maintenance', s.priority, 'Overdue maintenance',
            initcap(s.maintenance_type) || ' maintenance of hydrant ' || ${LABEL} || ' was due on '
              || ${occurrence} || ': ' || left(s.description, 200),
            'schedule:' || s.id, ${occurrence}
     FROM maintenance_schedules s JOIN hydrants h ON h.id = s.hydrant_id
     WHERE s.status IN ('scheduled', 'overdue') AND s.scheduled_date < current_date${crossed}${onlyIds('s.id', scheduleIds, params)}
       AND NOT EXISTS (SELECT 1 FROM alerts a WHERE a.cause = 'schedule:' || s.id
                       AND (NOT a.acknowledged OR a.occurrence = ${occurrence}))
     ${ON_OPEN_CONFLICT}
     RETURNING id`,
    params,
  );
}

/** Open overdue-maintenance alerts whose schedule was started, completed, cancelled, moved or deleted. */
export function resolveMaintenanceAlerts(manager: EntityManager, scheduleIds: Ids = null): Promise<number> {
  const params: unknown[] = [];
  return affected(
    manager,
    `UPDATE alerts a SET ${RESOLVE_SET},
       resolution = CASE WHEN s.id IS NULL THEN '${RESOLUTIONS.scheduleDeleted}'
                         WHEN s.status = 'in-progress' THEN '${RESOLUTIONS.scheduleStarted}'
                         WHEN s.status = 'completed' THEN '${RESOLUTIONS.scheduleCompleted}'
                         WHEN s.status = 'incomplete' THEN '${RESOLUTIONS.scheduleIncomplete}'
                         WHEN s.status = 'cancelled' THEN '${RESOLUTIONS.scheduleCancelled}'
                         ELSE '${RESOLUTIONS.scheduleRescheduled}' END
     FROM alerts o LEFT JOIN maintenance_schedules s ON s.id = o.schedule_id
     WHERE a.id = o.id AND o.alert_type = 'overdue_maintenance' AND NOT o.acknowledged
       AND (s.id IS NULL OR s.status NOT IN ('scheduled', 'overdue') OR s.scheduled_date >= current_date)${onlyIds(
         'o.schedule_id',
         scheduleIds,
         params,
       )}`,
    params,
  );
}

/** Resolves the open alert of a schedule about to be deleted (its cause goes with it). */
export async function resolveForDeletedSchedule(manager: EntityManager, scheduleId: number): Promise<void> {
  await manager.query(
    `UPDATE alerts SET ${RESOLVE_SET}, resolution = '${RESOLUTIONS.scheduleDeleted}'
     WHERE cause = 'schedule:' || $1::int AND NOT acknowledged`,
    [scheduleId],
  );
}
