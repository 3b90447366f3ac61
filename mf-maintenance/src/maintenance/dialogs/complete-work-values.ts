import { addDays, todayIso } from '../../shared/dates';
import type { Schedule } from '../../shared/types';
import { photoLimitError, photosBody } from './work-photos';

export type CompletionStatus = 'completed' | 'incomplete';

export interface CompleteFormValues {
  status: CompletionStatus;
  technicianName: string;
  technicianId: string;
  workPerformed: string;
  findingsNotes: string;
  issuesFound: string;
  partsUsed: string;
  workDuration: number | null;
  cost: string;
  nextMaintenanceDate: string;
  photos: string[];
}

/** DECISIONS §7: an incomplete task's follow-up is dated 7 days later by default. */
export const FOLLOW_UP_DAYS = 7;

/** The dialog's starting values (SPEC §5: the technician is prefilled from assignedTo). */
export function completeDefaults(schedule: Schedule, status: CompletionStatus, today = todayIso()): CompleteFormValues {
  return {
    status,
    technicianName: schedule.technicianName ?? schedule.assignedTo ?? '',
    technicianId: schedule.technicianId ?? '',
    workPerformed: '',
    findingsNotes: '',
    issuesFound: '',
    partsUsed: '',
    workDuration: null,
    cost: '',
    nextMaintenanceDate: status === 'incomplete' ? addDays(today, FOLLOW_UP_DAYS) : '',
    photos: [],
  };
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** SPEC §7's complete body (completedDate today); throws SPEC §5's photo message when the photos are too large. */
export function toCompleteBody(schedule: Schedule, v: CompleteFormValues, today = todayIso()) {
  const photoError = photoLimitError(v.photos);
  if (photoError) throw new Error(photoError);
  return {
    hydrantId: schedule.hydrant.id,
    maintenanceType: schedule.maintenanceType,
    completedDate: today,
    technicianName: v.technicianName.trim(),
    technicianId: orNull(v.technicianId),
    workPerformed: v.workPerformed.trim(),
    findingsNotes: orNull(v.findingsNotes),
    photos: photosBody(v.photos),
    workDuration: v.workDuration ?? null,
    status: v.status,
    issuesFound: orNull(v.issuesFound),
    nextMaintenanceDate: orNull(v.nextMaintenanceDate),
    partsUsed: orNull(v.partsUsed),
    cost: orNull(v.cost),
  };
}

export type CompleteBody = ReturnType<typeof toCompleteBody>;
