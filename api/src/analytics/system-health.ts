import type { AlertCheckHealthDto } from './dto/analytics.dto.js';

import { ALERT_CHECK_LAST_RUN_SETTING } from '../alerts/alert.constants.js';

/** The app_settings names under which the periodic alert check records its last run (an ISO instant). */
export const ALERT_CHECK_SETTINGS = [ALERT_CHECK_LAST_RUN_SETTING];

/** A check is stale once three intervals (and at least 15 minutes) have passed without a run. */
export function alertCheckStaleAfterMs(intervalSeconds: number): number | null {
  if (intervalSeconds <= 0) return null;
  return Math.max(3 * intervalSeconds, 15 * 60) * 1000;
}

/**
 * Integrity checks over the hydrant table, each an aggregate in the analytics' read of the kept
 * hydrant counts (`hydrant_analytics_counts`, whose flags hold the row-level conditions), or an
 * index range (inspection dates after today, a condition that moves with the date).
 */
export const hydrantIntegrityChecks = [
  {
    key: 'future_inspection',
    name: 'Inspection dates in the future',
    sql: '(SELECT count(*) FROM hydrants WHERE last_inspection > current_date)',
  },
  {
    key: 'bad_readings',
    name: 'Negative or implausible readings (pressure over 400 PSI, flow over 20,000 GPM)',
    sql: 'coalesce(sum(delta) FILTER (WHERE bad_readings), 0)',
  },
  {
    key: 'blank_fields',
    name: 'Blank hydrant ID, address or area',
    sql: 'coalesce(sum(delta) FILTER (WHERE blank_fields), 0)',
  },
] as const;

/**
 * The alert check's health: 'never' before its first run, 'stale' when the timer has not run
 * it for three intervals (ALERT_CHECK_INTERVAL_SECONDS; without a timer it never goes stale).
 */
export function alertCheckHealth(
  alertsPresent: boolean,
  lastRun: string | null,
  intervalSeconds: number,
  now = Date.now(),
): AlertCheckHealthDto {
  if (!alertsPresent) return { status: 'unavailable', lastRunAt: null };
  const at = lastRun ? new Date(lastRun) : null;
  if (!at || Number.isNaN(at.getTime())) return { status: 'never', lastRunAt: null };
  const staleAfter = alertCheckStaleAfterMs(intervalSeconds);
  return { status: staleAfter !== null && now - at.getTime() > staleAfter ? 'stale' : 'ok', lastRunAt: at.toISOString() };
}
