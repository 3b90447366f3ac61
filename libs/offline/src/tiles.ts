/**
 * The site's own street tiles (TILE_DIR, served under /api/tiles/{z}/{x}/{y}.png, or the
 * TILE_FILE archive's tiles one by one, /api/tiles/archive/{z}/{x}/{y}) kept in Cache
 * Storage for a prepared area, where the service worker finds them offline (its key is
 * the request URL). Public tile servers are never bulk-fetched.
 */
import type { MapConfigDto } from '@hydrant/api-client/generated/map-config';
import { TILE_CACHE } from './cache-names';

/** The highest zoom kept: street level. */
export const STREET_ZOOM = 17;
/** A 256 px PNG tile of a street map is about this size; used for the estimate before loading. */
export const TILE_BYTES_ESTIMATE = 20_000;

export interface TileRef {
  z: number;
  x: number;
  y: number;
}

export function tileX(lng: number, z: number): number {
  return Math.floor(((lng + 180) / 360) * 2 ** z);
}

export function tileY(lat: number, z: number): number {
  const rad = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z);
}

export interface LatLngBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** A circle's bounding box (miles). */
export function boxAround(center: { lat: number; lng: number }, radiusMiles: number): LatLngBox {
  const dLat = radiusMiles / 69.0;
  const dLng = radiusMiles / (69.0 * Math.max(0.01, Math.cos((center.lat * Math.PI) / 180)));
  return { south: center.lat - dLat, north: center.lat + dLat, west: center.lng - dLng, east: center.lng + dLng };
}

/** The tiles covering a box from minZoom to maxZoom. */
export function tilesFor(box: LatLngBox, minZoom: number, maxZoom: number): TileRef[] {
  const tiles: TileRef[] = [];
  for (let z = minZoom; z <= maxZoom; z++) {
    const [x0, x1] = [tileX(box.west, z), tileX(box.east, z)];
    const [y0, y1] = [tileY(box.north, z), tileY(box.south, z)];
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) tiles.push({ z, x, y });
  }
  return tiles;
}

/** '/api/tiles/{z}/{x}/{y}.png' filled in (only the site's own tile template is accepted). */
export function tileUrl(template: string, tile: TileRef): string {
  return template.replace('{z}', String(tile.z)).replace('{x}', String(tile.x)).replace('{y}', String(tile.y));
}

/** Whether a template is the site's own tiles (same origin, under /api/tiles/). */
export function isSiteTiles(template: string | null | undefined): template is string {
  return !!template && template.startsWith('/api/tiles/');
}

/**
 * The template of the site's own street tiles, which their kept copies are stored under: its
 * folder's, or its PMTiles archive's tile by tile; null when it has none of its own (a tile
 * server, or only the basemap; an archive read whole, as before it was served tile by tile).
 */
export function siteTileSource(config: MapConfigDto | null): string | null {
  if (isSiteTiles(config?.tileUrl)) return config.tileUrl;
  return config?.pmtiles?.tileUrl ?? null;
}

/**
 * Fetches each tile into the tile cache (a few at a time), reporting progress. Tiles the
 * site does not have (404) are skipped. Resolves with the tiles and bytes kept.
 */
export async function cacheTiles(
  urls: string[],
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<{ tiles: number; bytes: number }> {
  const cache = await caches.open(TILE_CACHE);
  let done = 0;
  let kept = 0;
  let bytes = 0;
  let next = 0;
  async function worker() {
    while (next < urls.length && !signal?.aborted) {
      const url = urls[next++];
      try {
        const response = await fetch(url, { credentials: 'same-origin', signal });
        if (response.ok) {
          const blob = await response.clone().blob();
          bytes += blob.size;
          kept++;
          await cache.put(tileKey(url, location.href), response);
        }
      } catch {
        // one tile missing leaves the basemap under it
      }
      onProgress(++done, urls.length);
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker));
  return { tiles: kept, bytes };
}

/** The key a tile is kept under in the tile cache: its full URL on this site. */
export function tileKey(url: string, base: string): string {
  return new URL(url, base).href;
}

/**
 * The cached tiles (their keys) that no kept area needs any more: a tile that one of the
 * kept areas (each its list of tile URLs) still needs stays, however many areas share it.
 */
export function tilesNoLongerNeeded(
  cached: readonly string[],
  keptAreas: readonly (readonly string[])[],
  base: string,
): string[] {
  const needed = new Set(keptAreas.flatMap((urls) => urls.map((url) => tileKey(url, base))));
  return cached.filter((key) => !needed.has(tileKey(key, base)));
}

/**
 * Removes from the tile cache every tile that none of the kept areas needs (an area
 * replaced, or refreshed for another source or other zooms), so the device keeps only what
 * the field map can still use. Resolves with the number of tiles removed.
 */
export async function removeUnneededTiles(keptAreas: readonly (readonly string[])[]): Promise<number> {
  if (typeof caches === 'undefined' || !(await caches.has(TILE_CACHE))) return 0;
  const cache = await caches.open(TILE_CACHE);
  const cached = (await cache.keys()).map((request) => request.url);
  const unneeded = tilesNoLongerNeeded(cached, keptAreas, location.href);
  for (const key of unneeded) await cache.delete(key);
  return unneeded.length;
}
