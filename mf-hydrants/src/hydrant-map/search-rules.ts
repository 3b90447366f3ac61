/** SPEC §5 / §9: search radius in miles, 1..500, default 50; distances with 2 decimals. */
export const DEFAULT_RADIUS = 50;
export const MIN_RADIUS = 1;
export const MAX_RADIUS = 500;
export const RADIUS_MESSAGE = 'Radius must be between 1 and 500 miles';
export const RESULTS_PAGE_SIZE = 10;

export function radiusError(radius: number | null | undefined): string | null {
  return typeof radius === 'number' && Number.isFinite(radius) && radius >= MIN_RADIUS && radius <= MAX_RADIUS
    ? null
    : RADIUS_MESSAGE;
}

export function latitudeError(lat: number | null | undefined): string | null {
  if (lat === null || lat === undefined || Number.isNaN(lat)) return 'Latitude is required';
  return lat < -90 || lat > 90 ? 'Latitude must be between -90 and 90' : null;
}

export function longitudeError(lng: number | null | undefined): string | null {
  if (lng === null || lng === undefined || Number.isNaN(lng)) return 'Longitude is required';
  return lng < -180 || lng > 180 ? 'Longitude must be between -180 and 180' : null;
}

/** '0.42 mi' */
export function formatMiles(distance: number): string {
  return `${distance.toFixed(2)} mi`;
}
