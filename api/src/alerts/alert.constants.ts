/** DECISIONS §3: one value set for alerts. */
export const ALERT_TYPES = ['overdue_maintenance', 'overdue_inspection', 'status_change'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const ALERT_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type AlertPriority = (typeof ALERT_PRIORITIES)[number];

/** Who resolves an alert whose cause went away. */
export const SYSTEM_ACTOR = 'System';

/** DECISIONS §3: a hydrant is overdue for inspection when never inspected or last inspected more than 365 days ago. */
export const INSPECTION_OVERDUE_DAYS = 365;

/** Order of the active list: urgent first. Must stay identical to the expression of IDX_alerts_open_rank. */
export const ALERT_RANK_SQL = `(CASE a.priority WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END)`;

/** Advisory lock id: one periodic alert check at a time across API processes (transaction-scoped). */
export const ALERT_CHECK_LOCK_ID = 7_314_309;
/** app_settings key holding the time of the last completed periodic check (for health/System Health). */
export const ALERT_CHECK_LAST_RUN_SETTING = 'alert_check_last_run';
/**
 * app_settings key holding the database's current_date (YYYY-MM-DD) at the last completed
 * check: the next incremental check considers only what crossed a date line since then.
 * Without it (first run, after a restore or a bulk load outside the API), the next check is full.
 */
export const ALERT_CHECK_CUTOFF_SETTING = 'alert_check_cutoff';
/** app_settings key holding the time of the last completed full check (every rule over every row). */
export const ALERT_CHECK_LAST_FULL_SETTING = 'alert_check_last_full';

export const ALERT_MESSAGES = {
  notFound: 'Alert not found',
  acknowledgedBy: 'Acknowledged by must be text of at most 200 characters',
  acknowledged: 'Acknowledged must be true or false',
  alertType: 'Alert type must be overdue_maintenance, overdue_inspection or status_change',
  priority: 'Priority must be urgent, high, medium or low',
  hydrantId: 'Hydrant must be a hydrant id (whole number)',
} as const;

/** Reasons written when the server resolves an alert itself. */
export const RESOLUTIONS = {
  backInService: 'Hydrant back in service',
  statusChanged: (status: string) => `Hydrant status changed to ${status}`,
  inspected: 'Hydrant inspected',
  scheduleStarted: 'Schedule started',
  scheduleCompleted: 'Schedule completed',
  scheduleIncomplete: 'Schedule logged as incomplete (follow-up scheduled)',
  scheduleCancelled: 'Schedule cancelled',
  scheduleRescheduled: 'Schedule no longer overdue',
  scheduleDeleted: 'Schedule deleted',
} as const;
