/**
 * The demo city: Springfield, Illinois. Neighbourhoods with approximate centres, and a
 * street grid generated from its real street names: numbered streets running north-south
 * east of 1st Street, named ones west of it, and the east-west streets from Sangamon Avenue
 * in the north to Iles Avenue in the south. Positions are approximate (a demo, not a survey).
 */
export interface District {
  name: string;
  lat: number;
  lng: number;
  /** Half-extent of the neighbourhood in degrees (latitude, longitude). */
  spreadLat: number;
  spreadLng: number;
  /** Share of the city's hydrants. */
  weight: number;
  /** Usual inspector of the neighbourhood. */
  inspector: string;
}

export const CITY = { name: 'Springfield', state: 'IL' } as const;

export const DISTRICTS: readonly District[] = [
  { name: 'Downtown', lat: 39.8005, lng: -89.647, spreadLat: 0.006, spreadLng: 0.008, weight: 14, inspector: 'J. Martinez' },
  { name: 'Enos Park', lat: 39.8125, lng: -89.6455, spreadLat: 0.005, spreadLng: 0.007, weight: 8, inspector: 'K. Thompson' },
  {
    name: 'Medical District',
    lat: 39.809,
    lng: -89.656,
    spreadLat: 0.004,
    spreadLng: 0.006,
    weight: 6,
    inspector: 'J. Martinez',
  },
  {
    name: 'Historic West Side',
    lat: 39.7965,
    lng: -89.668,
    spreadLat: 0.007,
    spreadLng: 0.01,
    weight: 11,
    inspector: 'D. Nguyen',
  },
  { name: 'Vinegar Hill', lat: 39.7925, lng: -89.65, spreadLat: 0.004, spreadLng: 0.006, weight: 5, inspector: 'S. Patel' },
  { name: 'Iles Park', lat: 39.78, lng: -89.646, spreadLat: 0.005, spreadLng: 0.008, weight: 8, inspector: 'S. Patel' },
  { name: 'Harvard Park', lat: 39.769, lng: -89.633, spreadLat: 0.006, spreadLng: 0.01, weight: 10, inspector: "R. O'Brien" },
  { name: 'Eastgate', lat: 39.7985, lng: -89.618, spreadLat: 0.008, spreadLng: 0.011, weight: 11, inspector: 'L. Washington' },
  { name: 'Lincoln Park', lat: 39.828, lng: -89.638, spreadLat: 0.006, spreadLng: 0.01, weight: 10, inspector: 'K. Thompson' },
  { name: 'Westchester', lat: 39.766, lng: -89.699, spreadLat: 0.008, spreadLng: 0.012, weight: 10, inspector: 'M. Kowalski' },
  { name: 'Bunn Park', lat: 39.7605, lng: -89.618, spreadLat: 0.005, spreadLng: 0.009, weight: 7, inspector: "R. O'Brien" },
];

/** Every inspector of the demo (the districts' own plus relief staff). */
export const INSPECTORS = [...new Set(DISTRICTS.map((d) => d.inspector)), 'A. Johnson', 'T. Rivera'];

/** Latitude of Washington Street (north/south divide of addresses) and longitude of 1st Street (east/west divide). */
export const NORTH_SOUTH_DIVIDE = 39.802;
export const EAST_WEST_DIVIDE = -89.652;

export interface Street {
  name: string;
  /** Latitude (east-west streets) or longitude (north-south streets). */
  at: number;
}

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** North-south streets, west to east. */
export const NS_STREETS: readonly Street[] = [
  ...[
    'Koke Mill Rd',
    'Westchester Blvd',
    'Bruns Ln',
    'Chatham Rd',
    'Douglas Ave',
    'MacArthur Blvd',
    'Lincoln Ave',
    'Park Ave',
    'Glenwood Ave',
    'Walnut St',
    'Pasfield St',
    'Spring St',
  ].map((name, i, all) => ({ name, at: EAST_WEST_DIVIDE - 0.0055 * (all.length - i) })),
  ...Array.from({ length: 31 }, (_, i) => ({ name: `${ordinal(i + 1)} St`, at: EAST_WEST_DIVIDE + 0.0018 * i })),
  { name: 'Dirksen Pkwy', at: EAST_WEST_DIVIDE + 0.0018 * 31 + 0.004 },
];

/** East-west streets, north to south; Washington St lies on the divide. */
const EW_NAMES = [
  'Sangamon Ave',
  'Converse Ave',
  'Black Ave',
  'Ridgely Ave',
  'Reservoir St',
  'North Grand Ave',
  'Enos Ave',
  'Division St',
  'Carpenter St',
  'Mason St',
  'Madison St',
  'Jefferson St',
  'Washington St',
  'Adams St',
  'Monroe St',
  'Capitol Ave',
  'Jackson St',
  'Edwards St',
  'Cook St',
  'Lawrence Ave',
  'Canedy St',
  'Allen St',
  'South Grand Ave',
  'Cass St',
  'Laurel St',
  'Ash St',
  'Spruce St',
  'Bryn Mawr Blvd',
  'Stevenson Dr',
  'Stanford Ave',
  'Woodland Ave',
  'Iles Ave',
];
const WASHINGTON = EW_NAMES.indexOf('Washington St');
export const EW_STREETS: readonly Street[] = EW_NAMES.map((name, i) => ({
  name,
  at: NORTH_SOUTH_DIVIDE + 0.0029 * (WASHINGTON - i),
}));

export function nearestStreet(streets: readonly Street[], value: number): Street {
  let best = streets[0];
  for (const street of streets) if (Math.abs(street.at - value) < Math.abs(best.at - value)) best = street;
  return best;
}

/** "N 5th St", "W Jefferson St": the directional prefix of the side of the divide. */
export function nsStreetLabel(street: Street, lat: number): string {
  return `${lat >= NORTH_SOUTH_DIVIDE ? 'N' : 'S'} ${street.name}`;
}

export function ewStreetLabel(street: Street, lng: number): string {
  return `${lng >= EAST_WEST_DIVIDE ? 'E' : 'W'} ${street.name}`;
}

/** House number from the distance to the divide: 100 per block (block ≈ 0.00145° latitude, 0.0019° longitude). */
export function houseNumber(distanceDegrees: number, blockDegrees: number, odd: boolean, tail: number): number {
  const block = Math.floor(Math.abs(distanceDegrees) / blockDegrees) + 1;
  const within = Math.min(98, Math.floor(tail * 49) * 2) + (odd ? 1 : 0);
  return block * 100 + within;
}
