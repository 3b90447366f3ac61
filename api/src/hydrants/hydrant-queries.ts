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
 * With `pg`: `query: async (sql, params) => (await pool.query(sql, params)).rows`.
 */
import type { HydrantDto, HydrantPageDto, HydrantStatsDto, NearbyHydrantPageDto } from './dto/hydrant.dto.js';
import {
  DEFAULT_NEARBY_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  DEFAULT_RADIUS_MILES,
  EARTH_RADIUS_MILES,
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
}

export interface NearbyHydrantsQuery {
  lat: number;
  lng: number;
  radius?: number;
  search?: string;
  page?: number;
  pageSize?: number;
}

/** How many hydrants match a WHERE clause (the exact total shown under a page). */
async function countMatching(db: QueryExecutor, filters: string, params: unknown[]): Promise<number> {
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM hydrants h ${filters}`, params);
  return total;
}

/** One page of the registry in hydrantId order, and the number of matching hydrants. */
export async function listHydrants(db: QueryExecutor, query: ListHydrantsQuery): Promise<HydrantPageDto> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const params: unknown[] = [];
  const filters = where(filterSql(query, params));
  const total = await countMatching(db, filters, params);
  // The page's ids first, then their columns: with OFFSET, PostgreSQL computes the
  // select list (photo ids included) for every skipped row too, so selecting the full
  // columns directly made deep pages ten times slower.
  const rows = await db.query<HydrantRow>(
    `SELECT ${HYDRANT_COLUMNS}
     FROM (SELECT h.id FROM hydrants h ${filters}
           ORDER BY h.hydrant_id LIMIT $${params.length + 1} OFFSET $${params.length + 2}) page
     JOIN hydrants h ON h.id = page.id
     ORDER BY h.hydrant_id`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  return { items: rows.map(toHydrantDto), total, page, pageSize };
}

/** Counts by status over the whole registry. */
export async function hydrantStats(db: QueryExecutor): Promise<HydrantStatsDto> {
  const [row] = await db.query<HydrantStatsDto>(`
    SELECT count(*) FILTER (WHERE status = 'operational')::int AS operational,
           count(*) FILTER (WHERE status = 'maintenance')::int AS maintenance,
           count(*) FILTER (WHERE status = 'out-of-service')::int AS "outOfService",
           count(*)::int AS total
    FROM hydrants`);
  return row;
}

/** Hydrants within the radius, nearest first, from the GiST index (KNN scan with a bounding-box prefilter). */
export async function nearbyHydrants(db: TransactionalExecutor, query: NearbyHydrantsQuery): Promise<NearbyHydrantPageDto> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_NEARBY_PAGE_SIZE;
  const angle = (query.radius ?? DEFAULT_RADIUS_MILES) / EARTH_RADIUS_MILES;
  const params: unknown[] = [query.lat, query.lng, angle];
  const near = proximitySql('$1::float8', '$2::float8', '$3::float8');
  const filters = where(near.where, filterSql({ search: query.search }, params));
  const total = await countMatching(db, filters, params);
  const rows = await db.transaction(async (tx) => {
    await tx.query(NEARBY_PLANNER_SETTING);
    return await tx.query<HydrantRow>(
      `SELECT ${HYDRANT_COLUMNS}, ${near.distance} AS distance FROM hydrants h ${filters}
       ORDER BY ${near.orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, (page - 1) * pageSize],
    );
  });
  return { items: rows.map(toNearbyHydrantDto), total, page, pageSize };
}

/** One hydrant by its internal id, or null when there is none. */
export async function getHydrant(db: QueryExecutor, id: number): Promise<HydrantDto | null> {
  const [row] = await db.query<HydrantRow>(`SELECT ${HYDRANT_COLUMNS} FROM hydrants h WHERE h.id = $1`, [id]);
  return row ? toHydrantDto(row) : null;
}
