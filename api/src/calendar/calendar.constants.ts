/** DECISIONS §10: the rotation patterns. 24/48 is the cycle A, B, C, one platoon on duty each day. */
export const ROTATION_PATTERNS = ['none', '24/48', 'custom'] as const;
export type RotationPattern = (typeof ROTATION_PATTERNS)[number];
export const ROTATION_24_48 = ['A', 'B', 'C'] as const;
export const CYCLE_MAX_DAYS = 56;
export const MINIMUM_STAFFING_MAX = 10_000;

/** The calendar's day cells show this many people, then '+N more' (SPEC §9). */
export const CALENDAR_CELL_PEOPLE = 3;

export const CALENDAR_MESSAGES = {
  rotationPattern: 'Rotation pattern must be none, 24/48 or custom',
  rotationCycle: `The custom cycle must be a list of 1 to ${CYCLE_MAX_DAYS} days, each A, B or C`,
  rotationCycleStart: 'The custom cycle must start with platoon A (its first day is the date platoon A works)',
  platoonADateRequired: 'The date platoon A works is required for a rotation',
  platoonADate: 'The date platoon A works must be a date (YYYY-MM-DD)',
  minimumStaffing: `Minimum staffing must be a whole number from 0 to ${MINIMUM_STAFFING_MAX}`,
  changedBySomeoneElse: 'The department settings were changed by someone else',
  monthRequired: 'Month is required',
  month: 'Month must be a month (YYYY-MM)',
  dateRequired: 'Date is required',
  date: 'Date must be a date (YYYY-MM-DD)',
  status: 'Status must be active, off-duty, training or on-call',
  personnelId: 'Personnel ID must be a whole number from 1',
  page: 'Page must be a whole number from 1',
  pageSize: (max: number) => `Page size must be a whole number from 1 to ${max}`,
} as const;
