export type ScheduleAction = 'start' | 'complete' | 'log-issues' | 'mark-complete';

/**
 * SPEC §2 button rules: scheduled, in-progress and overdue work shows Start Work (work
 * under way can be handed to another technician); in-progress work can also be completed;
 * an incomplete schedule shows Log Issues and Mark Complete; any other status shows only
 * its badge.
 */
export function scheduleActions(status: string): ScheduleAction[] {
  switch (status) {
    case 'scheduled':
    case 'overdue':
      return ['start'];
    case 'in-progress':
      return ['start', 'complete'];
    case 'incomplete':
      return ['log-issues', 'mark-complete'];
    default:
      return [];
  }
}

/** DECISIONS §3 / SPEC §9: overdue = status scheduled and its date has passed (today is not overdue). */
export function isOverdue(status: string, scheduledDate: string, today = new Date()): boolean {
  if (status === 'overdue') return true;
  if (status !== 'scheduled') return false;
  const y = today.getFullYear();
  const m = String(today.getMonth() + 1).padStart(2, '0');
  const d = String(today.getDate()).padStart(2, '0');
  return scheduledDate < `${y}-${m}-${d}`;
}
