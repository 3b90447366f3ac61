import {
  ALERT_TYPE_LABELS,
  FLOW_CLASS_CHART_COLORS,
  FLOW_CLASS_LABELS,
  STATUS_CHART_COLORS,
  STATUS_LABELS,
  monthLabel,
} from './analytics-format';

/** The rows each chart draws and its data table lists (one source, so both always agree). */
export interface ChartRow {
  label: string;
  /** the axis label when `label` is too long for it */
  short?: string;
  value: number;
  color?: string;
}

export interface MonthlyInput {
  month: string;
  inspections: number;
  maintenanceCompleted: number;
}

export const MONTHLY_SERIES = { inspections: 'Inspections', maintenance: 'Maintenance completed' } as const;

/** Monthly inspections and completed maintenance as grouped-column rows, oldest month first. */
export function monthlyRows(monthly: MonthlyInput[]): { month: string; series: string; count: number }[] {
  return monthly.flatMap((m) => [
    { month: monthLabel(m.month), series: MONTHLY_SERIES.inspections, count: m.inspections },
    { month: monthLabel(m.month), series: MONTHLY_SERIES.maintenance, count: m.maintenanceCompleted },
  ]);
}

export function statusRows(byStatus: { status: string; count: number }[]): ChartRow[] {
  return byStatus.map((s) => ({
    label: STATUS_LABELS[s.status] ?? s.status,
    value: s.count,
    color: STATUS_CHART_COLORS[s.status] ?? '#757575',
  }));
}

export function flowClassRows(byFlowClass: { flowClass: string; count: number }[]): ChartRow[] {
  return byFlowClass.map((c) => ({
    label: FLOW_CLASS_LABELS[c.flowClass] ?? c.flowClass,
    short: c.flowClass === 'unknown' ? 'None' : c.flowClass,
    value: c.count,
    color: FLOW_CLASS_CHART_COLORS[c.flowClass] ?? '#757575',
  }));
}

export function alertTypeRows(byType: { alertType: string; count: number }[]): ChartRow[] {
  return byType.map((a) => ({ label: ALERT_TYPE_LABELS[a.alertType] ?? a.alertType, value: a.count }));
}
