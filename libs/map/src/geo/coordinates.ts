import { fromLonLat, toLonLat } from 'ol/proj';
import type { Coordinate } from 'ol/coordinate';
import type { Extent } from 'ol/extent';

/** [lat, lng] (this library's props) → map coordinate (EPSG:3857). */
export function toMapCoordinate([lat, lng]: readonly [number, number] | number[]): Coordinate {
  return fromLonLat([lng, lat]);
}

/** Map coordinate (EPSG:3857) → [lat, lng], longitude wrapped into -180..180. */
export function toLatLng(coordinate: Coordinate): [number, number] {
  const [lng, lat] = toLonLat(coordinate);
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return [lat, wrapped];
}

/** Map coordinate → [lng, lat] (the order of MapPopup's position and onSelect's lngLat). */
export function toLngLat(coordinate: Coordinate): [number, number] {
  const [lat, lng] = toLatLng(coordinate);
  return [lng, lat];
}

/**
 * The map extent (EPSG:3857) around parallel latitude/longitude arrays, or null when
 * there is no point. One pass, no intermediate objects (100,000 points).
 */
export function extentOfColumns(latitude: ArrayLike<number>, longitude: ArrayLike<number>): Extent | null {
  let minLat = Infinity;
  let minLng = Infinity;
  let maxLat = -Infinity;
  let maxLng = -Infinity;
  for (let i = 0; i < latitude.length; i++) {
    const lat = latitude[i];
    const lng = longitude[i];
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    if (lat < minLat) minLat = lat;
    if (lat > maxLat) maxLat = lat;
    if (lng < minLng) minLng = lng;
    if (lng > maxLng) maxLng = lng;
  }
  if (minLat === Infinity) return null;
  const [minX, minY] = fromLonLat([minLng, minLat]);
  const [maxX, maxY] = fromLonLat([maxLng, maxLat]);
  return [minX, minY, maxX, maxY];
}

/** The map extent around [lat, lng] pairs, or null when empty. */
export function extentOfLatLngs(points: readonly (readonly [number, number] | number[])[]): Extent | null {
  return extentOfColumns(
    points.map((p) => p[0]),
    points.map((p) => p[1]),
  );
}
