import { CHECKLIST_OPTIONS, HYDRANT_STATUSES, HYDRANT_TYPES } from '../../hydrants/hydrant.constants.js';

/** The hydrant fields an import reads. */
export const IMPORT_FIELDS = [
  'hydrantId',
  'address',
  'latitude',
  'longitude',
  'status',
  'area',
  'pressure',
  'flowRate',
  'lastInspection',
  'inspector',
  'checklist',
  'notes',
  'hydrantType',
  'outletCount',
  'outletSizes',
  'mainSize',
  'manufacturer',
  'installYear',
  'ownership',
  'hasIsolationValve',
  'outOfServiceReason',
  'expectedReturn',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The columns every file must have (SPEC §5's required fields). */
export const REQUIRED_COLUMNS: ImportField[] = ['hydrantId', 'address', 'latitude', 'longitude', 'area'];

export const COLUMN_LABELS: Record<ImportField, string> = {
  hydrantId: 'Hydrant ID',
  address: 'Address',
  latitude: 'Latitude',
  longitude: 'Longitude',
  status: 'Status',
  area: 'Area',
  pressure: 'Pressure (PSI)',
  flowRate: 'Flow Rate (GPM)',
  lastInspection: 'Last Inspection',
  inspector: 'Inspector',
  checklist: 'Checklist',
  notes: 'Notes',
  hydrantType: 'Hydrant Type',
  outletCount: 'Outlets',
  outletSizes: 'Outlet Sizes (in)',
  mainSize: 'Main Size (in)',
  manufacturer: 'Manufacturer',
  installYear: 'Install Year',
  ownership: 'Ownership',
  hasIsolationValve: 'Isolation Valve',
  outOfServiceReason: 'Out of Service Reason',
  expectedReturn: 'Expected Return',
};

/** Import fields that are not columns of the hydrants table (they go to the open out-of-service period). */
export const PERIOD_FIELDS: ImportField[] = ['outOfServiceReason', 'expectedReturn'];

const normalize = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Header spellings: SPEC §9's export headers, the API's field names, and common GIS names. */
const ALIASES: Record<string, ImportField> = {};
for (const field of IMPORT_FIELDS) {
  ALIASES[normalize(field)] = field;
  ALIASES[normalize(COLUMN_LABELS[field])] = field;
}
Object.assign(ALIASES, {
  hydrant: 'hydrantId',
  hydrantnumber: 'hydrantId',
  lat: 'latitude',
  y: 'latitude',
  lng: 'longitude',
  lon: 'longitude',
  long: 'longitude',
  x: 'longitude',
  pressure: 'pressure',
  flow: 'flowRate',
  flowrategpm: 'flowRate',
  lastinspected: 'lastInspection',
  zone: 'area',
  type: 'hydrantType',
  numberofoutlets: 'outletCount',
  outletcount: 'outletCount',
  mainsize: 'mainSize',
  mainsizein: 'mainSize',
  installed: 'installYear',
  yearinstalled: 'installYear',
  owner: 'ownership',
  isolationvalve: 'hasIsolationValve',
  outofservicereason: 'outOfServiceReason',
});

/** Each value of a list by its normalized spelling (the first one when two normalize alike), for lookups per cell. */
function byKey<T extends string>(values: readonly T[]): ReadonlyMap<string, T> {
  const map = new Map<string, T>();
  for (const value of values) if (!map.has(normalize(value))) map.set(normalize(value), value);
  return map;
}
const TYPE_BY_KEY = byKey(HYDRANT_TYPES);
const STATUS_BY_KEY = byKey(HYDRANT_STATUSES);
const CHECKLIST_BY_KEY = byKey(CHECKLIST_OPTIONS);

/**
 * `read` with its answers kept by text (a file repeats a few spellings on every row), up to
 * `limit` texts, so a million rows do not each normalize the same words again.
 */
function remembered<T>(read: (text: string) => T, limit = 1000): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    let value = known.get(text);
    if (value === undefined) {
      value = read(text);
      if (known.size < limit) known.set(text, value);
    }
    return value;
  };
}

/** 'Dry barrel', 'WET-BARREL' -> the stored value; anything else unchanged. */
export const hydrantTypeOf = remembered((text: string): string => TYPE_BY_KEY.get(normalize(text)) ?? text);

/** 'yes'/'no', 'true'/'false', 'y'/'n', '1'/'0' -> boolean; anything else unchanged. */
export function booleanOf(text: string): unknown {
  const key = normalize(text);
  if (['yes', 'true', 'y', '1'].includes(key)) return true;
  if (['no', 'false', 'n', '0'].includes(key)) return false;
  return text;
}

/** The field a header names, or undefined (a header spelled like an object's own member, e.g. 'constructor', names none). */
export function fieldOfHeader(header: string): ImportField | undefined {
  const key = normalize(header);
  return Object.hasOwn(ALIASES, key) ? ALIASES[key] : undefined;
}

/** 'Out of Service', 'Maintenance Needed', 'OPERATIONAL' -> the stored value; anything else unchanged. */
export const statusOf = remembered((text: string): string => {
  const key = normalize(text);
  if (key === 'maintenanceneeded') return 'maintenance';
  return STATUS_BY_KEY.get(key) ?? text;
});

const checklistItems = remembered((text: string): readonly string[] =>
  text
    .split(/[;,|]/)
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => CHECKLIST_BY_KEY.get(normalize(item)) ?? item),
);

/** 'cap present; no leaks' -> ['Cap Present', 'No Leaks'] (unknown items kept, so the DTO names them); a new array each time. */
export function checklistOf(text: string): string[] {
  return [...checklistItems(text)];
}
