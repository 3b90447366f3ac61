import type { HydrantDto } from '@hydrant/api-client/generated/hydrants';
import type { MaintenanceScheduleDto } from '@hydrant/api-client/generated/maintenance';
import { milesBetween } from './geo';
import type { Position } from './geo';

/** A hydrant is due for inspection when it has none in the last 12 months (ISO counts 12 months). */
export const INSPECTION_DUE_DAYS = 365;
/** How many due hydrants the list shows (nearest first). */
export const DUE_LIST_LIMIT = 25;

export const OPEN_SCHEDULE_STATUSES = ['scheduled', 'overdue', 'in-progress'] as const;

export interface WorkItem {
  kind: 'schedule' | 'due';
  hydrant: HydrantDto;
  schedule?: MaintenanceScheduleDto;
  /** miles from the device; null when its position is unknown */
  distance: number | null;
}

export function isDue(hydrant: Pick<HydrantDto, 'lastInspection'>, today: Date = new Date()): boolean {
  if (!hydrant.lastInspection) return true;
  const last = new Date(`${hydrant.lastInspection.slice(0, 10)}T00:00:00`);
  return (today.getTime() - last.getTime()) / 86_400_000 > INSPECTION_DUE_DAYS;
}

/** Schedules are assigned by name: the user's own when it names them (case and spaces aside). */
export function isAssignedTo(schedule: Pick<MaintenanceScheduleDto, 'assignedTo'>, username: string): boolean {
  const norm = (text: string) => text.trim().toLowerCase();
  return !!schedule.assignedTo && norm(schedule.assignedTo) === norm(username);
}

function byDistance(a: WorkItem, b: WorkItem): number {
  if (a.distance === null || b.distance === null) return (a.distance === null ? 1 : 0) - (b.distance === null ? 1 : 0);
  return a.distance - b.distance;
}

/**
 * Today's work: the user's open schedules (scheduled for today or before), then the
 * hydrants due for inspection that have no such schedule; each part nearest first.
 */
export function workList(
  hydrants: HydrantDto[],
  schedules: MaintenanceScheduleDto[],
  username: string,
  position: Position | null,
  today: Date = new Date(),
): WorkItem[] {
  const byId = new Map(hydrants.map((hydrant) => [hydrant.id, hydrant]));
  const distance = (hydrant: HydrantDto) =>
    position ? milesBetween(position, { lat: hydrant.latitude, lng: hydrant.longitude }) : null;
  const todayText = localDate(today);
  const mine = schedules
    .filter(
      (schedule) =>
        (OPEN_SCHEDULE_STATUSES as readonly string[]).includes(schedule.status) &&
        isAssignedTo(schedule, username) &&
        schedule.scheduledDate <= todayText &&
        byId.has(schedule.hydrantId),
    )
    .map((schedule): WorkItem => {
      const hydrant = byId.get(schedule.hydrantId)!;
      return { kind: 'schedule', hydrant, schedule, distance: distance(hydrant) };
    })
    .sort(byDistance);
  const scheduled = new Set(mine.map((item) => item.hydrant.id));
  const due = hydrants
    .filter((hydrant) => !scheduled.has(hydrant.id) && isDue(hydrant, today))
    .map((hydrant): WorkItem => ({ kind: 'due', hydrant, distance: distance(hydrant) }))
    .sort(byDistance)
    .slice(0, DUE_LIST_LIMIT);
  return [...mine, ...due];
}

/** The open schedule of a hydrant assigned to the user, if any (its work is completed by the form). */
export function openScheduleFor(
  hydrantId: number,
  schedules: MaintenanceScheduleDto[],
  username: string,
): MaintenanceScheduleDto | undefined {
  return schedules.find(
    (schedule) =>
      schedule.hydrantId === hydrantId &&
      (OPEN_SCHEDULE_STATUSES as readonly string[]).includes(schedule.status) &&
      isAssignedTo(schedule, username),
  );
}

/** YYYY-MM-DD in the device's time zone (the day the work is done). */
export function localDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
