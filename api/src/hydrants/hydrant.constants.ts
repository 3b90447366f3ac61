/** SPEC §4: the three hydrant statuses (maintenance is labelled 'Maintenance Needed' in forms). */
export const HYDRANT_STATUSES = ['operational', 'maintenance', 'out-of-service'] as const;
export type HydrantStatus = (typeof HYDRANT_STATUSES)[number];

/** Hydrant attributes crews record (all optional). */
export const HYDRANT_TYPES = ['dry-barrel', 'wet-barrel', 'flush', 'wall'] as const;
export type HydrantType = (typeof HYDRANT_TYPES)[number];
export const HYDRANT_OWNERSHIPS = ['public', 'private'] as const;
export type HydrantOwnership = (typeof HYDRANT_OWNERSHIPS)[number];
export const MAX_OUTLETS = 12;
export const MIN_INSTALL_YEAR = 1800;

/** What an inspection found. 'could-not-test' keeps the hydrant due and schedules a re-visit. */
export const INSPECTION_OUTCOMES = ['passed', 'failed', 'could-not-test'] as const;
export type InspectionOutcome = (typeof INSPECTION_OUTCOMES)[number];
/** Days after the inspection date for the re-visit of a hydrant that could not be tested (DECISIONS §7). */
export const REVISIT_DAYS = 7;

/** SPEC §3: the inspection checklist options, in the order the forms show them. */
export const CHECKLIST_OPTIONS = [
  'Cap Present',
  'No Leaks',
  'Valve Operational',
  'Marked Visible',
  'Paint Good',
  'Chain Attached',
  'Flow Test Passed',
  'Accessible',
] as const;

/** DECISIONS §5: NFPA 291 flow classes. */
export const FLOW_CLASSES = ['AA', 'A', 'B', 'C'] as const;
export type FlowClass = (typeof FLOW_CLASSES)[number];

/** NFPA 291 from flow in GPM: AA >= 1500, A 1000-1499, B 500-999, C < 500, null without a reading. */
export function flowClassOf(flowRate: number | null | undefined): FlowClass | null {
  if (flowRate === null || flowRate === undefined) return null;
  if (flowRate >= 1500) return 'AA';
  if (flowRate >= 1000) return 'A';
  if (flowRate >= 500) return 'B';
  return 'C';
}

/** The same rule in SQL (map points are built in the database). */
export const FLOW_CLASS_SQL = `CASE WHEN h.flow_rate IS NULL THEN NULL WHEN h.flow_rate >= 1500 THEN 'AA'
  WHEN h.flow_rate >= 1000 THEN 'A' WHEN h.flow_rate >= 500 THEN 'B' ELSE 'C' END`;

/** Where a hydrant's flow rate came from: typed by a user, or its latest flow test (DECISIONS §11). */
export const FLOW_RATE_SOURCES = ['manual', 'flow-test'] as const;
export type FlowRateSource = (typeof FLOW_RATE_SOURCES)[number];

/** SPEC §9: at most 5 photos per hydrant, each at most 800,000 characters as a data URL. */
export const MAX_PHOTOS = 5;
export const MAX_PHOTO_CHARS = 800_000;

/** Page sizes of the registry and of the nearby search (the query DTOs validate against the maxima). */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_NEARBY_PAGE_SIZE = 100;
export const MAX_NEARBY_PAGE_SIZE = 1000;
/**
 * A search's total is counted exactly up to this many hydrants (the bulk inspection's limit, so
 * 'Select all N matching' stays exact); above it the total is an estimate from a sample.
 */
export const EXACT_COUNT_LIMIT = 10_000;

/** SPEC §9 search radius (miles) and the Earth radius used for distances. */
export const MIN_RADIUS_MILES = 1;
export const MAX_RADIUS_MILES = 500;
export const DEFAULT_RADIUS_MILES = 50;
export const EARTH_RADIUS_MILES = 3958.8;

export const MESSAGES = {
  hydrantIdRequired: 'Hydrant ID is required',
  hydrantIdTooLong: 'Hydrant ID must be at most 50 characters',
  addressRequired: 'Address is required',
  addressTooLong: 'Address must be at most 300 characters',
  latitudeRequired: 'Latitude is required',
  longitudeRequired: 'Longitude is required',
  areaRequired: 'Area is required',
  areaTooLong: 'Area must be at most 200 characters',
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRange: 'Longitude must be between -180 and 180',
  status: 'Status must be operational, maintenance or out-of-service',
  pressure: 'Pressure must be a whole number of PSI (0 or more)',
  flowRate: 'Flow rate must be a whole number of GPM (0 or more)',
  lastInspection: 'Last inspection must be a date (YYYY-MM-DD)',
  inspectorText: 'Inspector must be text of at most 200 characters',
  notesText: 'Notes must be text',
  checklist: 'Checklist items must be from the inspection checklist',
  photoCount: 'At most 5 photos per hydrant',
  photoType: 'Photos must be JPEG, PNG, GIF or WebP images',
  photoSize: 'Each photo must be at most 800,000 characters',
  photoUnknown: 'Photos must be new images or photos of this hydrant',
  photosOneHydrant: 'Photos go with an inspection of one hydrant: select only that hydrant',
  hydrantType: 'Hydrant type must be dry-barrel, wet-barrel, flush or wall',
  outletCount: 'Number of outlets must be a whole number from 0 to 12',
  outletSizes: 'Outlet sizes must be a list of at most 12 sizes in inches (more than 0, at most 12)',
  outletSizesCount: 'Outlet sizes must not list more outlets than the number of outlets',
  mainSize: 'Main size must be a number of inches (more than 0, at most 72)',
  manufacturer: 'Manufacturer must be text of at most 100 characters',
  installYear: 'Install year must be a whole number from 1800 to this year',
  ownership: 'Ownership must be public or private',
  hasIsolationValve: 'Has isolation valve must be true or false',
  outOfServiceReasonRequired: 'A reason is required to set a hydrant out of service',
  outOfServiceReason: 'Out-of-service reason must be text of at most 500 characters',
  expectedReturn: 'Expected return must be a date (YYYY-MM-DD)',
  outcome: 'Outcome must be passed, failed or could-not-test',
  outcomeReasonRequired: 'A reason is required when the hydrant could not be tested',
  outcomeReason: 'Outcome reason must be text of at most 500 characters',
  hydrantIdTaken: 'Hydrant ID already exists',
  notFound: 'Hydrant not found',
  changedBySomeoneElse: 'This hydrant was changed by someone else',
  selectHydrant: 'Select at least one hydrant',
  tooManyHydrants: 'At most 10,000 hydrants per bulk inspection',
  hydrantIds: 'Hydrant ids must be whole numbers',
  inspectionDateRequired: 'Inspection date is required',
  inspectionDate: 'Inspection date must be a date (YYYY-MM-DD)',
  inspectorRequired: 'Inspector name is required',
  radius: 'Radius must be between 1 and 500 miles',
  page: 'Page must be a whole number from 1',
  pageSize: (max: number) => `Page size must be between 1 and ${max}`,
  search: 'Search must be text of at most 200 characters',
  after: 'after must be the Hydrant ID of the last hydrant of the page before (at most 50 characters)',
  before: 'before must be the Hydrant ID of the first hydrant of the page after (at most 50 characters)',
  afterAndBefore: 'Give either after or before, not both',
} as const;

export const hydrantNotFoundMessage = (id: number): string => `Hydrant ${id} not found`;
