import type { AlertCheckHealthDto } from './dto/analytics.dto.js';

/**
 * app_settings names under which the periodic alert check may record its last run (an ISO
 * instant). Issue 9's check writes one of them; the newest wins.
 */
export const ALERT_CHECK_SETTINGS = ['alerts.lastCheckAt', 'alert_check_last_run', 'alerts.last_check_at'];

/** A check older than this is reported as stale. */
export const ALERT_CHECK_STALE_MS = 2 * 60 * 60 * 1000;

/** Integrity checks over the hydrant table, evaluated in the analytics' one hydrant scan. */
export const hydrantIntegrityChecks = [
  { key: 'future_inspection', name: 'Inspection dates in the future', where: 'last_inspection > current_date' },
  {
    key: 'bad_readings',
    name: 'Negative or implausible readings (pressure over 400 PSI, flow over 20,000 GPM)',
    where: 'pressure < 0 OR pressure > 400 OR flow_rate < 0 OR flow_rate > 20000',
  },
  {
    key: 'blank_fields',
    name: 'Blank hydrant ID, address or area',
    where: "btrim(hydrant_id) = '' OR btrim(address) = '' OR btrim(area) = ''",
  },
] as const;

export function alertCheckHealth(alertsPresent: boolean, lastRun: string | null, now = Date.now()): AlertCheckHealthDto {
  if (!alertsPresent) return { status: 'unavailable', lastRunAt: null };
  const at = lastRun ? new Date(lastRun) : null;
  if (!at || Number.isNaN(at.getTime())) return { status: 'never', lastRunAt: null };
  return { status: now - at.getTime() > ALERT_CHECK_STALE_MS ? 'stale' : 'ok', lastRunAt: at.toISOString() };
}
