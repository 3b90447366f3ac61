import { ApiProperty } from '@nestjs/swagger';
import { VersionProperty } from '../../common/record-version.js';
import { MAINTENANCE_TYPES, PRIORITIES, SCHEDULE_STATUSES } from '../maintenance.constants.js';
import type { MaintenanceType, Priority, ScheduleStatus } from '../maintenance.constants.js';

/** A maintenance schedule as every schedule route answers it (SPEC §3, with the hydrant's label and address). */
export class MaintenanceScheduleDto {
  @ApiProperty({ type: 'integer', example: 1 })
  id: number;

  @ApiProperty({ type: 'integer', example: 1, description: 'Internal hydrant id (HydrantDto.id).' })
  hydrantId: number;

  @ApiProperty({ example: 'H-001', description: "The hydrant's label (HydrantDto.hydrantId)." })
  hydrantLabel: string;

  @ApiProperty({ type: String, nullable: true, example: '100 Main St', description: "The hydrant's address." })
  address: string | null;

  @ApiProperty({ type: String, format: 'date', example: '2025-03-14' })
  scheduledDate: string;

  @ApiProperty({ enum: MAINTENANCE_TYPES, enumName: 'MaintenanceType' })
  maintenanceType: MaintenanceType;

  @ApiProperty({ enum: PRIORITIES, enumName: 'MaintenancePriority' })
  priority: Priority;

  @ApiProperty({ type: String, nullable: true })
  assignedTo: string | null;

  @ApiProperty()
  description: string;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Minutes.' })
  estimatedDuration: number | null;

  @ApiProperty({ enum: SCHEDULE_STATUSES, enumName: 'ScheduleStatus' })
  status: ScheduleStatus;

  @ApiProperty({ description: 'Status scheduled (or overdue) and the date has passed (DECISIONS §3, SPEC §9).' })
  overdue: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Set by Start Work.' })
  technicianName: string | null;

  @ApiProperty({ type: String, nullable: true })
  technicianId: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  startedAt: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  completedDate: string | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The history record this schedule follows up (incomplete work or its next maintenance date).',
  })
  followsRecordId: number | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: "The alert this schedule was made from ('Schedule maintenance' on an alert), while that alert exists.",
  })
  alertId: number | null;

  @VersionProperty()
  version: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}

export class MaintenanceSchedulePageDto {
  @ApiProperty({ type: [MaintenanceScheduleDto] })
  items: MaintenanceScheduleDto[];

  @ApiProperty({ type: 'integer', description: 'Schedules matching the filters, over all pages.' })
  total: number;

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  pageSize: number;
}
