import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  registerDecorator,
} from 'class-validator';
import type { ValidationOptions } from 'class-validator';
import { VersionField } from '../../common/record-version.js';
import { ChecklistField, DateField, TextField, WholeNumberField } from '../../hydrants/dto/hydrant-field.decorators.js';
import { MAX_PHOTO_CHARS, MESSAGES as HYDRANT_MESSAGES } from '../../hydrants/hydrant.constants.js';
import { decodePhotoDataUrl, isPhotoDataUrl } from '../../hydrants/photo-data-url.js';
import {
  MAINTENANCE_MESSAGES as M,
  COMPLETION_STATUSES,
  MAINTENANCE_TYPES,
  MAX_RECORD_PHOTO_BYTES,
  MAX_RECORD_PHOTOS,
} from '../maintenance.constants.js';
import type { CompletionStatus, MaintenanceType } from '../maintenance.constants.js';
import { EnumField, HydrantRefField } from './maintenance-fields.js';

const MAX_INT = 2_147_483_647;

/** Each item a data URL of a JPEG/PNG/GIF/WebP whose bytes match. */
function IsPhotoDataUrl(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isPhotoDataUrl',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { each: true, ...options },
      validator: {
        validate(value: unknown): boolean {
          if (typeof value !== 'string') return false;
          if (value.length > MAX_PHOTO_CHARS && isPhotoDataUrl(value)) return true;
          return decodePhotoDataUrl(value) !== null;
        },
      },
    });
}

/** SPEC §5: the serialized photo data (JSON of the list) must not exceed 5 MB. */
export function photoDataLength(photos: unknown): number {
  return JSON.stringify(photos).length;
}

function PhotoDataWithinLimit(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'photoDataWithinLimit',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: {
        validate: (value: unknown): boolean => !Array.isArray(value) || photoDataLength(value) <= MAX_RECORD_PHOTO_BYTES,
      },
    });
}

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

  @ApiProperty({
    type: [String],
    required: false,
    nullable: true,
    maxItems: MAX_RECORD_PHOTOS,
    description:
      'Data URLs (data:image/jpeg|png|gif|webp;base64,…), at most 10, each at most 800,000 characters, ' +
      'and at most 5 MB (5,242,880 characters) as a JSON list. Stored apart; the record answers their URLs.',
  })
  @IsOptional()
  @IsArray({ message: M.photoType })
  @ArrayMaxSize(MAX_RECORD_PHOTOS, { message: M.photoCount })
  @IsString({ each: true, message: M.photoType })
  @IsPhotoDataUrl({ message: M.photoType })
  @MaxLength(MAX_PHOTO_CHARS, { each: true, message: M.photoSize })
  @PhotoDataWithinLimit({ message: M.photoTotal })
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
