/**
 * The aggregates the database keeps by triggers (sums of deltas per key), each beside the same
 * figures counted afresh from the tables: after writes of any kind the two must be equal.
 * Zero keys are left out of the kept side (their deltas cancelled out).
 */
export const KEPT_COUNTS = {
  'hydrants by status': [
    `SELECT status, sum(delta)::int AS n FROM hydrant_status_counts GROUP BY 1 HAVING sum(delta) <> 0 ORDER BY 1`,
    `SELECT status, count(*)::int AS n FROM hydrants GROUP BY 1 ORDER BY 1`,
  ],
  'registry page blocks by status': [
    `SELECT first_key, status, sum(delta)::int AS n FROM hydrant_page_block_counts GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2`,
    `SELECT b.first_key, h.status, count(*)::int AS n FROM hydrants h
     CROSS JOIN LATERAL (SELECT first_key FROM hydrant_page_blocks WHERE first_key <= h.hydrant_id
                         ORDER BY first_key DESC LIMIT 1) b
     GROUP BY 1, 2 ORDER BY 1, 2`,
  ],
  'analytics hydrants by area and status': [
    `SELECT area, status, sum(delta)::int AS n FROM hydrant_analytics_counts GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2`,
    `SELECT area, status, count(*)::int AS n FROM hydrants GROUP BY 1, 2 ORDER BY 1, 2`,
  ],
  'analytics hydrants by area, status, flow class and whether inspected': [
    `SELECT area, status, flow_class, inspected, sum(delta)::int AS n FROM hydrant_analytics_counts
     GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4`,
    `SELECT area, status, CASE WHEN flow_rate IS NULL THEN 'unknown' WHEN flow_rate >= 1500 THEN 'AA'
            WHEN flow_rate >= 1000 THEN 'A' WHEN flow_rate >= 500 THEN 'B' ELSE 'C' END AS flow_class,
            last_inspection IS NOT NULL AS inspected, count(*)::int AS n FROM hydrants GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
  ],
  'inspections by day': [
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(delta)::int AS n FROM inspection_day_counts GROUP BY 1 HAVING sum(delta) <> 0 ORDER BY 1`,
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS n FROM (
       SELECT last_inspection AS day FROM hydrants WHERE last_inspection IS NOT NULL
       UNION ALL
       SELECT m.completed_date FROM maintenance_history m JOIN hydrants h ON h.id = m.hydrant_id
       WHERE m.maintenance_type = 'inspection' AND m.completed_date IS DISTINCT FROM h.last_inspection) d
     GROUP BY 1 ORDER BY 1`,
  ],
  'history by day': [
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(delta)::int AS n FROM history_day_counts GROUP BY 1 HAVING sum(delta) <> 0 ORDER BY 1`,
    `SELECT to_char(completed_date, 'YYYY-MM-DD') AS day, count(*)::int AS n FROM maintenance_history GROUP BY 1 ORDER BY 1`,
  ],
  'open alerts by type': [
    `SELECT alert_type, sum(delta)::int AS n FROM alert_open_counts GROUP BY 1 HAVING sum(delta) <> 0 ORDER BY 1`,
    `SELECT alert_type, count(*)::int AS n FROM alerts WHERE NOT acknowledged GROUP BY 1 ORDER BY 1`,
  ],
  'map cells (hydrants per cell)': [
    `SELECT level, cx, cy, n FROM hydrant_map_cells ORDER BY 1, 2, 3`,
    `SELECT l.level, hydrant_map_x16(longitude) >> (16 - l.level) AS cx, hydrant_map_y16(latitude) >> (16 - l.level) AS cy,
            count(*)::int AS n
     FROM hydrants CROSS JOIN generate_series(2, 16) AS l(level) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  ],
} as const satisfies Record<string, readonly [kept: string, recount: string]>;

export type KeptCount = keyof typeof KEPT_COUNTS;

export interface KeptAndRecounted {
  kept: unknown[];
  recounted: unknown[];
}

/** Each named kept count and its recount (all of them by default), read with `sql`. */
export async function keptAndRecounted<N extends KeptCount>(
  sql: (text: string) => Promise<unknown[]>,
  names: readonly N[] = Object.keys(KEPT_COUNTS) as N[],
): Promise<Record<N, KeptAndRecounted>> {
  const result = {} as Record<N, KeptAndRecounted>;
  for (const name of names) {
    const [kept, recount] = KEPT_COUNTS[name];
    result[name] = { kept: await sql(kept), recounted: await sql(recount) };
  }
  return result;
}
