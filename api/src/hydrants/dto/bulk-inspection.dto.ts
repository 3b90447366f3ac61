import { ApiProperty } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { INSPECTION_OUTCOMES, MESSAGES } from '../hydrant.constants.js';
import type { HydrantStatus, InspectionOutcome } from '../hydrant.constants.js';
import { RecordPhotosField } from '../../maintenance/dto/record-photos.field.js';
import { ChecklistField, DateField, StatusField, TextField, WholeNumberField } from './hydrant-field.decorators.js';

export const MAX_BULK_HYDRANTS = 10_000;

/** Text of at most 500 characters, required (non-blank) when `when` holds, else optional (null or '' = none). */
function RequiredWhenText(when: (object: BulkInspectionDto) => boolean, required: string, invalid: string) {
  return applyDecorators(
    ApiProperty({ type: String, maxLength: 500, nullable: true, required: false }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    ValidateIf(
      (object: BulkInspectionDto, value: unknown) => when(object) || (value !== undefined && value !== null && value !== ''),
    ),
    IsNotEmpty({ message: required }),
    IsString({ message: invalid }),
    MaxLength(500, { message: invalid }),
  );
}

/**
 * POST /api/hydrants/bulk-inspection (SPEC §5 "Bulk inspection"). Sets lastInspection
 * and inspector on every selected hydrant, and status, pressure, flowRate, checklist and
 * notes only when given (null or left out = unchanged). All or nothing. Photos (an
 * inspection of one hydrant) are kept with its history record, as Complete Work keeps them.
 */
export class BulkInspectionDto {
  @ApiProperty({ type: [Number], minItems: 1, maxItems: MAX_BULK_HYDRANTS, description: 'Internal ids (HydrantDto.id).' })
  @IsDefined({ message: MESSAGES.selectHydrant })
  @IsArray({ message: MESSAGES.selectHydrant })
  @ArrayNotEmpty({ message: MESSAGES.selectHydrant })
  @ArrayMaxSize(MAX_BULK_HYDRANTS, { message: MESSAGES.tooManyHydrants })
  @IsInt({ each: true, message: MESSAGES.hydrantIds })
  hydrantIds: number[];

  @DateField('required', { required: MESSAGES.inspectionDateRequired, invalid: MESSAGES.inspectionDate })
  inspectionDate: string;

  @TextField('required', 200, { required: MESSAGES.inspectorRequired, invalid: MESSAGES.inspectorText }, 'J. Smith')
  inspector: string;

  @StatusField('Leave out to keep each hydrant\'s status ("Keep current status").')
  status?: HydrantStatus;

  @WholeNumberField(MESSAGES.pressure, 65)
  pressure?: number | null;

  @WholeNumberField(MESSAGES.flowRate, 1200)
  flowRate?: number | null;

  @ChecklistField()
  checklist?: string[];

  @TextField('nullable', 10_000, { invalid: MESSAGES.notesText })
  notes?: string | null;

  @ApiProperty({
    enum: INSPECTION_OUTCOMES,
    enumName: 'InspectionOutcome',
    required: false,
    nullable: true,
    description:
      "What the crew found. 'could-not-test' (with outcomeReason) keeps each hydrant due: lastInspection, inspector and readings stay as they were, the record says why, and a re-visit (scheduled inspection task, 7 days later) is created unless one is already open.",
  })
  @IsOptional()
  @IsIn(INSPECTION_OUTCOMES, { message: MESSAGES.outcome })
  outcome?: InspectionOutcome | null;

  @RequiredWhenText((object) => object.outcome === 'could-not-test', MESSAGES.outcomeReasonRequired, MESSAGES.outcomeReason)
  outcomeReason?: string | null;

  @RequiredWhenText(
    (object) => object.status === 'out-of-service',
    MESSAGES.outOfServiceReasonRequired,
    MESSAGES.outOfServiceReason,
  )
  outOfServiceReason?: string | null;

  @DateField('nullable', { invalid: MESSAGES.expectedReturn }, 'Expected back in service (with status out-of-service).')
  expectedReturn?: string | null;

  @RecordPhotosField('Only with one hydrant (hydrantIds of one id): they are kept with its inspection record.')
  photos?: string[] | null;
}

export class BulkInspectionResultDto {
  @ApiProperty({ type: 'integer', example: 3, description: 'Number of hydrants updated.' })
  updated: number;

  @ApiProperty({ type: 'integer', example: 0, description: "Re-visits scheduled ('could-not-test')." })
  revisitsScheduled: number;
}
