import { param } from '../common/sql-rows.js';
import { UNASSIGNED } from '../personnel/personnel.constants.js';

/**
 * The roster over a range of days, each person with their day status, in SQL (the
 * browser never needs the whole roster). `$from` and `$to` are the placeholders of the
 * first and last day.
 *
 * - The platoon on duty: the department's cycle (24/48 = A, B, C) counted from the date
 *   platoon A works, in both directions (days before it count backwards).
 * - Day status (DECISIONS §10 then SPEC §4): a person of a platoon that is off that day is
 *   off-duty; otherwise a person with both shift dates is off-duty outside them;
 *   otherwise their own status.
 */
export function rosterCtes(from: string, to: string): string {
  return `
  s AS (
    SELECT rotation_pattern, rotation_cycle AS cycle, cardinality(rotation_cycle) AS n, platoon_a_date AS anchor, minimum_staffing
    FROM department_settings WHERE id = 1
  ),
  dp AS (
    SELECT d::date AS day,
           CASE WHEN s.rotation_pattern = 'none' OR s.anchor IS NULL OR s.n = 0 THEN NULL
                ELSE s.cycle[1 + ((((d::date - s.anchor) % s.n) + s.n) % s.n)] END AS platoon_on_duty
    FROM s, generate_series(${from}::date, ${to}::date, interval '1 day') d
  ),
  roster AS (
    SELECT dp.day, dp.platoon_on_duty, p.id, p.name, p.rank, p.badge, p.department, p.assigned_zone, p.platoon, p.status,
           p.shift_start, p.shift_end,
           CASE WHEN p.platoon IS NOT NULL AND dp.platoon_on_duty IS NOT NULL AND p.platoon <> dp.platoon_on_duty THEN 'off-duty'
                WHEN p.shift_start_date IS NOT NULL AND p.shift_end_date IS NOT NULL
                     AND (dp.day < p.shift_start_date OR dp.day > p.shift_end_date) THEN 'off-duty'
                ELSE p.status END AS day_status
    FROM dp CROSS JOIN personnel p
  )`;
}

/** Conditions on roster rows for the calendar's filters (zone, day status, one person). */
export function rosterFilters(filters: { zone?: string; status?: string; personnelId?: number }, params: unknown[]): string[] {
  const conditions: string[] = [];
  if (filters.zone === UNASSIGNED) conditions.push('assigned_zone IS NULL');
  else if (filters.zone) conditions.push(`assigned_zone = ${param(params, filters.zone)}`);
  if (filters.status) conditions.push(`day_status = ${param(params, filters.status)}`);
  if (filters.personnelId !== undefined) conditions.push(`id = ${param(params, filters.personnelId)}`);
  return conditions;
}

/** JSON of a person on a day, as CalendarPersonDto. */
export const PERSON_JSON = `json_build_object('id', id, 'name', name, 'rank', rank, 'badge', badge,
  'assignedZone', assigned_zone, 'platoon', platoon, 'status', status, 'dayStatus', day_status)`;
