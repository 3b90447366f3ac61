import { ApiProperty } from '@nestjs/swagger';
import { FLOW_CLASSES, HYDRANT_STATUSES } from '../../hydrants/hydrant.constants.js';

const int = (description?: string) => ApiProperty({ type: 'integer', minimum: 0, description });
const pct = (description: string) =>
  ApiProperty({ type: Number, minimum: 0, maximum: 100, description: `${description} (percent, 1 decimal)` });

export const ALERT_TYPES = ['overdue_maintenance', 'overdue_inspection', 'status_change'] as const;
export const FLOW_CLASS_BUCKETS = [...FLOW_CLASSES, 'unknown'] as const;

export class HydrantTotalsDto {
  @int() total: number;
  @int() operational: number;
  @int() maintenance: number;
  @int() outOfService: number;
  @int('Hydrants with a lastInspection') inspected: number;
  @int('Hydrants never inspected') neverInspected: number;
}

export class ResponseTimeDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      "Mean minutes from an alert's creation to its acknowledgement by a person, alerts acknowledged in the last 30 days; null (show '—') without any",
  })
  minutes: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'The same over the 30 days before' })
  previousMinutes: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Change against the 30 days before, percent (negative = faster); null without both figures',
  })
  changePercent: number | null;

  @int('Alerts acknowledged by a person in the last 30 days') acknowledgedCount: number;
}

export class AnalyticsCardsDto {
  @pct('Operational hydrants / all hydrants') operationalRate: number;
  @ApiProperty({ type: ResponseTimeDto }) avgResponseTime: ResponseTimeDto;
  @int('Unacknowledged alerts of priority urgent or high (DECISIONS §3)') criticalAlerts: number;
  @pct('(schedules − overdue) / schedules; 100 with no schedules') maintenanceCompliance: number;
}

export class PerformanceMetricsDto {
  @pct('Hydrants with a lastInspection / all hydrants') inspectionEfficiency: number;
  @pct('Open schedules (scheduled, overdue or in-progress) not past their date / open schedules; 100 with none')
  maintenanceTimeliness: number;
  @pct('Hydrants not out of service / all hydrants') systemReliability: number;
}

export class RiskAreaDto {
  @ApiProperty({ example: 'Downtown' }) area: string;
  @int('Hydrants not operational (maintenance or out of service)') nonOperational: number;
  @int() maintenance: number;
  @int() outOfService: number;
  @int('All hydrants of the area') total: number;
}

export class OperationsDto {
  @int('History records completed in the last 30 days') completedThisMonth: number;
  @int('Schedules waiting for work (status scheduled or overdue)') scheduledTasks: number;
  @int('Waiting schedules whose date has passed (SPEC: scheduledDate before today, status scheduled; also status overdue)')
  overdueTasks: number;
  @int('Unacknowledged alerts') activeAlerts: number;
  @int('Unacknowledged alerts of priority urgent or high') criticalAlerts: number;
  @int() operationalHydrants: number;
}

export class DatabaseHealthDto {
  @ApiProperty({ enum: ['ok', 'down'] }) status: 'ok' | 'down';
  @ApiProperty({ type: Number, description: 'Round trip of a trivial query, ms' }) latencyMs: number;
}

export class AlertCheckHealthDto {
  @ApiProperty({
    enum: ['ok', 'stale', 'never', 'unavailable'],
    description:
      'never: not run yet; stale: not run for three check intervals (at least 15 minutes); unavailable: no alerts feature',
  })
  status: 'ok' | 'stale' | 'never' | 'unavailable';

  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastRunAt: string | null;
}

export class IntegrityCheckDto {
  @ApiProperty({ example: 'Inspection dates in the future' }) name: string;
  @int() failing: number;
}

export class IntegrityHealthDto {
  @ApiProperty({ enum: ['ok', 'attention'] }) status: 'ok' | 'attention';
  @int('Records failing any check') failing: number;
  @ApiProperty({ type: [IntegrityCheckDto] }) checks: IntegrityCheckDto[];
}

export class SystemHealthDto {
  @ApiProperty({ type: DatabaseHealthDto }) database: DatabaseHealthDto;
  @ApiProperty({ type: AlertCheckHealthDto }) alertCheck: AlertCheckHealthDto;
  @ApiProperty({ type: IntegrityHealthDto }) integrity: IntegrityHealthDto;
}

export class MonthlyActivityDto {
  @ApiProperty({ example: '2026-03', description: 'YYYY-MM' }) month: string;
  @int("Inspections recorded that month (history records of type inspection, and hydrants' last inspections)")
  inspections: number;
  @int('Maintenance history records completed that month (other than inspections)') maintenanceCompleted: number;
}

export class StatusCountDto {
  @ApiProperty({ enum: HYDRANT_STATUSES, enumName: 'HydrantStatus' }) status: string;
  @int() count: number;
}

export class FlowClassCountDto {
  @ApiProperty({ enum: FLOW_CLASS_BUCKETS, description: 'NFPA 291 class (DECISIONS §5); unknown without a flow rate' })
  flowClass: string;
  @int() count: number;
}

export class AlertTypeCountDto {
  @ApiProperty({ enum: ALERT_TYPES }) alertType: string;
  @int('Unacknowledged alerts of the type') count: number;
}

export class AnalyticsChartsDto {
  @ApiProperty({ type: [MonthlyActivityDto], description: 'The last 12 months, oldest first, the current month last' })
  monthly: MonthlyActivityDto[];

  @ApiProperty({ type: [StatusCountDto] }) byStatus: StatusCountDto[];
  @ApiProperty({ type: [FlowClassCountDto] }) byFlowClass: FlowClassCountDto[];
  @ApiProperty({ type: [AlertTypeCountDto] }) openAlertsByType: AlertTypeCountDto[];
}

/** Everything the Analytics screen shows, in one answer (SPEC §2 Analytics, §9, DECISIONS §4). */
export class AnalyticsDto {
  @ApiProperty({ type: String, format: 'date-time' }) generatedAt: string;
  @ApiProperty({ type: HydrantTotalsDto }) hydrants: HydrantTotalsDto;
  @ApiProperty({ type: AnalyticsCardsDto }) cards: AnalyticsCardsDto;
  @ApiProperty({ type: PerformanceMetricsDto }) performance: PerformanceMetricsDto;
  @ApiProperty({
    type: [RiskAreaDto],
    description: "Areas with non-operational hydrants, most first (at most 50); empty: 'No critical risk areas identified'",
  })
  riskAreas: RiskAreaDto[];
  @ApiProperty({ type: OperationsDto }) operations: OperationsDto;
  @ApiProperty({ type: SystemHealthDto }) systemHealth: SystemHealthDto;
  @ApiProperty({ type: AnalyticsChartsDto }) charts: AnalyticsChartsDto;
}
