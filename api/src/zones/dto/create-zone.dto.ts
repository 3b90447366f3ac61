import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import {
  ZONE_COLORS,
  ZONE_DESCRIPTION_MAX,
  ZONE_MESSAGES,
  ZONE_NAME_MAX,
  ZONE_PERSON_MAX,
  ZONE_POINTS_MAX,
  ZoneColorName,
} from '../zone.constants.js';
import { IsZonePoints } from './zone-points.validator.js';

/** Surrounding spaces are not part of a name: a name of only spaces is no name ('Zone name is required'). */
export const trimmed = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** OpenAPI shape of the outline: [lat, lng] pairs. */
export const ZONE_COORDINATES_SCHEMA = {
  type: 'array',
  minItems: 3,
  maxItems: ZONE_POINTS_MAX,
  items: { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 },
  example: [
    [39.8017, -89.644],
    [39.8017, -89.634],
    [39.7917, -89.634],
  ],
  description: 'The outline as [latitude, longitude] points (at least 3; the ring closes by itself).',
} as const;

export class CreateZoneDto {
  @ApiProperty({ maxLength: ZONE_NAME_MAX, example: 'Zone 1' })
  @trimmed
  // Bottom-up: the type and presence messages come first for a value that is not text.
  @MaxLength(ZONE_NAME_MAX, { message: ZONE_MESSAGES.nameTooLong })
  @IsNotEmpty({ message: ZONE_MESSAGES.nameRequired })
  @IsString({ message: ZONE_MESSAGES.nameRequired })
  name: string;

  @ApiProperty({ enum: ZONE_COLORS, enumName: 'ZoneColor', example: 'red' })
  @IsIn(ZONE_COLORS, { message: ZONE_MESSAGES.color })
  color: ZoneColorName;

  @ApiProperty({ type: String, nullable: true, required: false, maxLength: ZONE_DESCRIPTION_MAX })
  @IsOptional()
  @IsString({ message: ZONE_MESSAGES.description })
  @MaxLength(ZONE_DESCRIPTION_MAX, { message: ZONE_MESSAGES.description })
  description?: string | null;

  @ApiProperty(ZONE_COORDINATES_SCHEMA)
  @IsZonePoints()
  coordinates: [number, number][];

  @ApiProperty({ type: [String], required: false, example: ['Capt. R. Alvarez'] })
  @ValidateIf((_object, value) => value !== undefined)
  @IsArray({ message: ZONE_MESSAGES.personnel })
  @ArrayMaxSize(100, { message: ZONE_MESSAGES.personnel })
  @IsString({ each: true, message: ZONE_MESSAGES.personnel })
  @MaxLength(ZONE_PERSON_MAX, { each: true, message: ZONE_MESSAGES.personnel })
  assignedPersonnel?: string[];
}
