/** SPEC §4: personnel statuses, freely editable. */
export const PERSONNEL_STATUSES = ['active', 'off-duty', 'training', 'on-call'] as const;
export type PersonnelStatus = (typeof PERSONNEL_STATUSES)[number];

/** SPEC §5: the assigned zone choices (null = Unassigned; 'unassigned' is accepted and stored as null). */
export const PERSONNEL_ZONES = ['Zone 1', 'Zone 2', 'Zone 3', 'Zone 4', 'Zone 5'] as const;
export type PersonnelZone = (typeof PERSONNEL_ZONES)[number];
export const UNASSIGNED = 'unassigned';

/** DECISIONS §10: platoons. */
export const PLATOONS = ['A', 'B', 'C'] as const;
export type Platoon = (typeof PLATOONS)[number];

/** DECISIONS §10: a certification expiring within this many days is marked. */
export const CERTIFICATION_WARNING_DAYS = 60;
export const CERTIFICATIONS_MAX = 50;
export const CERTIFICATION_NAME_MAX = 100;

export const PERSONNEL_MESSAGES = {
  // SPEC §5, Personnel form.
  nameRequired: 'Name is required',
  rankRequired: 'Rank is required',
  badgeRequired: 'Badge number is required',
  departmentRequired: 'Department is required',
  // Beyond SPEC's texts.
  nameText: 'Name must be text of at most 200 characters',
  rankText: 'Rank must be text of at most 100 characters',
  badgeText: 'Badge number must be text of at most 50 characters',
  departmentText: 'Department must be text of at most 200 characters',
  status: 'Status must be active, off-duty, training or on-call',
  phoneNumber: 'Phone number must be text of at most 50 characters',
  email: 'Please enter a valid email address',
  certifications: `Certifications must be a list of at most ${CERTIFICATIONS_MAX} names, each at most ${CERTIFICATION_NAME_MAX} characters`,
  certificationDetails: `Certification details must be a list of at most ${CERTIFICATIONS_MAX} entries, each with a name of at most ${CERTIFICATION_NAME_MAX} characters and an optional expiry date (YYYY-MM-DD)`,
  certificationsBoth: 'Send certifications or certificationDetails, not both',
  assignedZone: 'Assigned zone must be unassigned or Zone 1 to Zone 5',
  platoon: 'Platoon must be A, B or C, or empty for none',
  shiftStart: 'Shift start must be a time (HH:MM)',
  shiftEnd: 'Shift end must be a time (HH:MM)',
  shiftStartDate: 'Shift start date must be a date (YYYY-MM-DD)',
  shiftEndDate: 'Shift end date must be a date (YYYY-MM-DD)',
  shiftDatesOrder: 'Shift end date must be on or after the shift start date',
  notesText: 'Notes must be text of at most 10000 characters',
  badgeTaken: 'Badge number already exists',
  notFound: 'Personnel not found',
  changedBySomeoneElse: 'This person was changed by someone else',
  // Queries.
  search: 'Search must be text of at most 200 characters',
  departmentFilter: 'Department must be text of at most 200 characters',
  zoneFilter: 'Zone must be unassigned or Zone 1 to Zone 5',
  platoonFilter: 'Platoon must be A, B, C or none',
  page: 'Page must be a whole number from 1',
  pageSize: (max: number) => `Page size must be a whole number from 1 to ${max}`,
} as const;

export const PERSONNEL_DEFAULT_PAGE_SIZE = 25;
export const PERSONNEL_MAX_PAGE_SIZE = 100;
