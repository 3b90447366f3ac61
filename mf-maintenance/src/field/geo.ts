/** Straight-line distances for the work list (nearest first). */

const EARTH_RADIUS_MILES = 3958.8;

export interface Position {
  lat: number;
  lng: number;
}

/** Great-circle distance in miles. */
export function milesBetween(a: Position, b: Position): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** '0.3 mi', '120 ft' */
export function distanceText(miles: number): string {
  if (miles < 0.1) return `${Math.round(miles * 5280)} ft`;
  return `${miles.toFixed(miles < 10 ? 1 : 0)} mi`;
}

/** The device's position (a fix up to 5 minutes old will do), or why there is none. */
export function locate(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return reject(new Error('unsupported'));
    navigator.geolocation.getCurrentPosition(
      (found) => resolve({ lat: found.coords.latitude, lng: found.coords.longitude }),
      (error) => reject(new Error(error.message)),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 },
    );
  });
}
