import type OlMap from 'ol/Map';
import { toLonLat, transformExtent } from 'ol/proj';
import { getDistance } from 'ol/sphere';
import type { Extent } from 'ol/extent';
import type { LngLatExtent, MapViewRequest } from '../types';

/** Web Mercator's latitude limit. */
const MAX_LAT = 85.0511287798;
/** Half the width of the world in EPSG:3857 metres. */
const HALF_WORLD = 20037508.342789244;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The tile column / row holding a position at a zoom (slippy-map tiles). */
export function tileX(lng: number, zoom: number): number {
  const n = 2 ** zoom;
  return clamp(Math.floor(((lng + 180) / 360) * n), 0, n - 1);
}
export function tileY(lat: number, zoom: number): number {
  const n = 2 ** zoom;
  const phi = (clamp(lat, -MAX_LAT, MAX_LAT) * Math.PI) / 180;
  return clamp(Math.floor(((1 - Math.asinh(Math.tan(phi)) / Math.PI) / 2) * n), 0, n - 1);
}
/** West edge of tile column x / north edge of tile row y, in degrees. */
export const tileLng = (x: number, zoom: number) => (x / 2 ** zoom) * 360 - 180;
export const tileLat = (y: number, zoom: number) =>
  (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** zoom))) * 180) / Math.PI;

/** The map extent (EPSG:3857) of tile (x, y) of a level: what a click on a cell zooms to. */
export function tileExtent(x: number, y: number, level: number): Extent {
  const size = (2 * HALF_WORLD) / 2 ** level;
  return [-HALF_WORLD + x * size, HALF_WORLD - (y + 1) * size, -HALF_WORLD + (x + 1) * size, HALF_WORLD - y * size];
}

/**
 * The view the map shows, as the request for its data: the zoom rounded down to an integer
 * and the edges rounded out to the tiles of that zoom, clamped to one world. Nearby views
 * (a small pan, a fractional zoom) give the same request, so a repeated view is answered
 * from the cache; the data covers a little more than the screen, so a small pan shows no gap.
 */
export function viewRequestOf(map: OlMap): MapViewRequest | null {
  const size = map.getSize();
  const view = map.getView();
  const zoomNow = view.getZoom();
  if (!size || !size[0] || !size[1] || zoomNow === undefined) return null;
  const zoom = clamp(Math.floor(zoomNow), 0, 24);
  const [w, s, e, n] = transformExtent(view.calculateExtent(size), view.getProjection(), 'EPSG:4326');
  const tiles = Math.min(zoom, 20); // finer tiles add nothing at street level
  const west = w <= -180 || e - w >= 360 ? -180 : tileLng(tileX(w, tiles), tiles);
  const east = e >= 180 || e - w >= 360 ? 180 : tileLng(tileX(e, tiles) + 1, tiles);
  const north = tileLat(tileY(n, tiles), tiles);
  const south = tileLat(tileY(s, tiles) + 1, tiles);
  const round = (value: number) => Math.round(value * 1e7) / 1e7;
  return {
    west: round(clamp(west, -180, 180)),
    south: round(clamp(south, -90, 90)),
    east: round(clamp(Math.max(east, west), -180, 180)),
    north: round(clamp(north, -90, 90)),
    zoom,
  };
}

/** [west, south, east, north] in degrees → map extent (EPSG:3857). */
export function mapExtentOf([west, south, east, north]: LngLatExtent): Extent {
  return transformExtent(
    [west, clamp(south, -MAX_LAT, MAX_LAT), east, clamp(north, -MAX_LAT, MAX_LAT)],
    'EPSG:4326',
    'EPSG:3857',
  );
}

/** Metres in a statute mile. */
const METRES_PER_MILE = 1609.344;

/**
 * The smallest circle around the middle of what the map shows that holds all of it: its
 * centre and, in miles, the distance to the farthest corner. A search of that circle lists
 * every hydrant in view (and a few just beyond its corners).
 */
export function viewCircleOf(map: OlMap): { lat: number; lng: number; radiusMiles: number } | null {
  const size = map.getSize();
  const view = map.getView();
  const middle = view.getCenter();
  if (!size || !size[0] || !size[1] || !middle) return null;
  const [west, south, east, north] = view.calculateExtent(size);
  const centre = toLonLat(middle, view.getProjection());
  const corners = [
    [west, south],
    [west, north],
    [east, south],
    [east, north],
  ].map((corner) => toLonLat(corner, view.getProjection()));
  const metres = Math.max(...corners.map((corner) => getDistance(centre, corner)));
  return { lat: centre[1], lng: centre[0], radiusMiles: metres / METRES_PER_MILE };
}
