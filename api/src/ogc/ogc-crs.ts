import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import proj4 from 'proj4';

/** OGC's URI of WGS 84 longitude/latitude: the default CRS of OGC API – Features (and our storage). */
export const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';
export const EPSG_URI = (code: number): string => `http://www.opengis.net/def/crs/EPSG/0/${code}`;

/** A coordinate reference system the collections are offered in (OGC API – Features Part 2). */
export interface OgcCrs {
  /** Its URI, as clients name it in `crs` and `bbox-crs`. */
  uri: string;
  title: string;
  /** A longitude/latitude (degrees, WGS 84) as this CRS's coordinates, in its axis order. */
  fromLonLat(lon: number, lat: number): [number, number];
  /** This CRS's coordinates (in its axis order) as longitude/latitude. */
  toLonLat(a: number, b: number): [number, number];
  /**
   * True when a box in this CRS is exactly a longitude/latitude box (CRS84, EPSG:4326 and the
   * cylindrical Web Mercator); false for a projected system such as a State Plane zone, whose
   * boxes are filtered exactly after an index look-up of the enclosing longitude/latitude box.
   */
  rectilinear: boolean;
  /** Decimals written: degrees as stored, projected units to the millimetre (or 1/1000 foot). */
  decimals: number | undefined;
}

interface EpsgEntry {
  code: string;
  kind: string;
  name: string;
  wkt: string;
  proj4: string;
}

const require = createRequire(import.meta.url);

/** The EPSG dataset's entry for a code, from the `epsg-index` package (never typed by hand). */
export function epsgEntry(code: number): EpsgEntry | undefined {
  let path: string;
  try {
    path = require.resolve(`epsg-index/s/${code}.json`);
  } catch {
    return undefined;
  }
  return JSON.parse(readFileSync(path, 'utf8')) as EpsgEntry;
}

/** True when the WKT's first axis points north (northing first, e.g. some Gauss-Krüger zones). */
function northingFirst(wkt: string): boolean {
  const first = /AXIS\["[^"]*",\s*(\w+)\]/i.exec(wkt);
  return first !== null && /^north|^south/i.test(first[1]);
}

const round = (value: number, decimals: number | undefined): number => {
  if (decimals === undefined) return value;
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** A projected EPSG system through proj4, with the dataset's definition and axis order. */
function projected(code: number, rectilinear: boolean): OgcCrs {
  const entry = epsgEntry(code);
  if (!entry) throw new Error(`EPSG:${code} is not in the EPSG dataset (epsg-index)`);
  if (entry.kind !== 'CRS-PROJCRS') throw new Error(`EPSG:${code} (${entry.name}) is not a projected CRS`);
  const converter = proj4('WGS84', entry.proj4);
  const swap = northingFirst(entry.wkt);
  return {
    uri: EPSG_URI(code),
    title: `${entry.name} (EPSG:${code})`,
    fromLonLat: (lon, lat) => {
      const [x, y] = converter.forward([lon, lat]);
      return swap ? [round(y, 3), round(x, 3)] : [round(x, 3), round(y, 3)];
    },
    toLonLat: (a, b) => {
      const [lon, lat] = converter.inverse(swap ? [b, a] : [a, b]);
      return [lon, lat];
    },
    rectilinear,
    decimals: 3,
  };
}

const WEB_MERCATOR = 3857;

/**
 * The systems offered, CRS84 first (the default): EPSG:4326 (latitude first, as EPSG defines
 * it), EPSG:3857 and, when configured (OGC_SITE_CRS), the site's projected system.
 */
export function offeredCrs(siteCrs: number | undefined): OgcCrs[] {
  const list: OgcCrs[] = [
    {
      uri: CRS84,
      title: 'WGS 84 longitude/latitude (CRS84)',
      fromLonLat: (lon, lat) => [lon, lat],
      toLonLat: (lon, lat) => [lon, lat],
      rectilinear: true,
      decimals: undefined,
    },
    {
      uri: EPSG_URI(4326),
      title: 'WGS 84 latitude/longitude (EPSG:4326)',
      fromLonLat: (lon, lat) => [lat, lon],
      toLonLat: (lat, lon) => [lon, lat],
      rectilinear: true,
      decimals: undefined,
    },
    projected(WEB_MERCATOR, true),
  ];
  if (siteCrs !== undefined && ![4326, WEB_MERCATOR].includes(siteCrs)) list.push(projected(siteCrs, false));
  return list;
}

/** Longitude/latitude box: west, south, east, north (west > east crosses the antimeridian). */
export type LonLatBox = [number, number, number, number];

/**
 * The longitude/latitude box enclosing a box given in `crs` (its axis order): exact for a
 * rectilinear CRS; for a projected one, the edges sampled densely, widened by about a metre
 * so the curved edges stay inside (the exact test runs on each point after).
 */
export function enclosingLonLatBox(crs: OgcCrs, box: [number, number, number, number]): LonLatBox {
  const [minA, minB, maxA, maxB] = box;
  if (crs.rectilinear) {
    // Each axis maps monotonically to longitude or latitude: the corners stay corners (and a
    // west edge east of the east edge still means the box crosses the antimeridian).
    const [w, s] = crs.toLonLat(minA, minB);
    const [e, n] = crs.toLonLat(maxA, maxB);
    return [w, s, e, n];
  }
  const steps = 32;
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    const a = minA + (maxA - minA) * t;
    const b = minB + (maxB - minB) * t;
    for (const [x, y] of [
      [a, minB],
      [a, maxB],
      [minA, b],
      [maxA, b],
    ] as const) {
      const [lon, lat] = crs.toLonLat(x, y);
      w = Math.min(w, lon);
      e = Math.max(e, lon);
      s = Math.min(s, lat);
      n = Math.max(n, lat);
    }
  }
  const pad = 1e-5;
  return [w - pad, s - pad, e + pad, n + pad];
}
