/** What an audit_log row records: a change made by the database trigger, or an auth event written by the API. */
export const AUDIT_ACTIONS = [
  'insert',
  'update',
  'delete',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'sessions-ended',
  'second-factor-reset',
  'export',
  'restore',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Events the API writes itself (the trigger writes insert, update and delete). */
export type AuditEventKind = Exclude<AuditAction, 'insert' | 'update' | 'delete'>;

export const AUDIT_MESSAGES = {
  user: 'User must be a username of at most 100 characters',
  table: 'Table must be a table name of at most 63 characters',
  record: 'Record must be a record id of at most 100 characters',
  action: `Action must be one of: ${AUDIT_ACTIONS.join(', ')}`,
  from: 'From must be a date (YYYY-MM-DD)',
  to: 'To must be a date (YYYY-MM-DD)',
  hydrantNotFound: 'Hydrant not found',
} as const;

/**
 * Tables without the audit trigger because they are derived: aggregates kept by triggers on
 * hydrants, history, schedules and alerts (the totals, the map cells, the registry's page
 * blocks, the analytics' counts, the feed's change stamp), whose every change is already recorded as those tables' own
 * audit rows. Auditing them would write an audit row per cell and count on every write.
 */
export const DERIVED_TABLES = [
  'hydrant_status_counts',
  'hydrant_map_cells',
  'hydrant_analytics_counts',
  'inspection_day_counts',
  'history_day_counts',
  'alert_open_counts',
  'schedule_day_counts',
  'hydrant_page_blocks',
  'hydrant_page_block_counts',
  'feed_changes',
] as const;

/**
 * Tables without the audit trigger because they are request bookkeeping: the stored answers
 * of idempotent writes (DECISIONS §15). The writes themselves are audited as usual; a replay
 * writes nothing, so it leaves no audit row either.
 */
export const BOOKKEEPING_TABLES = ['idempotency_keys'] as const;
