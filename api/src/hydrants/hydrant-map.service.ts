import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { HydrantMapCellsDto, HydrantMapExtentDto, HydrantMapViewDto, MapViewQueryDto } from './dto/hydrant-map.dto.js';
import type { HydrantMapPointsDto } from './dto/hydrant.dto.js';
import type { HydrantFilterQueryDto } from './dto/hydrant-query.dto.js';
import { filterSql, where } from './hydrant-rows.js';
import { FLOW_CLASS_SQL, type HydrantStatus } from './hydrant.constants.js';

/** The finest and coarsest levels of hydrant_map_cells (migration 1795800000500). */
export const MIN_CELL_LEVEL = 2;
export const MAX_CELL_LEVEL = 16;
/** A view holding at most this many matching hydrants is answered as single hydrants. */
export const MAX_VIEW_POINTS = 5000;
/** From this zoom on (street level), always single hydrants. */
export const STREET_ZOOM = 17;

const STATUS_COLUMN: Record<HydrantStatus, string> = {
  operational: 'n_operational',
  maintenance: 'n_maintenance',
  'out-of-service': 'n_out_of_service',
};

/** Web-Mercator tile column / row of a position at `level` (the SQL functions hydrant_map_x16 / _y16, generalised). */
export function tileX(lng: number, level: number): number {
  const n = 2 ** level;
  return Math.min(n - 1, Math.max(0, Math.floor(((lng + 180) / 360) * n)));
}
export function tileY(lat: number, level: number): number {
  const n = 2 ** level;
  const phi = (Math.max(-85.0511287798, Math.min(85.0511287798, lat)) * Math.PI) / 180;
  return Math.min(n - 1, Math.max(0, Math.floor(((1 - Math.asinh(Math.tan(phi)) / Math.PI) / 2) * n)));
}

/** Cells of the view at the level: level, x0..x1 (west to east), y0..y1 (north to south). */
function viewCells(view: MapViewQueryDto, level: number) {
  return {
    level,
    x0: tileX(view.west, level),
    x1: tileX(view.east, level),
    y0: tileY(view.north, level),
    y1: tileY(view.south, level),
  };
}

interface CellRow {
  cx: number;
  cy: number;
  n: number;
  n_operational: number;
  n_maintenance: number;
  n_out_of_service: number;
  n_aa: number | null;
  n_a: number | null;
  n_b: number | null;
  n_c: number | null;
  n_none: number | null;
  lat: number;
  lng: number;
}

/** The per-cell aggregate of matching hydrant rows (alias h), for views with a search (no maintained cells match it). */
const LIVE_CELL_COLUMNS = (level: number) => `
  hydrant_map_x16(h.longitude) >> ${16 - level} AS cx, hydrant_map_y16(h.latitude) >> ${16 - level} AS cy,
  count(*)::int AS n,
  count(*) FILTER (WHERE h.status = 'operational')::int AS n_operational,
  count(*) FILTER (WHERE h.status = 'maintenance')::int AS n_maintenance,
  count(*) FILTER (WHERE h.status = 'out-of-service')::int AS n_out_of_service,
  count(*) FILTER (WHERE h.flow_rate >= 1500)::int AS n_aa,
  count(*) FILTER (WHERE h.flow_rate >= 1000 AND h.flow_rate < 1500)::int AS n_a,
  count(*) FILTER (WHERE h.flow_rate >= 500 AND h.flow_rate < 1000)::int AS n_b,
  count(*) FILTER (WHERE h.flow_rate < 500)::int AS n_c,
  count(*) FILTER (WHERE h.flow_rate IS NULL)::int AS n_none,
  avg(h.latitude) AS lat, avg(h.longitude) AS lng`;

/**
 * The dashboard map by view and zoom, fast at 1,000,000 hydrants. Far out, the view's hydrants come as cells
 * (Web-Mercator tiles of level zoom + 2, about 64 px on screen) with their counts by status and
 * by flow class, read from the maintained hydrant_map_cells by primary key: a few hundred rows
 * whatever the registry's size. Close in (at most MAX_VIEW_POINTS matching hydrants in the view,
 * or street zoom) they come as single hydrants, found through the GiST index on
 * point(longitude, latitude). A search cannot use the maintained cells: the matching rows
 * (found through the trigram index; a search costs a scan of its matches anyway) are counted
 * per cell on the fly, or answered as points when few.
 */
@Injectable()
export class HydrantMapService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async view(query: MapViewQueryDto): Promise<HydrantMapViewDto> {
    const level = Math.min(MAX_CELL_LEVEL, Math.max(MIN_CELL_LEVEL, Math.floor(query.zoom) + 2));
    const box = viewCells(query, level);
    const street = query.zoom >= STREET_ZOOM;
    if (query.search) {
      // points first, one more than allowed: a selective search answers at once
      const points = await this.points(query, street ? undefined : MAX_VIEW_POINTS + 1);
      if (street || points.id.length <= MAX_VIEW_POINTS) return this.pointsView(level, points);
      return this.cellsView(level, await this.liveCells(query, box), true);
    }
    const cells = await this.storedCells(box, query.status);
    const total = cells.reduce((sum, cell) => sum + cell.n, 0);
    if (street || total <= MAX_VIEW_POINTS) return this.pointsView(level, await this.points(query));
    return this.cellsView(level, cells, !query.status);
  }

  /** [west, south, east, north] of the matching hydrants, with their number. */
  async extent(query: HydrantFilterQueryDto): Promise<HydrantMapExtentDto> {
    const params: unknown[] = [];
    const filters = filterSql(query, params);
    if (!query.search) {
      const total = await this.storedTotal(query.status);
      if (total === 0) return { total, extent: null };
      if (total > MAX_VIEW_POINTS) {
        // Four nearest-neighbour walks of the GiST index on point(longitude, latitude) from points
        // 1e9 degrees away on each side: the nearest to (-1e9, 0) has the least longitude (the
        // latitude adds at most 90² / 2e9 ≈ 4e-6 degrees). Each stops at the first (matching) row.
        const edge = (x: number, y: number, column: string) =>
          `(SELECT h.${column} FROM hydrants h ${where(filters)}
            ORDER BY point(h.longitude, h.latitude) <-> point(${x}, ${y}) LIMIT 1)`;
        const [row] = await this.dataSource.query<Array<{ w: number; s: number; e: number; n: number }>>(
          `SELECT ${edge(-1e9, 0, 'longitude')} AS w, ${edge(0, -1e9, 'latitude')} AS s,
                  ${edge(1e9, 0, 'longitude')} AS e, ${edge(0, 1e9, 'latitude')} AS n`,
          params,
        );
        return { total, extent: [row.w, row.s, row.e, row.n] };
      }
    }
    // few rows (through the status index), or the matches of a search
    const [row] = await this.dataSource.query<Array<{ total: number; w: number | null; s: number; e: number; n: number }>>(
      `SELECT count(*)::int AS total, min(h.longitude) AS w, min(h.latitude) AS s, max(h.longitude) AS e, max(h.latitude) AS n
       FROM hydrants h ${where(filters)}`,
      params,
    );
    return { total: row.total, extent: row.w === null ? null : [row.w, row.s, row.e, row.n] };
  }

  /** Matching hydrants of the whole registry from the coarsest cells. */
  private async storedTotal(status?: HydrantStatus): Promise<number> {
    const column = status ? STATUS_COLUMN[status] : 'n';
    const [row] = await this.dataSource.query<Array<{ total: number }>>(
      `SELECT coalesce(sum(${column}), 0)::int AS total FROM hydrant_map_cells WHERE level = $1`,
      [MIN_CELL_LEVEL],
    );
    return row.total;
  }

  private async storedCells(box: ReturnType<typeof viewCells>, status?: HydrantStatus): Promise<CellRow[]> {
    // with a status filter a cell holds only that status; its flow classes (counted over every
    // status) do not apply and are left out
    const n = status ? STATUS_COLUMN[status] : 'n';
    const only = (column: string) => (status ? (STATUS_COLUMN[status] === column ? column : '0') : column);
    const cls = (column: string) => (status ? 'NULL::int' : column);
    return this.dataSource.query<CellRow[]>(
      `SELECT cx, cy, ${n} AS n, ${only('n_operational')} AS n_operational, ${only('n_maintenance')} AS n_maintenance,
              ${only('n_out_of_service')} AS n_out_of_service, ${cls('n_aa')} AS n_aa, ${cls('n_a')} AS n_a,
              ${cls('n_b')} AS n_b, ${cls('n_c')} AS n_c, ${cls('n_none')} AS n_none,
              sum_lat / n AS lat, sum_lng / n AS lng
       FROM hydrant_map_cells
       WHERE level = $1 AND cx BETWEEN $2 AND $3 AND cy BETWEEN $4 AND $5 AND ${n} > 0
       ORDER BY cx, cy`,
      [box.level, box.x0, box.x1, box.y0, box.y1],
    );
  }

  private async liveCells(query: MapViewQueryDto, box: ReturnType<typeof viewCells>): Promise<CellRow[]> {
    const params: unknown[] = [query.west, query.south, query.east, query.north];
    return this.dataSource.query<CellRow[]>(
      `SELECT ${LIVE_CELL_COLUMNS(box.level)}
       FROM hydrants h
       ${where('point(h.longitude, h.latitude) <@ box(point($1, $2), point($3, $4))', filterSql(query, params))}
       GROUP BY 1, 2 ORDER BY 1, 2`,
      params,
    );
  }

  /** The matching hydrants inside the view (columns as GET /api/hydrants/map-points), at most `limit`. */
  private async points(query: MapViewQueryDto, limit?: number): Promise<HydrantMapPointsDto> {
    const params: unknown[] = [query.west, query.south, query.east, query.north];
    const filters = where('point(h.longitude, h.latitude) <@ box(point($1, $2), point($3, $4))', filterSql(query, params));
    const [row] = await this.dataSource.query<Array<{ body: HydrantMapPointsDto }>>(
      `SELECT json_build_object(
         'id', coalesce(json_agg(h.id), '[]'),
         'latitude', coalesce(json_agg(h.latitude), '[]'),
         'longitude', coalesce(json_agg(h.longitude), '[]'),
         'status', coalesce(json_agg(h.status), '[]'),
         'flowClass', coalesce(json_agg(h.flow_class), '[]')
       ) AS body
       FROM (SELECT h.id, round(h.latitude::numeric, 6) AS latitude, round(h.longitude::numeric, 6) AS longitude, h.status,
                    ${FLOW_CLASS_SQL} AS flow_class
             FROM hydrants h ${filters} ORDER BY h.id ${limit ? `LIMIT ${Math.trunc(limit)}` : ''}) h`,
      params,
    );
    return row.body;
  }

  private pointsView(level: number, points: HydrantMapPointsDto): HydrantMapViewDto {
    return { mode: 'points', level, total: points.id.length, points, cells: null };
  }

  private cellsView(level: number, rows: CellRow[], withClasses: boolean): HydrantMapViewDto {
    const cells: HydrantMapCellsDto = {
      x: rows.map((r) => r.cx),
      y: rows.map((r) => r.cy),
      latitude: rows.map((r) => Math.round(r.lat * 1e6) / 1e6),
      longitude: rows.map((r) => Math.round(r.lng * 1e6) / 1e6),
      count: rows.map((r) => r.n),
      byStatus: rows.map((r) => [r.n_operational, r.n_maintenance, r.n_out_of_service]),
      byFlowClass: withClasses ? rows.map((r) => [r.n_aa ?? 0, r.n_a ?? 0, r.n_b ?? 0, r.n_c ?? 0, r.n_none ?? 0]) : null,
    };
    return { mode: 'cells', level, total: cells.count.reduce((a, b) => a + b, 0), points: null, cells };
  }
}
