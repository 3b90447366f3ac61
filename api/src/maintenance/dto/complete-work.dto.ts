import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { VersionField } from '../../common/record-version.js';
import { ChecklistField, DateField, TextField, WholeNumberField } from '../../hydrants/dto/hydrant-field.decorators.js';
import { MESSAGES as HYDRANT_MESSAGES } from '../../hydrants/hydrant.constants.js';
import { MAINTENANCE_MESSAGES as M, COMPLETION_STATUSES, MAINTENANCE_TYPES } from '../maintenance.constants.js';
import type { CompletionStatus, MaintenanceType } from '../maintenance.constants.js';
import { EnumField, HydrantRefField } from './maintenance-fields.js';
import { RecordPhotosField } from './record-photos.field.js';

const MAX_INT = 2_147_483_647;

function MinutesField(message: string) {
  return applyDecorators(
    ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_INT, nullable: true, required: false, example: 45 }),
    IsOptional(),
    IsInt({ message }),
    Min(0, { message }),
    Max(MAX_INT, { message }),
  );
}

/**
 * PATCH /api/maintenance/{id}/complete (SPEC §5 "Complete work", DECISIONS §7). One
 * transaction: the history record (with its photos), the schedule's new status, the
 * hydrant's lastInspection (completed inspection work) and the follow-up schedule.
 */
export class CompleteWorkDto {
  @HydrantRefField(M.hydrantIdNumber, M.hydrantIdNumber, 'optional')
  hydrantId?: number;

  @EnumField(MAINTENANCE_TYPES, 'MaintenanceType', 'optional', M.maintenanceType, {
    description: "Optional; when sent it must be the schedule's type.",
  })
  maintenanceType?: MaintenanceType;

  @EnumField(COMPLETION_STATUSES, 'CompletionStatus', 'required', M.completionStatus)
  status: CompletionStatus;

  @DateField('nullable', { invalid: M.completedDate }, "Defaults to the server's today.")
  completedDate?: string | null;

  @TextField('required', 200, { required: M.technicianNameRequired, invalid: M.technicianName }, 'J. Smith')
  technicianName: string;

  @TextField('nullable', 100, { invalid: M.technicianId }, 'T-17')
  technicianId?: string | null;

  @TextField('required', 10_000, { required: M.workPerformedRequired, invalid: M.workPerformed }, 'Flushed and lubricated')
  workPerformed: string;

  @TextField('nullable', 10_000, { invalid: M.findingsNotes })
  findingsNotes?: string | null;

  @RecordPhotosField()
  photos?: string[] | null;

  @MinutesField(M.workDuration)
  workDuration?: number | null;

  @ApiProperty({
    type: String,
    maxLength: 10_000,
    nullable: true,
    required: false,
    description: 'Required (non-blank) when status is incomplete.',
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @ValidateIf((object: CompleteWorkDto, value) => object.status === 'incomplete' || (value !== undefined && value !== null))
  @IsNotEmpty({ message: M.issuesFoundRequired })
  @IsString({ message: M.issuesFound })
  @MaxLength(10_000, { message: M.issuesFound })
  issuesFound?: string | null;

  @DateField(
    'nullable',
    { invalid: M.nextMaintenanceDate },
    'Completed: a new schedule (same hydrant and type) is created for this date. Incomplete: the follow-up date (default 7 days after completedDate).',
  )
  nextMaintenanceDate?: string | null;

  @TextField('nullable', 10_000, { invalid: M.partsUsed })
  partsUsed?: string | null;

  @TextField('nullable', 100, { invalid: M.cost }, '$45.00')
  cost?: string | null;

  @WholeNumberField(HYDRANT_MESSAGES.pressure, 65)
  pressure?: number | null;

  @WholeNumberField(HYDRANT_MESSAGES.flowRate, 1200)
  flowRate?: number | null;

  @ChecklistField()
  checklist?: string[];

  @VersionField()
  version?: number;
}
