import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { VersionField } from '../../common/record-version.js';
import { DateField, TextField } from '../../hydrants/dto/hydrant-field.decorators.js';
import { MAINTENANCE_MESSAGES as M, MAINTENANCE_TYPES, PRIORITIES } from '../maintenance.constants.js';
import type { MaintenanceType, Priority } from '../maintenance.constants.js';
import { EnumField, HydrantRefField } from './maintenance-fields.js';

const MAX_INT = 2_147_483_647;

/** Statuses a schedule may be set to by PATCH (completing goes through /complete, which logs the work). */
export const EDITABLE_SCHEDULE_STATUSES = ['scheduled', 'in-progress', 'overdue', 'cancelled'] as const;
export type EditableScheduleStatus = (typeof EDITABLE_SCHEDULE_STATUSES)[number];
export const EDIT_STATUS_MESSAGE =
  'Status must be scheduled, in-progress, overdue or cancelled (complete work with Complete Work, which logs it)';

function DurationField() {
  return (target: object, key: string | symbol) => {
    ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_INT, nullable: true, required: false, example: 60 })(target, key);
    IsOptional()(target, key);
    IsInt({ message: M.estimatedDuration })(target, key);
    Min(0, { message: M.estimatedDuration })(target, key);
    Max(MAX_INT, { message: M.estimatedDuration })(target, key);
  };
}

/** POST /api/maintenance (SPEC §5 "Schedule maintenance"). */
export class CreateScheduleDto {
  @HydrantRefField(M.selectHydrant, M.selectHydrant)
  hydrantId: number;

  @DateField('required', { required: M.scheduledDateRequired, invalid: M.scheduledDate })
  scheduledDate: string;

  @EnumField(MAINTENANCE_TYPES, 'MaintenanceType', 'optional', M.maintenanceType, { default: 'routine' })
  maintenanceType?: MaintenanceType;

  @EnumField(PRIORITIES, 'MaintenancePriority', 'optional', M.priority, { default: 'medium' })
  priority?: Priority;

  @TextField('nullable', 200, { invalid: M.assignedTo }, 'J. Smith')
  assignedTo?: string | null;

  @TextField('required', 2000, { required: M.descriptionRequired, invalid: M.descriptionText }, 'Annual flushing')
  description: string;

  @DurationField()
  estimatedDuration?: number | null;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: MAX_INT,
    nullable: true,
    required: false,
    description: "The alert this schedule answers ('Schedule maintenance' on an alert): an alert about the same hydrant.",
  })
  @IsOptional()
  @IsInt({ message: M.alertId })
  @Min(1, { message: M.alertId })
  @Max(MAX_INT, { message: M.alertId })
  alertId?: number | null;

  @ApiProperty({ enum: ['scheduled'], required: false, description: 'A new schedule starts as scheduled (SPEC §4).' })
  @ValidateIf((_object, value) => value !== undefined)
  @IsIn(['scheduled'], { message: M.newScheduleStatus })
  status?: 'scheduled';
}

/** PATCH /api/maintenance/{id}: change some fields of a schedule that is not completed. */
export class UpdateScheduleDto {
  @EnumField(EDITABLE_SCHEDULE_STATUSES, 'EditableScheduleStatus', 'optional', EDIT_STATUS_MESSAGE)
  status?: EditableScheduleStatus;

  @DateField('optional', { required: M.scheduledDateRequired, invalid: M.scheduledDate })
  scheduledDate?: string;

  @EnumField(MAINTENANCE_TYPES, 'MaintenanceType', 'optional', M.maintenanceType)
  maintenanceType?: MaintenanceType;

  @EnumField(PRIORITIES, 'MaintenancePriority', 'optional', M.priority)
  priority?: Priority;

  @TextField('nullable', 200, { invalid: M.assignedTo }, 'J. Smith')
  assignedTo?: string | null;

  @TextField('optional', 2000, { required: M.descriptionRequired, invalid: M.descriptionText })
  description?: string;

  @DurationField()
  estimatedDuration?: number | null;

  @VersionField()
  version?: number;
}

/** PATCH /api/maintenance/{id}/start (SPEC §5 "Start work"). */
export class StartWorkDto {
  @TextField('required', 200, { required: M.technicianNameRequired, invalid: M.technicianName }, 'J. Smith')
  technicianName: string;

  @TextField('nullable', 100, { invalid: M.technicianId }, 'T-17')
  technicianId?: string | null;

  @VersionField()
  version?: number;
}
