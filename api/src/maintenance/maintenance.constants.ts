/** SPEC §4: maintenance types, priorities and schedule statuses. */
export const MAINTENANCE_TYPES = ['routine', 'repair', 'inspection', 'emergency'] as const;
export type MaintenanceType = (typeof MAINTENANCE_TYPES)[number];

export const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const SCHEDULE_STATUSES = ['scheduled', 'in-progress', 'completed', 'overdue', 'incomplete', 'cancelled'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/** Outcome of completed work (SPEC §5 "Complete work"). */
export const COMPLETION_STATUSES = ['completed', 'incomplete'] as const;
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];

/** Where a history record comes from: completed maintenance work, or one hydrant of a bulk inspection. */
export const HISTORY_SOURCES = ['maintenance', 'bulk-inspection'] as const;
export type HistorySource = (typeof HISTORY_SOURCES)[number];

/** Derived due filters of the schedule list: overdue (scheduled, date passed), upcoming (scheduled, next 7 days). */
export const SCHEDULE_DUE = ['overdue', 'upcoming'] as const;
export type ScheduleDue = (typeof SCHEDULE_DUE)[number];

/** SPEC §9: upcoming = due within the next 7 days. */
export const UPCOMING_DAYS = 7;
/** DECISIONS §7: a follow-up of incomplete work is dated 7 days later by default. */
export const FOLLOW_UP_DAYS = 7;
/** Schedules listed by the dashboard per list (the counts cover all). */
export const DASHBOARD_LIST_SIZE = 10;

/** SPEC §9: at most 10 photos per completed maintenance, 5 MB of serialized photo data in total. */
export const MAX_RECORD_PHOTOS = 10;
export const MAX_RECORD_PHOTO_BYTES = 5 * 1024 * 1024;

/** One priority step higher (urgent stays urgent). */
export function escalated(priority: Priority): Priority {
  const i = PRIORITIES.indexOf(priority);
  return PRIORITIES[Math.min(i + 1, PRIORITIES.length - 1)];
}

/** Statuses counted as "scheduled and not started" (overdue once the date passed). */
export const OPEN_SCHEDULED_SQL = `('scheduled', 'overdue')`;

export const MAINTENANCE_MESSAGES = {
  selectHydrant: 'Please select a hydrant',
  scheduledDateRequired: 'Scheduled date is required',
  scheduledDate: 'Scheduled date must be a date (YYYY-MM-DD)',
  descriptionRequired: 'Description is required',
  descriptionText: 'Description must be text of at most 2,000 characters',
  maintenanceType: 'Maintenance type must be routine, repair, inspection or emergency',
  priority: 'Priority must be low, medium, high or urgent',
  assignedTo: 'Assigned to must be text of at most 200 characters',
  estimatedDuration: 'Estimated duration must be a whole number of minutes (0 or more)',
  scheduleStatus: 'Status must be scheduled, in-progress, completed, overdue, incomplete or cancelled',
  newScheduleStatus: 'A new schedule starts as scheduled',
  completedDate: 'Completed date must be a date (YYYY-MM-DD)',
  technicianNameRequired: 'Technician name is required',
  technicianName: 'Technician name must be text of at most 200 characters',
  technicianId: 'Technician ID must be text of at most 100 characters',
  workPerformedRequired: 'Work performed description is required',
  workPerformed: 'Work performed must be text of at most 10,000 characters',
  findingsNotes: 'Findings and notes must be text of at most 10,000 characters',
  completionStatus: 'Status must be completed or incomplete',
  issuesFoundRequired: 'Issues found description is required when task is incomplete',
  issuesFound: 'Issues found must be text of at most 10,000 characters',
  workDuration: 'Work duration must be a whole number of minutes (0 or more)',
  nextMaintenanceDate: 'Next maintenance date must be a date (YYYY-MM-DD)',
  partsUsed: 'Parts used must be text of at most 10,000 characters',
  cost: 'Cost must be text of at most 100 characters',
  photoCount: 'At most 10 photos',
  photoType: 'Photos must be JPEG, PNG, GIF or WebP images',
  photoSize: 'Each photo must be at most 800,000 characters',
  photoTotal: 'Photo data is too large. Please use fewer or smaller photos.',
  hydrantMismatch: "Hydrant must be the schedule's hydrant",
  alertId: 'Alert must be an alert id (whole number)',
  alertNotFound: 'Alert not found',
  alertHydrantMismatch: "Hydrant must be the alert's hydrant",
  typeMismatch: "Maintenance type must be the schedule's type",
  hydrantIdNumber: 'Hydrant must be a hydrant id (whole number)',
  notFound: 'Maintenance schedule not found',
  hydrantNotFound: 'Hydrant not found',
  recordNotFound: 'Maintenance history record not found',
  changedBySomeoneElse: 'This maintenance schedule was changed by someone else',
  alreadyCompleted: 'This maintenance schedule is already completed',
  cancelled: 'This maintenance schedule was cancelled',
  startCompleted: 'This maintenance schedule is already completed and cannot be started',
  page: 'Page must be a whole number from 1',
  pageSize: (max: number) => `Page size must be between 1 and ${max}`,
  from: 'From must be a date (YYYY-MM-DD)',
  to: 'To must be a date (YYYY-MM-DD)',
  due: 'Due must be overdue or upcoming',
} as const;
