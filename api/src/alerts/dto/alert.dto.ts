import { ApiProperty } from '@nestjs/swagger';
import { ALERT_PRIORITIES, ALERT_TYPES } from '../alert.constants.js';
import type { AlertPriority, AlertType } from '../alert.constants.js';

/** An alert (SPEC §3, DECISIONS §3) with its hydrant's label and address. */
export class AlertDto {
  @ApiProperty({ type: 'integer', example: 1 })
  id: number;

  @ApiProperty({ type: 'integer', description: 'Internal hydrant id (HydrantDto.id).' })
  hydrantId: number;

  @ApiProperty({ example: 'H-001', description: "The hydrant's label." })
  hydrantLabel: string;

  @ApiProperty({ type: String, nullable: true, description: "The hydrant's address." })
  address: string | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The overdue schedule (overdue_maintenance alerts).' })
  scheduleId: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'Hydrant out of service' })
  title: string | null;

  @ApiProperty({ example: 'Hydrant H-001 at 100 Main St is out of service' })
  message: string;

  @ApiProperty({ enum: ALERT_PRIORITIES, enumName: 'AlertPriority' })
  priority: AlertPriority;

  @ApiProperty({ enum: ALERT_TYPES, enumName: 'AlertType' })
  alertType: AlertType;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty()
  acknowledged: boolean;

  @ApiProperty({ type: String, nullable: true, description: "The signed-in user's name, or 'System' when the cause went away." })
  acknowledgedBy: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: "The server's time." })
  acknowledgedAt: string | null;

  @ApiProperty({ type: String, nullable: true, description: "Why the server resolved it (acknowledgedBy 'System')." })
  resolution: string | null;
}

export class AlertPageDto {
  @ApiProperty({ type: [AlertDto] })
  items: AlertDto[];

  @ApiProperty({ type: 'integer', description: 'Alerts matching the filters, over all pages.' })
  total: number;

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  pageSize: number;
}

/** GET /api/alerts/counters: the five counters of the Alerts page (SPEC §2, DECISIONS §3). */
export class AlertCountersDto {
  @ApiProperty({ type: 'integer', description: 'Unacknowledged alerts.' })
  active: number;

  @ApiProperty({ type: 'integer', description: 'Unacknowledged alerts of priority urgent or high.' })
  critical: number;

  @ApiProperty({ type: 'integer', description: 'Unacknowledged overdue_maintenance alerts.' })
  maintenance: number;

  @ApiProperty({ type: 'integer', description: 'Unacknowledged overdue_inspection alerts.' })
  inspections: number;

  @ApiProperty({ type: 'integer', description: "Alerts acknowledged since the start of the server's day ('Resolved today')." })
  acknowledgedToday: number;
}
