import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidationOptions,
  registerDecorator,
} from 'class-validator';
import { IsUsableCoordinate, tinyCoordinateMessage } from '../../common/coordinates.js';
import { CHECKLIST_OPTIONS, HYDRANT_STATUSES, MAX_PHOTO_CHARS, MAX_PHOTOS, MESSAGES } from '../hydrant.constants.js';
import { decodePhotoDataUrl, isPhotoDataUrl, photoIdOfUrl } from '../photo-data-url.js';

/**
 * Field rules shared by the create, update and bulk DTOs. `required` fields of the
 * create DTO are present and non-empty; in the update DTO the same fields may be left
 * out but, when sent, must not be empty or null. Nullable fields accept null (= clear).
 */
export type Presence = 'required' | 'optional' | 'nullable';

const MAX_INT = 2_147_483_647;

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Leaves out an absent field; `null` is only accepted for nullable fields. */
function presence(mode: Presence, requiredMessage?: string): PropertyDecorator[] {
  if (mode === 'nullable') return [IsOptional()];
  if (mode === 'optional') return [ValidateIf((_object, value) => value !== undefined), IsNotEmpty({ message: requiredMessage })];
  return [IsNotEmpty({ message: requiredMessage })];
}

/** A real calendar date written YYYY-MM-DD. */
export function IsCalendarDate(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isCalendarDate',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: {
        validate(value: unknown): boolean {
          if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
          // There is no year 0 (PostgreSQL refuses 0000-01-01).
          if (value.startsWith('0000')) return false;
          const date = new Date(`${value}T00:00:00Z`);
          return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
        },
      },
    });
}

/** Each photo is a data URL of a JPEG/PNG/GIF/WebP whose bytes match; `allowStored` also accepts '/api/hydrant-photos/<uuid>'. */
function IsPhoto(allowStored: boolean, options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isPhoto',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { each: true, ...options },
      validator: {
        validate(value: unknown): boolean {
          if (typeof value !== 'string') return false;
          if (allowStored && photoIdOfUrl(value)) return true;
          // An oversized data URL is reported by the size rule alone.
          if (value.length > MAX_PHOTO_CHARS && isPhotoDataUrl(value)) return true;
          return decodePhotoDataUrl(value) !== null;
        },
      },
    });
}

export function TextField(mode: Presence, maxLength: number, messages: { required?: string; invalid: string }, example?: string) {
  return applyDecorators(
    ApiProperty({ type: String, maxLength, required: mode === 'required', nullable: mode === 'nullable', example }),
    trim,
    ...presence(mode, messages.required),
    IsString({ message: messages.invalid }),
    MaxLength(maxLength, { message: messages.invalid }),
  );
}

export function CoordinateField(mode: Presence, limit: 90 | 180, requiredMessage: string, rangeMessage: string, example: number) {
  return applyDecorators(
    ApiProperty({ type: Number, format: 'double', minimum: -limit, maximum: limit, required: mode === 'required', example }),
    ...presence(mode, requiredMessage),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: rangeMessage }),
    Min(-limit, { message: rangeMessage }),
    Max(limit, { message: rangeMessage }),
    IsUsableCoordinate({ message: tinyCoordinateMessage(limit === 90 ? 'Latitude' : 'Longitude') }),
  );
}

export function StatusField(description?: string) {
  return applyDecorators(
    ApiProperty({ enum: HYDRANT_STATUSES, enumName: 'HydrantStatus', required: false, description }),
    ValidateIf((_object, value) => value !== undefined),
    IsIn(HYDRANT_STATUSES, { message: MESSAGES.status }),
  );
}

export function WholeNumberField(message: string, example: number) {
  return applyDecorators(
    ApiProperty({ type: 'integer', minimum: 0, nullable: true, required: false, example }),
    IsOptional(),
    IsInt({ message }),
    Min(0, { message }),
    Max(MAX_INT, { message }),
  );
}

export function DateField(mode: Presence, messages: { required?: string; invalid: string }, description?: string) {
  return applyDecorators(
    ApiProperty({
      type: String,
      format: 'date',
      example: '2025-03-14',
      required: mode === 'required',
      nullable: mode === 'nullable',
      description,
    }),
    ...presence(mode, messages.required),
    IsCalendarDate({ message: messages.invalid }),
  );
}

export function ChecklistField() {
  return applyDecorators(
    ApiProperty({ type: [String], enum: CHECKLIST_OPTIONS, enumName: 'ChecklistItem', required: false }),
    ValidateIf((_object, value) => value !== undefined),
    IsArray({ message: MESSAGES.checklist }),
    ArrayMaxSize(CHECKLIST_OPTIONS.length, { message: MESSAGES.checklist }),
    IsIn(CHECKLIST_OPTIONS, { each: true, message: MESSAGES.checklist }),
  );
}

export function PhotosField(allowStored: boolean) {
  return applyDecorators(
    ApiProperty({
      type: [String],
      required: false,
      maxItems: MAX_PHOTOS,
      description: allowStored
        ? 'Photos in display order: a photo URL of this hydrant keeps that photo, a data URL (data:image/jpeg|png|gif|webp;base64,…, at most 800,000 characters) adds one, photos not listed are removed. Leave out to keep the photos unchanged.'
        : 'Data URLs (data:image/jpeg|png|gif|webp;base64,…), at most 5, each at most 800,000 characters.',
    }),
    ValidateIf((_object, value) => value !== undefined),
    IsArray({ message: MESSAGES.photoType }),
    ArrayMaxSize(MAX_PHOTOS, { message: MESSAGES.photoCount }),
    IsPhoto(allowStored, { message: MESSAGES.photoType }),
    MaxLength(MAX_PHOTO_CHARS, { each: true, message: MESSAGES.photoSize }),
  );
}

/** A query-string number: absent or empty stays undefined (so "required" applies), anything else goes through Number(). */
export const queryNumber = Transform(({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : typeof value === 'string' ? Number(value) : value,
);

/** Query-string integer (page, pageSize). */
export function QueryIntField(min: number, max: number, fallback: number, message: string) {
  return applyDecorators(
    ApiProperty({ type: 'integer', minimum: min, maximum: max, default: fallback, required: false }),
    queryNumber,
    IsOptional(),
    IsInt({ message }),
    Min(min, { message }),
    Max(max, { message }),
  );
}
