import { CHECKLIST_OPTIONS as CHECKLIST, HydrantStatus as Status } from '../hydrants/hydrant.constants.js';
import { Random } from './prng.js';
import {
  CITY,
  DISTRICTS,
  District,
  EW_STREETS,
  ewStreetLabel,
  EAST_WEST_DIVIDE,
  houseNumber,
  INSPECTORS,
  nearestStreet,
  NORTH_SOUTH_DIVIDE,
  NS_STREETS,
  nsStreetLabel,
} from './springfield.js';

export interface DemoHydrant {
  hydrant_id: string;
  address: string;
  latitude: number;
  longitude: number;
  status: Status;
  pressure: number | null;
  flow_rate: number | null;
  last_inspection: string | null;
  area: string;
  inspector: string | null;
  checklist: string[];
  notes: string | null;
}

export interface DemoZone {
  name: string;
  color: 'red' | 'blue' | 'green' | 'yellow' | 'purple' | 'orange' | 'pink' | 'teal';
  description: string;
  /** [lat, lng] */
  coordinates: [number, number][];
  assigned_personnel: string[];
}

export interface DemoData {
  hydrants: DemoHydrant[];
  zones: DemoZone[];
}

export const DEMO_HYDRANT_COUNT = 350;
const SEED = 20_240_611;

const NOTES: Record<Status, readonly string[]> = {
  operational: [
    'Flow test within spec.',
    'Repainted this season.',
    'Reflective marker replaced.',
    'Clearance around hydrant good.',
    'Cap threads lubricated.',
    'Near school entrance; keep clear of parked cars.',
    'Snow pole installed.',
  ],
  maintenance: [
    'Slow leak at the main valve; gasket on order.',
    'Paint faded and peeling; repaint scheduled.',
    'Chain missing on the pumper cap.',
    'Stiff operating nut; needs lubrication.',
    'Reflective marker missing.',
    'Shrubs blocking access; parks department notified.',
    'Cap gasket worn.',
    'Leaning after a minor vehicle strike; inspect the flange.',
  ],
  'out-of-service': [
    'Struck by a vehicle; barrel cracked. Bagged as out of service.',
    'Valve seized; will not open. Replacement ordered.',
    'Main break on the supply line; water department repairing.',
    'Frozen barrel; drain valve failed.',
    'Removed for street reconstruction.',
  ],
};

/** Checklist items a hydrant in this status typically fails. */
const FAILS: Record<Status, readonly string[]> = {
  operational: ['Paint Good', 'Marked Visible', 'Chain Attached'],
  maintenance: ['No Leaks', 'Valve Operational', 'Paint Good', 'Cap Present', 'Chain Attached', 'Marked Visible', 'Accessible'],
  'out-of-service': ['Valve Operational', 'Flow Test Passed', 'No Leaks'],
};

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function pickDistrict(random: Random): District {
  const weights = Object.fromEntries(DISTRICTS.map((d) => [d.name, d.weight])) as Record<string, number>;
  const name = random.weighted(weights);
  return DISTRICTS.find((d) => d.name === name)!;
}

/** A point on the street grid inside the district, with its address (intersection or house number). */
function placeHydrant(random: Random, district: District): { latitude: number; longitude: number; address: string } {
  const lat = district.lat + random.spread() * district.spreadLat;
  const lng = district.lng + random.spread() * district.spreadLng;
  const ns = nearestStreet(NS_STREETS, lng);
  const ew = nearestStreet(EW_STREETS, lat);
  const jitter = () => random.spread() * 0.00008;
  const kind = random.weighted({ corner: 5, alongNs: 3, alongEw: 3 });
  if (kind === 'corner') {
    const latitude = ew.at + jitter();
    const longitude = ns.at + jitter();
    return { latitude, longitude, address: `${nsStreetLabel(ns, latitude)} & ${ewStreetLabel(ew, longitude)}` };
  }
  if (kind === 'alongNs') {
    const longitude = ns.at + jitter();
    const number = houseNumber(lat - NORTH_SOUTH_DIVIDE, 0.00145, random.chance(0.5), random.float());
    return { latitude: lat, longitude, address: `${number} ${nsStreetLabel(ns, lat)}` };
  }
  const latitude = ew.at + jitter();
  const number = houseNumber(lng - EAST_WEST_DIVIDE, 0.0019, random.chance(0.5), random.float());
  return { latitude, longitude: lng, address: `${number} ${ewStreetLabel(ew, lng)}` };
}

/** Flow in GPM across all NFPA 291 classes: AA >= 1500, A 1000-1499, B 500-999, C < 500. */
function flowRate(random: Random, status: Status): number {
  const weights =
    status === 'operational'
      ? { AA: 22, A: 42, B: 26, C: 10 }
      : status === 'maintenance'
        ? { AA: 8, A: 30, B: 40, C: 22 }
        : { AA: 2, A: 10, B: 38, C: 50 };
  const range = { AA: [1500, 2200], A: [1000, 1490], B: [500, 990], C: [250, 490] }[random.weighted(weights)];
  return Math.round(random.int(range[0], range[1]) / 10) * 10;
}

function pressure(random: Random, status: Status): number {
  if (status === 'operational') return random.int(55, 120);
  if (status === 'maintenance') return random.int(40, 90);
  return random.int(40, 70);
}

function checklist(random: Random, status: Status): string[] {
  const failCount =
    status === 'operational' ? (random.chance(0.25) ? 1 : 0) : status === 'maintenance' ? random.int(1, 3) : random.int(2, 3);
  const failed = new Set<string>();
  while (failed.size < failCount) failed.add(random.pick(FAILS[status]));
  return CHECKLIST.filter((item) => !failed.has(item));
}

function hydrant(random: Random, index: number, today: Date, usedAddresses: Set<string>): DemoHydrant {
  const district = pickDistrict(random);
  // One hydrant per corner or house number: draw again (a handful of times) on a repeat.
  let place = placeHydrant(random, district);
  for (let attempt = 0; attempt < 20 && usedAddresses.has(place.address); attempt += 1) place = placeHydrant(random, district);
  usedAddresses.add(place.address);
  const status = random.weighted<Status>({ operational: 80, maintenance: 14, 'out-of-service': 6 });
  const neverInspected = status !== 'out-of-service' && random.chance(0.07);
  const base = {
    hydrant_id: `H-${String(index + 1).padStart(4, '0')}`,
    address: place.address,
    latitude: round(place.latitude, 6),
    longitude: round(place.longitude, 6),
    status,
    area: district.name,
  };
  if (neverInspected) {
    return {
      ...base,
      pressure: null,
      flow_rate: null,
      last_inspection: null,
      inspector: null,
      checklist: [],
      notes: random.chance(0.5) ? 'New installation; awaiting first inspection.' : null,
    };
  }
  // Mostly inspected within the last 6 months; about a fifth overdue (over 180 days).
  const daysAgo = random.chance(0.8) ? random.int(3, 175) : random.int(185, 560);
  const inspected = new Date(today.getTime() - daysAgo * 86_400_000);
  const notes =
    status === 'operational' ? (random.chance(0.3) ? random.pick(NOTES.operational) : null) : random.pick(NOTES[status]);
  return {
    ...base,
    pressure: pressure(random, status),
    flow_rate: flowRate(random, status),
    last_inspection: isoDate(inspected),
    inspector: random.chance(0.85) ? district.inspector : random.pick(INSPECTORS),
    checklist: checklist(random, status),
    notes,
  };
}

/** Zones over groups of neighbourhoods ([lat, lng]); the south-east one is concave on purpose. */
const ZONES: readonly DemoZone[] = [
  {
    name: 'Downtown & Capitol',
    color: 'red',
    description: `Station 1 first-due area: the ${CITY.name} capitol complex, downtown, Vinegar Hill and the medical district.`,
    coordinates: [
      [39.814, -89.662],
      [39.814, -89.637],
      [39.788, -89.637],
      [39.788, -89.662],
    ],
    assigned_personnel: ['Capt. R. Alvarez', 'Lt. M. Chen', 'J. Martinez'],
  },
  {
    name: 'North End',
    color: 'blue',
    description: 'Station 5: Enos Park north to Sangamon Avenue, Lincoln Park.',
    coordinates: [
      [39.842, -89.66],
      [39.842, -89.622],
      [39.814, -89.622],
      [39.814, -89.637],
      [39.8195, -89.66],
    ],
    assigned_personnel: ['Capt. D. Foster', 'K. Thompson'],
  },
  {
    name: 'West Side',
    color: 'green',
    description: 'Station 7: the historic west side out to Westchester.',
    coordinates: [
      [39.812, -89.725],
      [39.812, -89.662],
      [39.752, -89.662],
      [39.752, -89.725],
    ],
    assigned_personnel: ['Lt. S. Okafor', 'D. Nguyen', 'M. Kowalski'],
  },
  {
    name: 'South & East',
    color: 'orange',
    description: 'Station 3: Iles Park, Harvard Park, Bunn Park and Eastgate.',
    coordinates: [
      [39.814, -89.637],
      [39.814, -89.6],
      [39.748, -89.6],
      [39.748, -89.662],
      [39.788, -89.662],
      [39.788, -89.637],
    ],
    assigned_personnel: ['Capt. A. Reyes', "R. O'Brien", 'L. Washington', 'S. Patel'],
  },
];

/**
 * The demo data set: {@link DEMO_HYDRANT_COUNT} hydrants across Springfield, Illinois and
 * four zones. The same every time for a given `today` (inspection dates count back from it).
 */
export function buildDemoData(today: Date = new Date()): DemoData {
  const random = new Random(SEED);
  const midnight = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const usedAddresses = new Set<string>();
  const hydrants = Array.from({ length: DEMO_HYDRANT_COUNT }, (_, i) => hydrant(random, i, midnight, usedAddresses));
  return { hydrants, zones: ZONES.map((zone) => ({ ...zone, coordinates: zone.coordinates.map(([a, b]) => [a, b]) })) };
}
