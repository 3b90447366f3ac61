/**
 * The SQL of the hydrant read paths, as plain functions over a minimal executor, so that the
 * API (through TypeORM) and a bare `node:http` + `pg` server (bench/) run the very same SQL
 * and build the very same JSON. Imports nothing from Nest, TypeORM or class-validator (only
 * plain helpers): the built file is `api/dist/hydrants/hydrant-queries.js`.
 *
 * Stable contract (the bench imports it; change it only together with bench/):
 *   interface QueryExecutor { query<T>(sql: string, params?: unknown[]): Promise<T[]> }
 *   interface TransactionalExecutor extends QueryExecutor {
 *     transaction<R>(work: (db: QueryExecutor) => Promise<R>): Promise<R>  // BEGIN ... COMMIT on one connection
 *   }
 *   listHydrants(db: QueryExecutor, query: ListHydrantsQuery): Promise<HydrantPageDto>
 *   hydrantStats(db: QueryExecutor): Promise<HydrantStatsDto>
 *   nearbyHydrants(db: TransactionalExecutor, query: NearbyHydrantsQuery): Promise<NearbyHydrantPageDto>
 *   getHydrant(db: QueryExecutor, id: number): Promise<HydrantDto | null>   // null: no such hydrant (the API answers 404)
 * The query objects are the validated query strings (numbers already numbers); absent fields take
 * the API's defaults. Each function answers the object the API serialises with JSON.stringify.
 * Totals in constant time: stats and unsearched registry totals come from `hydrant_status_counts`
 * (kept by triggers); a search's or a radius's total is exact up to EXACT_COUNT_LIMIT, else an
 * estimate (`totalIsEstimate: true`). Registry pages read by keyset with `after`/`before`.
 * With `pg`: `query: async (sql, params) => (await pool.query(sql, params)).rows`.
 */
import type { HydrantDto, HydrantPageDto, HydrantStatsDto, NearbyHydrantPageDto } from './dto/hydrant.dto.js';
import {
  DEFAULT_NEARBY_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  DEFAULT_RADIUS_MILES,
  EARTH_RADIUS_MILES,
  EXACT_COUNT_LIMIT,
  type HydrantStatus,
} from './hydrant.constants.js';
import {
  filterSql,
  HYDRANT_COLUMNS,
  type HydrantRow,
  NEARBY_PLANNER_SETTING,
  proximitySql,
  toHydrantDto,
  toNearbyHydrantDto,
  where,
} from './hydrant-rows.js';

/** Runs one SQL statement and answers its rows. */
export interface QueryExecutor {
  query<T = unknown>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** An executor that can also run several statements in one transaction (on one connection). */
export interface TransactionalExecutor extends QueryExecutor {
  transaction<R>(work: (db: QueryExecutor) => Promise<R>): Promise<R>;
}

export interface HydrantFilterQuery {
  status?: HydrantStatus;
  search?: string;
}

export interface ListHydrantsQuery extends HydrantFilterQuery {
  page?: number;
  pageSize?: number;
  /** keyset: the hydrantId of the last hydrant of the page before (Next) */
  after?: string;
  /** keyset: the hydrantId of the first hydrant of the page after (Previous); not with `after` */
  before?: string;
}

export interface NearbyHydrantsQuery {
  lat: number;
  lng: number;
  radius?: number;
  search?: string;
  page?: number;
  pageSize?: number;
}

/** Hydrants by status, from the counts the database keeps (migration 1795800000100): a handful of rows, never a scan. */
export async function hydrantStats(db: QueryExecutor): Promise<HydrantStatsDto> {
  const [row] = await db.query<HydrantStatsDto>(`
    SELECT coalesce(sum(delta) FILTER (WHERE status = 'operational'), 0)::int AS operational,
           coalesce(sum(delta) FILTER (WHERE status = 'maintenance'), 0)::int AS maintenance,
           coalesce(sum(delta) FILTER (WHERE status = 'out-of-service'), 0)::int AS "outOfService",
           coalesce(sum(delta), 0)::int AS total
    FROM hydrant_status_counts`);
  return row;
}

/** Hydrants of one status (or all), from the kept counts. */
async function keptCount(db: QueryExecutor, status?: HydrantStatus): Promise<number> {
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT coalesce(sum(delta), 0)::int AS total FROM hydrant_status_counts WHERE $1::text IS NULL OR status = $1`,
    [status ?? null],
  );
  return total;
}

/** Rows sampled for an estimate (SYSTEM sampling reads about this many rows' pages). */
const SAMPLE_ROWS = 20_000;

/**
 * The total of a filter that may match many hydrants: counted exactly up to
 * EXACT_COUNT_LIMIT (`matching` is the capped subquery), else estimated as the share of
 * a repeatable page sample that matches, times the exact number of hydrants (never below
 * the limit + 1). `conditions` are the filter without "WHERE", over alias h.
 */
async function cappedTotal(
  db: QueryExecutor,
  matching: string,
  conditions: string,
  params: unknown[],
): Promise<{ total: number; totalIsEstimate: boolean }> {
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${matching}) m`, params);
  if (n <= EXACT_COUNT_LIMIT) return { total: n, totalIsEstimate: false };
  const all = await keptCount(db);
  const percent = Math.min(100, (100 * SAMPLE_ROWS) / Math.max(all, 1));
  const [{ share }] = await db.query<{ share: number }>(
    `SELECT coalesce(count(*) FILTER (WHERE ${conditions})::float8 / nullif(count(*), 0), 0) AS share
     FROM hydrants h TABLESAMPLE SYSTEM ($${params.length + 1}) REPEATABLE (15)`,
    [...params, percent],
  );
  return { total: Math.max(EXACT_COUNT_LIMIT + 1, Math.round(share * all)), totalIsEstimate: true };
}

/** The registry's total: kept counts without a search, else exact up to the limit or estimated. */
async function registryTotal(
  db: QueryExecutor,
  query: ListHydrantsQuery,
  conditions: string,
  params: unknown[],
): Promise<{ total: number; totalIsEstimate: boolean }> {
  if (!query.search) return { total: await keptCount(db, query.status), totalIsEstimate: false };
  return cappedTotal(db, `SELECT 1 FROM hydrants h ${where(conditions)} LIMIT ${EXACT_COUNT_LIMIT + 1}`, conditions, params);
}

/**
 * Which rows of the hydrantId order a registry page reads: after/before a key (keyset, for
 * Next and Previous), or an OFFSET counted from the nearer end (a jump: the last pages read
 * backwards, so they cost as little as the first ones; needs an exact total).
 */
function pagePlan(
  query: ListHydrantsQuery,
  total: { total: number; totalIsEstimate: boolean },
  page: number,
  pageSize: number,
): { key?: string; descending: boolean; limit: number; offset: number } | null {
  if (query.after !== undefined) return { key: query.after, descending: false, limit: pageSize, offset: 0 };
  if (query.before !== undefined) return { key: query.before, descending: true, limit: pageSize, offset: 0 };
  const start = (page - 1) * pageSize;
  if (total.totalIsEstimate || start < total.total / 2) return { descending: false, limit: pageSize, offset: start };
  if (start >= total.total) return null;
  const end = Math.min(start + pageSize, total.total);
  return { descending: true, limit: end - start, offset: total.total - end };
}

/** Hydrants per block of the hydrantId order when the blocks are rebuilt (migration 1796000001100). */
export const PAGE_BLOCK_ROWS = 2048;

/** A block grown past this many hydrants (e.g. an import into one range of ids) has the blocks rebuilt. */
const OVERGROWN_BLOCK_ROWS = 4 * PAGE_BLOCK_ROWS;

/** At most one rebuild asked for at a time by this process (the database also lets only one run). */
let rebalancing: Promise<unknown> | undefined;

/**
 * Rebuilds the page blocks in the background (never awaited by the page that noticed): it
 * takes a second or two at a million hydrants and makes writers wait meanwhile, and gives
 * up at once when a writer holds the table.
 */
function rebalancePageBlocks(db: QueryExecutor): void {
  rebalancing ??= db
    .query(`SELECT hydrant_page_blocks_rebalance($1, 200)`, [PAGE_BLOCK_ROWS])
    .catch(() => undefined)
    .finally(() => (rebalancing = undefined));
}

/**
 * A page by number, without a search: in the block where the kept counts pass `start`
 * (hydrant_page_block_counts), from the block's first hydrantId with an OFFSET shorter than
 * a block. Exact, and as fast in the middle of a million as on page 1; all in one
 * statement, so counts and rows come from one snapshot.
 */
async function pageByBlocks(db: QueryExecutor, status: string | undefined, start: number, limit: number) {
  const params: unknown[] = [start, limit];
  let byStatus = '';
  if (status) {
    params.push(status);
    byStatus = `status = $${params.length}`;
  }
  const rows = await db.query<HydrantRow & { block_rows: string }>(
    `WITH counts AS (
       SELECT first_key, sum(delta)::bigint AS n FROM hydrant_page_block_counts ${where(byStatus)}
       GROUP BY first_key HAVING sum(delta) > 0),
     running AS (SELECT first_key, n, (sum(n) OVER (ORDER BY first_key))::bigint - n AS before FROM counts),
     block AS (SELECT first_key, n, before FROM running WHERE before + n > $1::bigint ORDER BY first_key LIMIT 1),
     page AS (
       SELECT p.hydrant_id FROM block b CROSS JOIN LATERAL (
         SELECT h.hydrant_id FROM hydrants h ${where('h.hydrant_id >= b.first_key', byStatus && `h.${byStatus}`)}
         ORDER BY h.hydrant_id OFFSET $1::bigint - b.before LIMIT $2::int) p)
     SELECT ${HYDRANT_COLUMNS}, (SELECT n FROM block) AS block_rows
     FROM page JOIN hydrants h ON h.hydrant_id = page.hydrant_id
     ORDER BY h.hydrant_id`,
    params,
  );
  if (rows.length > 0 && Number(rows[0].block_rows) > OVERGROWN_BLOCK_ROWS) rebalancePageBlocks(db);
  return rows;
}

/**
 * One page of the registry in hydrantId order, and the number of matching hydrants (exact,
 * or an estimate for a search that matches many: see registryTotal). `after`/`before` read
 * the page by keyset; `page` stays the number the user sees. A page by number without a
 * search comes from the kept block counts (pageByBlocks); with a search, by OFFSET from
 * the nearer end (pagePlan), which grows with the page's distance from the ends.
 */
export async function listHydrants(db: QueryExecutor, query: ListHydrantsQuery): Promise<HydrantPageDto> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const params: unknown[] = [];
  const conditions = filterSql(query, params);
  const total = await registryTotal(db, query, conditions, params);
  const plan = pagePlan(query, total, page, pageSize);
  if (!plan) return { items: [], ...total, page, pageSize };
  if (!query.search && plan.key === undefined) {
    const rows = await pageByBlocks(db, query.status, (page - 1) * pageSize, pageSize);
    return { items: rows.map(toHydrantDto), ...total, page, pageSize };
  }
  const keyed = [...params];
  let key = '';
  if (plan.key !== undefined) {
    keyed.push(plan.key);
    key = `h.hydrant_id ${plan.descending ? '<' : '>'} $${keyed.length}`;
  }
  // The page's hydrantIds first (an index-only scan), then their columns: with OFFSET,
  // PostgreSQL would compute the select list (photo ids included) for every skipped row too.
  const rows = await db.query<HydrantRow>(
    `SELECT ${HYDRANT_COLUMNS}
     FROM (SELECT h.hydrant_id FROM hydrants h ${where(conditions, key)}
           ORDER BY h.hydrant_id ${plan.descending ? 'DESC' : ''} LIMIT $${keyed.length + 1} OFFSET $${keyed.length + 2}) page
     JOIN hydrants h ON h.hydrant_id = page.hydrant_id
     ORDER BY h.hydrant_id`,
    [...keyed, plan.limit, plan.offset],
  );
  return { items: rows.map(toHydrantDto), ...total, page, pageSize };
}

/**
 * Hydrants within the radius, nearest first, from the GiST index (KNN scan with a bounding-box
 * prefilter), and their number: exact up to EXACT_COUNT_LIMIT (a KNN scan that stops there),
 * else estimated. All in one transaction, under the planner setting.
 */
export async function nearbyHydrants(db: TransactionalExecutor, query: NearbyHydrantsQuery): Promise<NearbyHydrantPageDto> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_NEARBY_PAGE_SIZE;
  const angle = (query.radius ?? DEFAULT_RADIUS_MILES) / EARTH_RADIUS_MILES;
  const params: unknown[] = [query.lat, query.lng, angle];
  const near = proximitySql('$1::float8', '$2::float8', '$3::float8');
  const conditions = [near.where, filterSql({ search: query.search }, params)].filter(Boolean).join(' AND ');
  return db.transaction(async (tx) => {
    await tx.query(NEARBY_PLANNER_SETTING);
    const total = await cappedTotal(
      tx,
      `SELECT 1 FROM hydrants h WHERE ${conditions} ORDER BY ${near.orderBy} LIMIT ${EXACT_COUNT_LIMIT + 1}`,
      conditions,
      params,
    );
    const rows = await tx.query<HydrantRow>(
      `SELECT ${HYDRANT_COLUMNS}, ${near.distance} AS distance FROM hydrants h WHERE ${conditions}
       ORDER BY ${near.orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    return { items: rows.map(toNearbyHydrantDto), ...total, page, pageSize };
  });
}

/** One hydrant by its internal id, or null when there is none. */
export async function getHydrant(db: QueryExecutor, id: number): Promise<HydrantDto | null> {
  const [row] = await db.query<HydrantRow>(`SELECT ${HYDRANT_COLUMNS} FROM hydrants h WHERE h.id = $1`, [id]);
  return row ? toHydrantDto(row) : null;
}
