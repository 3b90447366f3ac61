/**
 * How the Analytics screen writes the server's figures (GET /api/analytics). Pure
 * functions, unit tested, and used by the browser tests to compare the screen with the API.
 */

/** A percentage 0..100 with at most one decimal: 97.1%, 100%, 0%. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${Number(value.toFixed(1))}%`;
}

/** A duration in minutes: '4.2 min' under an hour, '3.5 h' under two days, else '2.1 days'; '—' without data. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return '—';
  if (minutes < 60) return `${Number(minutes.toFixed(1))} min`;
  const hours = minutes / 60;
  if (hours < 48) return `${Number(hours.toFixed(1))} h`;
  return `${Number((hours / 24).toFixed(1))} days`;
}

/**
 * The Avg Response Time card's change line (DECISIONS §4): against the 30 days before;
 * faster (a fall) is better. '—' when either period has no acknowledged alert.
 */
export function responseTimeChange(changePercent: number | null | undefined): {
  text: string;
  trend: 'better' | 'worse' | 'same' | 'none';
} {
  if (changePercent === null || changePercent === undefined || !Number.isFinite(changePercent)) {
    return { text: '— vs previous 30 days', trend: 'none' };
  }
  const rounded = Number(Math.abs(changePercent).toFixed(1));
  if (rounded === 0) return { text: 'No change from previous 30 days', trend: 'same' };
  return changePercent < 0
    ? { text: `↓ ${rounded}% from previous 30 days`, trend: 'better' }
    : { text: `↑ ${rounded}% from previous 30 days`, trend: 'worse' };
}

const MONTH = /^(\d{4})-(\d{2})$/;

/** 'YYYY-MM' as 'Nov 2026' (English short month, as the axis and the data table show it). */
export function monthLabel(month: string): string {
  const m = MONTH.exec(month);
  if (!m) return month;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
  return date.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export const STATUS_LABELS: Record<string, string> = {
  operational: 'Operational',
  maintenance: 'Maintenance',
  'out-of-service': 'Out of Service',
};

export const FLOW_CLASS_LABELS: Record<string, string> = {
  AA: 'Class AA (≥ 1500 GPM)',
  A: 'Class A (1000–1499 GPM)',
  B: 'Class B (500–999 GPM)',
  C: 'Class C (< 500 GPM)',
  unknown: 'No flow reading',
};

export const ALERT_TYPE_LABELS: Record<string, string> = {
  overdue_maintenance: 'Overdue maintenance',
  overdue_inspection: 'Overdue inspection',
  status_change: 'Status change',
};

/** Colours of the charts: the map's status and NFPA class colours (libs/map constants), so a colour means one thing everywhere. */
export const STATUS_CHART_COLORS: Record<string, string> = {
  operational: '#2e7d32',
  maintenance: '#ef6c00',
  'out-of-service': '#c62828',
};
export const FLOW_CLASS_CHART_COLORS: Record<string, string> = {
  AA: '#4fc3f7',
  A: '#43a047',
  B: '#fb8c00',
  C: '#e53935',
  unknown: '#757575',
};

/** System Health Overview lines from the server's own checks (DECISIONS §4). */
export type HealthLevel = 'good' | 'warning' | 'error';

export interface HealthInput {
  database: { status: string; latencyMs: number };
  alertCheck: { status: string; lastRunAt?: string | null };
  integrity: { status: string; failing: number; checks: { name: string; failing: number }[] };
}

export interface HealthLine {
  key: 'database' | 'alertCheck' | 'integrity';
  label: string;
  value: string;
  level: HealthLevel;
  detail: string;
}

export function healthLines(health: HealthInput, overdueTasks: number): HealthLine[] {
  const db = health.database;
  const dbLine: HealthLine =
    db.status === 'ok'
      ? {
          key: 'database',
          label: 'Network Connectivity',
          value: db.latencyMs < 100 ? 'Excellent' : 'Slow',
          level: db.latencyMs < 100 ? 'good' : 'warning',
          detail: `Database reachable, answered in ${Math.round(db.latencyMs)} ms`,
        }
      : {
          key: 'database',
          label: 'Network Connectivity',
          value: 'Unreachable',
          level: 'error',
          detail: 'The database did not answer',
        };

  const check = health.alertCheck;
  const lastRun = check.lastRunAt ? new Date(check.lastRunAt).toLocaleString() : null;
  let schedLine: HealthLine;
  if (check.status === 'ok' && overdueTasks === 0) {
    schedLine = {
      key: 'alertCheck',
      label: 'Maintenance Scheduling',
      value: 'Optimal',
      level: 'good',
      detail: `No overdue tasks; alert check last ran ${lastRun ?? 'recently'}`,
    };
  } else if (check.status === 'ok') {
    schedLine = {
      key: 'alertCheck',
      label: 'Maintenance Scheduling',
      value: 'Needs Attention',
      level: 'warning',
      detail: `${overdueTasks} overdue ${overdueTasks === 1 ? 'task' : 'tasks'}; alert check last ran ${lastRun ?? 'recently'}`,
    };
  } else if (check.status === 'stale') {
    schedLine = {
      key: 'alertCheck',
      label: 'Maintenance Scheduling',
      value: 'Needs Attention',
      level: 'warning',
      detail: `The alert check has not run since ${lastRun ?? 'an unknown time'}`,
    };
  } else if (check.status === 'never') {
    schedLine = {
      key: 'alertCheck',
      label: 'Maintenance Scheduling',
      value: 'Not Run Yet',
      level: 'warning',
      detail: 'The alert check has not run yet',
    };
  } else {
    schedLine = {
      key: 'alertCheck',
      label: 'Maintenance Scheduling',
      value: 'Not Available',
      level: 'warning',
      detail: 'Maintenance scheduling is not set up on this server',
    };
  }

  const integrity = health.integrity;
  const failingChecks = integrity.checks.filter((c) => c.failing > 0);
  const integrityLine: HealthLine =
    integrity.status === 'ok' && integrity.failing === 0
      ? {
          key: 'integrity',
          label: 'Data Integrity',
          value: 'Optimal',
          level: 'good',
          detail: `All ${integrity.checks.length} integrity checks pass`,
        }
      : {
          key: 'integrity',
          label: 'Data Integrity',
          value: 'Needs Attention',
          level: 'warning',
          detail: `${integrity.failing} ${integrity.failing === 1 ? 'record fails' : 'records fail'}: ${failingChecks
            .map((c) => `${c.name} (${c.failing})`)
            .join(', ')}`,
        };

  return [dbLine, schedLine, integrityLine];
}
