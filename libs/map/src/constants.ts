/**
 * Map constants of SPEC §9 (Maps) and the colours of SPEC §4 / DECISIONS §5.
 * Coordinates in this library's props are [lat, lng] unless a name says otherwise.
 */

/** SPEC §9: default centre (the geographic centre of the contiguous United States). */
export const DEFAULT_CENTER: [number, number] = [39.8283, -98.5795];
export const DASHBOARD_ZOOM = 12;
export const ZONES_ZOOM = 13;
export const USER_LOCATION_ZOOM = 15;
/** Fit-bounds padding in pixels. */
export const FIT_PADDING = 20;
/** Popup width bounds in pixels. */
export const POPUP_MIN_WIDTH = 200;
export const POPUP_MAX_WIDTH = 300;
/** Popup photos are at most 200 × 150 px. */
export const POPUP_PHOTO_MAX_WIDTH = 200;
export const POPUP_PHOTO_MAX_HEIGHT = 150;
/** Geolocation: high accuracy, 10 s timeout; cached position allowed 5 min on map screens. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const MAP_SCREEN_LOCATION_MAX_AGE_MS = 5 * 60_000;

/** Marker colours by hydrant status (SPEC §4): green, orange, red, grey for anything else. */
export const STATUS_COLORS = {
  operational: '#2e7d32',
  maintenance: '#ef6c00',
  'out-of-service': '#c62828',
  unknown: '#757575',
} as const;

/** NFPA 291 flow class colours (DECISIONS §5); `none` for hydrants without a flow reading. */
export const FLOW_CLASS_COLORS = {
  AA: '#4fc3f7',
  A: '#43a047',
  B: '#fb8c00',
  C: '#e53935',
  none: '#757575',
} as const;

export type FlowClass = 'AA' | 'A' | 'B' | 'C';

/** SPEC §3: the 8 zone colours, in the order new zones cycle through them. */
export const ZONE_COLORS = {
  red: '#e53935',
  blue: '#1e88e5',
  green: '#43a047',
  yellow: '#fdd835',
  purple: '#8e24aa',
  orange: '#fb8c00',
  pink: '#d81b60',
  teal: '#00897b',
} as const;

export type ZoneColor = keyof typeof ZONE_COLORS;
export const ZONE_COLOR_NAMES = Object.keys(ZONE_COLORS) as ZoneColor[];

/** Colour of the n-th zone (0-based): cycles through the 8. */
export function zoneColorAt(index: number): ZoneColor {
  const n = ZONE_COLOR_NAMES.length;
  return ZONE_COLOR_NAMES[((index % n) + n) % n];
}

/** Hex of a zone colour name (unknown names fall back to blue). */
export function zoneColorHex(color: string): string {
  return (ZONE_COLORS as Record<string, string>)[color] ?? ZONE_COLORS.blue;
}

/** iPhone, iPad (also iPadOS that reports itself as a Mac with touch) and iPod. */
export function isAppleMobile(userAgent: string, maxTouchPoints = 0): boolean {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return true;
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
}

/**
 * Directions to a point in the device's maps application: Apple Maps on iPhone and
 * iPad, web maps directions elsewhere (SPEC §2 Hydrant Map / Search).
 */
export function directionsUrl(lat: number, lng: number, userAgent: string, maxTouchPoints = 0): string {
  const destination = `${lat},${lng}`;
  return isAppleMobile(userAgent, maxTouchPoints)
    ? `https://maps.apple.com/?daddr=${destination}`
    : `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}
