import { ApiProperty } from '@nestjs/swagger';
import { CHECKLIST_OPTIONS, HYDRANT_STATUSES, INSPECTION_OUTCOMES } from '../../hydrants/hydrant.constants.js';
import type { InspectionOutcome } from '../../hydrants/hydrant.constants.js';
import { COMPLETION_STATUSES, HISTORY_SOURCES, MAINTENANCE_TYPES } from '../../maintenance/maintenance.constants.js';
import type { CompletionStatus, HistorySource, MaintenanceType } from '../../maintenance/maintenance.constants.js';

/** A maintenance history record (SPEC §3) as the history routes answer it; photos are URLs. */
export class MaintenanceRecordDto {
  @ApiProperty({ type: 'integer', example: 1 })
  id: number;

  @ApiProperty({ type: 'integer', description: 'Internal hydrant id (HydrantDto.id).' })
  hydrantId: number;

  @ApiProperty({ example: 'H-001', description: "The hydrant's label." })
  hydrantLabel: string;

  @ApiProperty({ type: String, nullable: true, description: "The hydrant's address." })
  address: string | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The schedule completed (null for a bulk inspection).' })
  scheduleId: number | null;

  @ApiProperty({ enum: HISTORY_SOURCES, enumName: 'HistorySource' })
  source: HistorySource;

  @ApiProperty({ enum: MAINTENANCE_TYPES, enumName: 'MaintenanceType' })
  maintenanceType: MaintenanceType;

  @ApiProperty({ type: String, format: 'date' })
  completedDate: string;

  @ApiProperty()
  technicianName: string;

  @ApiProperty({ type: String, nullable: true })
  technicianId: string | null;

  @ApiProperty()
  workPerformed: string;

  @ApiProperty({ type: String, nullable: true })
  findingsNotes: string | null;

  @ApiProperty({
    type: [String],
    example: ['/api/maintenance-photos/5f0c6a1e-1b2c-4d3e-8f90-a1b2c3d4e5f6'],
    description: 'Photo URLs in display order.',
  })
  photos: string[];

  @ApiProperty({ type: 'integer', nullable: true, description: 'Minutes.' })
  workDuration: number | null;

  @ApiProperty({ enum: COMPLETION_STATUSES, enumName: 'CompletionStatus' })
  status: CompletionStatus;

  @ApiProperty({ type: String, nullable: true })
  issuesFound: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  nextMaintenanceDate: string | null;

  @ApiProperty({ type: String, nullable: true })
  partsUsed: string | null;

  @ApiProperty({ type: String, nullable: true })
  cost: string | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Reading: PSI.' })
  pressure: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Reading: GPM.' })
  flowRate: number | null;

  @ApiProperty({ type: [String], enum: CHECKLIST_OPTIONS, enumName: 'ChecklistItem' })
  checklist: string[];

  @ApiProperty({
    enum: HYDRANT_STATUSES,
    enumName: 'HydrantStatus',
    nullable: true,
    description: 'The status the inspection left the hydrant in.',
  })
  hydrantStatus: string | null;

  @ApiProperty({
    enum: INSPECTION_OUTCOMES,
    enumName: 'InspectionOutcome',
    nullable: true,
    description: 'What an inspection found (null for other work and older records).',
  })
  outcome: InspectionOutcome | null;

  @ApiProperty({ type: String, nullable: true, description: "Why it could not be tested (e.g. 'blocked by a parked car')." })
  outcomeReason: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When the work was done in the field, as the device said (X-Field-Time of the write that recorded it); null when not given. Recorded only: lists never order by it.',
  })
  fieldTime: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    description: 'When the record reached the server (the same instant as createdAt).',
  })
  receivedAt: string;
}

export class MaintenanceRecordPageDto {
  @ApiProperty({ type: [MaintenanceRecordDto] })
  items: MaintenanceRecordDto[];

  @ApiProperty({ type: 'integer', description: 'Records matching the filters, over all pages.' })
  total: number;

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  pageSize: number;
}
