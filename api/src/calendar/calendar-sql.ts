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
    SELECT d.d AS day,
           CASE WHEN s.rotation_pattern = 'none' OR s.anchor IS NULL OR s.n = 0 THEN NULL
                ELSE s.cycle[1 + ((((d.d - s.anchor) % s.n) + s.n) % s.n)] END AS platoon_on_duty
    FROM s, generate_series(0, ${to}::date - ${from}::date) i, LATERAL (SELECT ${from}::date + i AS d) d
  ),
  ppl AS (
    SELECT p.id, p.assigned_zone, p.platoon, p.status, p.shift_start_date, p.shift_end_date,
           row_number() OVER (ORDER BY p.name, p.id) AS pr
    FROM personnel p
  ),
  roster AS (
    SELECT dp.day, p.id, p.pr, p.assigned_zone, ${dayStatusSql('dp', 'p')} AS day_status
    FROM dp CROSS JOIN ppl p
  )`;
}

/**
 * The roster as groups of people alike for the day-status rule and the filters (platoon,
 * status, shift dates, zone): days x groups is a small fraction of days x people, so the
 * month's counts stay cheap as the roster grows. Follows rosterCtes (uses its dp).
 */
export const GROUP_CTES = `
  grp AS (
    SELECT platoon, status, shift_start_date, shift_end_date, assigned_zone, count(*)::int AS n
    FROM personnel GROUP BY 1, 2, 3, 4, 5
  ),
  groster AS (
    SELECT dp.day, g.assigned_zone, g.n, ${dayStatusSql('dp', 'g')} AS day_status FROM dp CROSS JOIN grp g
  )`;

/** The day status of person `p` (a ppl row) on day `dp` (a dp row). */
export function dayStatusSql(dp: string, p: string): string {
  return `CASE WHEN ${p}.platoon IS NOT NULL AND ${dp}.platoon_on_duty IS NOT NULL AND ${p}.platoon <> ${dp}.platoon_on_duty
                THEN 'off-duty'
              WHEN ${p}.shift_start_date IS NOT NULL AND ${p}.shift_end_date IS NOT NULL
                   AND (${dp}.day < ${p}.shift_start_date OR ${dp}.day > ${p}.shift_end_date) THEN 'off-duty'
              ELSE ${p}.status END`;
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

/** JSON of a person on a day, as CalendarPersonDto (`p`: the personnel row, `r`: the roster row). */
export const PERSON_JSON = `json_build_object('id', p.id, 'name', p.name, 'rank', p.rank, 'badge', p.badge,
  'assignedZone', p.assigned_zone, 'platoon', p.platoon, 'status', p.status, 'dayStatus', r.day_status)`;

/**
 * Order of people in a day: on duty first, then on call, training, off duty; then by name
 * (\`pr\`: the person's place in name order, so a month sorts integers, not 60,000 names).
 */
export const DAY_ORDER = `CASE day_status WHEN 'active' THEN 0 WHEN 'on-call' THEN 1 WHEN 'training' THEN 2 ELSE 3 END, pr`;
