/** Anything that runs SQL (a DataSource, an EntityManager, a ReadSnapshot). */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * Tables that other features own (maintenance: schedules, history and alerts; hydrants:
 * flow tests). Analytics, reports and exports read them when they exist, and report zeros (or
 * null averages) when they do not, so each feature can land on its own.
 */
export const RELATED_TABLES = {
  schedules: 'maintenance_schedules',
  history: 'maintenance_history',
  alerts: 'alerts',
  flowTests: 'flow_tests',
} as const;

export type RelatedTable = keyof typeof RELATED_TABLES;

/** The related tables present in the database (one catalogue query). */
export async function presentTables(db: Queryable): Promise<Set<RelatedTable>> {
  const keys = Object.keys(RELATED_TABLES) as RelatedTable[];
  const rows = (await db.query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v') AND c.relname = ANY($1::text[])`,
    [keys.map((key) => RELATED_TABLES[key])],
  )) as Array<{ name: string }>;
  const names = new Set(rows.map((row) => row.name));
  return new Set(keys.filter((key) => names.has(RELATED_TABLES[key])));
}

/** A percentage 0..100 with one decimal; `empty` when the denominator is 0. */
export function percent(part: number, whole: number, empty = 0): number {
  if (!whole) return empty;
  return Math.round((part / whole) * 1000) / 10;
}
