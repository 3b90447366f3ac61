/** SPEC §4: equipment statuses, freely editable. */
export const EQUIPMENT_STATUSES = ['operational', 'maintenance', 'out-of-service'] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];

/** DECISIONS §10: kinds and results of a service log entry. */
export const SERVICE_KINDS = ['inspection', 'service-test', 'repair', 'other'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
export const SERVICE_RESULTS = ['pass', 'fail'] as const;
export type ServiceResult = (typeof SERVICE_RESULTS)[number];

/**
 * DECISIONS §10: the standard service intervals offered when adding equipment (editable
 * per item). The type is matched case-insensitively; other types have none.
 */
export const STANDARD_SERVICE_INTERVALS: ReadonlyArray<{ type: string; months: number; standard: string }> = [
  { type: 'scba', months: 12, standard: 'NFPA 1852 flow test' },
  { type: 'hose', months: 12, standard: 'NFPA 1962 service test' },
  { type: 'ladder', months: 12, standard: 'NFPA 1932 service test' },
  { type: 'pump', months: 12, standard: 'Annual pump service test' },
];

/** The standard interval (months) of a type, or null for types without one. */
export function standardIntervalOf(type: string): number | null {
  const key = type.trim().toLowerCase();
  return STANDARD_SERVICE_INTERVALS.find((entry) => entry.type === key)?.months ?? null;
}

export const EQUIPMENT_MESSAGES = {
  // SPEC §5, Equipment form.
  nameRequired: 'Equipment name is required',
  typeRequired: 'Equipment type is required',
  serialNumberRequired: 'Serial number is required',
  locationRequired: 'Location is required',
  assignedToRequired: 'Assigned person is required',
  nextMaintenanceRequired: 'Next maintenance date is required',
  purchaseDateRequired: 'Purchase date is required',
  warrantyRequired: 'Warranty information is required',
  // Beyond SPEC's texts: types and lengths.
  nameText: 'Equipment name must be text of at most 200 characters',
  typeText: 'Equipment type must be text of at most 100 characters',
  serialNumberText: 'Serial number must be text of at most 100 characters',
  locationText: 'Location must be text of at most 300 characters',
  assignedToText: 'Assigned person must be text of at most 200 characters',
  nextMaintenanceDate: 'Next maintenance date must be a date (YYYY-MM-DD)',
  purchaseDateDate: 'Purchase date must be a date (YYYY-MM-DD)',
  warrantyText: 'Warranty information must be text of at most 300 characters',
  notesText: 'Notes must be text of at most 10000 characters',
  status: 'Status must be operational, maintenance or out-of-service',
  serviceInterval: 'Service interval must be a whole number of months from 1 to 120, or empty for none',
  serialNumberTaken: 'Serial number already exists',
  notFound: 'Equipment not found',
  changedBySomeoneElse: 'This equipment was changed by someone else',
  // Queries.
  search: 'Search must be text of at most 200 characters',
  typeFilter: 'Type must be text of at most 100 characters',
  serviceOverdueFilter: 'serviceOverdue must be true or false',
  sort: 'Sort must be name, nextMaintenance or serialNumber',
  page: 'Page must be a whole number from 1',
  pageSize: (max: number) => `Page size must be a whole number from 1 to ${max}`,
  // Service log (DECISIONS §10).
  serviceDateRequired: 'Service date is required',
  serviceDate: 'Service date must be a date (YYYY-MM-DD)',
  serviceDateFuture: 'Service date cannot be in the future',
  performedByRequired: 'Performed by is required',
  performedByText: 'Performed by must be text of at most 200 characters',
  kind: 'Kind must be inspection, service-test, repair or other',
  result: 'Result must be pass or fail',
  serviceNotes: 'Notes must be text of at most 10000 characters',
  cost: 'Cost must be an amount from 0 to 9999999999.99 with at most 2 decimals',
} as const;

export const EQUIPMENT_DEFAULT_PAGE_SIZE = 25;
export const EQUIPMENT_MAX_PAGE_SIZE = 100;
