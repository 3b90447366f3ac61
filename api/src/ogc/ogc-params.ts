import { BadRequestException } from '@nestjs/common';
import { TOKEN_QUERY_PARAMETER } from '../auth/feed-route.decorator.js';
import { FLOW_CLASSES, HYDRANT_STATUSES, type FlowClass, type HydrantStatus } from '../hydrants/hydrant.constants.js';
import { CRS84, type OgcCrs } from './ogc-crs.js';

/** Items per page: the default, and the largest page (a larger `limit` is clamped to it, never refused). */
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 10_000;

/** Query parameters every OGC route takes: the output format and the token for header-less clients. */
export const COMMON_PARAMETERS = ['f', TOKEN_QUERY_PARAMETER] as const;
/** The parameters of an items request, besides a collection's own filters. */
export const ITEMS_PARAMETERS = ['limit', 'bbox', 'bbox-crs', 'datetime', 'crs', 'after'] as const;

type Query = Record<string, unknown>;

function fail(message: string): never {
  throw new BadRequestException(message);
}

/** A query parameter's single text value (a repeated parameter is refused). */
function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') fail(`Parameter ${name} must be given once, as text`);
  return value;
}

/**
 * Refuses any parameter the route does not know (OGC API – Features permits a 400 there, and
 * a GIS that misspells a filter must not silently get everything), and an `f` other than JSON.
 */
export function checkParameters(query: Query, allowed: readonly string[], formats: readonly string[] = ['json']): void {
  const known = new Set<string>([...COMMON_PARAMETERS, ...allowed]);
  const unknown = Object.keys(query).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    fail(`Unknown parameter${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}; this path takes ${[...known].join(', ')}`);
  }
  const f = single(query, 'f');
  if (f !== undefined && !formats.includes(f)) fail(`Parameter f must be ${formats.join(' or ')}`);
}

/** `limit`: default 10; 1 or more; more than 10,000 gives 10,000. */
export function parseLimit(query: Query): number {
  const raw = single(query, 'limit');
  if (raw === undefined) return DEFAULT_LIMIT;
  if (!/^\d{1,15}$/.test(raw.trim()) || Number(raw) < 1) fail('Parameter limit must be a whole number of at least 1');
  return Math.min(Number(raw), MAX_LIMIT);
}

/** `after`: the id of the last feature of the previous page (the `next` link carries it). */
export function parseAfter(query: Query): number {
  const raw = single(query, 'after');
  if (raw === undefined) return 0;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > 2_147_483_647) fail('Parameter after must be a feature id');
  return Number(raw);
}

/** `crs` or `bbox-crs`: one of the collection's URIs (CRS84 when absent). */
export function parseCrs(query: Query, name: 'crs' | 'bbox-crs', offered: readonly OgcCrs[]): OgcCrs {
  const raw = single(query, name)?.trim();
  const uri = raw === undefined || raw === '' ? CRS84 : raw.replace(/^\[(.*)\]$/, '$1');
  const crs = offered.find((candidate) => candidate.uri === uri);
  if (!crs) fail(`Parameter ${name} must be one of ${offered.map((c) => c.uri).join(', ')}`);
  return crs;
}

/** `bbox`: four numbers (or six, heights ignored) in `bbox-crs` axis order: min, min, max, max. */
export function parseBbox(query: Query, crs: OgcCrs): [number, number, number, number] | undefined {
  const raw = single(query, 'bbox');
  if (raw === undefined) return undefined;
  const parts = raw.split(',').map((part) => part.trim());
  const numbers = parts.map(Number);
  if (!(parts.length === 4 || parts.length === 6) || parts.some((p) => p === '') || numbers.some((n) => !Number.isFinite(n))) {
    fail('Parameter bbox must be four numbers: minimum, minimum, maximum, maximum (in the axis order of bbox-crs)');
  }
  const box = (parts.length === 6 ? [numbers[0], numbers[1], numbers[3], numbers[4]] : numbers) as [
    number,
    number,
    number,
    number,
  ];
  const [minA, minB, maxA, maxB] = box;
  if (crs.uri === CRS84) {
    if ([minA, maxA].some((lon) => lon < -180 || lon > 180) || [minB, maxB].some((lat) => lat < -90 || lat > 90)) {
      fail('Parameter bbox must lie within longitudes -180..180 and latitudes -90..90');
    }
    // A west edge east of the east edge crosses the antimeridian (allowed); south must be below north.
    if (minB > maxB) fail('Parameter bbox: the south edge must not be north of the north edge');
    return box;
  }
  if (crs.uri.endsWith('/4326')) {
    if ([minA, maxA].some((lat) => lat < -90 || lat > 90) || [minB, maxB].some((lon) => lon < -180 || lon > 180)) {
      fail('Parameter bbox (EPSG:4326, latitude first) must lie within latitudes -90..90 and longitudes -180..180');
    }
    if (minA > maxA) fail('Parameter bbox: the south edge must not be north of the north edge');
    return box;
  }
  if (minA > maxA || minB > maxB) fail('Parameter bbox: each minimum must not exceed its maximum');
  return box;
}

/** An inclusive range of UTC calendar dates; an end left open is undefined. */
export interface DateRange {
  from: string | undefined;
  to: string | undefined;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

/** The UTC calendar date of an RFC 3339 date or date-time; undefined when it is neither. */
function utcDate(text: string): string | undefined {
  const date = DATE.exec(text);
  if (date) {
    const parsed = new Date(`${text}T00:00:00Z`);
    return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== text ? undefined : text;
  }
  if (!DATE_TIME.test(text)) return undefined;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString().slice(0, 10);
}

/**
 * `datetime`: an instant or an interval `start/end` with `..` (or nothing) for an open end,
 * as RFC 3339 dates or date-times. The collections hold dates (last inspection), so each
 * bound is its UTC calendar date: a feature matches when its date lies in the range.
 */
export function parseDatetime(query: Query): DateRange | undefined {
  const raw = single(query, 'datetime')?.trim();
  if (raw === undefined) return undefined;
  const invalid = (): never =>
    fail('Parameter datetime must be an RFC 3339 date or date-time, or an interval start/end where either end may be ..');
  const ends = raw.split('/');
  if (ends.length === 1) {
    const day = utcDate(raw) ?? invalid();
    return { from: day, to: day };
  }
  if (ends.length !== 2) invalid();
  const [start, end] = ends.map((part) => (part === '' || part === '..' ? undefined : (utcDate(part) ?? invalid())));
  if (start === undefined && end === undefined) invalid();
  if (start !== undefined && end !== undefined && start > end) fail('Parameter datetime: the interval ends before it starts');
  return { from: start, to: end };
}

/** The hydrant filters a GIS sends (declared in the OpenAPI document so GDAL and QGIS pass them on). */
export interface HydrantFilters {
  status?: HydrantStatus;
  area?: string;
  flowClass?: FlowClass;
}

export function parseHydrantFilters(query: Query, names: readonly string[]): HydrantFilters {
  const filters: HydrantFilters = {};
  if (names.includes('status')) {
    const status = single(query, 'status');
    if (status !== undefined) {
      if (!(HYDRANT_STATUSES as readonly string[]).includes(status))
        fail(`Parameter status must be one of ${HYDRANT_STATUSES.join(', ')}`);
      filters.status = status as HydrantStatus;
    }
  }
  if (names.includes('area')) {
    const area = single(query, 'area');
    if (area !== undefined) {
      if (area.length === 0 || area.length > 200) fail('Parameter area must be an area name of 1 to 200 characters');
      filters.area = area;
    }
  }
  if (names.includes('flowClass')) {
    const flowClass = single(query, 'flowClass');
    if (flowClass !== undefined) {
      if (!(FLOW_CLASSES as readonly string[]).includes(flowClass))
        fail(`Parameter flowClass must be one of ${FLOW_CLASSES.join(', ')}`);
      filters.flowClass = flowClass as FlowClass;
    }
  }
  return filters;
}

/** A feature id in a path: a positive integer (anything else is a 404, as an id that does not exist). */
export function parseFeatureId(raw: string): number | undefined {
  return /^\d{1,10}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined;
}
