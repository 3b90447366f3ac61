import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsDefined, IsInt } from 'class-validator';
import { MESSAGES } from '../hydrant.constants.js';
import type { HydrantStatus } from '../hydrant.constants.js';
import { ChecklistField, DateField, StatusField, TextField, WholeNumberField } from './hydrant-field.decorators.js';

export const MAX_BULK_HYDRANTS = 10_000;

/**
 * POST /api/hydrants/bulk-inspection (SPEC §5 "Bulk inspection"). Sets lastInspection
 * and inspector on every selected hydrant, and status, pressure, flowRate, checklist and
 * notes only when given (null or left out = unchanged). All or nothing.
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
}

export class BulkInspectionResultDto {
  @ApiProperty({ type: 'integer', example: 3, description: 'Number of hydrants updated.' })
  updated: number;
}
