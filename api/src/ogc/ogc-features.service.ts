import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EXACT_COUNT_LIMIT, flowClassOf, type FlowClass } from '../hydrants/hydrant.constants.js';
import type { CollectionDefinition } from './ogc-collections.js';
import type { LonLatBox } from './ogc-crs.js';
import type { DateRange, HydrantFilters } from './ogc-params.js';

/** A GeoJSON feature with longitude/latitude coordinates (the controller writes the CRS asked for). */
export interface LonLatFeature {
  type: 'Feature';
  id: number;
  geometry: { type: 'Point'; coordinates: [number, number] } | { type: 'Polygon'; coordinates: [number, number][][] };
  properties: Record<string, unknown>;
}

export interface PageQuery {
  limit: number;
  /** Keyset: only ids above this one (0: from the start). */
  after: number;
  /** Longitude/latitude box the index narrows to. */
  box?: LonLatBox;
  /** The exact test when the box was given in a projected CRS (the box is only its envelope). */
  exact?: (lon: number, lat: number) => boolean;
  dates?: DateRange;
  filters: HydrantFilters;
}

export interface Page {
  features: LonLatFeature[];
  /** Exact count of every match; undefined when it would not be cheap (the page still is). */
  numberMatched: number | undefined;
  /** Where the next page starts (the last id of this one); undefined on the last page. */
  nextAfter: number | undefined;
}

export interface Extent {
  bbox: LonLatBox | undefined;
  interval: [string | null, string | null];
}

interface HydrantRow {
  id: number;
  hydrant_id: string;
  address: string;
  status: string;
  flow_rate: number | null;
  last_inspection: string | null;
  area: string;
  hydrant_type: string | null;
  longitude: number;
  latitude: number;
  updated_at: Date;
  reason: string | null;
  started_at: Date | null;
  expected_return: string | null;
}

interface ZoneRow {
  id: number;
  name: string;
  color: string;
  description: string | null;
  coordinates: [number, number][];
  assigned_personnel: string[];
  updated_at: Date;
}

const HYDRANT_COLUMNS = `h.id, h.hydrant_id, h.address, h.status, h.flow_rate,
  to_char(h.last_inspection, 'YYYY-MM-DD') AS last_inspection, h.area, h.hydrant_type, h.longitude, h.latitude,
  h.updated_at, oos.reason, oos.started_at, to_char(oos.expected_return, 'YYYY-MM-DD') AS expected_return`;

/** The open out-of-service period of each hydrant out of service (one index look-up per row). */
const OUT_OF_SERVICE_JOIN = `LEFT JOIN LATERAL (
    SELECT o.reason, o.started_at, o.expected_return FROM hydrant_out_of_service o
     WHERE o.hydrant_id = h.id AND o.ended_at IS NULL
  ) oos ON h.status = 'out-of-service'`;

/** The flow-rate range of each NFPA 291 class (FLOW_CLASS_SQL's rule), as index-friendly bounds. */
const FLOW_CLASS_RANGE: Record<FlowClass, string> = {
  AA: 'h.flow_rate >= 1500',
  A: 'h.flow_rate >= 1000 AND h.flow_rate < 1500',
  B: 'h.flow_rate >= 500 AND h.flow_rate < 1000',
  C: 'h.flow_rate < 500',
};

function hydrantFeature(row: HydrantRow): LonLatFeature {
  return {
    type: 'Feature',
    id: row.id,
    geometry: { type: 'Point', coordinates: [row.longitude, row.latitude] },
    properties: {
      hydrantId: row.hydrant_id,
      address: row.address,
      status: row.status,
      flowClass: flowClassOf(row.flow_rate),
      flowRate: row.flow_rate,
      lastInspection: row.last_inspection,
      area: row.area,
      hydrantType: row.hydrant_type,
      outOfServiceReason: row.reason,
      outOfServiceSince: row.started_at?.toISOString() ?? null,
      expectedReturn: row.expected_return,
      updatedAt: row.updated_at.toISOString(),
    },
  };
}

/** A zone's ring as GeoJSON wants it: [lng, lat] positions, closed. */
function zoneRing(coordinates: [number, number][]): [number, number][] {
  const ring = coordinates.map(([lat, lng]) => [lng, lat] as [number, number]);
  const [first, last] = [ring[0], ring[ring.length - 1]];
  if (first && (first[0] !== last[0] || first[1] !== last[1])) ring.push([first[0], first[1]]);
  return ring;
}

function zoneFeature(row: ZoneRow): LonLatFeature {
  return {
    type: 'Feature',
    id: row.id,
    geometry: { type: 'Polygon', coordinates: [zoneRing(row.coordinates)] },
    properties: {
      name: row.name,
      color: row.color,
      description: row.description,
      assignedPersonnel: row.assigned_personnel,
      updatedAt: row.updated_at.toISOString(),
    },
  };
}

/** Builds a WHERE clause with numbered parameters. */
class Conditions {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];

  value(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  where(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

/**
 * Reads the collections for OGC API – Features: pages by keyset on the primary key (id > the
 * last id sent, so the last page of a million costs what the first does), boxes through the
 * GiST index on point(longitude, latitude) that carries id and the coordinates (read from the
 * index alone), totals from the kept status counts when only the status narrows the set, else
 * counted up to EXACT_COUNT_LIMIT.
 */
@Injectable()
export class OgcFeaturesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private hydrantConditions(collection: CollectionDefinition, query: Omit<PageQuery, 'limit' | 'after'>): Conditions {
    const c = new Conditions();
    const status = collection.id === 'out-of-service-hydrants' ? 'out-of-service' : query.filters.status;
    if (status) c.parts.push(`h.status = ${c.value(status)}`);
    if (query.filters.area !== undefined) c.parts.push(`h.area = ${c.value(query.filters.area)}`);
    if (query.filters.flowClass) c.parts.push(FLOW_CLASS_RANGE[query.filters.flowClass]);
    if (query.box) {
      const [w, s, e, n] = query.box;
      const inBox = (west: number, east: number) =>
        `point(h.longitude, h.latitude) <@ box(point(${c.value(west)}, ${c.value(s)}), point(${c.value(east)}, ${c.value(n)}))`;
      c.parts.push(w <= e ? inBox(w, e) : `(${inBox(w, 180)} OR ${inBox(-180, e)})`);
    }
    if (query.dates?.from) c.parts.push(`h.last_inspection >= ${c.value(query.dates.from)}::date`);
    if (query.dates?.to) c.parts.push(`h.last_inspection <= ${c.value(query.dates.to)}::date`);
    return c;
  }

  async hydrantPage(collection: CollectionDefinition, query: PageQuery): Promise<Page> {
    const features: LonLatFeature[] = [];
    let after = query.after;
    const batch = query.limit + 1;
    // The total is counted on another connection while the page is read (a box over a city: two index scans at once).
    const matched = query.exact ? Promise.resolve(undefined) : this.countHydrants(collection, query);
    // never an unhandled rejection while the page is read; awaited (and thrown) below
    matched.catch(() => undefined);
    // Without an exact test one query answers; with one, rows outside the projected box are
    // dropped and the next batch is read until the page is full or the rows run out.
    for (;;) {
      const c = this.hydrantConditions(collection, query);
      c.parts.push(`h.id > ${c.value(after)}`);
      // In a box, the page's ids first, from the box's index alone (it carries id and the
      // coordinates): a city's tens of thousands of hydrants lie on as many heap pages, and only
      // the page's 1,000 are read from the table.
      const sql = query.box
        ? `SELECT ${HYDRANT_COLUMNS}
             FROM (SELECT h.id FROM hydrants h ${c.where()} ORDER BY h.id LIMIT ${batch}) page
             JOIN hydrants h ON h.id = page.id ${OUT_OF_SERVICE_JOIN} ORDER BY h.id`
        : `SELECT ${HYDRANT_COLUMNS} FROM hydrants h ${OUT_OF_SERVICE_JOIN} ${c.where()} ORDER BY h.id LIMIT ${batch}`;
      const rows = await this.dataSource.query<HydrantRow[]>(sql, c.params);
      for (const row of rows) {
        if (!query.exact || query.exact(row.longitude, row.latitude)) features.push(hydrantFeature(row));
      }
      if (rows.length < batch || features.length > query.limit) break;
      after = rows[rows.length - 1].id;
    }
    const more = features.length > query.limit;
    if (more) features.length = query.limit;
    return {
      features,
      numberMatched: await matched,
      nextAfter: more ? features[features.length - 1].id : undefined,
    };
  }

  /** The total of the set a page belongs to: kept counts when only the status narrows it, else counted up to a bound. */
  private async countHydrants(collection: CollectionDefinition, query: PageQuery): Promise<number | undefined> {
    const { area, flowClass } = query.filters;
    if (area === undefined && !flowClass && !query.box && !query.dates) {
      const status = collection.id === 'out-of-service-hydrants' ? 'out-of-service' : query.filters.status;
      const [{ n }] = await this.dataSource.query<Array<{ n: number }>>(
        `SELECT coalesce(sum(delta), 0)::integer AS n FROM hydrant_status_counts ${status ? 'WHERE status = $1' : ''}`,
        status ? [status] : [],
      );
      return n;
    }
    const c = this.hydrantConditions(collection, query);
    const [{ n }] = await this.dataSource.query<Array<{ n: number }>>(
      `SELECT count(*)::integer AS n FROM (SELECT 1 FROM hydrants h ${c.where()} LIMIT ${EXACT_COUNT_LIMIT + 1}) m`,
      c.params,
    );
    return n > EXACT_COUNT_LIMIT ? undefined : n;
  }

  async hydrant(collection: CollectionDefinition, id: number): Promise<LonLatFeature | undefined> {
    const oos = collection.id === 'out-of-service-hydrants' ? `AND h.status = 'out-of-service'` : '';
    const rows = await this.dataSource.query<HydrantRow[]>(
      `SELECT ${HYDRANT_COLUMNS} FROM hydrants h ${OUT_OF_SERVICE_JOIN} WHERE h.id = $1 ${oos}`,
      [id],
    );
    return rows[0] && hydrantFeature(rows[0]);
  }

  /** Bounding box (min/max of each coordinate: index look-ups) and the span of last inspections. */
  async hydrantExtent(collection: CollectionDefinition): Promise<Extent> {
    const where = collection.id === 'out-of-service-hydrants' ? `WHERE status = 'out-of-service'` : '';
    const [row] = await this.dataSource.query<
      Array<{ w: number | null; s: number | null; e: number | null; n: number | null; first: string | null; last: string | null }>
    >(
      `SELECT min(longitude) AS w, min(latitude) AS s, max(longitude) AS e, max(latitude) AS n,
              to_char(min(last_inspection), 'YYYY-MM-DD') AS first, to_char(max(last_inspection), 'YYYY-MM-DD') AS last
         FROM hydrants ${where}`,
    );
    return {
      bbox: row.w === null ? undefined : [row.w, row.s!, row.e!, row.n!],
      interval: [row.first && `${row.first}T00:00:00Z`, row.last && `${row.last}T23:59:59Z`],
    };
  }

  /** Zones are few: read whole, filtered here (a box meets a zone when it meets the zone's bounding box). */
  private async zoneRows(dates: DateRange | undefined, id?: number): Promise<ZoneRow[]> {
    const c = new Conditions();
    if (id !== undefined) c.parts.push(`id = ${c.value(id)}`);
    if (dates?.from) c.parts.push(`updated_at >= ${c.value(dates.from)}::date`);
    if (dates?.to) c.parts.push(`updated_at < ${c.value(dates.to)}::date + 1`);
    return this.dataSource.query<ZoneRow[]>(
      `SELECT id, name, color, description, coordinates, assigned_personnel, updated_at FROM zones ${c.where()} ORDER BY id`,
      c.params,
    );
  }

  async zonePage(query: PageQuery, meets: (ring: [number, number][]) => boolean): Promise<Page> {
    const matching = (await this.zoneRows(query.dates)).map(zoneFeature).filter((zone) => {
      const ring = (zone.geometry.coordinates as [number, number][][])[0];
      return meets(ring);
    });
    const rest = matching.filter((zone) => zone.id > query.after);
    const features = rest.slice(0, query.limit);
    return {
      features,
      numberMatched: matching.length,
      nextAfter: rest.length > query.limit ? features[features.length - 1].id : undefined,
    };
  }

  async zone(id: number): Promise<LonLatFeature | undefined> {
    const [row] = await this.zoneRows(undefined, id);
    return row && zoneFeature(row);
  }

  async zoneExtent(): Promise<Extent> {
    const zones = (await this.zoneRows(undefined)).map(zoneFeature);
    const points = zones.flatMap((zone) => (zone.geometry.coordinates as [number, number][][])[0]);
    const times = zones.map((zone) => zone.properties.updatedAt as string).sort();
    return {
      bbox: points.length
        ? [
            Math.min(...points.map((p) => p[0])),
            Math.min(...points.map((p) => p[1])),
            Math.max(...points.map((p) => p[0])),
            Math.max(...points.map((p) => p[1])),
          ]
        : undefined,
      interval: [times[0] ?? null, times[times.length - 1] ?? null],
    };
  }
}
