import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength, registerDecorator } from 'class-validator';
import type { ValidationOptions } from 'class-validator';
import { MAX_PHOTO_CHARS } from '../../hydrants/hydrant.constants.js';
import { decodePhotoDataUrl, isPhotoDataUrl } from '../../hydrants/photo-data-url.js';
import { MAINTENANCE_MESSAGES as M, MAX_RECORD_PHOTO_BYTES, MAX_RECORD_PHOTOS } from '../maintenance.constants.js';

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

/**
 * The photos of a history record (Complete Work, an inspection): data URLs, at most 10,
 * each at most 800,000 characters, 5 MB in all; stored apart, the record answers their URLs.
 */
export function RecordPhotosField(description?: string) {
  return applyDecorators(
    ApiProperty({
      type: [String],
      required: false,
      nullable: true,
      maxItems: MAX_RECORD_PHOTOS,
      description:
        'Data URLs (data:image/jpeg|png|gif|webp;base64,…), at most 10, each at most 800,000 characters, ' +
        'and at most 5 MB (5,242,880 characters) as a JSON list. Stored apart; the record answers their URLs.' +
        (description ? ` ${description}` : ''),
    }),
    IsOptional(),
    IsArray({ message: M.photoType }),
    ArrayMaxSize(MAX_RECORD_PHOTOS, { message: M.photoCount }),
    IsString({ each: true, message: M.photoType }),
    IsPhotoDataUrl({ message: M.photoType }),
    MaxLength(MAX_PHOTO_CHARS, { each: true, message: M.photoSize }),
    PhotoDataWithinLimit({ message: M.photoTotal }),
  );
}
