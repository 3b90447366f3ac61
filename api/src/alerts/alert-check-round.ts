import type { EntityManager } from 'typeorm';
import { ALERT_CHECK_CUTOFF_SETTING, ALERT_CHECK_LAST_FULL_SETTING, ALERT_CHECK_LAST_RUN_SETTING } from './alert.constants.js';
import {
  raiseInspectionAlerts,
  raiseMaintenanceAlerts,
  resolveInspectionAlerts,
  resolveMaintenanceAlerts,
  resolveStatusAlerts,
} from './alert-rules.js';

/**
 * One round of the periodic alert check, in the caller's transaction.
 *
 * Every write through the API runs the rules for the rows it changes, in its own transaction
 * (hydrants created, edited, imported or inspected; schedules created, edited, started,
 * completed or deleted). What is left to the periodic check is time: a hydrant whose last
 * inspection goes over the 365-day line, a schedule whose date passes. So an incremental
 * round reads only the rows whose date crossed the line since the last round's day (the
 * cutoff kept in app_settings): a range of the index on hydrants.last_inspection and of the
 * partial index of open schedules by date, a few hundred rows a day even at 1,000,000
 * hydrants. It starts one day before the cutoff, so a write whose transaction began on the
 * previous day and committed after that round is not missed.
 *
 * A full round runs every rule over every row (also resolving what changed outside the API:
 * a hydrant put back in service by SQL, a schedule moved). It runs when asked ('full'), when
 * there is no usable cutoff (first run, after a restore or a bulk load, which remove it; a
 * cutoff after today: the clock went back), and when no full round completed since
 * `fullIfNoneSince` (the API process's start: changes made while it was stopped).
 */

export type AlertCheckMode = 'auto' | 'full';

export interface AlertRoundResult {
  full: boolean;
  raised: number;
  resolved: number;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The incremental range starts this many days before the cutoff (writes that straddled midnight). */
const OVERLAP_DAYS = 1;
const NOW_TEXT = `to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

interface RoundState {
  today: string;
  cutoff: string | null;
  last_full: string | null;
}

/** The day from which an incremental round reads, or null when this round must be full. */
function incrementalSince(state: RoundState, mode: AlertCheckMode, fullIfNoneSince?: Date): string | null {
  if (mode === 'full') return null;
  const { cutoff, today } = state;
  if (cutoff === null || !ISO_DAY.test(cutoff) || cutoff > today) return null;
  if (fullIfNoneSince) {
    const lastFull = state.last_full === null ? Number.NaN : Date.parse(state.last_full);
    if (Number.isNaN(lastFull) || lastFull < fullIfNoneSince.getTime()) return null;
  }
  return daysBefore(cutoff, OVERLAP_DAYS);
}

export async function alertCheckRound(
  manager: EntityManager,
  mode: AlertCheckMode = 'auto',
  fullIfNoneSince?: Date,
): Promise<AlertRoundResult> {
  const [state] = await manager.query<RoundState[]>(
    `SELECT to_char(current_date, 'YYYY-MM-DD') AS today,
            (SELECT value FROM app_settings WHERE name = $1) AS cutoff,
            (SELECT value FROM app_settings WHERE name = $2) AS last_full`,
    [ALERT_CHECK_CUTOFF_SETTING, ALERT_CHECK_LAST_FULL_SETTING],
  );
  const since = incrementalSince(state, mode, fullIfNoneSince);
  let raised = 0;
  let resolved = 0;
  if (since === null) {
    resolved += await resolveStatusAlerts(manager);
    resolved += await resolveInspectionAlerts(manager);
    resolved += await resolveMaintenanceAlerts(manager);
    raised += await raiseMaintenanceAlerts(manager);
    raised += await raiseInspectionAlerts(manager);
  } else {
    // Time only makes things overdue; whatever a write resolves, the write resolved itself.
    raised += await raiseMaintenanceAlerts(manager, null, since);
    raised += await raiseInspectionAlerts(manager, null, since);
  }
  const full = since === null;
  // Rows are rewritten only when their value changes (the cutoff changes once a day).
  await manager.query(
    `INSERT INTO app_settings (name, value)
     VALUES ($1, ${NOW_TEXT}), ($2, to_char(current_date, 'YYYY-MM-DD'))${full ? `, ($3, ${NOW_TEXT})` : ''}
     ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value WHERE app_settings.value IS DISTINCT FROM EXCLUDED.value`,
    full
      ? [ALERT_CHECK_LAST_RUN_SETTING, ALERT_CHECK_CUTOFF_SETTING, ALERT_CHECK_LAST_FULL_SETTING]
      : [ALERT_CHECK_LAST_RUN_SETTING, ALERT_CHECK_CUTOFF_SETTING],
  );
  return { full, raised, resolved };
}

/**
 * After changes made in bulk outside the rules (a restore, through the API or `npm run restore`;
 * a bench load): the next periodic round is a full one. In the caller's transaction, or on the
 * caller's connection.
 */
export async function requireFullAlertCheck(manager: {
  query(text: string, params?: unknown[]): Promise<unknown>;
}): Promise<void> {
  await manager.query(`DELETE FROM app_settings WHERE name = $1`, [ALERT_CHECK_CUTOFF_SETTING]);
}
